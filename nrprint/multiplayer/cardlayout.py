"""Where everything goes on a reference card (pure arithmetic; no PDF library).

Coordinates are points from the card's trim, bottom-left origin. From the top: a
coloured band with the kicker (and the house-rule label when the card uses one) and the
title; for turn-order cards the seating diagram and the two derived orders; the rules,
all set at one size, the largest from ``body_size`` down to ``body_min`` that fits;
from the bottom up: the source line, the rulings references and the house-rule
footnote. ``fits`` is False (and ``overflow`` says by how much) when even the
smallest size does not fit; the rules model reports that instead of clipping.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.textflow import Measure, TextBlock, fit, layout
from nrprint.multiplayer.deck import CardSpec
from nrprint.multiplayer.style import CardStyle
from nrprint.templates import MM

LEADING = 1.22  # leading / size for body text
STEP = 0.2


@dataclass(frozen=True, slots=True)
class PlacedBlock:
    """A text block with its first line's top at ``top`` and left edge at ``x``."""

    role: str  # kicker, house, title, order, rule, footnote, rulings, source
    x: float
    top: float
    block: TextBlock
    align: str = "left"


@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float


@dataclass
class CardLayout:
    w: float
    h: float
    band: Box
    blocks: list[PlacedBlock] = field(default_factory=list)
    diagram: Box | None = None
    fits: bool = True
    overflow: float = 0.0
    body_size: float = 0.0

    def text(self) -> str:
        """All words on the card, in drawing order (for tests and search)."""
        out = []
        for pb in self.blocks:
            for line in pb.block.lines:
                out.append(" ".join(i.piece.text for i in line.items if i.piece.text))
        return "\n".join(out)


def _stack(
    paragraphs: list[str], width: float, size: float, gap: float, measure: Measure
) -> tuple[list[TextBlock], float]:
    blocks = [layout(p, width, size, size * LEADING, measure) for p in paragraphs]
    total = sum(b.height for b in blocks) + gap * max(len(blocks) - 1, 0)
    return blocks, total


def layout_card(spec: CardSpec, w: float, h: float, st: CardStyle, measure: Measure) -> CardLayout:
    """Place every element of ``spec`` on a ``w`` × ``h`` card."""
    m = st.margin_mm * MM
    inner = w - 2 * m
    band_h = st.header_mm * MM
    out = CardLayout(w, h, Box(0.0, h - band_h, w, band_h))

    # Header band: kicker line (with the house-rule label on the right), then the title.
    top = h - 2.0 * MM
    kicker = layout(spec.kicker.upper(), inner, st.kicker_size, st.kicker_size * 1.2, measure)
    out.blocks.append(PlacedBlock("kicker", m, top, kicker))
    if spec.house:
        label = layout(
            f"{{houserule}} {spec.house_label}",
            inner,
            st.kicker_size,
            st.kicker_size * 1.2,
            measure,
            style="bold",
        )
        out.blocks.append(PlacedBlock("house", m, top, label, align="right"))
        # The kicker and the label share one line; they must not collide.
        clash = kicker.lines[0].width + label.lines[0].width + 2 * MM > inner
    else:
        clash = False
    title_top = top - st.kicker_size * 1.35
    title_room = h - band_h + 1.2 * MM
    title = fit(
        spec.title,
        inner,
        title_top - title_room,
        st.title_size,
        st.title_size * 1.12,
        measure,
        min_size=6.5,
        style="bold",
    )
    out.blocks.append(PlacedBlock("title", m, title_top, title))
    ok = title.fits and not clash

    # Footer, bottom up: source, rulings, footnote.
    y = 2.4 * MM
    foot: list[tuple[str, str, str]] = [("source", " · ".join(spec.sources), "italic")]
    if spec.rulings:
        foot.append(("rulings", f"**{spec.rulings_label}** " + ", ".join(spec.rulings), "regular"))
    if spec.footnote:
        foot.append(("footnote", spec.footnote, "regular"))
    for role, text, style in foot:
        block = layout(text, inner, st.foot_size, st.foot_size * 1.18, measure, style=style)
        y += block.height
        out.blocks.append(PlacedBlock(role, m, y, block))
        y += 1.1 * MM
    body_bottom = y + 0.6 * MM

    # Body: diagram and orders (turn-order cards), then the rules at one fitted size.
    body_top = h - band_h - 2.2 * MM
    if spec.teams is not None:
        dh = st.diagram_mm * MM
        out.diagram = Box(m, body_top - dh, inner, dh)
        body_top -= dh + 1.6 * MM
        for text in spec.orders:
            block = layout(text, inner, st.order_size, st.order_size * 1.2, measure)
            out.blocks.append(PlacedBlock("order", m, body_top, block))
            body_top -= block.height + 1.4 * MM
        body_top -= 0.8 * MM
    room = body_top - body_bottom
    size = st.body_size
    while True:
        gap = st.rule_gap * size / st.body_size
        blocks, total = _stack(list(spec.paragraphs), inner, size, gap, measure)
        if total <= room + 1e-6 or size - STEP < st.body_min - 1e-9:
            break
        size = round(size - STEP, 4)
    out.body_size = size
    if total > room + 1e-6:
        ok = False
        out.overflow = total - room
    y = body_top
    for block in blocks:
        out.blocks.append(PlacedBlock("rule", m, y, block))
        y -= block.height + gap
    out.fits = ok and not any(
        pb.block.width + 1e-6 < max((ln.width for ln in pb.block.lines), default=0) for pb in out.blocks
    )
    return out
