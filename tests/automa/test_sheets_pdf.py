"""Imposed card sheets read back: trims, centring, crop marks, bleed, duplex backs, ruler.

A synthetic deck paints each card in its own flat colour over its bleed box, front and
back, so a render shows exactly where the imposer put every card.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.lib.colors import HexColor

from nrprint.layout.imposition import sheet_layout
from nrprint.layout.sheetmarks import page_marks
from nrprint.render.calibration import calibration_sheet as calibration
from nrprint.render.cardsheet import CardFace, ImposeOptions, impose
from nrprint.render.pdf import PdfMeta

DPI = 300
PX_MM = DPI / 25.4
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
COLOURS = [
    (200, 30, 30),
    (30, 160, 30),
    (30, 30, 200),
    (200, 160, 0),
    (160, 0, 160),
    (0, 150, 150),
    (120, 60, 0),
    (255, 120, 180),
    (240, 200, 90),
]
TOL = 0.1 + 1.5 / PX_MM  # 0.1 mm, plus the render's pixel rounding on each edge


def _painter(rgb):
    def draw(ctx, trim, bleed):
        r = trim.inset(-bleed)
        ctx.c.setFillColor(HexColor("#{:02x}{:02x}{:02x}".format(*rgb)))
        ctx.c.rect(r.x, r.y, r.w, r.h, stroke=0, fill=1)

    return draw


def synthetic(n: int = 9) -> list[CardFace]:
    return [CardFace(f"Card {i}", _painter(COLOURS[i % 9]), _painter(COLOURS[i % 9])) for i in range(n)]


def render(pdf: Path, page: int) -> Image.Image:
    doc = pdfium.PdfDocument(str(pdf))
    img = doc[page].render(scale=DPI / 72, no_smoothpath=True).to_pil().convert("RGB")
    doc.close()
    return img


def bbox_mm(img: Image.Image, rgb, tol: int = 12) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in mm from the page's top-left of pixels near ``rgb``."""
    bands = img.split()
    mask = None
    for band, v in zip(bands, rgb, strict=True):
        m = band.point(lambda x, v=v: 255 if abs(x - v) <= tol else 0)
        mask = m if mask is None else _and(mask, m)
    box = mask.getbbox()
    assert box, f"colour {rgb} not found"
    return tuple(b / PX_MM for b in box)  # type: ignore[return-value]


def _and(a: Image.Image, b: Image.Image) -> Image.Image:
    from PIL import ImageChops

    return ImageChops.multiply(a, b)


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[tuple[str, float, str], Path]:
    out = {}
    base = tmp_path_factory.mktemp("sheets")
    for paper, bleed, duplex, off in [
        ("a4", 0.0, "long-edge", (0, 0)),
        ("letter", 0.0, "long-edge", (0, 0)),
        ("a4", 2.0, "short-edge", (1.5, -2.0)),
    ]:
        path = base / f"{paper}-{bleed}-{duplex}.pdf"
        opts = ImposeOptions(paper=paper, bleed_mm=bleed, duplex=duplex, back_offset_mm=off, label="Test")
        impose(synthetic(), path, PdfMeta("Test deck", "test", "en"), opts)
        out[(paper, bleed, duplex)] = path
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_trim_size_and_grid_centred(sheets, paper):
    img = render(sheets[(paper, 0.0, "long-edge")], 0)
    pw, ph = PAPER_MM[paper]
    boxes = [bbox_mm(img, rgb) for rgb in COLOURS]
    lay = sheet_layout(paper)
    mm = 72 / 25.4
    # Each card paints its bleed box: the trim plus half a gutter on every side.
    for left, top, right, bottom in boxes:
        assert right - left == pytest.approx(63 + 2 * lay.x.bleed / mm, abs=TOL)
        assert bottom - top == pytest.approx(88 + 2 * lay.y.bleed / mm, abs=TOL)
    # Neighbours' bleeds meet in the middle of the gutter: no white line, no overlap.
    assert boxes[1][0] - boxes[0][2] == pytest.approx(0, abs=2 * TOL)
    assert boxes[3][1] - boxes[0][3] == pytest.approx(0, abs=2 * TOL)
    left = min(b[0] for b in boxes)
    right = max(b[2] for b in boxes)
    top = min(b[1] for b in boxes)
    bottom = max(b[3] for b in boxes)
    assert left == pytest.approx(pw - right, abs=2 * TOL)
    assert top == pytest.approx(ph - bottom, abs=2 * TOL)
    # Row-major from the top-left: card 1 is right of card 0, card 3 below it.
    assert boxes[1][0] > boxes[0][0] and boxes[3][1] > boxes[0][1]


