"""Where everything goes on the two-page overview (pure arithmetic; no PDF library).

Page 1, from the top: title and subtitle; one panel per configured table size (seating
diagram and its two derived orders); the diagrams' key; the rules in two columns.
Page 2: the rules continued, their columns ended level; then the house rules in use as
a table (amount, what it sets, the cards that print it), the house-rule note and the
credit. The rules are set at one size, the largest from ``body_size`` down to
``body_min`` (at least 9 pt, MPX004) at which they fit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.textflow import TextBlock, layout
from nrprint.model.multiplayer import HouseRules, MultiplayerRules
from nrprint.multiplayer.deck import CardSpec, card_specs
from nrprint.multiplayer.house_table import HouseTable, house_rows, layout_table
from nrprint.multiplayer.overview_layout import Flow, Frame, Section, balance_last_page, flow_sections
from nrprint.multiplayer.style import style
from nrprint.render.fonts import measure
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM

STRIP_GAP = 4 * PT_PER_MM


@dataclass
class OverviewPlan:
    pw: float
    ph: float
    m: float
    strip_top: float
    strip_h: float
    legend_top: float
    legend: TextBlock
    flow: Flow
    frames: list[Frame]
    table_heading: TextBlock
    table_top: float  # the table's header row, under its heading
    table: HouseTable
    note: TextBlock | None  # the house-rule note (its mark hangs left of it)
    note_top: float
    note_indent: float
    credit: TextBlock
    credit_top: float
    specs: list[CardSpec] = field(default_factory=list)  # the turn-order panels

    @property
    def pages(self) -> int:
        return 2


def sections(rules: MultiplayerRules, house: HouseRules, lang: str) -> list[Section]:
    """One section per content card (a turn-order card once, without a table size)."""
    out: list[Section] = []
    seen: set[str] = set()
    for spec in card_specs(rules, house, lang):
        if spec.card.id in seen:
            continue
        seen.add(spec.card.id)
        out.append(Section(spec.card.title.get(lang), spec.side, spec.paragraphs))
    return out


def panel_width(width: float, n: int) -> float:
    return (width - STRIP_GAP * (n - 1)) / max(n, 1)


def order_block(text: str, width: float) -> TextBlock:
    size = style().overview.order_size
    return layout(text, width, size, size * 1.2, measure)


def _orders_height(specs: list[CardSpec], width: float) -> float:
    """Height of the tallest panel's two order lines (the 8-player one may wrap)."""
    pw = panel_width(width, len(specs)) - 4 * PT_PER_MM
    return max((sum(order_block(t, pw).height + 1.0 for t in s.orders) for s in specs), default=0.0)


def plan(rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> OverviewPlan:
    """The whole overview laid out for ``paper`` (a key of ``templates/base.yaml``)."""
    ov = style().overview
    pw, ph = base().papers[paper].size
    m = ov.margin_mm * PT_PER_MM
    inner = pw - 2 * m
    specs = [s for s in card_specs(rules, house, lang) if s.teams is not None]
    strip_top = ph - m - ov.title_size * 1.25 - 14.0
    strip_h = ov.diagram_mm * PT_PER_MM + 8.0 * PT_PER_MM + _orders_height(specs, inner)
    legend_top = strip_top - strip_h - 1.5 * PT_PER_MM
    legend = layout(
        # the seats' key, then the colours' key (blue Sponsor, rust Agent, green team)
        f"{rules.labels['seat_legend'].get(lang)} {rules.labels['colour_key'].get(lang)}",
        inner,
        ov.order_size,
        ov.order_size * 1.2,
        measure,
        style="italic",
    )
    cols_top = legend_top - legend.height - 3.0 * PT_PER_MM

    # Page 2 from the bottom up: credit, note, table, the table's heading.
    fs = ov.foot_size
    credit = layout(rules.labels["credit"].get(lang), inner, fs, fs * 1.2, measure, style="italic")
    credit_top = m + credit.height
    note_text = rules.labels["house_rule_note"].get(lang)
    rows = house_rows(rules, house, lang)
    indent = style().card.icon_mm * PT_PER_MM + 1.5 * PT_PER_MM
    ts = ov.table_size
    note = None
    note_top = credit_top + 2.0 * PT_PER_MM
    if rows:
        from nrprint.multiplayer.cardlayout import LEAD_ICON

        lead = LEAD_ICON.match(note_text)
        note = layout(note_text[lead.end() :] if lead else note_text, inner - indent, ts, ts * 1.2, measure)
        note_top += note.height + 1.0 * PT_PER_MM
    labels = rules.labels
    headers = (
        labels["house_amount"].get(lang),
        labels["house_meaning"].get(lang),
        labels["house_cards"].get(lang),
    )
    table = layout_table(rows, headers, inner, ts, measure)
    table_top = note_top + 2.0 * PT_PER_MM + table.height
    hs = ov.heading_size
    table_heading = layout(rules.labels["house_table"].get(lang), inner, hs, hs * 1.15, measure, style="bold")
    table_area_top = table_top + 1.5 * PT_PER_MM + table_heading.height if rows else credit_top

    width = (inner - (ov.columns - 1) * ov.gap_mm * PT_PER_MM) / ov.columns
    xs = [m + i * (width + ov.gap_mm * PT_PER_MM) for i in range(ov.columns)]
    frames = [Frame(0, x, cols_top, m) for x in xs]
    frames += [Frame(1, x, ph - m, table_area_top + 5.0 * PT_PER_MM) for x in xs]
    secs = sections(rules, house, lang)
    ratio = ov.heading_size / ov.body_size
    flow = flow_sections(secs, frames, width, ov.body_size, ov.body_min, ratio, measure)
    if flow.fits:
        frames, flow = balance_last_page(secs, frames, width, flow.size, ratio, measure)
    return OverviewPlan(
        pw,
        ph,
        m,
        strip_top,
        strip_h,
        legend_top,
        legend,
        flow,
        frames,
        table_heading,
        table_top,
        table,
        note,
        note_top,
        indent,
        credit,
        credit_top,
        specs,
    )


def overview_sizes(rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> dict[str, float]:
    """Every point size the overview prints, by what it is (for the type-floor checks)."""
    from nrprint.multiplayer.diagram import diagram

    ov = style().overview
    p = plan(rules, house, lang, paper)
    sizes = {
        "rules": p.flow.size,
        "section headings": p.flow.size * ov.heading_size / ov.body_size,
        "turn orders": ov.order_size,
        "diagram key": p.legend.size,
        "house-rule table": p.table.size,
        "credit": p.credit.size,
    }
    if p.note is not None:
        sizes["house-rule note"] = p.note.size
    pw = panel_width(p.pw - 2 * p.m, len(p.specs))
    for spec in p.specs:
        d = diagram(spec.seats, 0.0, 0.0, pw - 4 * PT_PER_MM, ov.diagram_mm * PT_PER_MM)
        sizes[f"seat labels ({spec.players} players)"] = min(s.label_size for s in d.seats)
    return sizes
