"""Card and overview layout, the seating diagram, amounts and the rulings references."""

from __future__ import annotations

import itertools
import math

import pytest

from nrprint.layout.imposition import sheets
from nrprint.model.multiplayer import HouseRules
from nrprint.multiplayer.cardlayout import layout_card
from nrprint.multiplayer.deck import anchor_lookup, card_specs
from nrprint.multiplayer.diagram import diagram
from nrprint.multiplayer.overview_geometry import plan
from nrprint.multiplayer.seating import seating
from nrprint.multiplayer.style import style
from nrprint.multiplayer.values import fill, resolve
from nrprint.render.fonts import measure
from nrprint.units import PT_PER_MM
from tests.conftest import CONTENT
from tests.multiplayer.conftest import loaded

CARD = sheets().cards["poker"]
W, H = CARD.width_mm * PT_PER_MM, CARD.height_mm * PT_PER_MM


@pytest.fixture(scope="module")
def shipped():
    return loaded(CONTENT)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_shipped_card_fits_inside_the_card(shipped, lang):
    rules, house = shipped
    for spec in card_specs(rules, house, lang, anchor=lambda n: n):
        lay = layout_card(spec, W, H, style().card, measure)
        assert lay.fits, spec.key
        assert lay.body_size == style().card.body_size >= 9.0  # one size for the deck
        for pb in lay.blocks:
            assert pb.x >= 0 and pb.x + pb.block.width <= W + 1e-6
            assert pb.top <= H and pb.top - pb.block.height >= 0, (spec.key, pb.role)


def test_overflow_is_reported_not_clipped(shipped):
    rules, house = shipped
    spec = card_specs(rules, house, "en")[0]
    long = spec.__class__(
        **{**{f: getattr(spec, f) for f in spec.__slots__}, "paragraphs": spec.paragraphs * 6}
    )
    lay = layout_card(long, W, H, style().card, measure)
    assert not lay.fits and lay.overflow > 0


@pytest.mark.parametrize("teams", [2, 3, 4])
def test_diagram_seats_inside_box_apart_and_clockwise(teams):
    seats = seating(teams, ("sponsor", "agent"))
    box = (10.0, 20.0, 160.0, 85.0)
    d = diagram(seats, *box)
    x, y, w, h = box
    for m in d.seats:
        assert x <= m.x - m.r and m.x + m.r <= x + w and y <= m.y - m.r and m.y + m.r <= y + h
    for a, b in itertools.combinations(d.seats, 2):
        assert math.hypot(a.x - b.x, a.y - b.y) > a.r + b.r
    angles = [m.angle for m in d.seats]
    assert angles == sorted(angles, reverse=True)  # decreasing angle = clockwise
    assert [m.seat.short() for m in d.seats[:2]] == ["S1", "A1"]


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_overview_fits_two_pages_at_9_pt_or_more(shipped, lang, paper):
    """Rules at least 9 pt in two columns on both pages; every block inside its frame;
    page 2's columns end level (paragraphs never split: within four lines) above the
    house-rule table."""
    rules, house = shipped
    p = plan(rules, house, lang, paper)
    assert p.flow.fits and p.flow.size >= 9.0
    assert {b.page for b in p.flow.blocks} == {0, 1}
    for b in p.flow.blocks:
        frame = p.frames[b.column]
        assert b.page == frame.page and b.top <= frame.top + 1e-6
        assert b.top - b.block.height >= frame.bottom - 1e-6
    ends = [min(b.top - b.block.height for b in p.flow.blocks if b.column == i) for i in (2, 3)]
    assert abs(ends[0] - ends[1]) <= 4 * p.flow.size * 1.2 + 1e-6
    assert min(ends) > p.table_top + p.table_heading.height
    # One table row per house rule, under a header row.
    assert len(p.table.rules_y) == 1 + 9


