"""Imposition arithmetic: grid centred, crop marks outside cards, duplex mirroring."""

from __future__ import annotations

import pytest

from nrprint.layout.imposition import Rect, back_rect, back_slots, chunks, sheet_layout, single_layout
from nrprint.layout.sheetmarks import PageMarks, page_marks
from nrprint.units import PT_PER_MM

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 1.5, 3.0])
def test_grid_centred_and_card_size(paper, bleed):
    lay = sheet_layout(paper, bleed)
    w, h = PAPERS[paper]
    assert lay.page_w == pytest.approx(w * PT_PER_MM) and lay.page_h == pytest.approx(h * PT_PER_MM)
    assert len(lay.slots) == 9
    for axis in (lay.x, lay.y):
        assert axis.bleed >= bleed * PT_PER_MM - 1e-9 and axis.gutter >= 2 * axis.bleed - 1e-9
    for s in lay.slots:
        assert s.trim.w / PT_PER_MM == pytest.approx(63, abs=0.1)
        assert s.trim.h / PT_PER_MM == pytest.approx(88, abs=0.1)
        # The bleed runs half a gutter past the trim; on Letter the outer bleed stops
        # a quarter inch from the paper edge.
        # (when the trims themselves clear it: not with a 3 mm bleed down the page).
        clipping = paper == "letter" and lay.safe is not None and lay.safe.contains(s.trim)
        edge = 6.35 * PT_PER_MM if clipping else float("-inf")
        assert s.bleed.x == pytest.approx(max(s.trim.x - lay.x.bleed, edge))
        assert s.bleed.y == pytest.approx(max(s.trim.y - lay.y.bleed, edge))
    left = min(s.trim.x for s in lay.slots)
    right = max(s.trim.right for s in lay.slots)
    bottom = min(s.trim.y for s in lay.slots)
    top = max(s.trim.top for s in lay.slots)
    assert left == pytest.approx(lay.page_w - right)
    assert bottom == pytest.approx(lay.page_h - top)
    # Row 0 is the top row; slot 0 is the top-left card.
    assert lay.slots[0].trim.top == pytest.approx(top) and lay.slots[0].trim.x == pytest.approx(left)
    # Neighbouring trims are one gutter apart.
    assert lay.slots[1].trim.x - lay.slots[0].trim.right == pytest.approx(lay.x.gutter)
    assert lay.slots[0].trim.y - lay.slots[3].trim.top == pytest.approx(lay.y.gutter)


@pytest.mark.parametrize(
    ("paper", "gx", "gy", "mark_x", "mark_y"),
    [("a4", 2.0, 4.0, 2.0, 5.0), ("letter", 2.5, 1.0, 2.85, None)],
)
def test_gutters_chosen_per_axis(paper, gx, gy, mark_x, mark_y):
    """The widest gutter (4 mm down to 2 mm; Letter from 2.5 mm, and under 2 mm when the
    cards must keep a quarter inch from the edge) whose margin still holds marks."""
    lay = sheet_layout(paper)
    assert lay.x.gutter / PT_PER_MM == pytest.approx(gx) and lay.y.gutter / PT_PER_MM == pytest.approx(gy)
    assert lay.x.bleed == pytest.approx(lay.x.gutter / 2) and lay.y.bleed == pytest.approx(lay.y.gutter / 2)
    assert (lay.x.mark and round(lay.x.mark / PT_PER_MM, 2)) == (mark_x and pytest.approx(mark_x, abs=0.01))
    if mark_y is None:
        assert lay.y.mark is None  # Letter: 15.4 mm for two gutters and two margins
    else:
        assert lay.y.mark / PT_PER_MM == pytest.approx(mark_y)
    assert lay.draw_bleed == pytest.approx(max(lay.x.bleed, lay.y.bleed))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 2.0, 3.0])
@pytest.mark.parametrize("used", range(1, 10))
def test_crop_marks_stay_outside_every_bleed_box(paper, bleed, used):
    lay = sheet_layout(paper, bleed)
    marks = page_marks(lay, used)
    for seg in marks.crop_marks:
        for s in lay.slots[:used]:
            assert not s.bleed.intersects_segment(*seg), (seg, s)
    for seg in marks.gutter_ticks:  # ticks lie on the waste between trims, never in a card
        for s in lay.slots:
            assert not s.trim.intersects_segment(*seg), (seg, s)


