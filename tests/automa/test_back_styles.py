"""``nrprint build --backs full|light|outline``: backs that save ink on home printers.

Light backs print the mark on a 15-20 % tint, outline backs the mark alone; a print
shop's single cards keep full backs; the style is part of each deck's fingerprint and
is named in the build's summary. Read back from the PDFs as pixels.
"""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image

from nrprint.automa.draw import deck_colours
from nrprint.documents.registry import TARGETS, BuildOptions
from nrprint.layout.backstyle import DEFAULT_BACKS, TINT, BackStyle, style_for, tint
from nrprint.model.project import Project
from nrprint.pipeline.fingerprint import target_fingerprint
from nrprint.render.outputs import CardSheetOptions
from tests.conftest import run_cli

DECKS = ("automa-corp", "big-sell-out-cards")


def _page(pdf: Path, index: int, dpi: int = 40) -> Image.Image:
    doc = pdfium.PdfDocument(str(pdf))
    try:
        return doc[index].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        doc.close()


def coverage(img: Image.Image) -> float:
    """Mean darkness of the page, 0 (white paper) to 1 (black everywhere)."""
    total = sum(sum(255 - v for v in px) for px in img.get_flattened_data())
    return total / (765 * img.width * img.height)


def _darkness(colour: str) -> float:
    return sum(255 - int(colour[i : i + 2], 16) for i in (1, 3, 5)) / 765


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = {}
    for style in ("full", "light", "outline"):
        folder = tmp_path_factory.mktemp(style)
        res = run_cli(
            "build",
            "automa-corp",
            "multiplayer-cards",
            "--lang",
            "en",
            "--backs",
            style,
            "--out",
            str(folder),
        )
        assert res.code == 0, res.err
        assert f"card backs: {style}" in res.err
        out[style] = folder / "en"
    return out


def test_tint_is_a_sixth_of_the_colour():
    dark, _ = deck_colours("corp")
    assert 0.15 <= TINT <= 0.20
    assert _darkness(tint(dark)) == pytest.approx(TINT * _darkness(dark), abs=0.01)
    assert tint("#000000", 0.2) == "#cccccc"


@pytest.mark.parametrize("deck", DECKS)
def test_each_style_spends_less_ink(builds: dict[str, Path], deck: str):
    full, light, outline = (
        coverage(_page(builds[s] / f"{deck}.pdf", 1)) for s in ("full", "light", "outline")
    )
    assert light < full * 0.45, (full, light)
    assert outline < 0.05 < light, (light, outline)
    # Fronts do not change with the backs.
    assert coverage(_page(builds["full"] / f"{deck}.pdf", 0)) == coverage(
        _page(builds["outline"] / f"{deck}.pdf", 0)
    )


def test_light_field_is_the_tint(builds: dict[str, Path]):
    img = _page(builds["light"] / "automa-corp.pdf", 1, dpi=72)
    mm = 72 / 25.4
    field = img.getpixel((round(30 * mm), round(30 * mm)))  # the top-left card's corner area
    expect = tint(deck_colours("corp")[0])
    assert "#" + "".join(f"{v:02x}" for v in field) == expect


def test_print_shop_layout_keeps_full_backs():
    assert style_for("single", "outline") == "full"
    assert style_for("sheet", None) == DEFAULT_BACKS == "light"
    res = run_cli("build", "automa-corp", "--layout", "single", "--backs", "light", "--out", "/nonexistent")
    assert res.code == 2 and "--layout single prints full backs" in res.err
    res = run_cli("build", "automa-corp", "--format", "png", "--backs", "outline", "--out", "/nonexistent")
    assert res.code == 2 and "--backs does not apply to --format png" in res.err


def test_backs_are_in_the_decks_fingerprint_only(content: Path):
    project = Project(content)

    def fp(name: str, backs: BackStyle) -> str:
        return target_fingerprint(
            project, TARGETS[name], BuildOptions(("en",), cards=CardSheetOptions(backs=backs))
        )

    assert fp("automa-corp", "light") != fp("automa-corp", "full")
    assert fp("multiplayer-cards", "light") != fp("multiplayer-cards", "outline")
    assert fp("turn-sequence", "light") == fp("turn-sequence", "full")
