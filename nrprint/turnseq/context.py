"""The layout context every turn-sequence page function shares: ``Ctx`` (measuring,
styles, the template, the findings), ``Column`` (text stacked down a frame) and
``Voices`` (the languages a page speaks)."""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.ops import Overflow, PagePlan, TextOp
from nrprint.layout.textflow import Measure, TextBlock, fit, layout
from nrprint.model.base import Text
from nrprint.source.templates import Base, Style
from nrprint.turnseq.template import TurnTemplate


@dataclass
class Ctx:
    """What every layout function needs: measuring, styles, the template and a findings list."""

    measure: Measure
    base: Base
    tpl: TurnTemplate
    page_size: tuple[float, float]
    overflows: list[Overflow] = field(default_factory=list)

    def style(self, name: str) -> Style:
        """The turn sequence's own style ``name``, else the shared one of base.yaml."""
        return self.tpl.styles.get(name) or self.base.styles[name]

    def block(self, rich: str, style: str, width: float) -> TextBlock:
        st = self.style(style)
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
        st = self.style(style)
        floor = self.floor
        block = fit(rich, width, height, st.size, st.leading, self.measure, floor, st.font)
        if not block.fits:
            self.overflows.append(
                Overflow(
                    label,
                    lang,
                    text,
                    f"does not fit {width:.0f}×{height:.0f} pt even at {floor:g} pt",
                )
            )
        return block

    @property
    def floor(self) -> float:
        """The smallest size text may shrink to: the house floor or this page's, if higher."""
        return max(self.base.min_font_size, self.tpl.min_size)

    def overflow(self, text: object, label: str, lang: str, by: float) -> None:
        self.overflows.append(Overflow(label, lang, text, f"runs {by:.0f} pt past the bottom of its frame"))

    def colour(self, name: str) -> str:
        return self.base.colours[name]

    def new_page(self) -> PagePlan:
        return PagePlan(*self.page_size)


@dataclass
class Column:
    """Stacks text blocks downwards inside a frame, in one language, and reports what
    falls off its bottom."""

    ctx: Ctx
    page: PagePlan
    x: float
    width: float
    y: float
    bottom: float
    lang: str
    overflowed: bool = False

    def put(
        self,
        text: Text,
        style: str,
        label: str,
        *,
        bullet: str = "",
        indent: float = 0.0,
        colour: str = "ink",
        gap: float = 0.0,
    ) -> TextBlock:
        """``text`` in the column's language after ``bullet``, then ``gap`` below it;
        ``label`` is its content path, for a finding when it runs off the bottom."""
        block = self.ctx.block(bullet + text.get(self.lang), style, self.width - indent)
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
        self.guard(text, label)
        return block

    def guard(self, text: object, label: str) -> None:
        if self.y < self.bottom and not self.overflowed:
            self.overflowed = True
            self.ctx.overflows.append(
                Overflow(
                    label,
                    self.lang,
                    text,
                    f"runs {self.bottom - self.y:.0f} pt past the bottom of its frame",
                )
            )


@dataclass(frozen=True)
class Voices:
    """The languages a page speaks: one, or the source and a translation side by side."""

    langs: tuple[str, ...]

    @property
    def lang(self) -> str:
        """The language a finding is reported in: the translation when there is one."""
        return self.langs[-1]

    def joined(self, text: Text, sep: str = " · ") -> str:
        return sep.join(text.get(lang) for lang in self.langs)


def put_voices(
    ctx: Ctx,
    page: PagePlan,
    x: float,
    width: float,
    top: float,
    text: Text,
    style: str,
    voices: Voices,
    colour: str = "ink",
    gap: float = 8.0,
) -> float:
    """Set ``text`` once per language in equal columns from ``top``; return the lowest bottom."""
    n = len(voices.langs)
    cw = (width - (n - 1) * gap) / n
    low = top
    for i, lang in enumerate(voices.langs):
        block = ctx.block(text.get(lang), style, cw)
        page.add(TextOp(block, x + i * (cw + gap), top, ctx.colour(colour), icon_colour=ctx.colour("icon")))
        low = min(low, top - block.height)
    return low