def _points(marks: PageMarks) -> list[tuple[float, float]]:
    pts = [p for seg in marks.crop_marks + marks.gutter_ticks for p in (seg[:2], seg[2:])]
    if marks.ruler is not None:
        r = marks.ruler
        end = (r.x + r.length, r.y + r.tick) if r.direction == "h" else (r.x + r.tick, r.y + r.length)
        pts += [(r.x, r.y), end]
    for spot in (marks.label, marks.ruler_label):
        if spot is not None:  # baseline origin and the top of the glyphs (0.8 em up)
            up = (0.0, 0.8 * spot.size) if spot.angle == 0 else (-0.8 * spot.size, 0.0)
            pts += [(spot.x, spot.y), (spot.x + up[0], spot.y + up[1])]
    return pts


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 1.0, 2.0, 3.0])
@pytest.mark.parametrize("used", range(1, 10))
def test_every_mark_ruler_and_label_is_5mm_from_the_paper_edge(paper, bleed, used):
    lay = sheet_layout(paper, bleed)
    edge = 5 * PT_PER_MM - 1e-6
    for x, y in _points(page_marks(lay, used)):
        assert edge <= x <= lay.page_w - edge and edge <= y <= lay.page_h - edge, (
            x / PT_PER_MM,
            y / PT_PER_MM,
        )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("used", range(1, 10))
def test_marks_only_for_real_cards(paper, used):
    """Every mark continues a trim line of a card that is on the sheet."""
    lay = sheet_layout(paper)
    marks = page_marks(lay, used)
    real = lay.slots[:used]
    for x1, y1, x2, _y2 in marks.crop_marks + marks.gutter_ticks:
        if x1 == x2:  # vertical: continues a left or right trim edge of a real card
            assert any(abs(x1 - s.trim.x) < 1e-6 or abs(x1 - s.trim.right) < 1e-6 for s in real)
        else:
            assert any(abs(y1 - s.trim.y) < 1e-6 or abs(y1 - s.trim.top) < 1e-6 for s in real)
    xs = {round(v, 4) for s in real for v in (s.trim.x, s.trim.right)}
    ys = {round(v, 4) for s in real for v in (s.trim.y, s.trim.top)}
    drawn = marks.crop_marks + marks.gutter_ticks
    assert xs == {round(x1, 4) for x1, _y1, x2, _y2 in drawn if x1 == x2}  # every line marked
    assert ys == {round(y1, 4) for _x1, y1, _x2, y2 in drawn if y1 == y2}


def test_full_sheet_mark_counts():
    a4 = page_marks(sheet_layout("a4"), 9)
    assert len(a4.crop_marks) == 24 and a4.gutter_ticks == ()  # 6 lines × 2 ends, each way
    letter = page_marks(sheet_layout("letter"), 9)
    # Side marks for the 6 horizontal lines; the 6 vertical lines get a tick in each gutter.
    assert len(letter.crop_marks) == 12 and len(letter.gutter_ticks) == 12
    one = page_marks(sheet_layout("a4"), 1)
    assert len(one.crop_marks) == 8  # a lone card: two marks on each side, none elsewhere


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("used", [1, 2, 4, 9])
def test_ruler_and_labels_clear_of_cards_and_marks(paper, used):
    lay = sheet_layout(paper)
    marks = page_marks(lay, used)
    r = marks.ruler
    assert r is not None and r.length == pytest.approx(50 * PT_PER_MM)
    lab = marks.ruler_label
    assert lab is not None
    if r.direction == "h":
        box = Rect(r.x, r.y, r.length + 1.2 * PT_PER_MM + lab.width, r.tick)
    else:
        box = Rect(r.x, r.y, max(r.tick, lab.size), r.length + 1.2 * PT_PER_MM + lab.width)
    for seg in marks.crop_marks + marks.gutter_ticks:
        assert not box.intersects_segment(*seg), seg
    for s in lay.slots:
        assert not s.bleed.intersects_segment(box.x, box.y, box.right, box.top)
    spot = marks.label
    assert spot is not None and spot.centred
    half = spot.width / 2
    if spot.angle == 0:
        text = Rect(spot.x - half, spot.y, spot.width, 0.8 * spot.size)
    else:
        text = Rect(spot.x - 0.8 * spot.size, spot.y - half, 0.8 * spot.size, spot.width)
    for seg in marks.crop_marks:
        assert not text.intersects_segment(*seg), seg
    for s in lay.slots:
        assert not s.bleed.intersects_segment(text.x, text.y, text.right, text.top)


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
        assert b.trim.x == pytest.approx(twin.trim.x + 1.0 * PT_PER_MM)
        assert b.trim.y == pytest.approx(twin.trim.y - 2.0 * PT_PER_MM)


