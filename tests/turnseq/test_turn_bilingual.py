"""The side-by-side summary: divided columns, kept headings, no orphan page, a ruled
terms table, the flowchart last; and French typography wherever French is printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.layout.ops import PathOp, RectOp, TextOp
from nrprint.model.project import Project
from nrprint.render.fonts import measure
from nrprint.turnseq.plan import bilingual, language_pages, template
from tests.conftest import CONTENT, run_cli

CASES = [(o, p) for o in ("fr", "de") for p in ("a4", "letter")]
HEADING = {"h1", "h2"}  # the heading styles: bold, 9.5 pt and larger


@pytest.fixture(scope="module")
def project() -> Project:
    return Project(CONTENT)


def _text(op: TextOp) -> str:
    return " ".join(p.piece.text for ln in op.block.lines for p in ln.items)


def _heading(op: TextOp) -> bool:
    """Set in a heading style: bold throughout, at h2's size or larger (body is regular)."""
    styles = {p.piece.style for ln in op.block.lines for p in ln.items if p.piece.text.strip()}
    return styles == {"bold"} and op.block.size >= min(template_style(s).size for s in HEADING)


def template_style(name: str):
    from nrprint.turnseq.plan import context

    return context(measure, "a4").style(name)


def _divider(page) -> RectOp:
    rules = [op for op in page.ops if isinstance(op, RectOp) and op.w <= 1 and op.h > 100]
    assert len(rules) == 1
    return rules[0]


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_columns_are_divided_by_a_rule_in_a_gutter(project, other, paper):
    pages, overflows = bilingual(project, other, measure, paper)
    assert overflows == []
    gap = template().bilingual.column_gap
    for page in pages[:-1]:
        rule = _divider(page)
        mid = rule.x + rule.w / 2
        for op in page.ops:
            if isinstance(op, TextOp) and op.top <= rule.y + rule.h and op.block.lines:
                right = op.x + max(ln.width for ln in op.block.lines)
                # Every text sits wholly on one side, at least half the gutter away.
                assert right <= mid - gap / 2 + 0.5 or op.x >= mid + gap / 2 - 0.5, _text(op)


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_no_heading_ends_a_page_and_the_last_page_is_no_orphan(project, other, paper):
    pages, _ = bilingual(project, other, measure, paper)
    text_pages = pages[:-1]
    assert len(text_pages) == 2
    for page in text_pages:
        rule = _divider(page)
        body = [
            op for op in page.ops if isinstance(op, TextOp) and op.x >= rule.x and op.top <= rule.y + rule.h
        ]
        lowest = min(body, key=lambda op: op.top - op.block.height)
        assert not _heading(lowest), _text(lowest)
    rule = _divider(text_pages[-1])
    rows = {round(op.top, 1) for op in text_pages[-1].ops if isinstance(op, TextOp) and op.x > rule.x}
    assert len(rows) >= template().bilingual.min_last_rows


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_terms_are_a_ruled_table_with_a_header_row(project, other, paper):
    pages, _ = bilingual(project, other, measure, paper)
    terms = project.get("terms")
    page = pages[-2]
    texts = [(_text(op), op) for op in page.ops if isinstance(op, TextOp)]
    head = [op for t, op in texts if t == terms.columns["classic"].get(other)]
    assert head, "no header cell in the translation"
    header_top = head[0].top
    fills = [
        op
        for op in page.ops
        if isinstance(op, RectOp) and op.fill and op.h > 5 and abs(op.y + op.h - header_top - 2) < 1
    ]
    assert len(fills) == 2  # the shaded header row, under each language
    rules = [
        op for op in page.ops if isinstance(op, RectOp) and op.h <= 1 and op.w > 100 and op.y < header_top
    ]
    assert len(rules) >= 2 * (len(terms.terms) + 1)  # a rule under every row, in both columns
    for term in terms.terms:
        assert term.android.get(other) in [t for t, _ in texts]


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_the_run_timeline_is_the_flowchart_in_both_languages(project, other, paper):
    pages, _ = bilingual(project, other, measure, paper)
    flow = pages[-1]
    assert len([op for op in flow.ops if isinstance(op, PathOp) and op.arrow]) == 7
    texts = " | ".join(_text(op) for op in flow.ops if isinstance(op, TextOp))
    for step in project.get("timeline").steps:
        assert f"{step.title.get('en')} · {step.title.get(other)}" in texts


def test_bullets_are_kept(project):
    pages, _ = bilingual(project, "fr", measure)
    bullets = [op for page in pages for op in page.ops if isinstance(op, TextOp) and _text(op) == "•"]
    turn, changes = project.get("turn"), project.get("changes")
    notes = sum(len(p.notes) + sum(len(a.notes) for a in p.actions) for s in turn.sides for p in s.phases)
    assert len(bullets) == 2 * (notes + len(changes.changes))


