"""The checklist layout: one tick box per physical card, inside the page, no overlap."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from nrprint.deckprep.checklist_layout import MARGIN, PAGE_H, PAGE_W, layout_checklist

piles_st = st.lists(
    st.lists(st.integers(1, 3), min_size=0, max_size=14).map(
        lambda counts: {
            "title": "pile",
            "count": sum(counts),
            "cards": [{"name": f"card {i}", "count": n, "note": "event"} for i, n in enumerate(counts)],
        }
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(piles_st)
def test_one_box_per_card_inside_the_page(piles):
    lay = layout_checklist(piles, max_copies=3)
    assert lay.fits
    assert lay.boxes == sum(p["count"] for p in piles)
    spans = []
    for row in lay.rows:
        assert row.x >= MARGIN - 1e-6 and row.x + row.width <= PAGE_W - MARGIN + 1e-6
        assert row.y + lay.row_h <= PAGE_H - MARGIN + 1e-6
        for bx, by, side in row.boxes:
            assert bx + side <= row.x and by >= row.y and by + side <= row.y + lay.row_h
        spans.append((round(row.x), row.y))
    assert len(spans) == len(set(spans)), "two rows share a place"


def test_whole_piles_stay_in_one_column_when_they_can():
    piles = [
        {"title": f"p{k}", "count": 8, "cards": [{"name": str(i), "count": 1} for i in range(8)]}
        for k in range(4)
    ]
    lay = layout_checklist(piles, max_copies=1)
    head = None
    columns = set()
    for row in lay.rows:
        if row.kind == "pile":
            head = row
            columns.add(round(row.x))
        else:
            assert head.x <= row.x <= head.x + head.width, "a pile broke across columns"
    assert len(columns) == 2  # and the two columns are both used (balanced)


def test_too_many_rows_do_not_fit():
    piles = [{"title": "p", "count": 400, "cards": [{"name": str(i), "count": 1} for i in range(400)]}]
    assert not layout_checklist(piles, max_copies=1).fits
