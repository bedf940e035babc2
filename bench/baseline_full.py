#!/usr/bin/env python3
"""The floor for the full default build: bare reportlab drawing the same pages.

``baseline_full.py plan OUT PLAN.json`` reads a finished build (untimed): for every PDF
of ``OUT``, each page's size, and for every page and every form it defines (each once)
the text runs it draws itself (string, position, font and size, as pypdf reads them),
how many rectangles, line and curve segments, fills and strokes, colour changes, saved
states, transforms and clips it holds, and the forms it places; and how many bookmarks
the PDF has. ``baseline_full.py draw PLAN.json DEST`` (timed) then draws exactly that
in one process: one file per PDF, the same fonts embedded as subsets, the same strings
at the same places, each form defined once and placed where the build placed it, as
many of every other operation and bookmark — with no content loading, checking or
layout. ``tests/test_bench_floor.py`` reads both back and compares them.

Until issue 25's third session the floor drew the text runs (a form's once per
placing, on the page), rectangles and line segments of the pages' own streams: no
curves (the icons), no forms (card frames, click rows, icons), no colours, states,
clips or bookmarks. ``--pages-only`` draws that floor still, to compare with the
figures measured against it.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "nrprint" / "fonts"
FILES = {
    "regular": "DejaVuSansCondensed.ttf",
    "bold": "DejaVuSansCondensed-Bold.ttf",
    "italic": "DejaVuSansCondensed-Oblique.ttf",
    "bold_italic": "DejaVuSansCondensed-BoldOblique.ttf",
}
# Content-stream operators, by what the floor draws for each.
KINDS = {
    "re": "re",
    "l": "l",
    "c": "c",
    "v": "c",
    "y": "c",
    "f": "paint",
    "F": "paint",
    "S": "paint",
    "s": "paint",
    "B": "paint",
    "b": "paint",
    "f*": "paint",
    "B*": "paint",
    "b*": "paint",
    "rg": "colour",
    "RG": "colour",
    "g": "colour",
    "G": "colour",
    "k": "colour",
    "K": "colour",
    "sc": "colour",
    "scn": "colour",
    "SC": "colour",
    "SCN": "colour",
    "q": "q",
    "cm": "cm",
    "W": "clip",
    "W*": "clip",
}


def _style(base_font: str) -> str:
    name = base_font.split("+")[-1]
    for style, key in (("bold_italic", "BoldItalic"), ("bold", "Bold"), ("italic", "Italic")):
        if key in name:
            return style
    return "regular"


def _runs(data: bytes, resources) -> list[list]:
    """The text runs one content stream draws itself (not those of the forms it places),
    as pypdf reads them: string, position, style and size."""
    from pypdf import PageObject
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    runs: list[list] = []

    def visit(text, cm, tm, font, size):
        if text.strip() and font is not None:
            x, y = tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]
            runs.append([text, round(x, 2), round(y, 2), _style(str(font.get("/BaseFont", ""))), size or 8])

    own = DictionaryObject(
        {
            k: v
            for k, v in (resources.get_object() if resources is not None else {}).items()
            if k != "/XObject"
        }
    )
    page = PageObject.create_blank_page(width=1000, height=1000)
    page[NameObject("/Resources")] = own
    stream = DecodedStreamObject()
    stream.set_data(data)
    page[NameObject("/Contents")] = stream
    # Without its forms, pypdf says so for each one placed: known, and not an error here.
    quiet = logging.getLogger("pypdf")
    level, quiet.level = quiet.level, logging.CRITICAL
    try:
        page.extract_text(visitor_text=visit)
    finally:
        quiet.level = level
    return runs


def _stream(data: bytes, resources, reader, forms: dict) -> dict:
    """One content stream's text runs and operator counts; the forms it places are
    planned into ``forms`` (each once)."""
    from pypdf.generic import ContentStream

    ops = {kind: 0 for kind in set(KINDS.values())} | {"do": [], "runs": _runs(data, resources)}
    xobjects = resources.get_object().get("/XObject") if resources is not None else None
    xobjects = xobjects.get_object() if xobjects is not None else {}
    stream = ContentStream(None, reader)
    stream.set_data(data)
    for operands, op in stream.operations:
        key = op.decode("latin-1") if isinstance(op, bytes) else str(op)
        if key in KINDS:
            ops[KINDS[key]] += 1
        elif key == "Do" and operands[0] in xobjects:
            ref = xobjects.raw_get(operands[0])
            name = f"f{ref.idnum}" if hasattr(ref, "idnum") else f"f{id(ref)}"
            ops["do"].append(name)
            if name not in forms:
                form = ref.get_object()
                forms[name] = {}  # placed before it is planned: a form never holds itself
                forms[name] = _stream(form.get_data(), form.get("/Resources"), reader, forms)
    return ops


def plan(out: Path, target: Path) -> None:
    from pypdf import PdfReader

    docs = []
    for pdf in sorted(out.rglob("*.pdf")):
        if ".preview" in pdf.parts:
            continue
        reader = PdfReader(pdf)
        pages, forms = [], {}
        for page in reader.pages:
            contents = page.get_contents()
            data = contents.get_data() if contents is not None else b""
            box = page.mediabox
            ops = _stream(data, page.get("/Resources"), reader, forms)
            pages.append({"size": [float(box.width), float(box.height)], "ops": ops})
        docs.append(
            {
                "name": str(pdf.relative_to(out)),
                "pages": pages,
                "forms": forms,
                "bookmarks": _bookmarks(reader.outline),
            }
        )
    target.write_text(json.dumps(docs), encoding="utf-8")


def _bookmarks(outline: list) -> int:
    return sum(_bookmarks(item) if isinstance(item, list) else 1 for item in outline)


def _draw_ops(c, ops: dict) -> None:
    """As many of each operation as ``ops`` counts, through reportlab's canvas."""
    for i in range(ops.get("colour", 0)):
        (c.setFillColorRGB if i % 2 else c.setStrokeColorRGB)(0.1 * (i % 7), 0.2, 0.3)
    for _ in range(ops.get("q", 0)):
        c.saveState()
    for i in range(ops.get("cm", 0)):
        c.translate(0.5 + i % 3, 0.25)
    for i in range(ops.get("clip", 0)):
        p = c.beginPath()
        p.rect(5 + i % 9, 5, 400, 600)
        c.clipPath(p, stroke=0, fill=0)
    for i in range(ops.get("re", 0)):
        c.rect(20 + i % 50, 20 + i % 70, 40, 10, stroke=1, fill=i % 2)
    # The segments, in as many painted paths as the stream paints (one at least).
    paths = max(1, ops.get("paint", 0) - ops.get("re", 0))
    lines, curves = ops.get("l", 0), ops.get("c", 0)
    for n in range(paths):
        p = c.beginPath()
        p.moveTo(30, 30 + n % 500)
        for i in range(n, lines, paths):
            p.lineTo(200 + i % 40, 40 + i % 500)
        for i in range(n, curves, paths):
            p.curveTo(10 + i % 30, 20, 30, 40 + i % 60, 50, 60)
        c.drawPath(p, stroke=1, fill=n % 2)
    for _ in range(ops.get("q", 0)):
        c.restoreState()
    for name in ops.get("do", ()):
        c.doForm(name)
    _draw_runs(c, ops.get("runs", ()))


