"""Seating diagram geometry: seats round an oval table (pure arithmetic).

The table is an ellipse centred in the box. Seats are spread evenly round it,
clockwise as seen from above, Sponsor 1 first at the top-left of twelve o'clock so the
teams read left to right across the top. Each team is joined by a bracket arc; an
arrow inside the table shows the clockwise direction of later rounds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from nrprint.multiplayer.seating import Seat


@dataclass(frozen=True, slots=True)
class SeatMark:
    seat: Seat
    x: float
    y: float
    r: float
    angle: float  # degrees, standard orientation (0 = east, counter-clockwise positive)

    @property
    def label_size(self) -> float:
        """Point size of the seat's label (``S2``) inside its circle."""
        return self.r * 0.95


@dataclass(frozen=True, slots=True)
class TeamArc:
    team: int
    cx: float
    cy: float
    rx: float
    ry: float
    start: float  # degrees
    extent: float  # degrees (negative = clockwise)


@dataclass(frozen=True, slots=True)
class Diagram:
    cx: float
    cy: float
    table_rx: float
    table_ry: float
    seats: tuple[SeatMark, ...]
    arcs: tuple[TeamArc, ...]
    arrow: TeamArc  # the clockwise arrow inside the table


def seat_angle(i: int, n: int) -> float:
    """Angle of seat ``i`` of ``n``: clockwise from just left of the top."""
    step = 360.0 / n
    return 90.0 + step / 2 - step * i


def diagram(seats: Sequence[Seat], x: float, y: float, w: float, h: float) -> Diagram:
    """Place ``seats`` (in clockwise seating order) round a table in the box (x, y, w, h)."""
    n = len(seats)
    cx, cy = x + w / 2, y + h / 2
    # Neighbours on the ellipse's flat sides are about ey * k apart (k: the chord of one
    # step on a unit circle); with ey = h/2 - 1.7 r - 1 that bounds r so they stay 1 pt apart.
    k = 2 * math.sin(math.radians(180.0 / max(n, 1)))
    r = min(h * 0.13, w / (n * 1.1), 9.0, ((h / 2 - 1.0) * k - 1.0) / (2.0 + 1.7 * k))
    # Seat centres on an ellipse just outside the table; keep every seat inside the box.
    ex, ey = w / 2 - r * 1.7 - 1.0, h / 2 - r * 1.7 - 1.0
    ex = min(ex, ey * 1.9)
    tx, ty = ex - r * 1.45, ey - r * 1.45
    marks = []
    for i, seat in enumerate(seats):
        a = seat_angle(i, n)
        rad = math.radians(a)
        marks.append(SeatMark(seat, cx + ex * math.cos(rad), cy + ey * math.sin(rad), r, a))
    step = 360.0 / n
    arcs = []
    teams = sorted({s.team for s in seats})
    for team in teams:
        idx = [i for i, s in enumerate(seats) if s.team == team]
        start = seat_angle(idx[0], n) + step * 0.2
        extent = -(step * (len(idx) - 1) + step * 0.4)
        arcs.append(TeamArc(team, cx, cy, ex + r * 1.45, ey + r * 1.45, start, extent))
    arrow = TeamArc(0, cx, cy, tx * 0.62, ty * 0.62, 150.0, -300.0)
    return Diagram(cx, cy, tx, ty, tuple(marks), tuple(arcs), arrow)
