"""The arithmetic of a PDF content stream: matrices, and how far a string advances.

Pure functions over numbers and pypdf objects, for the interpreter in ``verify.ink``.
"""

from __future__ import annotations

import math
from typing import Any

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


Metrics = tuple[int, list[float], bool]  # (first code, widths per 1000 em, two-byte codes)
NO_METRICS: Metrics = (0, [], False)


def raw_bytes(obj: object) -> bytes:
    if isinstance(obj, bytes):
        return obj
    get = getattr(obj, "get_original_bytes", None)
    if get is not None:
        return get()
    return str(obj).encode("latin-1", "replace")


def font_metrics(font: Any) -> Metrics:
    """(first code, widths per 1000 em, two-byte codes) of a font resource."""
    try:
        font = font.get_object()
        if font.get("/Subtype") == "/Type0":
            return 0, [], True
        return int(font.get("/FirstChar", 0)), [float(w) for w in font.get("/Widths", [])], False
    except (AttributeError, TypeError, ValueError):
        return 0, [], False


def advance(raw: bytes, size: float, metrics: Metrics) -> float:
    first, widths, wide = metrics
    codes = [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw), 2)] if wide else list(raw)
    total = 0.0
    for code in codes:
        k = code - first
        total += widths[k] if 0 <= k < len(widths) else 550.0
    return total / 1000.0 * size
