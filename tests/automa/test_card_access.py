"""Runner AI and behaviour cards read by everyone: run markers told apart without colour,
legible text and condition icons on the Runner AI cards, special orders in line."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.automa.compose import Words, fit_piece, pieces, step_text
from nrprint.automa.geometry import template
from nrprint.layout.textflow import plain
from nrprint.render.icons import ICONS
from nrprint.units import PT_PER_MM
from tests.conftest import run_cli

from .conftest import CONTENT

LANGS = ("en", "fr", "de")
RUN_MIN_PT = 8.5  # the design review's floors, not the template's (which must meet them)
COND_MIN_MM = 3.5
GREY_MARGIN = 0.12  # two run fills closer than this in greyscale must differ by shape


def _lin(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance."""
    r, g, b = (_lin(v) for v in _rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def grey(hex_colour: str) -> float:
    """The grey a greyscale print or render gives (Rec. 601 luma on the encoded values)."""
    r, g, b = _rgb(hex_colour)
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def test_contrast_formula():
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)


@pytest.mark.parametrize("name", sorted(template().colours.run))
def test_run_marker_text_contrast(name):
    run = template().colours.run[name]
    assert contrast(run.fill, run.text) >= 4.5, (name, run.fill, run.text, contrast(run.fill, run.text))


def test_run_markers_differ_in_greyscale_or_shape():
    runs = template().colours.run
    assert {"red", "blue", "green", "yellow", "violet"} <= set(runs)
    for run in runs.values():
        assert f"run-{run.shape}" in ICONS, run.shape
    for (a, ra), (b, rb) in combinations(sorted(runs.items()), 2):
        apart = abs(grey(ra.fill) - grey(rb.fill)) >= GREY_MARGIN
        assert apart or ra.shape != rb.shape, (a, b)
    # As shipped, both hold: every shape differs and every grey is a visible step apart.
    assert len({r.shape for r in runs.values()}) == len(runs)
    greys = sorted(grey(r.fill) for r in runs.values())
    assert min(b - a for a, b in zip(greys, greys[1:], strict=False)) >= GREY_MARGIN


@pytest.fixture(scope="module")
def project():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project

    discover()
    return Project(CONTENT, display_path="content")


def _deck(project, kind):
    return next(d for d in project.get("automa-decks").decks if d.kind == kind)


@pytest.mark.parametrize("lang", LANGS)
def test_runner_click_text_laid_out_at_floor(project, lang):
    """Every Runner AI click (run blocks included) fits at 8.5 pt or more."""
    from nrprint.render.fonts import measure

    words = Words(project.get("automa-glossary"), lang)
    for card in _deck(project, "runner").cards:
        for piece in pieces(_deck(project, "runner"), card, words)[1]:
            if piece.style == "runner_action":
                block = fit_piece(piece, measure)
                assert block.fits and block.size >= RUN_MIN_PT, (card.id, lang, piece.name, block.size)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("access") / "out"
    res = run_cli(
        "build", "automa-runner", "automa-behaviour", "--content", str(CONTENT), "--out", str(out), "-q"
    )
    assert res.code == 0, res.err
    return out


def _read_back(pdf: Path) -> tuple[list[tuple[str, float]], list[tuple[str, float]]]:
    """(text, size in pt) of every text run and (form, drawn side in pt) of every icon."""
    texts: list[tuple[str, float]] = []
    icons: list[tuple[str, float]] = []

    def on_text(text, cm, tm, _font, size):
        if text.strip():
            texts.append((text.strip(), abs(size * tm[3] * cm[3])))

    def on_op(op, args, cm, _tm):
        if op == b"Do" and "nricon_" in str(args[0]):
            icons.append((str(args[0]), abs(cm[3]) * 100))  # icon forms are 100 units square

    for page in PdfReader(pdf).pages:
        page.extract_text(visitor_text=on_text, visitor_operand_before=on_op)
    return texts, icons


@pytest.mark.parametrize("lang", LANGS)
def test_runner_pdf_run_text_and_condition_icons(built, project, lang):
    """Read back from the built PDF: every text run that belongs to a run block is set at
    8.5 pt or more, and every condition icon is drawn at least 3.5 mm tall."""
    deck = _deck(project, "runner")
    words = Words(project.get("automa-glossary"), lang)
    run_text, other_text = [], []
    for card in deck.cards:
        for piece in pieces(deck, card, words)[1]:
            click = piece.src if piece.row else None
            is_run = piece.style == "runner_action" and getattr(click, "run", None) is not None
            (run_text if is_run else other_text).append(plain(piece.text))
    run_all, other_all = "\n".join(run_text), "\n".join(other_text) + "\n" + deck.title.get(lang)
    texts, icons = _read_back(built / lang / "automa-runner.pdf")
    in_runs = [(t, s) for t, s in texts if len(t) > 2 and t in run_all and t not in other_all]
    assert len(in_runs) > 50  # the read-back found the run blocks
    small = [(t, round(s, 2)) for t, s in in_runs if s < RUN_MIN_PT - 0.01]
    assert not small, small[:10]
    conds = [(n, s) for n, s in icons if "nricon_cond-" in n]
    assert conds, "no condition icon found"
    assert min(s for _, s in conds) >= COND_MIN_MM * PT_PER_MM - 0.01, min(conds, key=lambda x: x[1])
    shapes = {n.split("nricon_")[1].rsplit("_", 1)[0] for n, _ in icons if "nricon_run-" in n}
    assert shapes == {f"run-{r.shape}" for r in template().colours.run.values()}


@pytest.mark.parametrize("lang", LANGS)
def test_behaviour_orders_inline_as_on_ai_cards(built, project, lang):
    """A behaviour action prints its special order on the action's line, as AI cards do."""
    deck = _deck(project, "behaviour")
    words = Words(project.get("automa-glossary"), lang)
    seen = 0
    for card in deck.cards:
        for side in ("a", "b"):
            for piece in pieces(deck, card, words, side)[1]:
                if piece.style != "side" or "**+" not in piece.text and "**-" not in piece.text:
                    continue
                seen += 1
                head = piece.text.split("*(")[0]
                assert "\n" not in head, piece.text
    assert seen
    sd = deck.cards[0].side_a
    step = next(s for s in sd.actions if s.order)
    assert step_text(step, words).startswith(f"**{words.action(step.action)}** **{step.order}**")
