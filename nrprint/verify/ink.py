"""Read back what a PDF page prints: text runs (size, place) and the lines it strokes.

A small content-stream interpreter over pypdf's operation lists, enough for the print
checks in ``nrprint.verify.printing``: it follows the graphics state (``q``/``Q``/``cm``),
the text state (``BT``, ``Tf``, ``Tm``, ``Td``, ``TD``, ``T*``, ``TL``) and form
XObjects (``Do``, with their ``/Matrix``), and records

- every text run: its rendered size (the ``Tf`` size times the scale of the text
  matrix and CTM), its baseline origin, its end and its "up" direction;
- the stroked straight segments drawn on the page itself outside any clip
  (crop marks, rulers, rules: the sheet's own ink; cards are drawn inside a clip);
- the clip rectangles set on the page itself (on card sheets: one per card).

Each form is read once and placed by matrix wherever it is used.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from pypdf.generic import ContentStream

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def mul(m: Matrix, n: Matrix) -> Matrix:
    """``m`` then ``n`` (PDF row-vector convention: m × n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    return (x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5])


def scale(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


@dataclass(frozen=True, slots=True)
class TextRun:
    """One text-showing operation as printed: size in points, positions on the page."""

    size: float
    origin: tuple[float, float]
    end: tuple[float, float]
    top: tuple[float, float]  # 0.8 em above the origin, along the glyphs' up direction
    text: str


@dataclass
class PageInk:
    texts: list[TextRun] = field(default_factory=list)
    strokes: list[tuple[float, float, float, float]] = field(default_factory=list)
    clips: list[tuple[float, float, float, float]] = field(default_factory=list)  # x0, y0, x1, y1


def _raw(obj: object) -> bytes:
    if isinstance(obj, bytes):
        return obj
    get = getattr(obj, "get_original_bytes", None)
    if get is not None:
        return get()
    return str(obj).encode("latin-1", "replace")


def _widths(font: object) -> tuple[int, list[float], bool]:
    """(first code, widths per 1000 em, two-byte codes) of a font resource."""
    try:
        font = font.get_object()  # type: ignore[attr-defined]
        if font.get("/Subtype") == "/Type0":
            return 0, [], True
        return int(font.get("/FirstChar", 0)), [float(w) for w in font.get("/Widths", [])], False
    except (AttributeError, TypeError, ValueError):
        return 0, [], False


def _advance(raw: bytes, size: float, metrics: tuple[int, list[float], bool]) -> float:
    first, widths, wide = metrics
    codes = [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw), 2)] if wide else list(raw)
    total = 0.0
    for code in codes:
        k = code - first
        total += widths[k] if 0 <= k < len(widths) else 550.0
    return total / 1000.0 * size


