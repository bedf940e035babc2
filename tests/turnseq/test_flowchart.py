"""The run flowchart as geometry: every jump drawn, one lane and one arrowhead per target."""

from dataclasses import replace

import pytest

from nrprint.layout.ops import PagePlan, PathOp, RectOp, TextOp
from nrprint.model.project import Project
from nrprint.render.fonts import measure
from nrprint.turnseq.flow_verify import MIN_HEAD_GAP, crowded_heads, undrawn
from nrprint.turnseq.plan import flow_layouts, language_pages
from tests.conftest import CONTENT


@pytest.fixture(scope="module")
def project() -> Project:
    return Project(CONTENT)


@pytest.fixture(scope="module")
def layouts(project):
    return dict(flow_layouts(project, measure))


def _texts(page) -> str:
    return " | ".join(
        " ".join(p.piece.text for ln in op.block.lines for p in ln.items)
        for op in page.ops
        if isinstance(op, TextOp)
    )


def _cross(timeline):
    return [
        (s, j)
        for s in timeline.steps
        for o in [s, *s.substeps]
        for j in o.jumps
        if not j.to.startswith(f"{s.id}.")
    ]


def test_every_layout_draws_every_jump_without_stacked_heads(project, layouts):
    timeline = project.get("timeline")
    assert set(layouts) == {
        f"{w}, {p}" for p in ("a4", "letter") for w in ("en", "fr", "de", "en-fr", "en-de")
    }
    for where, layout in layouts.items():
        assert list(undrawn(layout, timeline)) == [], where
        assert crowded_heads(layout) == [], where
        heads = [op.points[-1] for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
        assert len(heads) == len({(round(x), round(y)) for x, y in heads}), where


def test_jumps_to_one_target_share_one_lane_and_one_head(project, layouts):
    timeline = project.get("timeline")
    layout = layouts["en, a4"]
    cross = _cross(timeline)
    assert len(cross) == 11
    lanes = [c for c in layout.connectors if c.kind == "lane"]
    downs = [c for c in layout.connectors if c.kind == "down"]
    assert len(lanes) + len(downs) == 11
    targets = {c.dst for c in lanes}
    assert targets == {"2", "4", "6"}
    lane_xs = {d: {round(c.points[1][0], 1) for c in lanes if c.dst == d} for d in targets}
    assert all(len(xs) == 1 for xs in lane_xs.values())  # one vertical line per target
    assert len({next(iter(xs)) for xs in lane_xs.values()}) == 3
    arrows = [op for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
    assert len(arrows) == len(downs) + len(targets) == 7  # was 11 stacked arrows before
    texts = _texts(layout.page)
    for _s, j in cross:
        assert j.when.en in texts


def test_bilingual_flowchart_labels_every_jump_in_both_languages(project, layouts):
    timeline = project.get("timeline")
    texts = _texts(layouts["en-fr, a4"].page)
    for step in timeline.steps:
        assert step.title.get("en") in texts and step.title.get("fr") in texts
        for owner in [step, *step.substeps]:
            for j in owner.jumps:
                assert f"{j.when.get('en')} · {j.when.get('fr')}" in texts


def test_undrawn_notices_a_missing_line_and_a_missing_connector(project, layouts):
    timeline = project.get("timeline")
    layout = layouts["en, a4"]
    arrows = [op for op in layout.page.ops if isinstance(op, PathOp) and op.arrow]
    page = PagePlan(layout.page.width, layout.page.height)
    page.ops = [op for op in layout.page.ops if op is not arrows[-1]]
    broken = replace(layout, page=page)
    assert [why for *_, why in undrawn(broken, timeline)]
    fewer = replace(layout, connectors=layout.connectors[1:])
    found = [why for *_, why in undrawn(fewer, timeline)]
    assert found == ["the jump from 1 to 2 has no connector"]


def test_crowded_heads_notices_two_heads_at_one_point(layouts):
    layout = layouts["en, a4"]
    arrow = next(op for op in layout.page.ops if isinstance(op, PathOp) and op.arrow)
    x, y = arrow.points[-1]
    page = PagePlan(layout.page.width, layout.page.height)
    page.ops = [*layout.page.ops, PathOp(((x + 40, y + 5), (x + 3, y + 5)), "#000000", arrow=True)]
    assert len(crowded_heads(replace(layout, page=page))) == 1
    assert MIN_HEAD_GAP >= 6


def test_language_pages_keep_the_flowchart_on_page_two(project):
    pages, overflows = language_pages(project, "en", measure)
    assert overflows == []
    assert len(pages) == 2


def test_a_stub_crossing_another_lane_breaks_that_lane(layouts):
    layout = layouts["en, a4"]
    lanes = [c for c in layout.connectors if c.kind == "lane"]
    verticals = {(c.dst, round(c.points[1][0], 1)) for c in lanes}
    breaks = [op for op in layout.page.ops if isinstance(op, RectOp) and op.fill == "#ffffff"]
    # jacks out (2.2) crosses the lanes to 2 and 4, unrezzed-last-ice the lane to 2,
    # the-run-is-ended the lanes to 2 and 4: five breaks, each on a lane of another target.
    assert len(breaks) == 5
    for b in breaks:
        x, y = b.x + b.w / 2, b.y + b.h / 2
        crossing = [c for c in lanes if abs(c.points[0][1] - y) < 0.1]
        assert crossing and all((c.dst, round(x, 1)) not in verticals for c in crossing)
        assert any(round(x, 1) == vx for _, vx in verticals)
