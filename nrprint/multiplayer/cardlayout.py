"""Where everything goes on a reference card (pure arithmetic; no PDF library).

Coordinates are points from the card's trim, bottom-left origin. From the top: a
coloured band with the kicker (and the house-rule label when the card uses one) and the
title; for turn-order cards the seating diagram and the two derived orders; the rules,
set at the deck's one ``body_size`` on every card (a long card is shortened in the
content, never set smaller), the gaps between rules widened up to ``rule_gap_max``
when room is left;
from the bottom up: the source line, the rulings references and the house-rule
footnote. House-rule marks in the label and the footnote are drawn apart from the text
at ``icon_mm`` (``marks``), so they stay legible beside small type. ``fits`` is False
(and ``overflow`` says by how much) when the rules do not fit at that size; the rules
model reports that instead of clipping (MPX001).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.layout.rect import Rect
from nrprint.layout.textflow import ASCENT, Measure, TextBlock, fit, layout
from nrprint.multiplayer.deck import CardSpec
from nrprint.multiplayer.style import CardStyle
from nrprint.units import PT_PER_MM

LEADING = 1.22  # leading / size for body text
LEAD_ICON = re.compile(r"^\{([a-z][a-z0-9-]*)\}\s*")


@dataclass(frozen=True, slots=True)
class PlacedBlock:
    """A text block with its first line's top at ``top`` and left edge at ``x``."""

    role: str  # kicker, house, title, order, rule, footnote, rulings, source
    x: float
    top: float
    block: TextBlock
    align: str = "left"


@dataclass(frozen=True, slots=True)
class IconMark:
    """An icon drawn on its own: ``side`` points square, bottom-left at (x, y)."""

    name: str
    x: float
    y: float
    side: float


@dataclass
class CardLayout:
    w: float
    h: float
    band: Rect
    blocks: list[PlacedBlock] = field(default_factory=list)
    diagram: Rect | None = None
    pill: Rect | None = None  # the light lozenge behind the house-rule label
    marks: list[IconMark] = field(default_factory=list)
    fits: bool = True
    overflow: float = 0.0
    body_size: float = 0.0
    body_top: float = 0.0  # the rules' room: below the band (or orders) ...
    body_bottom: float = 0.0  # ... down to the small print

    def empty_share(self) -> float:
        """How much of the rules' room is left blank below the last rule (0 to 1)."""
        rules = [pb for pb in self.blocks if pb.role == "rule"]
        room = self.body_top - self.body_bottom
        if not rules or room <= 0:
            return 1.0
        return max(0.0, min(pb.top - pb.block.height for pb in rules) - self.body_bottom) / room

    def text(self) -> str:
        """All words on the card, in drawing order (for tests and search)."""
        out = []
        for pb in self.blocks:
            for line in pb.block.lines:
                out.append(line.text())
        return "\n".join(out)


def _stack(
    paragraphs: list[str], width: float, size: float, gap: float, measure: Measure
) -> tuple[list[TextBlock], float]:
    blocks = [layout(p, width, size, size * LEADING, measure) for p in paragraphs]
    total = sum(b.height for b in blocks) + gap * max(len(blocks) - 1, 0)
    return blocks, total


def _header(spec: CardSpec, out: CardLayout, st: CardStyle, measure: Measure) -> bool:
    """Kicker, house-rule label and title in the band; False if they collide."""
    w, h = out.w, out.h
    m = st.margin_mm * PT_PER_MM
    inner = w - 2 * m
    top = h - 2.0 * PT_PER_MM
    kicker = layout(spec.kicker.upper(), inner, st.kicker_size, st.kicker_size * 1.2, measure)
    out.blocks.append(PlacedBlock("kicker", m, top, kicker))
    clash = False
    if spec.house:
        ks = st.kicker_size
        side = st.icon_mm * PT_PER_MM
        text_w = measure(spec.house_label, "bold", ks)
        pill_w = 1.0 * PT_PER_MM + side + 0.8 * PT_PER_MM + text_w + 1.2 * PT_PER_MM
        pill_h = side + 0.7 * PT_PER_MM
        pill = Rect(w - m + 1.0 * PT_PER_MM - pill_w, h - 1.3 * PT_PER_MM - pill_h, pill_w, pill_h)
        out.pill = pill
        out.marks.append(IconMark("houserule", pill.x + 1.0 * PT_PER_MM, pill.y + 0.35 * PT_PER_MM, side))
        label = layout(spec.house_label, text_w + 0.5, ks, ks * 1.2, measure, style="bold")
        baseline = pill.y + pill_h / 2 - ks * 0.36
        out.blocks.append(
            PlacedBlock(
                "house", pill.x + 1.0 * PT_PER_MM + side + 0.8 * PT_PER_MM, baseline + ks * ASCENT, label
            )
        )
        # The kicker and the label share the top of the band; they must not collide.
        clash = m + kicker.lines[0].width + 2 * PT_PER_MM > pill.x
    title_top = top - st.kicker_size * 1.35
    title_room = h - out.band.h + 1.2 * PT_PER_MM
    title = fit(
        spec.title,
        inner,
        title_top - title_room,
        st.title_size,
        st.title_size * 1.12,
        measure,
        min_size=TYPE_FLOOR_PT,
        style="bold",
    )
    out.blocks.append(PlacedBlock("title", m, title_top, title))
    return title.fits and not clash


