"""Card faces as a player reads them: type floor, icon size, glued short codes,
thresholds beside condition icons, behaviour rows, and AUT019 on laid-out lines."""

from __future__ import annotations

import pytest

from nrprint.automa.compose import COND_NUMBER, Words, faces, fit_piece, pieces
from nrprint.automa.geometry import template
from nrprint.checks.rules.automa.orphan_codes import orphan_lines
from nrprint.layout.textflow import ICON_MIN_PT, icon_side, icon_width, is_short_code, layout
from nrprint.units import PT_PER_MM


def mono(text: str, style: str, size: float) -> float:
    return len(text) * size * 0.5  # a fake monospace font: 0.5 em per character


@pytest.mark.parametrize("code", ["-R", "+A", "+REMOTE", "-H", "<6", "<4:", "+R\u00a0:", "(+A)"])
def test_short_codes_are_recognised(code):
    assert is_short_code(code)


@pytest.mark.parametrize("word", ["Remote", "-", "a-b", "+remote", "R&D", "1."])
def test_ordinary_words_are_not_short_codes(word):
    assert not is_short_code(word)


@pytest.mark.parametrize("width", range(80, 200, 5))
def test_a_short_code_never_starts_a_line(width):
    # Widths at which "resource +REMOTE" fits on a line; among them the greedy wrap
    # would break right before "+REMOTE", "-H" or "+A" if they were free words. (A
    # frame narrower than the glued pair splits it: AUT019 reports that card.)
    block = layout("Install the resource +REMOTE now, then -H and +A as listed", width, 10, 12, mono)
    for line in block.lines:
        first = line.items[0].piece.text.split(" ")[0]
        assert not is_short_code(first), [[i.piece.text for i in ln.items] for ln in block.lines]
    assert orphan_lines(block) == []


def test_an_icon_keeps_to_its_amount():
    # "1" at a line's end would leave the credit alone on the next line.
    for width in range(30, 90, 5):
        block = layout("Each click left: gain 1 {credit}.", width, 10, 12, mono)
        for line in block.lines:
            assert line.items[0].piece.icon is None or line.items[0].piece.text


def test_orphan_lines_finds_a_code_alone():
    block = layout("Advance the card:\n+A", 200, 10, 12, mono)
    assert orphan_lines(block) == ["+A"]


def test_icons_are_at_least_3_mm_whatever_the_type_size():
    assert abs(ICON_MIN_PT - 3 * PT_PER_MM) < 1e-9
    for size in (6.5, 7, 7.5, 9):
        assert icon_side(size) >= 3 * PT_PER_MM - 1e-9
        assert icon_width(size) > icon_side(size)
    assert icon_side(12) == pytest.approx(12 * 0.95)  # large text: icons scale with it


def test_no_card_style_under_the_floor():
    t = template()
    assert t.min_size >= 6.5
    assert all(st.size >= 6.5 for st in t.styles.values())


def test_condition_thresholds_print_as_text_beside_the_icon(shipped):
    from nrprint.render.fonts import measure

    deck = next(d for d in shipped.get("automa-decks").decks if d.kind == "runner")
    words = Words(shipped.get("automa-glossary"), "en")
    seen = set()
    for card in deck.cards:
        for piece in pieces(deck, card, words)[1]:
            for cond, number in COND_NUMBER.items():
                if f"{{cond-{cond.split('-')[-1]}}}" in piece.text or number in piece.text:
                    seen.add(number)
            block = fit_piece(piece, measure)
            assert block.size >= 6.5
    assert seen == set(COND_NUMBER.values())


def test_behaviour_sides_fill_the_card_at_one_size(shipped):
    """One numbered row per action, set at the style size in every language (no card
    shrinks, so the deck looks the same across cards and languages)."""
    from nrprint.render.fonts import measure

    deck = next(d for d in shipped.get("automa-decks").decks if d.kind == "behaviour")
    size = template().styles["side"].size
    for lang in ("en", "fr", "de"):
        words = Words(shipped.get("automa-glossary"), lang)
        for card in deck.cards:
            for side in faces(deck):
                boxes, found = pieces(deck, card, words, side)
                rows = [p for p in found if p.row]
                assert rows and len(rows) == len(boxes.clicks)
                for p in rows:
                    assert fit_piece(p, measure).size == size, (lang, card.id, side, p.text)
                # the rows run from under the band to the lower band
                assert boxes.clicks[0].row.top == pytest.approx(
                    boxes.header.y - template().gap_mm * PT_PER_MM
                )
                assert boxes.clicks[-1].row.y == pytest.approx(
                    boxes.lower.top + template().gap_mm * PT_PER_MM
                )


