"""The layout checks of the turn sequence (TL006, TL007, TURN006) fire on broken layouts
and pass on the shipped content."""

from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from nrprint.system import cache
from nrprint.turnseq import plan
from nrprint.turnseq.plan import DOMAINS
from tests.checks.test_edit_fixtures import _broken_flowcharts


@pytest.fixture(autouse=True)
def no_cache(monkeypatch):
    """The layouts are patched below: cached results of the real ones must not answer."""
    monkeypatch.setattr(cache, "_folder", None)


def _codes(content: Path) -> list[tuple[str, str, int]]:
    diags = run_checks(Project(content, display_path="content"), only_domains=set(DOMAINS))
    return [(d.code, Path(d.path).name, d.line) for d in diags]


def test_shipped_layouts_pass(turn_content: Path):
    codes = {c for c, *_ in _codes(turn_content)}
    assert not codes & {"TL006", "TL007", "TURN006", "TYPO002"}


def test_tl006_fires_on_a_jump_without_a_drawn_line(turn_content: Path, monkeypatch):
    monkeypatch.setattr(plan, "flow_layouts", _broken_flowcharts("arrow-lost"))
    hits = [h for h in _codes(turn_content) if h[0] == "TL006"]
    assert hits and all(name == "run-timeline.yaml" for _, name, _ in hits)
    text = (turn_content / "run-timeline.yaml").read_text().splitlines()
    assert all("- to:" in text[line - 1] for _, _, line in hits)


def test_tl007_fires_on_stacked_arrowheads(turn_content: Path, monkeypatch):
    monkeypatch.setattr(plan, "flow_layouts", _broken_flowcharts("heads-stacked"))
    assert [h for h in _codes(turn_content) if h[0] == "TL007"]


def test_turn006_fires_when_text_shrinks_under_the_floor(turn_content: Path, monkeypatch):
    # A lowered template floor lets a long arrow label shrink to 5 pt: the check still holds 6.5.
    tpl = plan.template()
    monkeypatch.setattr(plan, "template", lambda: tpl.model_copy(update={"min_size": 4.0}))
    b = plan.base()
    monkeypatch.setattr(plan, "base", lambda: b.model_copy(update={"min_font_size": 4.0}))
    from tests.conftest import edit

    edit(
        turn_content / "run-timeline.yaml", 'when: {en: "no ice"', 'when: {en: "' + "no ice at all " * 3 + '"'
    )
    hits = [h for h in _codes(turn_content) if h[0] == "TURN006"]
    assert hits and hits[0][1] == "turn-sequence.yaml"


def test_typo002_covers_the_side_by_side_summary(turn_content: Path, monkeypatch):
    # Narrow the boxes of the side-by-side flowchart only: both titles of step 1 share
    # one header band there and no longer fit it, while every language page still does.
    tpl = plan.template()
    narrow = tpl.bilingual.flowchart.model_copy(update={"box_width": 150})
    bl = tpl.bilingual.model_copy(update={"flowchart": narrow})
    monkeypatch.setattr(plan, "template", lambda: tpl.model_copy(update={"bilingual": bl}))
    hits = [
        d
        for d in run_checks(Project(turn_content, display_path="content"), only_domains=set(DOMAINS))
        if d.code == "TYPO002"
    ]
    assert hits and all(" in en-" in d.message for d in hits), [d.message for d in hits]
    assert any(".when (fr, a4) in en-fr" in d.message for d in hits), [d.message for d in hits]


def test_the_pages_are_laid_out_once_per_check_run(turn_content: Path, monkeypatch):
    """TYPO002 and TURN006 read the same pages, TL006 and TL007 the same flowcharts."""
    calls: list[tuple[str, str]] = []
    for name in ("_language_pages", "_bilingual", "_flow_layouts"):
        real = getattr(plan, name)

        def counted(*args, _real=real, _name=name):
            calls.append((_name, repr(args[1:])))
            return _real(*args)

        monkeypatch.setattr(plan, name, counted)
    _codes(turn_content)
    assert calls and len(calls) == len(set(calls))  # each page set once
    assert {n for n, _ in calls} == {"_language_pages", "_bilingual", "_flow_layouts"}
    before = len(calls)
    _codes(turn_content)  # a new check run loads new content objects: laid out again
    assert len(calls) == 2 * before
