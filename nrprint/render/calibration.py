"""The duplex calibration sheet: targets with scales on the front, red crosses on the back.

Five targets (one near each corner, one in the centre) carry ±15 mm scales whose
numbers are already the correction to add to the back offset for the chosen flip; the
back page has a red cross behind each target (the current offset applied). Held against
the light, the centre cross gives the reading; the corners show whether the drift is
the same all over the sheet (a rotation or a scaling shows as different readings).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.layout.imposition import Rect, Ruler, back_rect, sheets
from nrprint.layout.sheetmarks import Label
from nrprint.render.cardsheet import ImposeOptions, draw_ruler
from nrprint.render.fonts import font_name, measure
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM, mm

REACH = 15  # mm each way on a scale
CORNER = mm(32)  # a corner target's centre, from both paper edges


def targets(w: float, h: float) -> list[tuple[float, float]]:
    """Centre first, then the four corners (top-left, top-right, bottom-left, bottom-right)."""
    return [
        (w / 2, h / 2),
        (CORNER, h - CORNER),
        (w - CORNER, h - CORNER),
        (CORNER, CORNER),
        (w - CORNER, CORNER),
    ]


def calibration_sheet(
    path: Path, meta: PdfMeta, opts: ImposeOptions, title: str, lines: Sequence[str], back_label: str = "back"
) -> int:
    """Write the sheet; return its page count (2)."""
    from nrprint.layout.imposition import paper_size

    w, h = paper_size(opts.paper)
    c = open_canvas(path, (w, h), meta, no_scaling=True)
    # Sign of the reading → offset: derived from how each flip maps back to front.
    sx, sy = (1, -1) if opts.duplex == "long-edge" else (-1, 1)
    spots = targets(w, h)
    _instructions(c, w, h, title, lines)
    for x, y in spots:
        _scales(c, x, y, sx, sy)
    tick = sheets().ruler.tick_mm * PT_PER_MM
    ruler = Ruler(w / 2 - mm(28), mm(14), "h", mm(50), tick)
    size = sheets().ruler.label_pt
    draw_ruler(c, ruler, Label(ruler.x + ruler.length + mm(1.2), ruler.y, 0, 3.6 * size, size))
    c.showPage()
    c.setFillColor(HexColor(base().colour("ink")))
    c.setFont(font_name("regular"), 8)
    c.drawCentredString(w / 2, mm(14), f"{title} · {back_label} ({opts.edge_label or opts.duplex})")
    c.setStrokeColor(HexColor(base().colour("fail")))
    c.setLineWidth(0.5)
    for x, y in spots:
        r = back_rect(Rect(x, y, 0.0, 0.0), w, h, opts.duplex, opts.back_offset_mm)
        c.line(r.x - mm(14), r.y, r.x + mm(14), r.y)
        c.line(r.x, r.y - mm(14), r.x, r.y + mm(14))
        c.circle(r.x, r.y, mm(2))
    c.showPage()
    c.save()
    return 2


def _instructions(c: Canvas, w: float, h: float, title: str, lines: Sequence[str]) -> None:
    """Title and steps between the top targets and the centre one, wrapped to the page."""
    left = mm(20)
    width = w - 2 * left
    top = h - CORNER - (REACH + 12) * PT_PER_MM
    c.setFillColor(HexColor(base().colour("ink")))
    c.setFont(font_name("bold"), 14)
    c.drawString(left, top, title)
    y = top - mm(8)
    for line in lines:
        for part in _wrap(line, 9.0, width):
            c.setFont(font_name("regular"), 9.0)
            c.drawString(left, y, part)
            y -= 12
        y -= 3


def _wrap(text: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    cur = ""
    for word in text.split(" "):
        trial = f"{cur} {word}".strip()
        if cur and measure(trial, "regular", size) > width:
            out.append(cur)
            cur = word
        else:
            cur = trial
    return [*out, cur] if cur else out


def _scales(c: Canvas, x: float, y: float, sx: int, sy: int) -> None:
    """Crossed ±15 mm scales centred on (x, y); labels are the offset value to enter."""
    c.saveState()
    c.setStrokeColor(HexColor("#000000"))
    c.setFillColor(HexColor("#000000"))
    c.setLineWidth(0.3)
    c.line(x - REACH * PT_PER_MM, y, x + REACH * PT_PER_MM, y)
    c.line(x, y - REACH * PT_PER_MM, x, y + REACH * PT_PER_MM)
    c.setFont(font_name("regular"), 6.5)
    for n in range(-REACH, REACH + 1):
        t = (3.0 if n % 5 == 0 else 1.6) * PT_PER_MM
        c.line(x + n * PT_PER_MM, y - t / 2, x + n * PT_PER_MM, y + t / 2)
        c.line(x - t / 2, y + n * PT_PER_MM, x + t / 2, y + n * PT_PER_MM)
        if n and n % 5 == 0:
            # A pinwheel, so no two sets of values share a quadrant: X values left of the
            # centre under the scale and right of it above; Y values above the centre on
            # the left and below it on the right.
            c.drawCentredString(
                x + n * PT_PER_MM, y + (mm(2.0) if n > 0 else -mm(3.6)), f"{sx * n:+d}".replace("-", "−")
            )
            ty = y + n * PT_PER_MM - 0.35 * 6.5
            if n > 0:
                c.drawRightString(x - mm(2.2), ty, f"{sy * n:+d}".replace("-", "−"))
            else:
                c.drawString(x + mm(2.2), ty, f"{sy * n:+d}".replace("-", "−"))
    c.setFont(font_name("bold"), 8)
    c.drawString(x + (REACH + 3.2) * PT_PER_MM, y - 2.8, "X")  # clear of the "+15" above the scale
    c.drawCentredString(x, y + (REACH + 1.5) * PT_PER_MM, "Y")
    c.restoreState()