def test_house_amount_marked_and_source_amount_plain(shipped):
    from nrprint.lang.printed import PRINTED
    from nrprint.model.project import Project

    rules, house = shipped
    res = resolve(rules, house)
    saved = PRINTED.rules
    try:
        # the content's own typography (French: a curly apostrophe), whatever the test run
        # loaded before this test (pytest-randomly found the order mattered)
        Project(CONTENT).languages  # noqa: B018
        rounding = fill("[[fast_boot_rounding]]", rules, res, "fr")
    finally:
        PRINTED.rules = saved
    assert fill("[[s2a_received]] / [[victory_points]]", rules, res, "en") == "**2**{houserule} / **11**"
    assert rounding == "**arrondie à l’inférieur**{houserule}"
    assert fill("[[nothing]]", rules, res, "en") == "**??**"


def test_non_number_house_value_is_never_printed(shipped):
    rules, _ = shipped
    res = resolve(rules, HouseRules(values={"s2a_spent": "two", "victory_points": True}))
    assert "s2a_spent" not in res and res["victory_points"].value == 11


def test_rulings_reference_only_when_rulings_are_imported(shipped, monkeypatch):
    rules, house = shipped
    assert anchor_lookup(None)("Startup Immolator") is None
    import nrprint.rulings.links as links

    monkeypatch.setattr(
        links, "ruling_anchor", lambda name, doc: "r-immolator" if name == "Startup Immolator" else None
    )
    anchor = anchor_lookup(object())
    spec = next(s for s in card_specs(rules, house, "en", anchor) if s.key == "fast-boot")
    assert spec.rulings == ("Startup Immolator",)
    assert "Rulings: Startup Immolator" in layout_card(spec, W, H, style().card, measure).text()
    plain = next(s for s in card_specs(rules, house, "en") if s.key == "fast-boot")
    assert plain.rulings == ()


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_cards_are_comfortably_filled(shipped, lang):
    """No card is left mostly blank, none crammed: at most 40 % of the rules' room empty
    below the last rule (before the fill pass, "Agent fort: success" left 37.7 of its
    67 mm blank), and
    every card's rules at the deck's one size, at least 9 pt."""
    rules, house = shipped
    for spec in card_specs(rules, house, lang):
        lay = layout_card(spec, W, H, style().card, measure)
        assert lay.empty_share() <= 0.40, (spec.key, round(lay.empty_share(), 2))
        assert lay.body_size == style().card.body_size >= 9.0, (spec.key, lay.body_size)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_turn_orders_never_leave_a_seat_alone_on_a_line(shipped, lang):
    """A wrapped order line starts with an arrow and carries at least two seats."""
    import re

    rules, house = shipped
    for spec in card_specs(rules, house, lang):
        lay = layout_card(spec, W, H, style().card, measure)
        for pb in lay.blocks:
            if pb.role != "order":
                continue
            for line in pb.block.lines[1:]:
                text = "".join(i.piece.text for i in line.items)
                assert len(re.findall(r"[SA]\d", text)) >= 2, (spec.key, text)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_diagrams_read_at_print_size(shipped, lang):
    """On the cards and the overview: seat labels ≥ 6.5 pt and inside their circles,
    circles apart, the diagram inside its box, clear of the orders printed under it."""
    from nrprint.multiplayer.overview_geometry import overview_sizes

    rules, house = shipped
    for spec in card_specs(rules, house, lang):
        if spec.teams is None:
            continue
        lay = layout_card(spec, W, H, style().card, measure)
        box = lay.diagram
        d = diagram(spec.seats, box.x, box.y, box.w, box.h)
        for m in d.seats:
            assert m.label_size >= 6.5
            assert measure(m.seat.short(), "bold", m.label_size) <= 2 * m.r * 0.8
            assert box.y <= m.y - m.r and m.y + m.r <= box.y + box.h
        for a, b in itertools.combinations(d.seats, 2):
            assert math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r + 1.0, (spec.key, a.seat, b.seat)
        first_order = next(pb for pb in lay.blocks if pb.role == "order")
        assert first_order.top <= box.y, spec.key
    sizes = overview_sizes(rules, house, lang, "a4")
    assert min(v for k, v in sizes.items() if k.startswith("seat labels")) >= 6.5