class _Reader:
    def __init__(self, reader: object) -> None:
        self.reader = reader
        self.forms: dict[int, PageInk] = {}

    def form(self, ref: object) -> PageInk:
        key = id(ref.get_object()) if not hasattr(ref, "idnum") else ref.idnum  # type: ignore[attr-defined]
        if key not in self.forms:
            self.forms[key] = PageInk()  # guards against a form that draws itself
            obj = ref.get_object()  # type: ignore[attr-defined]
            ink = PageInk()
            self.run(ContentStream(obj, self.reader), obj.get("/Resources") or {}, IDENTITY, ink, top=False)
            self.forms[key] = ink
        return self.forms[key]

    def run(self, stream: ContentStream, res: object, ctm: Matrix, ink: PageInk, top: bool) -> None:
        fonts = (res.get("/Font") or {}) if hasattr(res, "get") else {}
        xobjects = (res.get("/XObject") or {}) if hasattr(res, "get") else {}
        stack: list[tuple[Matrix, bool]] = []
        clipped = False
        tm = tlm = IDENTITY
        size, leading, metrics = 0.0, 0.0, (0, [], False)
        path: list[tuple[float, float, float, float]] = []
        rects: list[tuple[float, float, float, float]] = []
        cur = start = (0.0, 0.0)
        pending_clip = False
        for operands, op in stream.operations:
            if op == b"q":
                stack.append((ctm, clipped))
            elif op == b"Q":
                if stack:
                    ctm, clipped = stack.pop()
            elif op == b"cm":
                ctm = mul(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
            elif op == b"BT":
                tm = tlm = IDENTITY
            elif op == b"Tf":
                size = float(operands[1])
                metrics = _widths(fonts.get(operands[0])) if operands[0] in fonts else (0, [], False)
            elif op == b"TL":
                leading = float(operands[0])
            elif op == b"Tm":
                tm = tlm = tuple(float(v) for v in operands)  # type: ignore[assignment]
            elif op in (b"Td", b"TD"):
                if op == b"TD":
                    leading = -float(operands[1])
                tm = tlm = mul((1, 0, 0, 1, float(operands[0]), float(operands[1])), tlm)
            elif op in (b"T*", b"'", b'"'):
                tm = tlm = mul((1, 0, 0, 1, 0, -leading), tlm)
            if op in (b"Tj", b"TJ", b"'", b'"'):
                items = operands[0] if op == b"TJ" else operands[-1:]
                raw = b"".join(_raw(t) for t in items if not isinstance(t, int | float))
                adv = _advance(raw, size, metrics)
                trm = mul(tm, ctm)
                ink.texts.append(
                    TextRun(
                        size * scale(trm),
                        apply(trm, 0, 0),
                        apply(trm, adv, 0),
                        apply(trm, 0, 0.8 * size),
                        raw.decode("latin-1"),
                    )
                )
                tm = mul((1, 0, 0, 1, adv, 0), tm)
            elif op == b"Do" and operands[0] in xobjects:
                ref = xobjects[operands[0]]
                obj = ref.get_object()
                if obj.get("/Subtype") == "/Form":
                    m = tuple(float(v) for v in obj.get("/Matrix", IDENTITY))
                    place = mul(m, ctm)  # type: ignore[arg-type]
                    inner = self.form(ref)
                    ink.texts.extend(_moved(t, place) for t in inner.texts)
            elif op == b"m":
                cur = start = (float(operands[0]), float(operands[1]))
            elif op == b"l":
                nxt = (float(operands[0]), float(operands[1]))
                path.append((*apply(ctm, *cur), *apply(ctm, *nxt)))
                cur = nxt
            elif op == b"h":
                path.append((*apply(ctm, *cur), *apply(ctm, *start)))
                cur = start
            elif op == b"re":
                x, y, w, h = (float(v) for v in operands)
                x0, y0 = apply(ctm, x, y)
                x1, y1 = apply(ctm, x + w, y + h)
                rects.append((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
            elif op in (b"W", b"W*"):
                pending_clip = True
            elif op in (b"S", b"s", b"B", b"B*", b"b", b"b*", b"f", b"F", b"f*", b"n"):
                if op in (b"S", b"s", b"B", b"B*", b"b", b"b*") and top and not clipped:
                    ink.strokes.extend(path)
                    for x0, y0, x1, y1 in rects:  # a stroked rectangle: its four sides
                        ink.strokes += [
                            (x0, y0, x1, y0),
                            (x1, y0, x1, y1),
                            (x1, y1, x0, y1),
                            (x0, y1, x0, y0),
                        ]
                if pending_clip:
                    clipped = True
                    if top and len(rects) == 1 and not path:
                        ink.clips.append(rects[0])
                path, rects, pending_clip = [], [], False


def _moved(t: TextRun, m: Matrix) -> TextRun:
    return TextRun(t.size * scale(m), apply(m, *t.origin), apply(m, *t.end), apply(m, *t.top), t.text)


def page_ink(page: object, reader: object, cache: _Reader | None = None) -> PageInk:
    """What ``page`` prints (text runs, unclipped strokes and clip rectangles of the page)."""
    r = cache or _Reader(reader)
    ink = PageInk()
    contents = page.get_contents()  # type: ignore[attr-defined]
    if contents is None:
        return ink
    r.run(ContentStream(contents, reader), page.get("/Resources") or {}, IDENTITY, ink, top=True)  # type: ignore[attr-defined]
    return ink


def reader_cache(reader: object) -> _Reader:
    """One form cache per document (forms are shared between its pages)."""
    return _Reader(reader)
