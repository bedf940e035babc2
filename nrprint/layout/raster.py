"""Images: pixel sizes, resolution limits, file names and Tabletop Simulator grids.

Pure arithmetic (nothing here imports pypdfium2 or pillow), tested with numbers.

Rounding rule: a length of ``mm`` millimetres at ``dpi`` is ``floor(mm / 25.4 * dpi + 0.5)``
pixels (nearest pixel, halves up), taken once for the whole image, never per part. A
63 × 88 mm card with 3 mm bleed at 300 dpi is 69 × 94 mm → 815 × 1110 px.

Resolution limits are about memory: pdfium draws a page into a 4-byte-per-pixel bitmap
and pillow holds a 3-byte copy while it encodes, so an image costs about 7 bytes a pixel
at its peak, in every one of the ``--jobs`` workers. An A4 page at 600 dpi (35 Mpx) is
then ~245 MB; at 1200 dpi it would be ~980 MB per worker. Print services ask for 300 dpi
(some accept 600); below 72 dpi the 6 pt text is no longer legible.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from nrprint.units import MM_PER_INCH

DPI_MIN, DPI_MAX = 72, 600
DPI_DEFAULT = 300
# Tabletop Simulator refuses images wider or taller than 10,000 px; 10 cards of 63 mm at
# 400 dpi are 9,921 px. 160 dpi keeps a full 10 × 7 sheet under 4,096 px, which every
# TTS graphics setting loads, with the card text still readable when zoomed.
TTS_DPI_MAX = 400
TTS_DPI_DEFAULT = 160
TTS_COLS, TTS_ROWS = 10, 7  # TTS's largest custom-deck grid
FACE_LABEL = re.compile(r"^(\d{3,})-(front|back)$")


def px(mm: float, dpi: int) -> int:
    """Pixels for ``mm`` millimetres at ``dpi`` (nearest, halves up)."""
    return math.floor(mm / MM_PER_INCH * dpi + 0.5)


def image_size(width_mm: float, height_mm: float, dpi: int) -> tuple[int, int]:
    return px(width_mm, dpi), px(height_mm, dpi)


def dpi_problem(dpi: int, lo: int = DPI_MIN, hi: int = DPI_MAX) -> str | None:
    """Why ``dpi`` is refused, or None."""
    if lo <= dpi <= hi:
        return None
    return f"--dpi must be between {lo} and {hi}, got {dpi} (higher needs too much memory per image)"


def face_label(number: int, side: str, total: int) -> str:
    """Page label and file stem of a card face: ``001-front``, ``001-back`` (wider past 999)."""
    return f"{number:0{max(3, len(str(total)))}d}-{side}"


def page_stem(index: int, label: str) -> str:
    """File stem of page ``index`` (0-based): its card-face label, else ``page-001``."""
    return label if FACE_LABEL.match(label) else f"page-{index + 1:03d}"


@dataclass(frozen=True, slots=True)
class TtsSheet:
    """One TTS deck image: which cards (indices into the deck), the grid, the hidden slot."""

    number: int  # 1-based: the CustomDeck key
    cards: range
    cols: int
    rows: int

    @property
    def hidden_slot(self) -> int:
        """TTS's convention: the last (bottom-right) slot is the picture of a hidden card."""
        return self.cols * self.rows - 1

    def card_id(self, i: int) -> int:
        """TTS card id of the deck's card ``i``: the sheet number × 100 + its slot."""
        return self.number * 100 + (i - self.cards.start)

    def slot_xy(self, slot: int, card_w: int, card_h: int) -> tuple[int, int]:
        """Top-left pixel of ``slot`` (row-major from the top-left)."""
        return (slot % self.cols) * card_w, (slot // self.cols) * card_h


def tts_sheets(n_cards: int) -> list[TtsSheet]:
    """Split a deck into TTS sheets of at most 10 × 7 slots, 69 cards and the hidden slot.

    A sheet holding fewer cards gets the smallest grid (at least 2 × 2, TTS's minimum)
    that is at most 10 wide; its hidden slot is still the last one.
    """
    per = TTS_COLS * TTS_ROWS - 1
    out = []
    for k, start in enumerate(range(0, n_cards, per), 1):
        cards = range(start, min(start + per, n_cards))
        slots = len(cards) + 1
        cols = max(2, min(TTS_COLS, slots))
        rows = max(2, math.ceil(slots / cols))
        out.append(TtsSheet(k, cards, cols, rows))
    return out