def test_fit_shrinks_until_a_glued_code_fits_then_reports():
    from nrprint.layout.textflow import fit

    # "ressource -R" is 12 monospace characters: 60 pt at 10 pt, 48 pt at 8 pt.
    ok = fit("Installer ressource -R", 50, 100, 10, 12, mono, min_size=6)
    assert ok.fits and ok.size <= 50 / 12 / 0.5
    assert orphan_lines(ok) == []
    too_narrow = fit("Installer ressource -R", 30, 100, 10, 12, mono, min_size=6)
    assert not too_narrow.fits  # cut apart even at the floor: reported, not printed


def test_drawn_inline_icons_are_3_mm_and_centred_on_the_text():
    from nrprint.layout.textflow import layout
    from nrprint.render.textdraw import draw_block

    class Recorder:
        def __init__(self):
            self.calls = []

        def draw(self, name, x, baseline, size, colour):
            self.calls.append((name, x, baseline, size))

    class Canvas:
        def setFillColor(self, *_):
            pass

        def setFont(self, *_):
            pass

        def drawString(self, *_):
            pass

    for size in (6.5, 7.5, 9, 12):
        rec = Recorder()
        block = layout("Gain 1 {credit}", 200, size, size * 1.2, mono)
        draw_block(Canvas(), rec, block, 0, 100)
        ((name, x, baseline, big),) = rec.calls
        side = big * 0.95  # what the painter draws for this size argument
        assert side >= 3 * PT_PER_MM - 1e-6
        text_baseline = 100 - size * 0.76
        centre = baseline - big * 0.14 + side / 2
        assert centre == pytest.approx(text_baseline - size * 0.14 + size * 0.95 / 2)


@pytest.fixture(scope="module")
def built_faces(tmp_path_factory):
    from tests.automa.conftest import make_content
    from tests.conftest import run_cli

    tmp = tmp_path_factory.mktemp("faces")
    out = tmp / "out"
    targets = [
        "automa-corp",
        "automa-corp-stratagem",
        "automa-behaviour",
        "automa-runner",
        "automa-reference",
    ]
    res = run_cli("build", *targets, "--content", str(make_content(tmp)), "--out", str(out), "-q")
    assert res.code == 0, res.err
    return out


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_no_printed_text_under_6_5_pt(built_faces, lang):
    """Read back from the PDFs: every character a player reads is 6.5 pt or more (the
    quick references draw their example card enlarged, so their sizes only grow). The
    one exception is the sheet's 50 mm ruler label, a print-shop mark."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    for pdf_path in sorted((built_faces / lang).glob("automa-*.pdf")):
        pdf = pdfium.PdfDocument(str(pdf_path))
        small = []
        for page in pdf:
            tp = page.get_textpage()
            for k in range(tp.count_chars()):
                ch = chr(raw.FPDFText_GetUnicode(tp, k))
                if not ch.isspace() and raw.FPDFText_GetFontSize(tp, k) < 6.5 - 1e-3:
                    small.append(ch)
        assert set(small) <= set("50mm"), (pdf_path.name, "".join(small))


def test_quick_references_keep_the_floor_and_their_codes(shipped):
    from nrprint.automa.reference import plan_reference

    ref, glossary = shipped.get("automa-reference"), shipped.get("automa-glossary")
    for side in ("corp", "runner"):
        sheet = getattr(ref, side)
        assert sheet.sections[0].key == "icons"  # the icon key comes first
        for lang in ("en", "fr", "de"):
            for paper in ("a4", "letter"):
                plan = plan_reference(side, sheet, Words(glossary, lang), lang, paper)
                assert plan.overflows == []
                blocks = [b for _n, b, *_ in plan.callouts] + [b for b, *_ in plan.sections]
                for block in blocks:
                    assert block.size >= 6.5
                    assert orphan_lines(block) == []


def test_icon_key_names_every_icon_the_cards_use(shipped):
    """Each side's key covers the shared icons its deck prints (conditions and the two
    click marks have their own pictured legend)."""
    from nrprint.layout.textflow import icons_in

    ref, glossary = shipped.get("automa-reference"), shipped.get("automa-glossary")
    pictured = {"cond-credits", "cond-grip", "cond-breakers", "cond-trasher"}
    for deck in shipped.get("automa-decks").decks:
        side = "runner" if deck.kind == "runner" else "corp"
        key = set(icons_in(getattr(ref, side).sections[0].text.get("en")))
        used = set()
        words = Words(glossary, "en")
        for card in deck.cards:
            for face in faces(deck):
                for piece in pieces(deck, card, words, face)[1]:
                    used |= set(icons_in(piece.text))
            used |= {m for c in card.clicks for m in ("disposable", "reserved") if getattr(c, m, False)}
        assert used - pictured <= key, (deck.id, sorted(used - pictured - key))
