"""Drawing operations: what a page shows, as plain data (positions in points, y up).

Layout modules produce these; ``render.ops.OpRenderer`` draws them with one method
per operation type. Keeping them as data lets tests check geometry without a PDF.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.textflow import TextBlock


@dataclass(frozen=True, slots=True)
class TextOp:
    block: TextBlock
    x: float
    top: float
    colour: str
    align: str = "left"
    icon_colour: str | None = None
    kind: str = "text"


@dataclass(frozen=True, slots=True)
class RectOp:
    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 0.6
    radius: float = 0.0
    dash: tuple[float, ...] = ()
    kind: str = "rect"


@dataclass(frozen=True, slots=True)
class PathOp:
    """A polyline; ``arrow`` puts a filled head at the last point."""

    points: tuple[tuple[float, float], ...]
    stroke: str
    line_width: float = 0.8
    arrow: bool = False
    head: float = 4.5
    dash: tuple[float, ...] = ()
    kind: str = "path"


@dataclass(frozen=True, slots=True)
class IconOp:
    name: str
    x: float
    baseline: float
    size: float
    colour: str
    kind: str = "icon"


@dataclass(frozen=True, slots=True)
class BookmarkOp:
    """An outline entry pointing at the top of this page."""

    title: str
    level: int
    key: str
    kind: str = "bookmark"


@dataclass(frozen=True, slots=True)
class FigureOp:
    """A picture the document paints (``key`` names it), lower-left corner at (x, y),
    ``scale`` times its own size."""

    key: str
    x: float
    y: float
    scale: float
    kind: str = "figure"


Op = TextOp | RectOp | PathOp | IconOp | BookmarkOp | FigureOp


@dataclass(slots=True)
class PagePlan:
    width: float
    height: float
    ops: list[Op] = field(default_factory=list)

    def add(self, *ops: Op) -> None:
        self.ops.extend(ops)


@dataclass(frozen=True, slots=True)
class Overflow:
    """Text that does not fit its frame: which string, which language, by how much."""

    label: str
    lang: str
    text: object  # the model.base.Text it came from (kept untyped: layout stays pure)
    message: str
