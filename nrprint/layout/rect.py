"""An axis-aligned rectangle in PDF points (pure arithmetic, shared by layout modules)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in points; (x, y) is its bottom-left corner."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def grown(self, dx: float, dy: float) -> Rect:
        """The rectangle grown by ``dx`` left and right and ``dy`` below and above."""
        return Rect(self.x - dx, self.y - dy, self.w + 2 * dx, self.h + 2 * dy)

    def shifted(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def contains(self, other: Rect, tol: float = 1e-6) -> bool:
        return (
            other.x >= self.x - tol
            and other.y >= self.y - tol
            and other.right <= self.right + tol
            and other.top <= self.top + tol
        )

    def intersects_segment(self, x1: float, y1: float, x2: float, y2: float) -> bool:
        """True when an axis-aligned segment enters the open interior of the rectangle."""
        lo_x, hi_x = sorted((x1, x2))
        lo_y, hi_y = sorted((y1, y2))
        return lo_x < self.right and hi_x > self.x and lo_y < self.top and hi_y > self.y
