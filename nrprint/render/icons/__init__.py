"""Game icons drawn as vectors, written in content as tokens like ``{click}``.

All icons live in this package, one module per family (``basic``, ``automa``,
``house``); importing the package registers every one, so the text layout, the
ICON001 check and the painter always agree on the set.

Each icon draws itself in a 100 × 100 unit box (origin bottom-left). The painter turns
each (icon, colour) into one PDF form XObject the first time it is used and places that
form wherever the icon appears, so a page of many icons stays small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.layout.textflow import ICON_SCALE
from nrprint.render.icons.registry import ICON_MEANING, ICONS, IconFn, hex_colour, icon, white  # noqa: F401

if TYPE_CHECKING:  # the icon names (ICON001, layout) are needed without reportlab
    from reportlab.pdfgen.canvas import Canvas


class IconPainter:
    """Places icons on a canvas, defining each (icon, colour) form once per document."""

    def __init__(self, canvas: Canvas):
        self.canvas = canvas
        self._forms: set[str] = set()

    def form_name(self, name: str, colour: str) -> str:
        key = f"nricon_{name}_{colour.lstrip('#').lower()}"
        # Another painter on the same document (a card pictured in a booklet) may have
        # defined it already: a form is defined once per document.
        if key not in self._forms and not self.canvas.hasForm(key):
            c = self.canvas
            c.saveState()
            c.beginForm(key, lowerx=0, lowery=0, upperx=100, uppery=100)
            ICONS[name](c, colour)
            c.endForm()
            c.restoreState()
            self._forms.add(key)
        return key

    def draw(self, name: str, x: float, baseline: float, size: float, colour: str) -> None:
        """Draw icon ``name`` in a box ``size * ICON_SCALE`` wide starting at ``x``."""
        key = self.form_name(name, colour)
        side = size * 0.95
        c = self.canvas
        c.saveState()
        c.translate(x + (size * ICON_SCALE - side) / 2, baseline - size * 0.14)
        c.scale(side / 100, side / 100)
        c.doForm(key)
        c.restoreState()


# Register every family.
from nrprint.render.icons import automa, basic, house  # noqa: E402, F401