def _draw_runs(c, runs) -> None:
    for text, x, y, style, size in runs:
        c.setFont(f"B-{style}", size)
        c.drawString(x, y, text)


def _placed_runs(ops: dict, forms: dict) -> list:
    """A stream's runs with those of every form it places, each time it is placed (what
    the old floor drew on the page)."""
    return [
        *ops.get("runs", ()),
        *(r for name in ops.get("do", ()) for r in _placed_runs(forms[name], forms)),
    ]


def draw(plan_file: Path, dest: Path, pages_only: bool = False) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas

    for style, file in FILES.items():
        pdfmetrics.registerFont(TTFont(f"B-{style}", str(FONTS / file)))
    for doc in json.loads(plan_file.read_text(encoding="utf-8")):
        target = dest / doc["name"]
        target.parent.mkdir(parents=True, exist_ok=True)
        c = Canvas(str(target), invariant=1)
        if not pages_only:
            for name, ops in doc["forms"].items():
                c.beginForm(name)
                _draw_ops(c, ops)
                c.endForm()
        for number, page in enumerate(doc["pages"]):
            w, h = page["size"]
            c.setPageSize((w, h))
            ops = page["ops"]
            if pages_only:
                for i in range(ops.get("re", 0)):
                    c.rect(20 + i % 50, 20 + i % 70, 40, 10, stroke=1, fill=i % 2)
                for i in range(ops.get("l", 0)):
                    c.line(30, 30 + i % 500, 200, 40 + i % 500)
                _draw_runs(c, _placed_runs(ops, doc["forms"]))
            else:
                _draw_ops(c, ops)
                c.bookmarkPage(f"b{number}")
                for i in range(number, doc["bookmarks"], len(doc["pages"])):
                    c.addOutlineEntry(f"Entry {i + 1}", f"b{number}", level=0)
            c.showPage()
        c.save()


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--pages-only"]
    if len(args) != 3 or args[0] not in ("plan", "draw"):
        raise SystemExit(__doc__)
    if args[0] == "plan":
        plan(Path(args[1]), Path(args[2]))
    else:
        draw(Path(args[1]), Path(args[2]), pages_only="--pages-only" in sys.argv)
