"""Baseline for the card benchmark: bare reportlab, no rules model, no form reuse.

Draws N Runner-AI-like cards (title band, four click boxes with three text lines each,
a lower instruction, a back) 9-up on A4 with crop marks, fronts then backs, with the
same embedded font as nrprint. Usage: python bench/baseline_cards.py N out.pdf
"""

from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib.colors import HexColor, white
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

MM = 72 / 25.4
FONTS = Path(__file__).resolve().parents[1] / "nrprint" / "fonts"
W, H = 63 * MM, 88 * MM
PAGE = (210 * MM, 297 * MM)


def slots():
    x0, y0 = (PAGE[0] - 3 * W) / 2, (PAGE[1] + 3 * H) / 2
    return [(x0 + c * W, y0 - (r + 1) * H) for r in range(3) for c in range(3)]


def crop_marks(c: Canvas) -> None:
    x0, y0 = (PAGE[0] - 3 * W) / 2, (PAGE[1] - 3 * H) / 2
    c.setLineWidth(0.3)
    for i in range(4):
        x, y = x0 + i * W, y0 + i * H
        c.line(x, y0 - 6 * MM, x, y0 - 1.5 * MM)
        c.line(x, y0 + 3 * H + 1.5 * MM, x, y0 + 3 * H + 6 * MM)
        c.line(x0 - 6 * MM, y, x0 - 1.5 * MM, y)
        c.line(x0 + 3 * W + 1.5 * MM, y, x0 + 3 * W + 6 * MM, y)


def front(c: Canvas, x: float, y: float, n: int) -> None:
    c.setFillColor(HexColor("#fbeee6"))
    c.rect(x, y, W, H, stroke=0, fill=1)
    c.setFillColor(HexColor("#9a3412"))
    c.rect(x, y + H - 13 * MM, W, 13 * MM, stroke=0, fill=1)
    c.setFillColor(white)
    c.setFont("B", 9.5)
    c.drawString(x + 9, y + H - 28, f"Stress card {n}")
    row_h = (H - 26 * MM) / 4
    for i in range(4):
        ry = y + 11 * MM + i * row_h
        c.setFillColor(white)
        c.setStrokeColor(HexColor("#9a3412"))
        c.roundRect(x + 22, ry + 2, W - 28, row_h - 4, 6, stroke=1, fill=1)
        c.setFillColor(HexColor("#9a3412"))
        c.circle(x + 12, ry + row_h - 10, 6, stroke=0, fill=1)
        c.setFillColor(HexColor("#1d1d1b"))
        c.setFont("R", 7)
        for k, text in enumerate(
            (
                "Run red · link 2 · trash 3",
                "1. fewer than 6 credits: economy",
                "2. Remote +A most advancement tokens",
            )
        ):
            c.drawString(x + 26, ry + row_h - 12 - 8 * k, text)
    c.setFont("R", 7.2)
    c.drawString(x + 9, y + 16, "Each click left: try the red run again.")


def back(c: Canvas, x: float, y: float) -> None:
    c.setFillColor(HexColor("#9a3412"))
    c.rect(x, y, W, H, stroke=0, fill=1)
    c.setStrokeColor(HexColor("#fbeee6"))
    for r in range(8, 80, 9):
        c.circle(x + W / 2, y + H / 2, r, stroke=1, fill=0)
    c.setFillColor(white)
    c.setFont("B", 30)
    c.drawCentredString(x + W / 2, y + H / 2, "AI")


def main(n: int, out: Path) -> None:
    pdfmetrics.registerFont(TTFont("R", str(FONTS / "DejaVuSansCondensed.ttf")))
    pdfmetrics.registerFont(TTFont("B", str(FONTS / "DejaVuSansCondensed-Bold.ttf")))
    c = Canvas(str(out), pagesize=PAGE, invariant=1, pageCompression=1)
    pos = slots()
    for start in range(0, n, 9):
        group = range(start, min(start + 9, n))
        crop_marks(c)
        for (x, y), i in zip(pos, group, strict=False):
            front(c, x, y, i + 1)
        c.showPage()
        for (x, y), _i in zip(pos, group, strict=False):
            back(c, PAGE[0] - x - W, y)
        c.showPage()
    c.save()


if __name__ == "__main__":
    main(int(sys.argv[1]), Path(sys.argv[2]))