FRENCH_MARK = re.compile(r"(?<!\u00a0)[:;!?»]")


def test_french_pages_set_a_no_break_space_before_colons(project):
    pages, _ = language_pages(project, "fr", measure)
    seen = 0
    for page in pages:
        for op in page.ops:
            if isinstance(op, TextOp):
                for ln in op.block.lines:
                    for p in ln.items:
                        assert not FRENCH_MARK.search(p.piece.text), p.piece.text
                        seen += ":" in p.piece.text
    assert seen >= 5
    pages, _ = bilingual(project, "fr", measure)
    for page in pages[:-1]:
        mid = _divider(page).x
        for op in page.ops:
            if isinstance(op, TextOp) and op.x > mid:
                assert not FRENCH_MARK.search(_text(op)), _text(op)


def test_bilingual_pdf_reads_back_with_three_pages_and_no_tool_names(tmp_path: Path):
    out = tmp_path / "out"
    res = run_cli("build", "turn-sequence-bilingual", "turn-sequence", "--out", str(out), "-q")
    assert res.code == 0, res.err
    for name in ("turn-sequence.en-fr.pdf", "turn-sequence.en-de.pdf"):
        reader = PdfReader(out / name)
        assert len(reader.pages) == 3
        text = "".join(p.extract_text() for p in reader.pages)
        assert "Terminology" in text and "•" in text
    for name in (
        "en/turn-sequence.pdf",
        "fr/turn-sequence.pdf",
        "de/turn-sequence.pdf",
        "turn-sequence.en-fr.pdf",
    ):
        text = "".join(p.extract_text() for p in PdfReader(out / name).pages)
        assert not re.search(r"nrprint|\.ya?ml|--[a-z]", text), name


@pytest.fixture(scope="module")
def bilingual_pdfs(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bilingual")
    for paper in ("a4", "letter"):
        res = run_cli("build", "turn-sequence-bilingual", "--paper", paper, "--out", str(out / paper), "-q")
        assert res.code == 0, res.err
    return out


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_each_side_turn_is_on_one_sheet(project, bilingual_pdfs, other, paper):
    """Read back: every row of a side's turn (its band to its last action's note) is on
    the page of the band, in both languages (the Runner's turn once began at the foot of
    page 1 and went on over page 2). On Letter, shorter, it fits only with tighter row
    gaps (``row_gap_min``): the layout takes them rather than a third text page."""
    turn = project.get("turn")
    reader = PdfReader(bilingual_pdfs / paper / f"turn-sequence.en-{other}.pdf")
    pages = [" ".join((p.extract_text() or "").split()) for p in reader.pages]
    assert len(pages) == 3
    for side in turn.sides:
        band = f"{side.name.get('en')}"
        last = side.phases[-1]
        tail = (last.actions[-1].text if last.actions else last.text).get("en")
        on = [i for i, t in enumerate(pages) if band in t]
        assert on, band
        words = " ".join(re.sub(r"[*_{}]", " ", tail).split()[:4])
        assert words in pages[on[0]], (side.id, words)


@pytest.mark.parametrize(("other", "paper"), CASES)
def test_a_step_number_stays_with_its_word(bilingual_pdfs, other, paper):
    """ "…or step 6." read back: the 6 is on the line of its word, in both languages."""
    text = PdfReader(bilingual_pdfs / paper / f"turn-sequence.en-{other}.pdf").pages[-1].extract_text()
    assert not re.search(r"\b(step|étape|Schritt)\s*\n\s*\d", text)
    assert re.search(r"step[\s\u00a0]6", text)


def test_a_page_ended_short_by_a_kept_section_is_spread_to_the_bottom():
    """The slack of a page whose next page starts a kept section goes into its gaps,
    three shares above a heading; other pages are left alone."""
    from types import SimpleNamespace

    from nrprint.turnseq.bilingual_pages import spread

    sp = SimpleNamespace(row_gap=2.0, heading_space=4.0)
    heights = [10.0, 10.0, 10.0, 50.0, 10.0]
    headings = [True, False, True, True, False]
    extra = spread(heights, headings, {3}, {3}, (100.0, 100.0), 0.0, sp)
    # page 1: rows 0-2 end at 100 - (10+2) - (10+2) - (4+10+2) + 2 = 62: slack 62 over 1 + 3 shares
    assert extra[:3] == [0.0, 15.5, 46.5] and extra[3:] == [0.0, 0.0]
    assert spread(heights, headings, {3}, set(), (100.0, 100.0), 0.0, sp) == [0.0] * 5
