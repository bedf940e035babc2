"""The one-page overview (A4 or Letter): diagrams, every rule, the table's house rules.

From the top: title and subtitle; one seating diagram per configured table size with
its two derived orders; every card's rules flowed into columns at one fitted size;
at the bottom, the house rules in use (value and meaning), the footnote and the credit.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.colors import HexColor

from nrprint.layout.textflow import ASCENT, TextBlock, layout
from nrprint.model.multiplayer import HouseRules, MultiplayerRules
from nrprint.multiplayer.cardlayout import LEAD_ICON, IconMark
from nrprint.multiplayer.deck import card_specs, colon
from nrprint.multiplayer.diagram import diagram
from nrprint.multiplayer.draw import draw_diagram, draw_mark
from nrprint.multiplayer.overview_layout import Flow, Section, flow_sections
from nrprint.multiplayer.style import style
from nrprint.multiplayer.values import fill, format_value, needed, resolve
from nrprint.render.fonts import measure
from nrprint.render.icons import IconPainter
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.textdraw import draw_block
from nrprint.source.templates import MM, base


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


def house_lines(rules: MultiplayerRules, house: HouseRules, lang: str) -> list[str]:
    """``**2**{houserule} bits the Agent gains ...`` for every amount on a house rule.

    A description that places its own amount (``[[name|one|other]]``, see ``fill``) is
    printed as it says; any other follows the amount.
    """
    lines = []
    resolved = resolve(rules, house)
    for name, res in resolved.items():
        if res.house:
            what = rules.values[name].what.get(lang)
            if needed(what):
                lines.append(fill(what, rules, resolved, lang))
            else:
                lines.append(f"{format_value(rules, res, lang)} {what}")
    return lines


def overview_flow(
    rules: MultiplayerRules, house: HouseRules, lang: str, paper: str
) -> tuple[Flow, dict[str, float]]:
    """The fitted flow of the rules and the page geometry it was fitted into."""
    st = style()
    ov = st.overview
    pw, ph = base().papers[paper].size
    m = ov.margin_mm * MM
    geo = {"pw": pw, "ph": ph, "m": m}
    geo["strip_top"] = ph - m - ov.title_size * 1.9
    geo["strip_h"] = ov.diagram_mm * MM + 7.0 * MM + _orders_height(rules, house, lang, pw - 2 * m)
    # Under the diagrams, their key (S = Sponsor ...), then the columns of rules.
    geo["legend_top"] = geo["strip_top"] - geo["strip_h"] - 1.5 * MM
    geo["legend_h"] = _legend(rules, lang, pw - 2 * m).height
    geo["cols_top"] = geo["legend_top"] - geo["legend_h"] - 2.5 * MM
    geo["foot_h"] = _footer_height(rules, house, lang, pw - 2 * m)
    geo["cols_bottom"] = m + geo["foot_h"] + 2.5 * MM
    width = (pw - 2 * m - (ov.columns - 1) * ov.gap_mm * MM) / ov.columns
    xs = [m + i * (width + ov.gap_mm * MM) for i in range(ov.columns)]
    flow = flow_sections(
        sections(rules, house, lang),
        xs,
        width,
        geo["cols_top"],
        geo["cols_bottom"],
        ov.body_size,
        ov.body_min,
        ov.heading_size / ov.body_size,
        measure,
    )
    return flow, geo


STRIP_GAP = 4 * MM


def _legend(rules: MultiplayerRules, lang: str, width: float) -> TextBlock:
    """The key to the seating diagrams, in one line under them."""
    size = style().overview.order_size
    return layout(rules.labels["seat_legend"].get(lang), width, size, size * 1.2, measure, style="italic")


def overview_sizes(rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> dict[str, float]:
    """Every point size the overview prints, by what it is (for the type-floor check)."""
    ov = style().overview
    flow, g = overview_flow(rules, house, lang, paper)
    sizes = {
        "rules": flow.size,
        "section headings": flow.size * ov.heading_size / ov.body_size,
        "turn orders": ov.order_size,
        "diagram key": _legend(rules, lang, g["pw"] - 2 * g["m"]).size,
    }
    for role, _text, size in _footer_parts(rules, house, lang):
        sizes[f"footer ({role})"] = size
    specs = [s for s in card_specs(rules, house, lang) if s.teams is not None]
    pw = _panel_width(g["pw"] - 2 * g["m"], len(specs))
    for spec in specs:
        d = diagram(spec.seats, 0.0, 0.0, pw - 4 * MM, ov.diagram_mm * MM)
        sizes[f"seat labels ({spec.teams * 2} players)"] = min(m.label_size for m in d.seats)
    return sizes


def _panel_width(width: float, n: int) -> float:
    return (width - STRIP_GAP * (n - 1)) / max(n, 1)


def _orders_height(rules: MultiplayerRules, house: HouseRules, lang: str, width: float) -> float:
    """Height of the tallest panel's two order lines (the 8-player one may wrap)."""
    specs = [s for s in card_specs(rules, house, lang) if s.teams is not None]
    pw = _panel_width(width, len(specs)) - 4 * MM
    tallest = 0.0
    for spec in specs:
        blocks = [
            layout(t, pw, style().overview.order_size, style().overview.order_size * 1.2, measure)
            for t in spec.orders
        ]
        tallest = max(tallest, sum(b.height + 1.0 for b in blocks))
    return tallest


