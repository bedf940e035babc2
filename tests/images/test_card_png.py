"""Card faces as PNG, read back from the pixels: size, dpi, pairing, outline position,
and agreement with the PDF page they were drawn as."""

from __future__ import annotations

import json
import shutil
import subprocess

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops

from nrprint.documents.images import image_folder
from nrprint.layout.raster import px
from nrprint.render.cardsheet import CardFace, ImposeOptions, impose
from nrprint.render.pdf import PdfMeta
from nrprint.render.raster import pdf_bytes, read_dpi, write_page_png
from tests.conftest import CONTENT, assert_no_crash, run_cli

from .conftest import build

DECKS = {"automa-behaviour": 4, "automa-corp": 15}


@pytest.mark.parametrize("deck", DECKS)
def test_one_image_per_face_paired_by_name_in_deck_order(decks_png, deck):
    names = sorted(p.name for p in (decks_png / "en" / deck).iterdir())
    n = DECKS[deck]
    assert names == sorted(f"{i:03d}-{side}.png" for i in range(1, n + 1) for side in ("front", "back"))
    # The single-card PDF lists the same faces in the same order (its page labels).
    doc = pdfium.PdfDocument(str(decks_png / "en" / f"{deck}-single.pdf"))
    labels = [doc.get_page_label(i) for i in range(len(doc))]
    assert labels == [f"{i:03d}-{side}" for i in range(1, n + 1) for side in ("front", "back")]


@pytest.mark.parametrize("deck", DECKS)
def test_size_mode_and_dpi_of_every_face(decks_png, deck):
    for path in (decks_png / "en" / deck).iterdir():
        with Image.open(path) as im:
            assert im.size == (815, 1110), path.name  # 69 × 94 mm at 300 dpi
            assert im.mode == "RGB"
            assert read_dpi(im) == pytest.approx(300, abs=0.01)


