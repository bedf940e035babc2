"""Draw page plans (``layout.ops``) on a reportlab canvas: one method per operation."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.ops import BookmarkOp, FigureOp, IconOp, PagePlan, PathOp, RectOp, TextOp
from nrprint.render.icons import IconPainter
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.render.textdraw import draw_block

# Paints a picture: (canvas, x, y, scale), the picture's lower-left corner at (x, y).
Painter = Callable[[Canvas, float, float, float], None]


class OpRenderer:
    def __init__(self, canvas: Canvas, painters: Mapping[str, Painter] | None = None):
        self.c = canvas
        self.painters = dict(painters or {})
        self.icons = IconPainter(canvas)
        self.height = 0.0

    def page(self, plan: PagePlan) -> None:
        self.height = plan.height
        for op in plan.ops:
            getattr(self, f"op_{op.kind}")(op)
        self.c.showPage()

    def op_text(self, op: TextOp) -> None:
        draw_block(self.c, self.icons, op.block, op.x, op.top, op.colour, op.align, op.icon_colour)

    def op_rect(self, op: RectOp) -> None:
        c = self.c
        c.saveState()
        if op.fill:
            c.setFillColor(HexColor(op.fill))
        if op.stroke:
            c.setStrokeColor(HexColor(op.stroke))
            c.setLineWidth(op.line_width)
        if op.dash:
            c.setDash(list(op.dash))
        fill, stroke = int(op.fill is not None), int(op.stroke is not None)
        if op.radius:
            c.roundRect(op.x, op.y, op.w, op.h, op.radius, stroke=stroke, fill=fill)
        else:
            c.rect(op.x, op.y, op.w, op.h, stroke=stroke, fill=fill)
        c.restoreState()

    def op_path(self, op: PathOp) -> None:
        c = self.c
        c.saveState()
        c.setStrokeColor(HexColor(op.stroke))
        c.setFillColor(HexColor(op.stroke))
        c.setLineWidth(op.line_width)
        c.setLineJoin(1)
        if op.dash:
            c.setDash(list(op.dash))
        pts = list(op.points)
        if op.arrow and len(pts) >= 2:
            (x0, y0), (x1, y1) = pts[-2], pts[-1]
            length = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1e-6)
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            pts[-1] = (x1 - ux * op.head * 0.8, y1 - uy * op.head * 0.8)
        p = c.beginPath()
        p.moveTo(*pts[0])
        for pt in pts[1:]:
            p.lineTo(*pt)
        c.drawPath(p, stroke=1, fill=0)
        if op.arrow and len(op.points) >= 2:
            c.setDash([])
            (x0, y0), (x1, y1) = op.points[-2], op.points[-1]
            length = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1e-6)
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            h, w = op.head, op.head * 0.55
            head = c.beginPath()
            head.moveTo(x1, y1)
            head.lineTo(x1 - ux * h - uy * w, y1 - uy * h + ux * w)
            head.lineTo(x1 - ux * h + uy * w, y1 - uy * h - ux * w)
            head.close()
            c.drawPath(head, stroke=0, fill=1)
        c.restoreState()

    def op_icon(self, op: IconOp) -> None:
        self.icons.draw(op.name, op.x, op.baseline, op.size, op.colour)

    def op_figure(self, op: FigureOp) -> None:
        self.painters[op.key](self.c, op.x, op.y, op.scale)

    def op_bookmark(self, op: BookmarkOp) -> None:
        self.c.bookmarkPage(op.key, fit="XYZ", top=self.height)
        self.c.addOutlineEntry(op.title, op.key, level=op.level, closed=False)


def render_pages(
    path: Path, pages: Sequence[PagePlan], meta: PdfMeta, painters: Mapping[str, Painter] | None = None
) -> None:
    """Write ``pages`` to ``path`` (normally a temporary file the build then renames);
    ``painters`` paint the pages' ``FigureOp`` pictures by key."""
    first = pages[0]
    c = open_canvas(path, (first.width, first.height), meta)
    renderer = OpRenderer(c, painters)
    for plan in pages:
        c.setPageSize((plan.width, plan.height))
        renderer.page(plan)
    c.showOutline()
    c.save()