def _footer_parts(rules: MultiplayerRules, house: HouseRules, lang: str) -> list[tuple[str, str, float]]:
    labels = rules.labels
    fs = style().overview.foot_size
    parts: list[tuple[str, str, float]] = []
    lines = house_lines(rules, house, lang)
    if lines:
        label = labels["house_table"].get(lang) + colon(lang)
        parts.append(("house", f"**{label}** " + " · ".join(lines), fs))
        parts.append(("note", labels["house_rule_note"].get(lang), fs))
    parts.append(("credit", labels["credit"].get(lang), fs))
    return parts


def _footer_block(role: str, text: str, size: float, width: float) -> tuple[TextBlock, float, str | None]:
    """A footer line laid out; a leading mark (the note's house) hangs left at 3 mm:
    the block, its indent and the mark's name."""
    lead = LEAD_ICON.match(text)
    indent = style().card.icon_mm * MM + 1.2 * MM if lead else 0.0
    if lead:
        text = text[lead.end() :]
    font = "italic" if role == "credit" else "regular"
    block = layout(text, width - indent, size, size * 1.2, measure, style=font)
    return block, indent, lead.group(1) if lead else None


def _footer_height(rules: MultiplayerRules, house: HouseRules, lang: str, width: float) -> float:
    total = 0.0
    for role, text, size in _footer_parts(rules, house, lang):
        total += _footer_block(role, text, size, width)[0].height + 1.2 * MM
    return total


def draw_overview(path: Path, rules: MultiplayerRules, house: HouseRules, lang: str, paper: str) -> None:
    st = style()
    ov = st.overview
    flow, g = overview_flow(rules, house, lang, paper)
    pw, ph, m = g["pw"], g["ph"], g["m"]
    title = rules.title.get(lang)
    c = open_canvas(
        path,
        (pw, ph),
        PdfMeta(f"{title} — {rules.labels['overview'].get(lang)}", rules.subtitle.get(lang), lang),
    )
    icons = IconPainter(c)
    ink, muted = base().colour("ink"), base().colour("muted")
    inner = pw - 2 * m
    head = layout(title, inner, ov.title_size, ov.title_size * 1.1, measure, style="bold")
    y = draw_block(c, icons, head, m, ph - m, st.colour("team"))
    sub = layout(rules.subtitle.get(lang), inner, 8.5, 10, measure)
    draw_block(c, icons, sub, m, y - 1.5, muted)
    _strip(c, icons, rules, house, lang, m, g["strip_top"], inner, g["strip_h"])
    draw_block(c, icons, _legend(rules, lang, inner), m, g["legend_top"], muted)
    for fb in flow.blocks:
        colour = st.colour(fb.side) if fb.role == "heading" else ink
        draw_block(c, icons, fb.block, fb.x, fb.top, colour, icon_colour=st.colour("house"))
    y = m + g["foot_h"]
    c.setStrokeColor(HexColor(base().colour("rule")))
    c.setLineWidth(0.5)
    c.line(m, y + 1.2 * MM, pw - m, y + 1.2 * MM)
    for role, text, size in _footer_parts(rules, house, lang):
        block, indent, mark = _footer_block(role, text, size, inner)
        colour = st.colour("house") if role == "note" else muted if role == "credit" else ink
        if mark is not None:
            side = st.card.icon_mm * MM
            baseline = y - size * ASCENT
            draw_mark(
                c, icons, IconMark(mark, m, baseline + size * 0.36 - side / 2, side), st.colour("house")
            )
        y = draw_block(c, icons, block, m + indent, y, colour, icon_colour=st.colour("house")) - 1.2 * MM
    c.showPage()
    c.save()


def _strip(c, icons, rules, house, lang, x, top, width, height) -> None:
    """One panel per configured table size: heading, diagram, first and later rounds."""
    st = style()
    specs = [s for s in card_specs(rules, house, lang) if s.teams is not None]
    if not specs:
        return
    gap = STRIP_GAP
    pw = _panel_width(width, len(specs))
    dh = st.overview.diagram_mm * MM
    for i, spec in enumerate(specs):
        px = x + i * (pw + gap)
        c.setFillColor(HexColor(base().colour("panel")))
        c.roundRect(px, top - height, pw, height, 2 * MM, stroke=0, fill=1)
        label = f"{spec.teams * 2} {rules.labels['players'].get(lang)}"
        head = layout(label, pw - 4 * MM, 8, 9, measure, style="bold")
        draw_block(c, icons, head, px + 2 * MM, top - 1.8 * MM, st.colour("team"))
        d = diagram(spec.seats, px + 2 * MM, top - 4.5 * MM - dh, pw - 4 * MM, dh)
        draw_diagram(c, icons, d, st)
        y = top - 5 * MM - dh
        for text in spec.orders:
            block = layout(
                text, pw - 4 * MM, style().overview.order_size, style().overview.order_size * 1.2, measure
            )
            y = draw_block(c, icons, block, px + 2 * MM, y, base().colour("ink")) - 1.0
