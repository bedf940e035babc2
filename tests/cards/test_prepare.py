"""Deck preparation with imported card data: names as players type them, NetrunnerDB's
deck JSON, the facts' precedence, explanations and checklists in the player's language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.cards.names import CardIndex, name_key
from tests.conftest import assert_no_crash, run_cli

RUNNER = """\
Test Runner deck

Tester: Runner Identity

Event (6)
3x windfall job
3x Quiet Evening

Resource (6)
3x Savings Jar
3x Rene "Loup" Arcemont
"""


def prepare(deck: Path, content: Path, *extra: str):
    return run_cli("automa", "prepare", str(deck), "--content", str(content), "--seed", "3", *extra)


@pytest.fixture
def with_import(card_data: Path, deck_content: Path) -> Path:
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    return deck_content


@pytest.mark.parametrize(
    ("typed", "title"),
    [
        ("ganked", "Ganked!"),
        ("GANKED!", "Ganked!"),
        ('Rene "Loup" Arcemont', "René “Loup” Arcemont: Test Animal"),
        ("rené 'loup' arcemont: test animal", "René “Loup” Arcemont: Test Animal"),
        ("Coup de chance", "Windfall Job"),  # the French title
        ("  windfall   JOB ", "Windfall Job"),
    ],
)
def test_names_match_as_players_type(with_import: Path, typed: str, title: str):
    from nrprint.cards.store import load_index

    card = load_index(with_import).find(typed)
    assert card is not None and card["title"] == title


def test_unknown_name_suggests_the_closest():
    index = CardIndex.build(
        [
            {"code": "1", "title": "Sure Gamble", "titles": {}},
            {"code": "2", "title": "Sure Thing", "titles": {}},
        ]
    )
    assert index.find("Sure Gambel") is None
    assert index.suggest("Sure Gambel")[0] == "Sure Gamble"
    assert name_key("Ganked!") == name_key("ganked")


def test_strict_preparation_after_import(tmp_path: Path, with_import: Path):
    deck = tmp_path / "runner.txt"
    deck.write_text(RUNNER, encoding="utf-8")
    # Without the import: unknown cards are assumed, with warnings; --strict refuses.
    bare = tmp_path / "bare"
    bare.mkdir()
    assert prepare(deck, bare, "--strict", "--no-pdf").code == 1
    r = prepare(deck, with_import, "--strict", "--json", "--no-pdf")
    assert r.code == 0, r.err
    piles = {p["pile"]: {c["name"] for c in p["cards"]} for p in json.loads(r.out)["piles"]}
    assert {"windfall job", "Savings Jar"} <= piles["EC"]
    assert "Quiet Evening" not in piles["EC"] and 'Rene "Loup" Arcemont' not in piles["EC"]


def test_tags_and_facts_file_win_over_the_data(tmp_path: Path, with_import: Path):
    deck = tmp_path / "runner.txt"
    deck.write_text(RUNNER.replace("3x Quiet Evening", "3x Quiet Evening [econ]"), encoding="utf-8")
    r = prepare(deck, with_import, "--json", "--no-pdf")
    ec = next(p for p in json.loads(r.out)["piles"] if p["pile"] == "EC")
    assert "Quiet Evening" in {c["name"] for c in ec["cards"]}


@pytest.mark.parametrize(
    ("flags", "code", "said"),
    [
        (
            (),
            1,
            "error DECK204: 'Quiet Evenin' is not in the imported card data; did you mean Quiet Evening?",
        ),
        (
            ("--allow-unknown",),
            0,
            "warning DECK204: 'Quiet Evenin' is not in the imported card data; did you",
        ),
        (("--allow-unknown", "--strict"), 1, "error DECK204: 'Quiet Evenin'"),
    ],
)
def test_an_unknown_card_is_an_error_once_card_data_is_imported(
    tmp_path: Path, with_import: Path, flags: tuple[str, ...], code: int, said: str
):
    """A misspelt title would be dealt into the wrong pile: an error, with the nearest
    titles, unless --allow-unknown; never the advice to import the data it has."""
    deck = tmp_path / "runner.txt"
    deck.write_text(RUNNER.replace("3x Quiet Evening", "3x Quiet Evenin"), encoding="utf-8")
    r = prepare(deck, with_import, "--no-pdf", *flags)
    assert r.code == code, r.err
    assert said in r.err
    assert "DECK201" not in r.err
    assert_no_crash(r)


def test_deck_json_by_code(tmp_path: Path, with_import: Path):
    deck = tmp_path / "deck.json"
    cards = {"90011": 1, "90001": 3, "90002": 3, "90003": 3, "90004": 3}
    deck.write_text(json.dumps({"data": [{"name": "From the API", "cards": cards}]}), encoding="utf-8")
    r = prepare(deck, with_import, "--strict", "--json", "--no-pdf")
    assert r.code == 0, r.err
    doc = json.loads(r.out)
    assert doc["identity"] == "Tester: Runner Identity" and doc["deck_size"] == 12
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"cards": {"99999": 2}}), encoding="utf-8")
    r = prepare(bad, with_import, "--no-pdf")
    assert r.code == 1 and "error DECK022: card code 99999 is not in the imported card data" in r.err


def test_deck_json_needs_the_import(tmp_path: Path, deck_content: Path):
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"cards": {"90001": 3}}), encoding="utf-8")
    r = prepare(deck, deck_content, "--no-pdf")
    assert "DECK021" in r.err
    assert_no_crash(r, 1)


def test_checklist_prints_titles_in_the_players_language(tmp_path: Path, with_import: Path):
    deck = tmp_path / "runner.txt"
    deck.write_text(RUNNER, encoding="utf-8")
    out = tmp_path / "out"
    r = prepare(deck, with_import, "--lang", "fr", "--out", str(out))
    assert r.code == 0, r.err
    text = PdfReader(out / "fr" / "deck-checklist.pdf").pages[0].extract_text()
    assert "Coup de chance" in text and "Savings Jar" in text  # no French title: English


def test_explain_says_which_rule_and_which_source(with_import: Path):
    r = run_cli("cards", "explain", "savings jar", "--content", str(with_import))
    assert r.code == 0
    assert "economy yes, rule hosted-credits" in r.out
    assert "else the imported card data" in r.out
    r = run_cli("cards", "explain", "Windfal Job", "--content", str(with_import))
    assert r.code == 1 and "did you mean Windfall Job?" in r.err


def test_explain_names_the_facts_file_when_it_decides(tmp_path: Path, deck_content: Path):
    r = run_cli("cards", "explain", "Hedge Fund", "--content", str(deck_content))
    assert r.code == 0 and "card-facts file: economy yes" in r.out and "else the card-facts file" in r.out


def test_a_title_the_font_cannot_print_stays_english_with_a_warning(tmp_path: Path, with_import: Path):
    decl = with_import / "languages.yaml"
    decl.write_text(decl.read_text(encoding="utf-8") + "  - tag: ja\n    name: 日本語\n", encoding="utf-8")
    deck = tmp_path / "runner.txt"
    deck.write_text(RUNNER, encoding="utf-8")
    out = tmp_path / "out"
    r = prepare(deck, with_import, "--lang", "ja", "--out", str(out))
    assert r.code == 0, r.err
    assert "warning DECK205: the checklist font cannot print '臨時収入': printed in English" in r.err
    assert "windfall job" in PdfReader(out / "ja" / "deck-checklist.pdf").pages[0].extract_text()
