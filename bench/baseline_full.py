#!/usr/bin/env python3
"""The floor for the full default build: bare reportlab drawing the same pages.

``baseline_full.py plan OUT PLAN.json`` reads a finished build (untimed): for every PDF
of ``OUT``, each page's size, every text run (its string, position, font and size, as
pypdf sees them) and how many rectangles, path segments and fill/stroke operations the
page's own content stream holds. ``baseline_full.py draw PLAN.json DEST`` (timed) then
draws exactly that in one process: one file per PDF, the same fonts embedded as
subsets, the same strings at the same places, the same number of rectangles and line
segments — with no content loading, checking or layout, and without the click-row
forms, icons' curves or bookmarks (so this floor is, if anything, low).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "nrprint" / "fonts"
FILES = {
    "regular": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSansCondensed-Oblique.ttf",
    "bold_italic": "DejaVuSansCondensed-BoldOblique.ttf",
}


def _style(base_font: str) -> str:
    name = base_font.split("+")[-1]
    for style, key in (("bold_italic", "BoldItalic"), ("bold", "Bold"), ("italic", "Italic")):
        if key in name:
            return style
    return "regular"


def plan(out: Path, target: Path) -> None:
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    docs = []
    for pdf in sorted(out.rglob("*.pdf")):
        if ".preview" in pdf.parts:
            continue
        reader = PdfReader(pdf)
        pages = []
        for page in reader.pages:
            runs: list[list] = []

            def visit(text, cm, tm, font, size, runs=runs):
                if text.strip() and font is not None:
                    x, y = tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]
                    runs.append(
                        [text, round(x, 2), round(y, 2), _style(str(font.get("/BaseFont", ""))), size or 8]
                    )

            page.extract_text(visitor_text=visit)
            ops = {"re": 0, "l": 0, "paint": 0}
            contents = page.get_contents()
            if contents is not None:
                for _operands, op in ContentStream(contents, reader).operations:
                    key = op.decode("latin-1") if isinstance(op, bytes) else str(op)
                    if key in ("re", "l"):
                        ops[key] += 1
                    elif key in ("f", "S", "B", "f*", "b"):
                        ops["paint"] += 1
            box = page.mediabox
            pages.append({"size": [float(box.width), float(box.height)], "runs": runs, "ops": ops})
        docs.append({"name": str(pdf.relative_to(out)), "pages": pages})
    target.write_text(json.dumps(docs), encoding="utf-8")


def draw(plan_file: Path, dest: Path) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas

    for style, file in FILES.items():
        pdfmetrics.registerFont(TTFont(f"B-{style}", str(FONTS / file)))
    for doc in json.loads(plan_file.read_text(encoding="utf-8")):
        target = dest / doc["name"]
        target.parent.mkdir(parents=True, exist_ok=True)
        c = Canvas(str(target), invariant=1)
        for page in doc["pages"]:
            w, h = page["size"]
            c.setPageSize((w, h))
            ops = page["ops"]
            for i in range(ops["re"]):
                c.rect(20 + i % 50, 20 + i % 70, 40, 10, stroke=1, fill=i % 2)
            for i in range(ops["l"]):
                c.line(30, 30 + i % 500, 200, 40 + i % 500)
            for text, x, y, style, size in page["runs"]:
                c.setFont(f"B-{style}", size)
                c.drawString(x, y, text)
            c.showPage()
        c.save()


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("plan", "draw"):
        raise SystemExit(__doc__)
    (plan if sys.argv[1] == "plan" else draw)(Path(sys.argv[2]), Path(sys.argv[3]))
