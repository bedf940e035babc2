"""Print-time typography rules and the en-XA pseudo-locale."""

from __future__ import annotations

import re

import pytest

from nrprint.lang.pseudo import pseudo
from nrprint.lang.typography import NBSP, Typography
from nrprint.model.base import ICON_TOKEN, numbers_in

FRENCH = Typography(nbsp_before=":;!?»", nbsp_after="«")
GERMAN = Typography(quotes=("„", "“"))


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("Android: Netrunner", f"Android{NBSP}: Netrunner"),
        ("Phase : pioche", f"Phase{NBSP}: pioche"),
        ("**Option :** rien", f"**Option{NBSP}:** rien"),
        ("Vraiment ?", f"Vraiment{NBSP}?"),
        ("« Piratage »", f"«{NBSP}Piratage{NBSP}»"),
        ("3:1 et http://exemple", "3:1 et http://exemple"),  # no phrase ends there
    ],
)
def test_french_no_break_spaces(text: str, printed: str):
    assert FRENCH.apply(text) == printed


def test_german_quotes_replace_straight_and_english_ones():
    assert GERMAN.apply('Sag "Hallo" und “Tschüss”.') == "Sag „Hallo“ und „Tschüss“."


def test_no_rules_no_change():
    assert Typography().apply('Say "hi": now!') == 'Say "hi": now!'


@pytest.mark.parametrize(
    "english",
    [
        "Take 1 {credit} from the bank.",
        "**Run** the server with 2 {click} and [[credit]] @run <n> times.",
        "Spend 3 {click} on the actions below, in any order and as often as you can pay.",
    ],
)
def test_pseudo_keeps_tokens_numbers_and_markup_and_grows(english: str):
    made = pseudo(english)
    assert ICON_TOKEN.findall(made) == ICON_TOKEN.findall(english)
    assert numbers_in(made) == numbers_in(english)
    assert re.findall(r"\[\[[^\]]*\]\]|@\w+|<\w+>|\*\*", made) == re.findall(
        r"\[\[[^\]]*\]\]|@\w+|<\w+>|\*\*", english
    )
    assert made.startswith("[") and made.endswith("]")
    assert 1.3 <= len(made) / len(english) <= 1.7
    assert not re.search(r"[aeiou]", re.sub(r"\{[^}]*\}|\[\[[^\]]*\]\]|@\w+|<\w+>", "", made))


def test_pseudo_is_stable():
    assert pseudo("Draw 1 card.") == pseudo("Draw 1 card.")


@pytest.mark.parametrize(
    ("run", "printed"),
    [
        ("-H", "\u2212H"),
        ("-REMOTE", "\u2212REMOTE"),
        ("-1 tag", "\u22121\u00a0tag"),
        # German compounds split by a style or an icon start their run with the hyphen:
        ("-Limit für fraktionsfremde Karten", "-Limit für fraktionsfremde Karten"),
        ("-Fähigkeit einer aktiven Karte", "-Fähigkeit einer aktiven Karte"),
    ],
)
def test_only_codes_and_numbers_take_the_minus(run: str, printed: str):
    from nrprint.lang.typography import Typography

    assert Typography(minus=True, nbsp_number=True).apply(run) == printed


@pytest.mark.parametrize(
    ("run", "printed"),
    [
        ("ends in step 5 or step 6.", "ends in step 5\u00a0or step\u00a06."),
        ("score: AI 1, you 0.", "score: AI\u00a01, you\u00a00."),
        ("endet in Schritt 6", "endet in Schritt\u00a06"),
        # not a number that goes on, nor one before its icon or a decimal
        ("Gain 1 {credit}", "Gain 1 {credit}"),
        ("version 1.70 list", "version 1.70\u00a0list"),
    ],
)
def test_a_short_number_ending_a_phrase_keeps_to_its_word(run: str, printed: str):
    from nrprint.lang.typography import Typography

    assert Typography(nbsp_number=True).apply(run) == printed


@pytest.mark.parametrize(
    ("text", "printed"),
    [('Sag "Hallo".', "Sag „Hallo“."), ("Sag “Tschüss”.", "Sag „Tschüss“."), ("Sag nichts.", "Sag nichts.")],
)
def test_quotes_of_either_kind_alone_are_replaced(text: str, printed: str):
    assert GERMAN.apply(text) == printed


@pytest.mark.parametrize(
    ("run", "printed"),
    [
        ("**+A** / **-A** the most", f"**+A**{NBSP}/{NBSP}**\u2212A** the most"),
        ("-H / +H: the server", f"\u2212H{NBSP}/{NBSP}+H: the server"),
        ("<A / +R", f"<A{NBSP}/{NBSP}+R"),
        ("fewest / most", "fewest / most"),  # words, not codes: free to break
        ("+REMOTE / x", "+REMOTE / x"),
    ],
)
def test_a_pair_of_codes_stays_on_one_line(run: str, printed: str):
    """The reviews found "+A / / −A" and "−H / / +H": a line began with the slash."""
    assert Typography(minus=True, nbsp_number=True).apply(run) == printed
