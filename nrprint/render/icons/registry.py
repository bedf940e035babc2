"""The icon registry: each family module registers its icons here with ``@icon``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the icon names (ICON001, layout) are needed without reportlab
    from reportlab.pdfgen.canvas import Canvas

IconFn = Callable[["Canvas", str], None]
ICONS: dict[str, IconFn] = {}
# What each token means, for legends and the glyph/token checks.
ICON_MEANING: dict[str, str] = {}


def hex_colour(value: str) -> Any:
    """reportlab's colour for ``#rrggbb``; its colour module loads PIL, so it
    is imported when an icon is drawn, not when the icon names are read."""
    from reportlab.lib.colors import HexColor

    return HexColor(value)


def white() -> Any:
    from reportlab.lib import colors

    return colors.white


def icon(name: str, meaning: str) -> Callable[[IconFn], IconFn]:
    def deco(fn: IconFn) -> IconFn:
        ICONS[name] = fn
        ICON_MEANING[name] = meaning
        return fn

    return deco
