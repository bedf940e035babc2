#!/usr/bin/env python3
"""The floor for the turn-sequence build: bare reportlab drawing comparable pages.

Five A4 pages (two per language plus a bilingual one) with the same TrueType font, ~260
lines of text and ~60 boxes each — what the turn-sequence documents draw — with no
content loading, checking or layout. Usage: baseline_turn.py OUTDIR
"""

import sys
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONTS = Path(__file__).resolve().parent.parent / "nrprint" / "fonts"


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    pdfmetrics.registerFont(TTFont("B-Regular", str(FONTS / "DejaVuSansCondensed.ttf")))
    pdfmetrics.registerFont(TTFont("B-Bold", str(FONTS / "DejaVuSansCondensed-Bold.ttf")))
    for name, pages in (("en.pdf", 2), ("fr.pdf", 2), ("en-fr.pdf", 3)):
        c = Canvas(str(out / name), pagesize=A4, invariant=1)
        for _ in range(pages):
            for i in range(60):
                c.roundRect(30, 800 - i * 12, 250, 10, 2)
            for i in range(260):
                c.setFont("B-Bold" if i % 7 == 0 else "B-Regular", 8.8)
                c.drawString(
                    36 + (i % 2) * 270,
                    810 - (i // 2) * 6,
                    "Spend 3 clicks on the actions below, é à ç",
                )
            c.showPage()
        c.save()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
