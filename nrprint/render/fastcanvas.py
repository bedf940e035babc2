"""A reportlab canvas whose string drawing writes the same bytes with less work.

``Canvas.drawString`` builds a text object per call: it measures the string (and throws
the width away), splits it into font subsets in a Python loop over the characters,
escapes each piece and joins the operators: 8,000 strings a build. What it writes
depends only on the font, size, leading and text, and on the document's subset
assignments (which code each character got), which the first drawing of a character
makes and every later drawing only reads. So here:

- a string already drawn in this document (same font, size, leading) reuses its
  operators: ``BT 1 0 0 1 x y Tm <operators> T* ET``, exactly what ``drawText`` writes;
- a new string made only of characters already in the font's first subset is one
  ``(...) Tj`` whose bytes are a table lookup (``str.translate``), as ``splitString``
  would return it;
- anything else is split by reportlab's ``splitString`` (which assigns the codes),
  formatted as ``PDFTextObject._formatText`` formats it.

``setFillColor`` of a plain RGB ``Color`` likewise appends a remembered ``rg`` operator.

Only the plain case takes these paths (no render mode, character or word spacing,
direction or shaping, bottom-up coordinates, a ``str``, no bidi support installed);
anything else goes to reportlab unchanged. ``tests/render/test_fastcanvas.py`` compares
the bytes with reportlab's own drawing.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen import textobject
from reportlab.pdfgen.canvas import Canvas

# With rlbidi installed reportlab may reorder or reshape text: leave it all to reportlab.
_PLAIN = not textobject.rtlSupport

# (font name, size, leading, text) -> (operators between Tm and T*, width or None)
_Run = tuple[str, float | None]


@lru_cache(maxsize=256)
def _size_ops(size: float, leading: float) -> str:
    """The ``Tf``/``TL`` operands after a subset's font name, as _formatText writes them."""
    return f"{fp_str(size)} Tf {fp_str(leading)} TL"


@lru_cache(maxsize=256)
def _rgb_op(red: float, green: float, blue: float) -> str:
    return f"{fp_str((red, green, blue))} rg"


class _Subset0:
    """One font's characters already placed in subset 0 of this document: a string made
    only of them is one ``(...) Tj`` whose bytes are a table lookup, with no new code
    to assign (``TTFont.splitString`` would return the same single piece)."""

    def __init__(self, name: str):
        self.name = name  # the subset's PDF font name, e.g. /F1+0
        self.table: dict[int, int] = {}  # code point -> code in subset 0
        self.known: set[str] = set()

    def learn(self, text: str, assignments: dict[int, int]) -> None:
        """After reportlab split ``text``: remember its characters that went to subset 0."""
        for ch in set(text) - self.known:
            n = assignments.get(32 if ch == "\xa0" else ord(ch))  # splitString prints nbsp as space
            if n is not None and n < 256:
                self.table[ord(ch)] = n
                self.known.add(ch)


_RUNS_MAX = 4_096  # remembered runs per document, as the layout caches are bounded


class FastCanvas(Canvas):
    """``Canvas`` with remembered text runs (see the module docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._runs: dict[tuple[str, float, float, str], _Run] = {}  # one document's runs
        self._subset0: dict[str, _Subset0] = {}  # font name -> its subset 0 in this document

    def _run(self, text: str) -> _Run:
        key = (self._fontname, self._fontsize, self._leading, text)
        run = self._runs.get(key)
        if run is None:
            if len(self._runs) >= _RUNS_MAX:  # a big deck's unique titles: memory stays flat
                self._runs.clear()
            run = self._runs[key] = (self._format(text), None)
        return run

    def _width(self, text: str) -> float:
        """``stringWidth`` of ``text``, as drawRightString and drawCentredString use it."""
        ops, width = self._run(text)
        if width is None:
            width = stringWidth(text, self._fontname, self._fontsize)
            self._runs[(self._fontname, self._fontsize, self._leading, text)] = (ops, width)
        return width

    def _format(self, text: str) -> str:
        """What ``PDFTextObject._formatText`` returns for ``text`` in the current font."""
        font = getFont(self._fontname)
        if not font._dynamicFont:  # a standard font: reportlab's own path
            return self.beginText()._formatText(text)
        size = _size_ops(self._fontsize, self._leading)
        sub0 = self._subset0.get(self._fontname)
        if sub0 is not None and text and sub0.known.issuperset(text):
            return f"{sub0.name} {size} ({escapePDF(text.translate(sub0.table).encode('latin-1'))}) Tj"
        doc = self._doc
        ops, current = [], -1
        for subset, piece in font.splitString(text, doc):  # assigns codes to new characters
            if subset != current:
                ops.append(f"{font.getSubsetInternalName(subset, doc)} {size}")
                current = subset
            ops.append(f"({escapePDF(piece)}) Tj")
        if sub0 is None and ops:
            sub0 = self._subset0[self._fontname] = _Subset0(font.getSubsetInternalName(0, doc))
        if sub0 is not None:
            sub0.learn(text, font.state[doc].assignments)
        return " ".join(ops)

    def setFillColor(self, aColor: Any, alpha: Any = None) -> None:  # noqa: N802, N803 - reportlab's names
        """reportlab's ``setFillColor`` with the ``rg`` operator of an RGB ``Color``
        remembered (6,000 calls a build, mostly the same few colours)."""
        if aColor.__class__ is not Color or alpha is not None or self._enforceColorSpace:
            return super().setFillColor(aColor, alpha)
        self._fillColorObj = aColor
        self._code.append(_rgb_op(aColor.red, aColor.green, aColor.blue))
        if aColor.alpha is not None:
            self.setFillAlpha(aColor.alpha)
        return None

    def _place(self, x: float, y: float, text: str) -> None:
        """What ``drawText`` writes for a one-line text object at (x, y)."""
        self._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {self._run(text)[0]} T* ET")

    def _plain(
        self,
        text: object,
        mode: object,
        char_space: float,
        direction: object,
        word_space: object,
        shaping: bool,
    ) -> bool:
        return (
            _PLAIN
            and mode is None
            and not char_space
            and direction is None
            and word_space is None
            and not shaping
            and self.bottomup
            and text.__class__ is str
        )

    def drawString(  # noqa: N802 - reportlab's name
        self,
        x: float,
        y: float,
        text: str,
        mode: Any = None,
        charSpace: float = 0,  # noqa: N803
        direction: Any = None,
        wordSpace: Any = None,  # noqa: N803
        shaping: bool = False,
    ) -> None:
        if not self._plain(text, mode, charSpace, direction, wordSpace, shaping):
            return super().drawString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._place(x, y, text)
        return None

    def drawRightString(  # noqa: N802 - reportlab's name
        self,
        x: float,
        y: float,
        text: str,
        mode: Any = None,
        charSpace: float = 0,  # noqa: N803
        direction: Any = None,
        wordSpace: Any = None,  # noqa: N803
        shaping: bool = False,
    ) -> None:
        if not self._plain(text, mode, charSpace, direction, wordSpace, shaping):
            return super().drawRightString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._place(x - self._width(text), y, text)
        return None

    def drawCentredString(  # noqa: N802 - reportlab's name
        self,
        x: float,
        y: float,
        text: str,
        mode: Any = None,
        charSpace: float = 0,  # noqa: N803
        direction: Any = None,
        wordSpace: Any = None,  # noqa: N803
        shaping: bool = False,
    ) -> None:
        if not self._plain(text, mode, charSpace, direction, wordSpace, shaping):
            return super().drawCentredString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._place(x - 0.5 * self._width(text), y, text)
        return None
