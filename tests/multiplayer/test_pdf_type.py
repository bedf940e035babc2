"""The Big Sell-Out PDFs read back for their type: one rules size on every card, the
overview's rules at 9 pt or more, nothing said twice, footers in the card's language."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import CONTENT
from tests.multiplayer.conftest import build_mp

LANGS = ("en", "fr", "de")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("mptype")
    shutil.copytree(CONTENT / "multiplayer", root / "content" / "multiplayer")
    shutil.copy(CONTENT / "languages.yaml", root / "content" / "languages.yaml")
    return build_mp(root)


def sizes(path: Path, pages: tuple[int, ...] | None = None, chars: dict | None = None) -> Counter:
    """Characters (not spaces) per font size, rounded to 0.1 pt, read back by pdfium
    (and, into ``chars``, which characters each size sets)."""
    pdfium = pytest.importorskip("pypdfium2")
    raw = pdfium.raw
    doc = pdfium.PdfDocument(str(path))
    out: Counter = Counter()
    for i in pages if pages is not None else range(len(doc)):
        tp = doc[i].get_textpage()
        for k in range(tp.count_chars()):
            ch = chr(raw.FPDFText_GetUnicode(tp, k))
            if not ch.isspace():
                size = round(raw.FPDFText_GetFontSize(tp, k), 1)
                out[size] += 1
                if chars is not None:
                    chars.setdefault(size, set()).add(ch)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_cards_set_their_rules_at_one_size(built, lang):
    """The fronts (pages 1 and 3): besides titles (10 pt), orders (6.8 pt), small print
    (6.5 pt) and the seat labels in the diagrams (S1, A4), every character is 9 pt;
    the turn-order cards included."""
    chars: dict = {}
    found = sizes(built / lang / "big-sell-out-cards.pdf", (0, 2), chars)
    seat_labels = set("SA12345678")
    body = {s: n for s, n in found.items() if 7.0 < s < 9.95 and not chars[s] <= seat_labels}
    assert set(body) == {9.0}, found


@pytest.mark.parametrize("lang", LANGS)
def test_overview_rules_at_9_pt_or_more(built, lang):
    """Most of the overview's text is its rules, set at one size of at least 9 pt."""
    found = sizes(built / lang / "big-sell-out-overview.pdf")
    size, count = found.most_common(1)[0]
    assert size >= 9.0 and count > sum(found.values()) / 2, found
    small = {s for s in found if s < 8.0}
    assert small <= set(), found  # orders, key, credit 8 pt; the rest larger


def test_first_round_printed_once_per_turn_order_card(built):
    from pypdf import PdfReader

    text = PdfReader(built / "en/big-sell-out-cards.pdf").pages[0].extract_text()
    assert text.count("First round") == 3  # the 4-, 6- and 8-player cards, once each


@pytest.mark.parametrize(
    ("lang", "sections"),
    [("fr", ("Gérer les tags", "Victoire")), ("de", ("Umgang mit Tags", "Sieg!"))],
)
def test_card_footers_in_the_cards_language(built, lang, sections):
    from pypdf import PdfReader

    text = "".join(p.extract_text() for p in PdfReader(built / lang / "big-sell-out-cards.pdf").pages)
    for english in ("Handling Tags", "Victory!", "Running the Agent Fort", "Trading Bits", "Optional Rules"):
        assert english not in text
    for name in sections:
        assert name in text
