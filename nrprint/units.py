"""Units of length: PDF points and millimetres, one place for the conversion.

A PDF point is 1/72 inch and an inch is 25.4 mm. Lengths in templates are
millimetres (``*_mm`` keys); reportlab draws in points.

- ``PT_PER_MM``: points in one millimetre (``10 * PT_PER_MM`` is 10 mm in points);
- ``MM_PER_PT``: millimetres in one point (its inverse);
- ``mm(x)``: ``x`` millimetres in points; ``pt_to_mm(x)``: ``x`` points in millimetres.

In arithmetic, multiply by ``PT_PER_MM`` (``x + 1.2 * PT_PER_MM``); where a whole length
changes unit, ``mm()`` and ``pt_to_mm()`` say so. Multiplying by ``MM_PER_PT`` and
dividing by ``PT_PER_MM`` can differ in the last bit, as can ``x * 72 / 25.4`` and
``x * PT_PER_MM``: a caller that must keep its PDF bytes keeps the form it used. The module imports
nothing, so every layer may use it (it sits outside the layers, like ``diagnostics``).
"""

from __future__ import annotations

PT_PER_INCH = 72.0
MM_PER_INCH = 25.4
PT_PER_MM = PT_PER_INCH / MM_PER_INCH
MM_PER_PT = MM_PER_INCH / PT_PER_INCH


def mm(x: float) -> float:
    """``x`` millimetres in points."""
    return x * PT_PER_MM


def pt_to_mm(x: float) -> float:
    """``x`` points in millimetres."""
    return x / PT_PER_MM