def _footer(spec: CardSpec, out: CardLayout, st: CardStyle, measure: Measure) -> float:
    """Source (with the diagram's key), rulings and footnote, bottom up; the y above them."""
    m = st.margin_mm * PT_PER_MM
    inner = out.w - 2 * m
    fs = st.foot_size
    y = 2.4 * PT_PER_MM
    source = " · ".join(spec.sources)
    foot: list[tuple[str, str, str]] = [("source", source, "italic")]
    beside = False  # the diagram's key (turn-order cards) on the source line's right?
    if spec.legend:
        key = layout(spec.legend, inner, fs, fs * 1.18, measure)
        src = layout(source, inner, fs, fs * 1.18, measure, style="italic")
        beside = len(src.lines) == 1 and src.lines[0].width + 3 * PT_PER_MM + key.lines[0].width <= inner
        if not beside:
            foot.append(("legend", spec.legend, "regular"))
    if spec.rulings:
        foot.append(("rulings", f"**{spec.rulings_label}** " + ", ".join(spec.rulings), "regular"))
    if spec.footnote:
        foot.append(("footnote", spec.footnote, "regular"))
    for role, text, style in foot:
        x, width = m, inner
        lead = LEAD_ICON.match(text)
        if lead:  # a leading mark hangs left of the text, at full icon size
            side = st.icon_mm * PT_PER_MM
            x, width, text = m + side + 1.2 * PT_PER_MM, inner - side - 1.2 * PT_PER_MM, text[lead.end() :]
        block = layout(text, width, fs, fs * 1.18, measure, style=style)
        y += block.height
        out.blocks.append(PlacedBlock(role, x, y, block, "right" if role == "legend" else "left"))
        if role == "source" and beside:
            out.blocks.append(PlacedBlock("legend", x, y, key, "right"))
        if lead:
            baseline = y - fs * ASCENT
            out.marks.append(IconMark(lead.group(1), m, baseline + fs * 0.36 - side / 2, side))
        y += 1.1 * PT_PER_MM
    return y + 0.6 * PT_PER_MM


def layout_card(spec: CardSpec, w: float, h: float, st: CardStyle, measure: Measure) -> CardLayout:
    """Place every element of ``spec`` on a ``w`` × ``h`` card."""
    m = st.margin_mm * PT_PER_MM
    inner = w - 2 * m
    band_h = st.header_mm * PT_PER_MM
    out = CardLayout(w, h, Rect(0.0, h - band_h, w, band_h))
    ok = _header(spec, out, st, measure)
    body_bottom = _footer(spec, out, st, measure)

    # Body: diagram and orders (turn-order cards), then the rules at one fitted size.
    body_top = h - band_h - 2.2 * PT_PER_MM
    if spec.teams is not None:
        dh = st.diagram_mm * PT_PER_MM
        out.diagram = Rect(m, body_top - dh, inner, dh)
        body_top -= dh + 1.6 * PT_PER_MM
        for text in spec.orders:
            block = layout(text, inner, st.order_size, st.order_size * 1.2, measure)
            out.blocks.append(PlacedBlock("order", m, body_top, block))
            body_top -= block.height + 1.4 * PT_PER_MM
        body_top -= 0.8 * PT_PER_MM
    room = body_top - body_bottom
    out.body_top, out.body_bottom = body_top, body_bottom
    size = st.body_size
    gap = st.rule_gap
    blocks, total = _stack(list(spec.paragraphs), inner, size, gap, measure)
    out.body_size = size
    if total > room + 1e-6:
        ok = False
        out.overflow = total - room
    elif len(blocks) > 1:  # spread a sparse card's rules a little
        widest = st.rule_gap_max
        gap = min(widest, gap + (room - total) / (len(blocks) - 1))
    y = body_top
    for block in blocks:
        out.blocks.append(PlacedBlock("rule", m, y, block))
        y -= block.height + gap
    out.fits = ok and not any(
        pb.block.width + 1e-6 < max((ln.width for ln in pb.block.lines), default=0) for pb in out.blocks
    )
    return out
