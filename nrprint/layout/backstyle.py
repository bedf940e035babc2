"""How much ink a card back spends: ``nrprint build --backs full|light|outline``.

- ``full``: the deck colour over the whole bleed box, the mark in the middle (what a
  print shop prints; ``--layout single`` and ``--format png`` always print it);
- ``light``: the same mark in the deck colour on a ``TINT`` tint of it (about a third of
  the ink of a full back: inkjet paper stays flat);
- ``outline``: the mark's outline and words only, on white paper (for single-sided
  printing: a back glued or slipped behind its front needs no field to line up).

Pure arithmetic: the colour of a tint, which style a layout prints.
"""

from __future__ import annotations

from typing import Literal

BackStyle = Literal["full", "light", "outline"]
BACK_STYLES: tuple[BackStyle, ...] = ("full", "light", "outline")
# Home printers: a tinted field keeps the decks apart at a glance and does not soak
# the paper. Print shops (``--layout single``) keep the full colour.
DEFAULT_BACKS: BackStyle = "light"
TINT = 0.18  # share of the deck colour in a light back's field: the decks tell apart, the paper stays flat
OUTLINE_WIDTH = 1.6  # points: the stroke of an outlined mark


def tint(colour: str, share: float = TINT) -> str:
    """``colour`` (``#rrggbb``) mixed with white paper: ``share`` of the colour."""
    rgb = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    mixed = [round(255 - (255 - v) * share) for v in rgb]
    return "#" + "".join(f"{v:02x}" for v in mixed)


def style_for(layout: str, asked: str | None) -> BackStyle:
    """The style a deck prints: print-shop single cards are always full."""
    if layout == "single":
        return "full"
    return asked if asked in BACK_STYLES else DEFAULT_BACKS
