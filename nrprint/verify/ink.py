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

The state is one ``_GraphicsState``; each operator read is one small function, found in
``_OPERATORS`` (as pdfminer's ``PDFPageInterpreter`` has a ``do_*`` method per operator);
the arithmetic is in ``verify.pdfmath``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pypdf.generic import ContentStream

from nrprint.verify.pdfmath import (
    IDENTITY,
    NO_METRICS,
    Matrix,
    Metrics,
    advance,
    apply,
    font_metrics,
    mul,
    raw_bytes,
    scale,
)


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
        """Read ``stream`` into ``ink``; ``top``: the page's own (strokes and clips count)."""
        fonts = (res.get("/Font") or {}) if hasattr(res, "get") else {}
        xobjects = (res.get("/XObject") or {}) if hasattr(res, "get") else {}
        g = _GraphicsState(self, ink, top, fonts, xobjects, ctm)
        for operands, op in stream.operations:
            handler = _OPERATORS.get(op)
            if handler is not None:
                handler(g, operands)


Segment = tuple[float, float, float, float]


@dataclass
class _GraphicsState:
    """What the interpreter follows while it reads one content stream: the graphics state
    (CTM, clipped) and its ``q`` stack, the text state, and the path being built."""

    reader: _Reader
    ink: PageInk
    top: bool  # the page's own stream (not a form's)
    fonts: Any
    xobjects: Any
    ctm: Matrix
    clipped: bool = False
    stack: list[tuple[Matrix, bool]] = field(default_factory=list)
    tm: Matrix = IDENTITY  # text matrix
    tlm: Matrix = IDENTITY  # text line matrix
    size: float = 0.0
    leading: float = 0.0
    metrics: Metrics = NO_METRICS
    path: list[Segment] = field(default_factory=list)  # straight segments, on the page
    rects: list[Segment] = field(default_factory=list)  # x0, y0, x1, y1, on the page
    cur: tuple[float, float] = (0.0, 0.0)
    start: tuple[float, float] = (0.0, 0.0)
    pending_clip: bool = False


Operands = list[Any]


def _matrix(operands: Operands) -> Matrix:
    a, b, c, d, e, f = (float(v) for v in operands)
    return (a, b, c, d, e, f)


def _save(g: _GraphicsState, operands: Operands) -> None:  # q
    g.stack.append((g.ctm, g.clipped))


def _restore(g: _GraphicsState, operands: Operands) -> None:  # Q
    if g.stack:
        g.ctm, g.clipped = g.stack.pop()


def _concat(g: _GraphicsState, operands: Operands) -> None:  # cm
    g.ctm = mul(_matrix(operands), g.ctm)


def _begin_text(g: _GraphicsState, operands: Operands) -> None:  # BT
    g.tm = g.tlm = IDENTITY


def _font(g: _GraphicsState, operands: Operands) -> None:  # Tf
    g.size = float(operands[1])
    g.metrics = font_metrics(g.fonts.get(operands[0])) if operands[0] in g.fonts else NO_METRICS


def _set_leading(g: _GraphicsState, operands: Operands) -> None:  # TL
    g.leading = float(operands[0])


def _text_matrix(g: _GraphicsState, operands: Operands) -> None:  # Tm
    g.tm = g.tlm = _matrix(operands)


def _move(g: _GraphicsState, operands: Operands) -> None:  # Td
    g.tm = g.tlm = mul((1, 0, 0, 1, float(operands[0]), float(operands[1])), g.tlm)


def _move_leading(g: _GraphicsState, operands: Operands) -> None:  # TD
    g.leading = -float(operands[1])
    _move(g, operands)


def _next_line(g: _GraphicsState, operands: Operands) -> None:  # T*
    g.tm = g.tlm = mul((1, 0, 0, 1, 0, -g.leading), g.tlm)


def _show(g: _GraphicsState, items: Operands) -> None:
    """Record one text run of the strings in ``items`` and advance the text matrix."""
    raw = b"".join(raw_bytes(t) for t in items if not isinstance(t, int | float))
    adv = advance(raw, g.size, g.metrics)
    trm = mul(g.tm, g.ctm)
    g.ink.texts.append(
        TextRun(
            g.size * scale(trm),
            apply(trm, 0, 0),
            apply(trm, adv, 0),
            apply(trm, 0, 0.8 * g.size),
            raw.decode("latin-1"),
        )
    )
    g.tm = mul((1, 0, 0, 1, adv, 0), g.tm)


def _show_string(g: _GraphicsState, operands: Operands) -> None:  # Tj
    _show(g, operands[-1:])


def _show_array(g: _GraphicsState, operands: Operands) -> None:  # TJ
    _show(g, operands[0])


def _next_line_show(g: _GraphicsState, operands: Operands) -> None:  # ' and "
    _next_line(g, operands)
    _show(g, operands[-1:])


def _form(g: _GraphicsState, operands: Operands) -> None:  # Do: a form's text, placed
    if operands[0] not in g.xobjects:
        return
    ref = g.xobjects[operands[0]]
    obj = ref.get_object()
    if obj.get("/Subtype") == "/Form":
        place = mul(_matrix(obj.get("/Matrix", IDENTITY)), g.ctm)
        inner = g.reader.form(ref)
        g.ink.texts.extend(_moved(t, place) for t in inner.texts)


def _move_to(g: _GraphicsState, operands: Operands) -> None:  # m
    g.cur = g.start = (float(operands[0]), float(operands[1]))


def _line_to(g: _GraphicsState, operands: Operands) -> None:  # l
    nxt = (float(operands[0]), float(operands[1]))
    g.path.append((*apply(g.ctm, *g.cur), *apply(g.ctm, *nxt)))
    g.cur = nxt


def _close(g: _GraphicsState, operands: Operands) -> None:  # h
    g.path.append((*apply(g.ctm, *g.cur), *apply(g.ctm, *g.start)))
    g.cur = g.start


def _rectangle(g: _GraphicsState, operands: Operands) -> None:  # re
    x, y, w, h = (float(v) for v in operands)
    x0, y0 = apply(g.ctm, x, y)
    x1, y1 = apply(g.ctm, x + w, y + h)
    g.rects.append((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))


def _clip(g: _GraphicsState, operands: Operands) -> None:  # W, W*: applies at the next paint
    g.pending_clip = True


def _paint(g: _GraphicsState, stroke: bool) -> None:
    """End the path: record its strokes (page level, outside any clip) and its clip."""
    if stroke and g.top and not g.clipped:
        g.ink.strokes.extend(g.path)
        for x0, y0, x1, y1 in g.rects:  # a stroked rectangle: its four sides
            g.ink.strokes += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
    if g.pending_clip:
        g.clipped = True
        if g.top and len(g.rects) == 1 and not g.path:
            g.ink.clips.append(g.rects[0])
    g.path, g.rects, g.pending_clip = [], [], False


def _stroke(g: _GraphicsState, operands: Operands) -> None:  # S s B B* b b*
    _paint(g, stroke=True)


def _fill(g: _GraphicsState, operands: Operands) -> None:  # f F f* n
    _paint(g, stroke=False)


# The operators read, as pdfminer's PDFPageInterpreter does with its do_* methods;
# every other operator is skipped.
_OPERATORS: dict[bytes, Callable[[_GraphicsState, Operands], None]] = {
    b"q": _save,
    b"Q": _restore,
    b"cm": _concat,
    b"BT": _begin_text,
    b"Tf": _font,
    b"TL": _set_leading,
    b"Tm": _text_matrix,
    b"Td": _move,
    b"TD": _move_leading,
    b"T*": _next_line,
    b"Tj": _show_string,
    b"TJ": _show_array,
    b"'": _next_line_show,
    b'"': _next_line_show,
    b"Do": _form,
    b"m": _move_to,
    b"l": _line_to,
    b"h": _close,
    b"re": _rectangle,
    b"W": _clip,
    b"W*": _clip,
    **dict.fromkeys((b"S", b"s", b"B", b"B*", b"b", b"b*"), _stroke),
    **dict.fromkeys((b"f", b"F", b"f*", b"n"), _fill),
}


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
