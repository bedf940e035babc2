#!/usr/bin/env python3
"""The floor for the full default build: bare reportlab drawing the same pages.

``baseline_full.py plan OUT PLAN.json`` reads a finished build (untimed): for every PDF
of ``OUT``, each page's size, and for every page and every form it defines (each once)
the text runs it draws itself (string, position, font and size, as pypdf reads them),
how many times it writes every other operator (segments, paints, colours, states,
transforms, clips, widths, dashes...), and the forms it places; and how many bookmarks
the PDF has. ``baseline_full.py draw PLAN.json DEST`` (timed) then draws exactly that
in one process: one file per PDF, the same fonts embedded as subsets, the same strings
at the same places (each run a text object of the build's own operators), each form
defined once and placed where the build placed it, every other operator as many times,
with reportlab's number formatting (and without the initial font and transform its
canvas writes, which the build does not), and as many bookmarks — with no content
loading, checking or layout. ``tests/test_bench_floor.py`` reads both back and compares
every operator's count.

Until issue 39 the floor drew paths through reportlab's path calls, which wrote other
operators than the build (``cm`` 110 for the build's 210, ``rg`` 231 for 428, no ``f*``,
``w`` or ``d``), and a preamble per page and form the build does not write.

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


# What one text run is drawn with (``_draw_runs``): the floor draws the runs, and every
# other operator of the stream as many times as the build wrote it (``_draw_counts``).
TEXT = {"BT", "ET", "Tf", "TL", "Tm", "T*", "Tj", "TJ", "Td", "TD", "'", '"', "Tc", "Tw", "Tz", "Ts", "Tr"}
# Operands for each operator the floor writes, formatted as reportlab formats its own.
OPERANDS = {
    "m": 2, "l": 2, "c": 6, "v": 4, "y": 4, "re": 4, "cm": 6, "w": 1, "J": 1, "j": 1, "M": 1,
    "rg": 3, "RG": 3, "g": 1, "G": 1, "k": 4, "K": 4, "sc": 3, "SC": 3, "scn": 3, "SCN": 3, "i": 1,
}  # fmt: skip


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
    counts: dict[str, int] = {}
    ops["counts"] = counts
    for operands, op in stream.operations:
        key = op.decode("latin-1") if isinstance(op, bytes) else str(op)
        if key not in TEXT and key != "Do":
            counts[key] = counts.get(key, 0) + 1
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
    """The stream's forms placed, its text runs, and every other operator as many times
    as the build wrote it, through reportlab's canvas."""
    for name in ops.get("do", ()):
        c.doForm(name)
    for text, x, y, style, size in ops.get("runs", ()):
        t = c.beginText(x, y)  # BT, Tm
        t.setFont(f"B-{style}", size)  # Tf, TL
        t.textLine(text)  # Tj, T*
        c.drawText(t)  # ET
    _draw_counts(c, ops.get("counts", {}))


def _draw_counts(c, counts: dict) -> None:
    from reportlab.lib.rl_accel import fp_str

    code = c._code  # what the canvas's own drawing calls append to
    for op, n in sorted(counts.items()):
        k = OPERANDS.get(op, 0)
        if op == "d":
            code.extend(f"[{i % 4 + 1} {i % 3 + 1}] 0 d" for i in range(n))
        elif k:
            code.extend(f"{fp_str(*[(i * 7 + j) % 500 / 3 for j in range(k)])} {op}" for i in range(n))
        else:
            code.extend([op] * n)


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
                c._preamble = ""  # the build writes no initial font or transform: nor does the floor
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
                c._preamble = ""
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
