"""The multiplayer PDFs read back: pages, boxes, text, fonts, pictures, reproducibility."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.units import PT_PER_MM
from tests.conftest import CONTENT, run_cli
from tests.multiplayer.conftest import build_mp

A4 = (595.28, 841.89)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("mp")
    shutil.copytree(CONTENT / "multiplayer", root / "content" / "multiplayer")
    build_mp(root)
    return root


def text_of(path: Path) -> list[str]:
    # A no-break space reads as a space.
    return [p.extract_text().replace("\xa0", " ") for p in PdfReader(path).pages]


def fonts_of(path: Path) -> set[str]:
    names = set()
    for page in PdfReader(path).pages:
        for font in (page["/Resources"].get("/Font") or {}).values():
            font = font.get_object()
            desc = font.get("/FontDescriptor")
            if desc is not None and "/FontFile2" in desc.get_object():
                names.add(str(font["/BaseFont"]).split("+")[-1])
    return names


def test_cards_pages_and_sizes(built):
    reader = PdfReader(built / "out/en/big-sell-out-cards.pdf")
    # 16 content cards, the turn-order one printed for 4, 6 and 8 players: 18 faces →
    # 2 sheets of 9, each followed by its backs.
    assert len(reader.pages) == 4
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A4, abs=0.01)


def test_cards_text_en(built):
    pages = text_of(built / "out/en/big-sell-out-cards.pdf")
    fronts = "\n".join(pages[0::2])
    for title in (
        "Teams and seating",
        "Turn order · 4 players",
        "Turn order · 6 players",
        "Turn order · 8 players",
        "The Agent fort",
        "Tag auction",
        "Optional rules",
        "Winning and losing",
    ):
        assert title in fronts
    assert "S1 · S2 · S3 · S4" in fronts and "A1 · A2 · A3 · A4" in fronts
    assert "S1 → A1 → S2 → A2 → S3 → A3" in fronts
    # Three cards rest on house rules, each labelled and footnoted.
    assert fronts.count("HOUSE RULE") == 3
    assert fronts.replace("\n", " ").count("House rule: this amount is not in the original rules") == 3
    assert "rounded down" in fronts
    assert "11 agenda points" in " ".join(fronts.split())
    assert "Reference card" in pages[1]


def test_cards_text_fr(built):
    fronts = "\n".join(text_of(built / "out/fr/big-sell-out-cards.pdf")[0::2])
    assert fronts.count("RÈGLE MAISON") == 3
    assert "Ordre du tour · 8 joueurs" in fronts
    assert "arrondie à l'inférieur" in fronts.replace("\n", " ")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_no_file_or_tool_names_on_paper(built, lang):
    """The house-rule note says what a house rule means, not where it is typed."""
    for name in ("big-sell-out-cards.pdf", "big-sell-out-overview.pdf"):
        text = "\n".join(text_of(built / "out" / lang / name))
        for word in (".yaml", "nrprint", "--"):
            assert word not in text, (name, word)


def icon_sides(path: Path, name: str = "nricon_houserule") -> list[float]:
    """The drawn height (pt) of every placement of an icon form, from the page's matrices."""
    from pypdf.generic import ContentStream

    sides = []
    reader = PdfReader(path)
    for page in reader.pages:
        stack, scale = [], 1.0
        for operands, op in ContentStream(page.get_contents(), reader).operations:
            if op == b"q":
                stack.append(scale)
            elif op == b"Q":
                scale = stack.pop()
            elif op == b"cm":
                scale *= float(operands[3])  # no rotation: d is the vertical scale
            elif op == b"Do" and name in str(operands[0]):
                sides.append(100 * scale)  # icon forms are 100 units square
    return sides


def test_house_marks_at_least_3_mm_on_the_cards(built):
    sides = icon_sides(built / "out/en/big-sell-out-cards.pdf")
    # 3 labels + 3 footnotes + 9 inline amounts on the three house-rule cards.
    assert len(sides) >= 15
    assert min(sides) >= 3 * PT_PER_MM - 0.01, min(sides) / PT_PER_MM


def test_fonts_embedded(built):
    for name in ("en/big-sell-out-cards.pdf", "fr/big-sell-out-overview.pdf"):
        fonts = fonts_of(built / "out" / name)
        assert fonts and all(f.startswith("NR-") or "DejaVu" in f for f in fonts), fonts


