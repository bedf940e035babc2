"""Imposition arithmetic: grid centred, crop marks outside cards, duplex mirroring."""

from __future__ import annotations

import pytest

from nrprint.layout.imposition import back_rect, back_slots, chunks, sheet_layout, single_layout
from nrprint.templates import MM

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 1.5, 3.0])
def test_grid_centred_and_card_size(paper, bleed):
    lay = sheet_layout(paper, bleed)
    w, h = PAPERS[paper]
    assert lay.page_w == pytest.approx(w * MM) and lay.page_h == pytest.approx(h * MM)
    assert len(lay.slots) == 9
    for s in lay.slots:
        assert s.trim.w / MM == pytest.approx(63, abs=0.1)
        assert s.trim.h / MM == pytest.approx(88, abs=0.1)
        assert s.bleed.x == pytest.approx(s.trim.x - bleed * MM)
    left = min(s.trim.x for s in lay.slots)
    right = max(s.trim.right for s in lay.slots)
    bottom = min(s.trim.y for s in lay.slots)
    top = max(s.trim.top for s in lay.slots)
    assert left == pytest.approx(lay.page_w - right)
    assert bottom == pytest.approx(lay.page_h - top)
    # Row 0 is the top row; slot 0 is the top-left card.
    assert lay.slots[0].trim.top == pytest.approx(top) and lay.slots[0].trim.x == pytest.approx(left)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 2.0, 3.0])
def test_crop_marks_stay_outside_every_bleed_box(paper, bleed):
    lay = sheet_layout(paper, bleed)
    for seg in lay.crop_marks:
        x1, y1, x2, y2 = seg
        assert min(x1, x2) >= -1e-6 and max(x1, x2) <= lay.page_w + 1e-6
        assert min(y1, y2) >= -1e-6 and max(y1, y2) <= lay.page_h + 1e-6
        for s in lay.slots:
            assert not s.bleed.intersects_segment(*seg), (seg, s)
    if bleed == 0:
        # 4 distinct x and 4 distinct y trim lines (cards butt), 2 ends each.
        assert len(lay.crop_marks) == 16
        assert lay.ruler is not None


def test_bleed_boxes_do_not_overlap():
    lay = sheet_layout("a4", 3.0)
    for a in lay.slots:
        for b in lay.slots:
            if a.index < b.index:
                assert (
                    a.bleed.right <= b.bleed.x + 1e-6
                    or b.bleed.right <= a.bleed.x + 1e-6
                    or (a.bleed.y >= b.bleed.top - 1e-6 or b.bleed.y >= a.bleed.top - 1e-6)
                )


def test_ruler_is_50mm_and_clear_of_cards():
    lay = sheet_layout("a4", 0.0)
    r = lay.ruler
    assert r is not None and r.length == pytest.approx(50 * MM)
    assert r.y + r.tick < min(s.bleed.y for s in lay.slots)
    for x1, _y1, x2, _y2 in lay.crop_marks:
        if x1 == x2 and _y1 < r.y + r.tick:  # a vertical mark in the bottom margin
            assert not (r.x < x1 < r.x + r.length)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_long_edge_mirrors_columns(paper):
    lay = sheet_layout(paper)
    backs = back_slots(lay, "long-edge")
    for s, b in zip(lay.slots, backs, strict=True):
        twin = lay.slots[s.row * 3 + (2 - s.col)]
        assert b.trim.x == pytest.approx(twin.trim.x) and b.trim.y == pytest.approx(s.trim.y)


def test_short_edge_mirrors_rows_and_offset_shifts():
    lay = sheet_layout("a4")
    backs = back_slots(lay, "short-edge", (1.0, -2.0))
    for s, b in zip(lay.slots, backs, strict=True):
        twin = lay.slots[(2 - s.row) * 3 + s.col]
        assert b.trim.x == pytest.approx(twin.trim.x + 1.0 * MM)
        assert b.trim.y == pytest.approx(twin.trim.y - 2.0 * MM)


def test_back_rect_is_an_involution():
    lay = sheet_layout("letter")
    t = lay.slots[1].trim
    for edge in ("long-edge", "short-edge"):
        twice = back_rect(back_rect(t, lay.page_w, lay.page_h, edge), lay.page_w, lay.page_h, edge)
        assert (twice.x, twice.y) == pytest.approx((t.x, t.y))


def test_single_layout_boxes():
    lay = single_layout(3.0)
    assert lay.page_w / MM == pytest.approx(69) and lay.page_h / MM == pytest.approx(94)
    assert lay.trim.x / MM == pytest.approx(3) and lay.trim.w / MM == pytest.approx(63)


def test_chunks():
    assert chunks(20, 9) == [range(0, 9), range(9, 18), range(18, 20)]
    assert chunks(0, 9) == []


def test_notes_tell_when_margins_are_too_small():
    assert sheet_layout("a4", 0.0).notes == ()
    notes = " ".join(sheet_layout("letter", 3.0).notes)
    assert "crop marks" in notes and "runs off" in notes and "ruler" in notes


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(
    paper=st.sampled_from(["a4", "letter"]),
    bleed=st.floats(min_value=0, max_value=3),
    edge=st.sampled_from(["long-edge", "short-edge"]),
    dx=st.floats(min_value=-20, max_value=20),
    dy=st.floats(min_value=-20, max_value=20),
)
def test_geometry_properties(paper, bleed, edge, dx, dy):
    lay = sheet_layout(paper, bleed)
    for seg in lay.crop_marks:
        assert not any(s.bleed.intersects_segment(*seg) for s in lay.slots)
    backs = back_slots(lay, edge, (dx, dy))
    for s, b in zip(lay.slots, backs, strict=True):
        assert b.trim.w == pytest.approx(s.trim.w) and b.trim.h == pytest.approx(s.trim.h)
        plain = back_rect(s.trim, lay.page_w, lay.page_h, edge)
        assert b.trim.x - plain.x == pytest.approx(dx * MM) and b.trim.y - plain.y == pytest.approx(dy * MM)
        # Mirroring twice (no offset) gives the front back.
        again = back_rect(plain, lay.page_w, lay.page_h, edge)
        assert (again.x, again.y) == pytest.approx((s.trim.x, s.trim.y))
