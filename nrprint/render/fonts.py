"""Embedded TrueType fonts (subset by reportlab) and their glyph coverage."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from nrprint.source.templates import base

# reportlab is imported by the first ``register_fonts()`` (any drawing calls it): a check
# that measures with the cached width table must not import it.

FONT_DIR = Path(__file__).resolve().parent.parent / "fonts"
# Style name used in layout → registered reportlab font name.
FONT_NAMES = {
    "regular": "NR-Regular",
    "bold": "NR-Bold",
    "italic": "NR-Italic",
    "bold_italic": "NR-BoldItalic",
}


_string_width: Callable[[str, str, float], float] | None = None  # once the fonts are registered


@cache
def register_fonts() -> dict[str, str]:
    """Register the template's font files once; return style → font name."""
    global _string_width
    from reportlab import rl_config
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics

    from nrprint.render.faces import load_font

    # Compressed streams stay binary (ASCII85 only makes files bigger and slower). Set
    # here, before any canvas, so a PDF's bytes never depend on what was drawn before it.
    rl_config.useA85 = 0
    files = base().fonts
    for style, name in FONT_NAMES.items():
        # The face from its cached summary when there is one (render/faces.py), so that
        # no drawing process parses the four files ("font face summaries", bench/README.md).
        pdfmetrics.registerFont(load_font(name, FONT_DIR / getattr(files, style), font_file_hash(style)))
    family = "NR"
    addMapping(family, 0, 0, FONT_NAMES["regular"])
    addMapping(family, 1, 0, FONT_NAMES["bold"])
    addMapping(family, 0, 1, FONT_NAMES["italic"])
    addMapping(family, 1, 1, FONT_NAMES["bold_italic"])
    _string_width = pdfmetrics.stringWidth
    return dict(FONT_NAMES)


def font_name(style: str) -> str:
    register_fonts()
    return FONT_NAMES[style]


@cache
def font_file_hash(style: str) -> str:
    """The font file used for ``style``, hashed: what its metrics and glyphs depend on."""
    from nrprint.system.hashing import file_hash

    return file_hash(FONT_DIR / getattr(base().fonts, style))


@cache
def metrics_id() -> str:
    """Every style's font file: a text layout measured with ``measure`` depends on these."""
    from nrprint.system.cache import digest

    return digest(sorted((style, font_file_hash(style)) for style in FONT_NAMES))


@cache
def coverage(style: str = "regular") -> frozenset[int]:
    """Code points that have a glyph in the font used for ``style``.

    Kept in the cache per font file, so that a run reads no font file to learn them.
    """
    from nrprint.system import cache as disk

    store, key = disk.bucket("fonts"), f"coverage:{font_file_hash(style)}"
    if store is not None and isinstance(found := store.get(key), list):
        return frozenset(found)
    register_fonts()
    from reportlab.pdfbase import pdfmetrics

    font = pdfmetrics.getFont(FONT_NAMES[style])
    points = frozenset(font.face.charToGlyph.keys())
    if store is not None:
        store.put(key, sorted(points))
    return points


def missing_glyphs(text: str, style: str = "regular") -> list[str]:
    """Characters of ``text`` (ignoring whitespace) with no glyph in the font, in order."""
    return list(_missing(text, style))


@lru_cache(maxsize=4096)  # decks repeat the same strings many times; bounded memory
def _missing(text: str, style: str) -> tuple[str, ...]:
    have = coverage(style)
    seen: list[str] = []
    for ch in dict.fromkeys(text):  # each distinct character once, in order
        if not ch.isspace() and ord(ch) not in have:
            seen.append(ch)
    return tuple(seen)


_widths: dict[str, tuple[dict[int, float], float]] = {}


def _width_table(style: str) -> tuple[dict[int, float], float]:
    """The advance widths of ``style``'s font (per code point, and the default), from the
    cache per font file, so that a run measuring text reads no font file."""
    if style in _widths:
        return _widths[style]
    from nrprint.system import cache as disk

    store, key = disk.bucket("fonts"), f"widths:{font_file_hash(style)}"
    found: Any = store.get(key) if store is not None else None
    try:
        table = ({int(k): float(v) for k, v in found["widths"].items()}, float(found["default"]))
    except (TypeError, KeyError, ValueError, AttributeError):
        register_fonts()
        from reportlab.pdfbase import pdfmetrics

        face = pdfmetrics.getFont(FONT_NAMES[style]).face
        table = (dict(face.charWidths), face.defaultWidth)
        if store is not None:
            store.put(key, {"widths": {str(k): v for k, v in table[0].items()}, "default": table[1]})
    _widths[style] = table
    return table


def measure(text: str, style: str, size: float) -> float:
    """Width in points of ``text`` set in ``style`` at ``size``.

    Once the fonts are registered (any drawing does it) reportlab measures; before that
    (a check that lays out only the strings that changed) the same sum is made from the
    cached width table, so the fonts need not be read.
    """
    if _string_width is not None:
        return _string_width(text, FONT_NAMES[style], size)
    return table_width(text, style, size)


def table_width(text: str, style: str, size: float) -> float:
    """``measure`` from the width table: the same float as reportlab's C accelerator
    (widths summed in order, times 0.001, times the size; tested on random strings)."""
    widths, default = _width_table(style)
    return size * (sum(widths.get(ord(ch), default) for ch in text) * 0.001)


@lru_cache(maxsize=16384)
def unit_width(text: str, style: str) -> float:
    """``measure`` at 1 pt. Widths scale exactly: ``size * unit_width(t, s)`` is the same
    float as ``measure(t, s, size)`` (reportlab sums the widths, times 0.001, times the
    size; tested), so a layout trying several sizes measures each string once."""
    return measure(text, style, 1.0)


# Layouts measured with these fonts are cached under this id (nrprint.layout.blockcache).
measure.cache_id = metrics_id  # type: ignore[attr-defined]
measure.unit = unit_width  # type: ignore[attr-defined]
