"""TURN007 (turn pages read at the table: body 10 pt, notes 8 pt, near-black) fires on a
broken template and passes on the shipped one; the built PDFs read back at those sizes;
the side-by-side text pages end near the same height."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.checks.rules.turn.reading_size import near_black
from nrprint.layout.ops import RectOp, TextOp
from nrprint.model.project import Project
from nrprint.render.fonts import measure
from nrprint.source.templates import Style
from nrprint.system import cache
from nrprint.turnseq import plan
from nrprint.turnseq.plan import DOMAINS, bilingual
from tests.conftest import CONTENT, run_cli

MUTED = (0.357, 0.357, 0.357)  # base.yaml's grey #5b5b5b, as the PDF writes it


@pytest.fixture(autouse=True)
def no_cache(monkeypatch):
    monkeypatch.setattr(cache, "_folder", None)


def _turn007(content: Path) -> list[str]:
    diags = run_checks(Project(content, display_path="content"), only_domains=set(DOMAINS))
    return [d.message for d in diags if d.code == "TURN007"]


def test_shipped_turn_pages_pass(turn_content: Path):
    assert _turn007(turn_content) == []


def test_turn007_fires_on_small_notes(turn_content: Path, monkeypatch):
    tpl = plan.template()
    styles = {**tpl.styles, "turn_note": Style(size=6.8, leading=7.8)}
    monkeypatch.setattr(plan, "template", lambda: tpl.model_copy(update={"styles": styles}))
    hits = _turn007(turn_content)
    assert any("turn_note is 6.8 pt" in h for h in hits)
    assert any("page 1" in h and "6.8 pt" in h for h in hits)


def test_turn007_fires_on_grey_notes(turn_content: Path, monkeypatch):
    tpl = plan.template()
    monkeypatch.setattr(plan, "template", lambda: tpl.model_copy(update={"note_colour": "muted"}))
    assert any("not near-black" in h for h in _turn007(turn_content))


def test_near_black():
    assert near_black("#1d1d1b") and not near_black("#5b5b5b")


def _sizes(pdf: Path) -> Counter[tuple[float, tuple[float, ...] | None]]:
    """(size, fill colour) of every piece of text on page 1, read back from the PDF."""
    state: dict[str, tuple[float, ...] | None] = {"rg": None}
    seen: Counter[tuple[float, tuple[float, ...] | None]] = Counter()

    def before(op, args, cm, tm):
        if op == b"rg":
            state["rg"] = tuple(round(float(a), 3) for a in args)

    def text(t, cm, tm, font, size):
        if t.strip():
            seen[(round(size * (tm[3] or 1) * (cm[3] or 1), 2), state["rg"])] += 1

    PdfReader(pdf).pages[0].extract_text(visitor_operand_before=before, visitor_text=text)
    return seen


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("turn")
    for paper in ("a4", "letter"):
        res = run_cli(
            "build",
            "turn-sequence",
            "turn-sequence-bilingual",
            "--paper",
            paper,
            "--out",
            str(out / paper),
            "-q",
        )
        assert res.code == 0, res.err
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("name", ["en/turn-sequence.pdf", "fr/turn-sequence.pdf", "de/turn-sequence.pdf",
                                  "turn-sequence.en-fr.pdf", "turn-sequence.en-de.pdf"])  # fmt: skip
def test_pdf_reads_back_body_10_notes_8_not_grey(built: Path, paper: str, name: str):
    seen = _sizes(built / paper / name)
    assert min(size for size, _ in seen) >= 8.0
    body = max(seen, key=seen.__getitem__)
    assert body[0] == 10.0 and near_black("#" + "".join(f"{round(c * 255):02x}" for c in body[1]))
    assert seen[(8.0, (0.114, 0.114, 0.106))] > 0  # notes in ink
    assert not [k for k in seen if k[0] < 9 and k[1] == MUTED], (
        "grey notes"
    )  # the 9 pt subtitle may stay grey


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("other", ["fr", "de"])
def test_side_by_side_text_pages_end_near_level(other: str, paper: str):
    pages, overflows = bilingual(Project(CONTENT), other, measure, paper)
    assert overflows == []
    lows = []
    for page in pages[:-1]:
        ys = [op.top - op.block.height for op in page.ops if isinstance(op, TextOp)]
        ys += [op.y for op in page.ops if isinstance(op, RectOp)]
        lows.append(min(ys))
    assert len(lows) == 2
    assert abs(lows[0] - lows[1]) < 0.05 * pages[0].height  # was about 48 % of the page apart