def test_crop_marks_are_drawn_and_stay_outside_cards(sheets):
    img = render(sheets[("a4", 0.0, "long-edge")], 0)
    boxes = [bbox_mm(img, rgb) for rgb in COLOURS]
    # Black ink (crop marks, ruler): every channel low; no card colour qualifies.
    dark = _and(
        _and(*(b.point(lambda v: 255 if v < 70 else 0) for b in img.split()[:2])),
        img.split()[2].point(lambda v: 255 if v < 70 else 0),
    )
    px = dark.load()
    w, h = dark.size
    found = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if px[x, y]:
                found += 1
                mx, my = x / PX_MM, y / PX_MM
                for left, top, right, bottom in boxes:
                    inside = left + 0.2 < mx < right - 0.2 and top + 0.2 < my < bottom - 0.2
                    assert not inside, f"dark pixel inside a card at {mx:.1f},{my:.1f} mm"
    assert found > 50  # marks and the ruler are there


def test_ruler_is_50mm(sheets):
    img = render(sheets[("a4", 0.0, "long-edge")], 0).convert("L")
    lay = sheet_layout("a4")
    r = page_marks(lay, lay.per_page).ruler
    assert r is not None and r.direction == "h"
    y = round((lay.page_h - r.y) / 72 * DPI)  # the ruler's base line, from the top in px
    best = 0
    for yy in range(y - 3, y + 4):
        run = longest = 0
        for x in range(img.size[0]):
            run = run + 1 if img.getpixel((x, yy)) < 128 else 0
            longest = max(longest, run)
        best = max(best, longest)
    assert best / PX_MM == pytest.approx(50, abs=0.3)


def test_bleed_extends_artwork(sheets):
    img = render(sheets[("a4", 2.0, "short-edge")], 0)
    for rgb in COLOURS:
        left, top, right, bottom = bbox_mm(img, rgb)
        assert right - left == pytest.approx(67, abs=TOL) and bottom - top == pytest.approx(92, abs=TOL)


@pytest.mark.parametrize(
    "key,offset",
    [
        (("a4", 0.0, "long-edge"), (0, 0)),
        (("letter", 0.0, "long-edge"), (0, 0)),
        (("a4", 2.0, "short-edge"), (1.5, -2.0)),
    ],
)
def test_backs_land_behind_fronts(sheets, key, offset):
    paper, _bleed, duplex = key
    pw, ph = PAPER_MM[paper]
    front, back = render(sheets[key], 0), render(sheets[key], 1)
    for rgb in COLOURS:
        fl, ft, fr, fb = bbox_mm(front, rgb)
        bl, bt, br, bb = bbox_mm(back, rgb)
        if duplex == "long-edge":  # mirrored left-right
            want_l, want_t = pw - fr, ft
        else:  # mirrored top-bottom
            want_l, want_t = fl, ph - fb
        # Offset: +x right, +y up on the back page (top-down pixels: minus).
        assert bl == pytest.approx(want_l + offset[0], abs=2 * TOL)
        assert bt == pytest.approx(want_t - offset[1], abs=2 * TOL)


def test_pages_and_print_scaling(sheets):
    reader = PdfReader(str(sheets[("a4", 0.0, "long-edge")]))
    assert len(reader.pages) == 2
    prefs = reader.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"


def test_single_layout_boxes(tmp_path):
    path = tmp_path / "single.pdf"
    impose(synthetic(3), path, PdfMeta("T", "t", "en"), ImposeOptions(layout="single", bleed_mm=3))
    reader = PdfReader(str(path))
    assert len(reader.pages) == 6  # front, back, front, back…
    mm = 72 / 25.4
    for page in reader.pages:
        trim, bleed = page.trimbox, page.bleedbox
        assert float(trim.width) / mm == pytest.approx(63, abs=0.1)
        assert float(trim.height) / mm == pytest.approx(88, abs=0.1)
        assert float(bleed.width) / mm == pytest.approx(69, abs=0.1)
        assert float(trim.left) / mm == pytest.approx(3, abs=0.1)
        assert float(page.mediabox.width) == pytest.approx(float(bleed.width))


def test_calibration_sheet(tmp_path):
    path = tmp_path / "cal.pdf"
    calibration(path, PdfMeta("Cal", "t", "en"), ImposeOptions(), "Duplex calibration", ["Print it."])
    reader = PdfReader(str(path))
    assert len(reader.pages) == 2
    assert "Duplex calibration" in reader.pages[0].extract_text()
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"