def test_back_rect_is_an_involution():
    lay = sheet_layout("letter")
    t = lay.slots[1].trim
    for edge in ("long-edge", "short-edge"):
        twice = back_rect(back_rect(t, lay.page_w, lay.page_h, edge), lay.page_w, lay.page_h, edge)
        assert (twice.x, twice.y) == pytest.approx((t.x, t.y))


def test_single_layout_boxes():
    lay = single_layout(3.0)
    assert lay.page_w / PT_PER_MM == pytest.approx(69) and lay.page_h / PT_PER_MM == pytest.approx(94)
    assert lay.trim.x / PT_PER_MM == pytest.approx(3) and lay.trim.w / PT_PER_MM == pytest.approx(63)


def test_chunks():
    assert chunks(20, 9) == [range(0, 9), range(9, 18), range(18, 20)]
    assert chunks(0, 9) == []


def test_notes_tell_when_margins_are_too_small():
    assert sheet_layout("a4", 0.0).notes == ()
    assert sheet_layout("letter", 0.0).notes == ()  # Letter marks its columns in the gutters
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
    for seg in page_marks(lay, 9).crop_marks:
        assert not any(s.bleed.intersects_segment(*seg) for s in lay.slots)
    backs = back_slots(lay, edge, (dx, dy))
    for s, b in zip(lay.slots, backs, strict=True):
        assert b.trim.w == pytest.approx(s.trim.w) and b.trim.h == pytest.approx(s.trim.h)
        plain = back_rect(s.trim, lay.page_w, lay.page_h, edge)
        assert b.trim.x - plain.x == pytest.approx(dx * PT_PER_MM) and b.trim.y - plain.y == pytest.approx(
            dy * PT_PER_MM
        )
        # Mirroring twice (no offset) gives the front back.
        again = back_rect(plain, lay.page_w, lay.page_h, edge)
        assert (again.x, again.y) == pytest.approx((s.trim.x, s.trim.y))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 1.5, 3.0])
def test_bleed_boxes_do_not_overlap(paper, bleed):
    """Neighbouring cards' bleeds may meet in the gutter, never cover each other."""
    lay = sheet_layout(paper, bleed)
    for a in lay.slots:
        for b in lay.slots:
            if a.index < b.index:
                assert (
                    a.bleed.right <= b.bleed.x + 1e-6
                    or b.bleed.right <= a.bleed.x + 1e-6
                    or a.bleed.y >= b.bleed.top - 1e-6
                    or b.bleed.y >= a.bleed.top - 1e-6
                )


def test_letter_cards_and_marks_keep_a_quarter_inch():
    """Letter: every card (bleed included, fronts and backs) and every mark 6.35 mm in."""
    from nrprint.layout.imposition import back_slots, edge_for
    from nrprint.layout.sheetmarks import page_marks

    assert edge_for("letter") == pytest.approx(6.35) and edge_for("a4") == pytest.approx(5.0)
    lay = sheet_layout("letter")
    edge = 6.35 * PT_PER_MM - 1e-6
    w, h = lay.page_w, lay.page_h
    for slots in (lay.slots, back_slots(lay, "long-edge"), back_slots(lay, "short-edge")):
        for s in slots:
            assert min(s.bleed.x, s.bleed.y, w - s.bleed.right, h - s.bleed.top) >= edge
            assert s.bleed.contains(s.trim)
    marks = page_marks(lay, 9)
    for x1, y1, x2, y2 in marks.crop_marks + marks.gutter_ticks:
        assert min(x1, x2, y1, y2, w - max(x1, x2), h - max(y1, y2)) >= edge
    assert marks.ruler is not None and marks.label is not None