def test_overview_two_pages_with_everything(built):
    for lang, marker in (("en", "House rules at this table"), ("fr", "Règles maison de cette table")):
        reader = PdfReader(built / f"out/{lang}/big-sell-out-overview.pdf")
        assert len(reader.pages) == 2
        for page in reader.pages:
            assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A4, abs=0.01)
        assert marker in reader.pages[1].extract_text()  # the house-rule table ends page 2
        assert reader.metadata.title.startswith("The Big Sell-Out")
    text = "".join(text_of(built / "out/en/big-sell-out-overview.pdf"))
    for heading in ("Trading bits", "Tag auction", "Advancement counters", "Optional rules"):
        assert heading in text
    assert "4 players" in text and "8 players" in text
    assert "Amount" in text and "What it sets" in text and "On the card" in text


def test_house_mark_is_drawn(built):
    """The house-rule icon is a picture, not text: look for its colour on the first sheet."""
    pdfium = pytest.importorskip("pypdfium2")
    doc = pdfium.PdfDocument(str(built / "out/en/big-sell-out-cards.pdf"))
    img = doc[0].render(scale=1.5).to_pil().convert("RGB")
    colours = img.getcolors(maxcolors=1 << 20)
    ochre = sum(n for n, (r, g, b) in colours if abs(r - 0x9A) < 12 and abs(g - 0x67) < 12 and b < 30)
    assert ochre > 200
    # ... and not on the first sheet's back (no house rule there).
    back = doc[1].render(scale=1.5).to_pil().convert("RGB").getcolors(maxcolors=1 << 20)
    assert sum(n for n, (r, g, b) in back if abs(r - 0x9A) < 12 and abs(g - 0x67) < 12 and b < 30) == 0


def test_single_layout_has_trim_boxes(tmp_path):
    shutil.copytree(CONTENT / "multiplayer", tmp_path / "content" / "multiplayer")
    res = run_cli(
        "build",
        "multiplayer-cards",
        "--content",
        str(tmp_path / "content"),
        "--out",
        str(tmp_path / "out"),
        "--layout",
        "single",
        "--bleed",
        "3",
        "--lang",
        "en",
        "-q",
    )
    assert res.code == 0, res.err
    reader = PdfReader(tmp_path / "out/en/big-sell-out-cards.pdf")
    assert len(reader.pages) == 36  # 18 fronts + 18 backs
    page = reader.pages[0]
    assert float(page.trimbox.width) == pytest.approx(63 * PT_PER_MM, abs=0.01)
    assert float(page.mediabox.height) == pytest.approx(94 * PT_PER_MM, abs=0.01)


def test_reproducible(built, tmp_path):
    res = run_cli(
        "build",
        "multiplayer-cards",
        "multiplayer-overview",
        "--content",
        str(built / "content"),
        "--out",
        str(tmp_path / "again"),
        "-q",
    )
    assert res.code == 0
    for rel in ("en/big-sell-out-cards.pdf", "fr/big-sell-out-overview.pdf"):
        assert (tmp_path / "again" / rel).read_bytes() == (built / "out" / rel).read_bytes()


def test_rulings_references_after_import(tmp_path):
    """With the rulings imported, cards that name a card with rulings point to it."""
    from tests.conftest import SEEDS

    seed = SEEDS / "002_574b36660af46fce.txt"
    if not seed.exists():
        pytest.skip(f"needs the source documents (the rulings list among them) in {SEEDS}")
    content = tmp_path / "content"
    shutil.copytree(CONTENT / "multiplayer", content / "multiplayer")
    res = run_cli("import", "rulings", str(seed), "--content", str(content))
    assert res.code == 0, res.err
    res = run_cli(
        "build",
        "multiplayer-cards",
        "--content",
        str(content),
        "--out",
        str(tmp_path / "out"),
        "--lang",
        "en",
        "-q",
    )
    assert res.code == 0, res.err
    text = "\n".join(text_of(tmp_path / "out/en/big-sell-out-cards.pdf")[0::2])
    assert "Rulings: Startup Immolator" in " ".join(text.split())
