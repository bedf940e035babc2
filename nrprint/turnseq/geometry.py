"""Template model for the turn-sequence summary and a shared layout context."""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from nrprint.layout.ops import Overflow, PagePlan, TextOp
from nrprint.layout.textflow import Measure, TextBlock, fit, layout
from nrprint.templates import Base


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Flowchart(_Strict):
    box_width: float
    box_padding: float
    id_width: float
    branch_row: float
    step_gap: float
    label_width: float
    lane_gap: float
    end_box_height: float


class Bilingual(_Strict):
    cost_width: float
    id_width: float
    row_gap: float
    column_gap: float


class TurnTemplate(_Strict):
    margin: float
    column_gap: float
    cost_width: float
    row_gap: float
    section_gap: float
    header_band: float
    panel_padding: float
    changes_share: float
    flowchart: Flowchart
    bilingual: Bilingual


@dataclass
class Ctx:
    """What every layout function needs: measuring, styles, geometry and a findings list."""

    measure: Measure
    base: Base
    tpl: TurnTemplate
    page_size: tuple[float, float]
    overflows: list[Overflow] = field(default_factory=list)

    def block(self, rich: str, style: str, width: float) -> TextBlock:
        st = self.base.styles[style]
        return layout(rich, width, st.size, st.leading, self.measure, st.font)

    def fitted(
        self,
        rich: str,
        style: str,
        width: float,
        height: float,
        text: object,
        label: str,
        lang: str,
    ) -> TextBlock:
        """Shrink to fit a fixed box, never below the template minimum; record overflow."""
        st = self.base.styles[style]
        block = fit(rich, width, height, st.size, st.leading, self.measure, self.base.min_font_size, st.font)
        if not block.fits:
            self.overflows.append(
                Overflow(
                    label,
                    lang,
                    text,
                    f"does not fit {width:.0f}×{height:.0f} pt even at {self.base.min_font_size:g} pt",
                )
            )
        return block

    def colour(self, name: str) -> str:
        return self.base.colours[name]

    def new_page(self) -> PagePlan:
        return PagePlan(*self.page_size)


@dataclass
class Column:
    """Stacks text blocks downwards inside a frame and reports what falls off its bottom."""

    ctx: Ctx
    page: PagePlan
    x: float
    width: float
    y: float
    bottom: float
    overflowed: bool = False

    def put(
        self,
        rich: str,
        style: str,
        *,
        text: object,
        label: str,
        lang: str,
        indent: float = 0.0,
        colour: str = "ink",
        gap: float = 0.0,
    ) -> TextBlock:
        block = self.ctx.block(rich, style, self.width - indent)
        self.page.add(
            TextOp(
                block,
                self.x + indent,
                self.y,
                self.ctx.colour(colour),
                icon_colour=self.ctx.colour("icon"),
            )
        )
        self.y -= block.height + gap
        self.guard(text, label, lang)
        return block

    def guard(self, text: object, label: str, lang: str) -> None:
        if self.y < self.bottom and not self.overflowed:
            self.overflowed = True
            self.ctx.overflows.append(
                Overflow(
                    label,
                    lang,
                    text,
                    f"runs {self.bottom - self.y:.0f} pt past the bottom of its frame",
                )
            )
