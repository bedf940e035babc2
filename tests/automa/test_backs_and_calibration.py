"""Card backs survive duplex drift and tell decks apart; the calibration sheet has
targets near every corner and says what the offset's sign means, in words."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader

from nrprint.automa.draw import deck_colours
from nrprint.layout.imposition import Rect, paper_size
from nrprint.render.backs import draw_ai_back, draw_team_back
from nrprint.render.calibration import calibration_sheet as calibration
from nrprint.render.cardsheet import CardCanvas, ImposeOptions
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.units import PT_PER_MM
from nrprint.verify.ink import page_ink

DPI = 150
PX = DPI / 25.4  # pixels per mm


def _back(tmp: Path, draw) -> Image.Image:
    """One back, 63 × 88 mm with 2 mm bleed, on a page of its own size."""
    path = tmp / "back.pdf"
    w, h, b = 63 * PT_PER_MM, 88 * PT_PER_MM, 2 * PT_PER_MM
    c = open_canvas(path, (w + 2 * b, h + 2 * b), PdfMeta("t", "t", "en"))
    draw(CardCanvas(c), Rect(b, b, w, h), b)
    c.showPage()
    c.save()
    doc = pdfium.PdfDocument(str(path))
    img = doc[0].render(scale=DPI / 72).to_pil().convert("RGB")
    doc.close()
    return img


def _corp(ctx, trim, bleed):
    dark, light = deck_colours("corp")
    draw_ai_back(ctx, "corp", dark, light, "Corporation AI", "corp_en", trim, bleed)


def _runner(ctx, trim, bleed):
    dark, light = deck_colours("runner")
    draw_ai_back(ctx, "runner", dark, light, "Runner AI", "runner_en", trim, bleed)


def _team(ctx, trim, bleed):
    draw_team_back(ctx, "#2e6b4f", "#ffffff", "The Big Sell-Out", "Reference card", trim, bleed)


BACKS = {"corp": _corp, "runner": _runner, "team": _team}


@pytest.mark.parametrize("kind", ["corp", "runner"])
def test_no_frame_near_the_edge(tmp_path: Path, kind: str):
    """From the bleed to 8 mm inside the trim, every pixel is the field colour: a duplex
    drift moves nothing that shows."""
    img = _back(tmp_path, BACKS[kind])
    w, h = img.size
    field = img.getpixel((2, 2))
    band = round(10 * PX)  # 2 mm bleed + 8 mm inside the trim
    for x in range(0, w, 3):
        for y in list(range(0, band, 3)) + list(range(h - band, h, 3)):
            assert img.getpixel((x, y)) == field, (kind, x / PX, y / PX)
    for y in range(0, h, 3):
        for x in list(range(0, band, 3)) + list(range(w - band, w, 3)):
            assert img.getpixel((x, y)) == field, (kind, x / PX, y / PX)


def _mark(img: Image.Image) -> Image.Image:
    """Pixels that differ from the field colour (the solid mark and the words)."""
    field = Image.new("RGB", img.size, img.getpixel((2, 2)))
    return ImageChops.difference(img, field).convert("L").point(lambda v: 255 if v > 40 else 0)


def test_backs_are_distinct_in_colour_and_shape(tmp_path: Path):
    imgs = {k: _back(tmp_path, f) for k, f in BACKS.items()}
    fields = {k: im.getpixel((2, 2)) for k, im in imgs.items()}
    assert len(set(fields.values())) == 3
    # Silhouettes differ even in greyscale: the marks overlap in well under 90 % of pixels.
    masks = {k: _mark(im) for k, im in imgs.items()}
    for a, b in [("corp", "runner"), ("corp", "team"), ("runner", "team")]:
        both = ImageChops.multiply(masks[a], masks[b]).histogram()[255]
        either = ImageChops.lighter(masks[a], masks[b]).histogram()[255]
        assert both / either < 0.75, (a, b, both / either)
    # The mark is solid: a large filled area, not thin arcs.
    for k in ("corp", "runner"):
        assert masks[k].histogram()[255] / (PX * PX) > 900, k  # > 9 cm² of ink


def _targets(path: Path, page: int = 0) -> list[tuple[float, float]]:
    """Centres of the calibration targets: midpoints of the 30 mm horizontal scale lines."""
    reader = PdfReader(path)
    ink = page_ink(reader.pages[page], reader)
    return [
        ((x1 + x2) / 2 / PT_PER_MM, y1 / PT_PER_MM)
        for x1, y1, x2, y2 in ink.strokes
        if abs(y1 - y2) < 0.01 and abs(abs(x2 - x1) - 30 * PT_PER_MM) < 0.1
    ]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_calibration_targets_near_every_corner_and_the_centre(tmp_path: Path, paper: str):
    path = tmp_path / "cal.pdf"
    calibration(
        path, PdfMeta("Cal", "t", "en"), ImposeOptions(paper=paper), "Duplex calibration", ["1. Print."]
    )
    pw, ph = (v / PT_PER_MM for v in paper_size(paper))
    found = _targets(path)
    assert len(found) == 5
    for cx, cy in [(0, 0), (pw, 0), (0, ph), (pw, ph)]:
        assert any(abs(x - cx) <= 40 and abs(y - cy) <= 40 for x, y in found), (cx, cy)
    assert any(abs(x - pw / 2) < 1 and abs(y - ph / 2) < 1 for x, y in found)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_calibration_words_explain_the_sign_without_option_names(lang: str):
    from nrprint.model.project import Project
    from tests.automa.conftest import CONTENT

    ref = Project(CONTENT).get("automa-reference")
    lines = [t.get(lang) for t in ref.calibration]
    text = " ".join(lines)
    assert "--" not in text and "back-offset" not in text  # no command-line option on paper
    # The sign note: positive X and Y, and which way they move the backs.
    sign = {
        "en": ("positive X", "right", "up"),
        "fr": ("X positif", "droite", "haut"),
        "de": ("positives X", "rechts", "oben"),
    }
    assert all(word in text for word in sign[lang]), lang


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_calibration_labels_do_not_collide(tmp_path: Path, paper: str):
    """Every scale value (and every other word) on the front page has a box of its own,
    0.5 mm clear of every other: the values are a pinwheel around each target."""
    path = tmp_path / "cal.pdf"
    calibration(
        path, PdfMeta("Cal", "t", "en"), ImposeOptions(paper=paper), "Duplex calibration", ["1. Print."]
    )
    reader = PdfReader(str(path))
    runs = [t for t in page_ink(reader.pages[0], reader).texts if t.text.strip()]
    gap = 0.5 * PT_PER_MM

    def box(t):
        xs = [t.origin[0], t.end[0], t.top[0]]
        ys = [t.origin[1], t.end[1], t.top[1]]
        return min(xs), min(ys) - 0.2 * t.size, max(xs), max(ys)

    boxes = [(t.text, box(t)) for t in runs]
    assert len(boxes) > 5 * 12
    for i, (a, (ax0, ay0, ax1, ay1)) in enumerate(boxes):
        for b, (bx0, by0, bx1, by1) in boxes[i + 1 :]:
            apart = ax1 + gap <= bx0 or bx1 + gap <= ax0 or ay1 + gap <= by0 or by1 + gap <= ay0
            assert apart, (a, b)


def test_calibration_steps_name_no_build_step():
    import yaml

    from tests.conftest import CONTENT

    steps = yaml.safe_load((CONTENT / "automa" / "reference.yaml").read_text(encoding="utf-8"))["calibration"]
    for step in steps:
        for lang in ("en", "fr", "de"):
            text = step[lang].lower()
            assert not any(w in text for w in ("build", "reconstrui", "erstelle", "neu ")), text