def _difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(share of pixels off by more than anti-aliasing, mean difference 0-255)."""
    hist = ImageChops.difference(a, b).convert("L").histogram()
    n = a.width * a.height
    return sum(hist[48:]) / n, sum(i * c for i, c in enumerate(hist)) / n


FACES = ["001-front", "001-back", "003-front", "004-back"]


@pytest.mark.parametrize("face", FACES)
def test_png_matches_its_pdf_page(decks_png, face):
    """The image is the PDF page: pypdfium2's own render at that size gives the same pixels,
    and poppler (another renderer) differs only by anti-aliasing, while a wrong face
    (the other side of the card) does not."""
    pdf = decks_png / "en" / "automa-behaviour-single.pdf"
    doc = pdfium.PdfDocument(str(pdf))
    labels = [doc.get_page_label(i) for i in range(len(doc))]
    page = doc[labels.index(face)]
    ref = page.render(scale=(815 - 0.25) / page.get_width()).to_pil().convert("RGB")
    assert ref.size == (815, 1110)
    png = Image.open(decks_png / "en" / "automa-behaviour" / f"{face}.png").convert("RGB")
    off, mean = _difference(ref, png)
    assert off < 0.001 and mean < 0.5
    other = face.replace("front", "x").replace("back", "front").replace("x", "back")
    wrong = Image.open(decks_png / "en" / "automa-behaviour" / f"{other}.png").convert("RGB")
    assert _difference(ref, wrong)[1] > 3.0
    if shutil.which("pdftoppm"):
        n = labels.index(face) + 1
        stem = decks_png / f"poppler-{face}"
        subprocess.run(
            ["pdftoppm", "-f", str(n), "-l", str(n), "-singlefile", "-png",
             "-scale-to-x", "815", "-scale-to-y", "1110", str(pdf), str(stem)],
            check=True, timeout=600,
        )  # fmt: skip
        poppler = Image.open(f"{stem}.png").convert("RGB")
        off, mean = _difference(poppler, png)
        assert off < 0.03 and mean < 3.0


def _black_trim(ctx, trim, bleed):
    c = ctx.c
    c.setFillColorRGB(0, 0, 0)
    c.rect(trim.x, trim.y, trim.w, trim.h, stroke=0, fill=1)


@pytest.mark.parametrize(("bleed", "dpi"), [(3.0, 300), (0.0, 300), (2.0, 600), (3.0, 72)])
def test_trim_outline_lands_where_the_bleed_says(tmp_path, bleed, dpi):
    """A card that paints exactly its trim box: the dark pixels start one bleed in."""
    opts = ImposeOptions(layout="single", bleed_mm=bleed)
    data = pdf_bytes(lambda p: impose([CardFace("T", _black_trim)], p, PdfMeta("T", "t", "en"), opts))
    write_page_png(data, 0, dpi, tmp_path / "t.png")
    im = Image.open(tmp_path / "t.png")
    assert im.size == (px(63 + 2 * bleed, dpi), px(88 + 2 * bleed, dpi))
    box = ImageChops.invert(im.convert("L")).point(lambda v: 255 if v > 128 else 0).getbbox()
    exact = (bleed / 25.4 * dpi, bleed / 25.4 * dpi, (bleed + 63) / 25.4 * dpi, (bleed + 88) / 25.4 * dpi)
    for got, want in zip(box, exact, strict=True):
        assert abs(got - want) <= 1.0, (box, exact)


def test_same_bytes_again_and_with_more_jobs(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    build(a, "automa-behaviour", "--format", "png", "--jobs", "1")
    build(b, "automa-behaviour", "--format", "png", "--jobs", "2")
    files = sorted(p.relative_to(a) for p in a.rglob("*.png"))
    assert len(files) == 8
    for rel in files:
        data = (a / rel).read_bytes()
        assert data == (b / rel).read_bytes(), rel
        assert b"tIME" not in data and b"tEXt" not in data


def test_manifest_lists_images_and_incremental_build_skips_them(tmp_path):
    build(tmp_path, "automa-behaviour", "--format", "png", "--dpi", "150")
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    entry = manifest["files"]["en/automa-behaviour/001-front.png"]
    assert entry["size"] == (tmp_path / "en/automa-behaviour/001-front.png").stat().st_size
    assert len(entry["sha256"]) == 64
    assert entry["image"] == {"width": 372, "height": 520, "mode": "RGB", "dpi": 150}  # no bleed
    before = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*.png")}
    res = run_cli(
        "build", "automa-behaviour", "--format", "png", "--dpi", "150", "--lang", "en",
        "--content", str(CONTENT), "--out", str(tmp_path),
    )  # fmt: skip
    assert res.code == 0 and "wrote 0 file(s)" in res.err and "1 target(s) up to date" in res.err
    assert before == {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*.png")}
    assert run_cli("verify", "--out", str(tmp_path)).code == 0


def test_verify_finds_a_damaged_image(tmp_path):
    build(tmp_path, "automa-behaviour", "--format", "png", "--dpi", "100")
    path = tmp_path / "en/automa-behaviour/002-back.png"
    Image.open(path).convert("L").save(path, dpi=(72, 72))
    res = run_cli("verify", "--out", str(tmp_path))
    assert_no_crash(res, 1)
    assert "002-back.png:1:1: error VER008: colour mode L" in res.err
    assert "error VER008: 72 dpi, the manifest says 100" in res.err


def test_image_folders():
    assert image_folder("en/automa-corp-single.pdf") == "en/automa-corp"
    assert image_folder("turn-sequence.en-fr.pdf") == "turn-sequence.en-fr"


@pytest.mark.parametrize(("paper", "size"), [("a4", (827, 1169)), ("letter", (850, 1100))])
def test_page_documents_give_one_image_per_page(tmp_path, paper, size):
    build(tmp_path, "turn-sequence", "--format", "png", "--dpi", "100", "--paper", paper)
    pages = sorted((tmp_path / "en" / "turn-sequence").iterdir())
    assert [p.name for p in pages] == ["page-001.png", "page-002.png"]
    for p in pages:
        assert Image.open(p).size == size
