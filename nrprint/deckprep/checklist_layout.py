"""Layout of the one-page deck-preparation checklist (pure arithmetic, millimetres).

The page holds a title block, then the piles in reading order flowed down two
columns: a pile heading (key, name, card count) followed by one row per card name
with one tick box per copy. The row height shrinks from ``ROW_MM`` down to
``MIN_ROW_MM`` until everything fits on one page; ``fits`` is False if it never does.
A heading is never left alone at the foot of a column.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PAGE_W, PAGE_H = 210.0, 297.0
MARGIN = 12.0
HEAD_MM = 30.0  # title, settings line, advancement line, instructions
COL_GAP = 8.0
ROW_MM = 5.2
MIN_ROW_MM = 3.4
BOX_RATIO = 0.62  # tick box side as a fraction of the row height


@dataclass(frozen=True, slots=True)
class Row:
    kind: str  # "pile" or "card"
    x: float
    y: float  # top of the row, from the top of the page
    width: float
    text: str
    count: int = 0  # copies (tick boxes) for a card row; cards in the pile for a heading
    boxes: tuple[tuple[float, float, float], ...] = ()  # (x, y, side) of each tick box
    note: str = ""  # the card type, set small at the right end of the row


@dataclass(slots=True)
class ChecklistLayout:
    row_h: float
    rows: list[Row] = field(default_factory=list)
    fits: bool = True

    @property
    def boxes(self) -> int:
        return sum(len(r.boxes) for r in self.rows)


def _items(piles: list[dict]) -> list[tuple[str, str, int, str]]:
    out: list[tuple[str, str, int, str]] = []
    for pile in piles:
        out.append(("pile", pile["title"], pile["count"], ""))
        out.extend(("card", c["name"], c["count"], c.get("note", "")) for c in pile["cards"])
    return out


def capacity(row_h: float) -> int:
    """Rows that fit in one column at row height ``row_h``."""
    return int((PAGE_H - 2 * MARGIN - HEAD_MM + 1e-9) // row_h)


def _block(items: list[tuple[str, str, int, str]], i: int) -> int:
    """Rows of the pile starting at ``items[i]`` (its heading and its cards)."""
    n = 1
    while i + n < len(items) and items[i + n][0] == "card":
        n += 1
    return n


def _flow(
    items: list[tuple[str, str, int, str]], per_col: int, columns: int, whole: bool
) -> list[tuple[int, int]] | None:
    """(column, row index) of each item with ``per_col`` rows a column, or None on overflow.

    With ``whole`` a pile never breaks across columns; without, only its heading is
    kept with its first card."""
    col, row, places = 0, 0, []
    for i, item in enumerate(items):
        kind = item[0]
        # Leave a blank row before a new pile.
        if whole and kind == "pile":
            needed = _block(items, i)
        else:
            needed = 2 if kind == "pile" and i + 1 < len(items) else 1
        if kind == "pile" and row > 0:
            row += 1
        if row + needed > per_col:
            col, row = col + 1, 0
        if col >= columns:
            return None
        places.append((col, row))
        row += 1
    return places


def _balanced(
    items: list[tuple[str, str, int, str]], row_h: float, columns: int
) -> list[tuple[int, int]] | None:
    """The flow with the shortest columns that still fits, so the columns look even."""
    for whole in (True, False):
        for per_col in range(max(1, len(items) // columns), capacity(row_h) + 1):
            places = _flow(items, per_col, columns, whole)
            if places is not None:
                return places
    return None


def layout_checklist(piles: list[dict], max_copies: int, columns: int = 2) -> ChecklistLayout:
    """Place piles (``title``, ``count``, ``cards`` of ``name``/``count``/``note``) on one
    A4 page; ``note`` (the card type) is set right-aligned in the row."""
    items = _items(piles)
    col_w = (PAGE_W - 2 * MARGIN - (columns - 1) * COL_GAP) / columns
    row_h = ROW_MM
    places = _balanced(items, row_h, columns)
    while places is None and row_h - 0.1 >= MIN_ROW_MM - 1e-9:
        row_h = round(row_h - 0.1, 3)
        places = _balanced(items, row_h, columns)
    result = ChecklistLayout(row_h)
    if places is None:
        result.fits = False
        return result
    box = row_h * BOX_RATIO
    boxes_w = max_copies * (box + 1.0)
    top = MARGIN + HEAD_MM
    for (kind, text, n, note), (col, row) in zip(items, places, strict=True):
        x = MARGIN + col * (col_w + COL_GAP)
        y = top + row * row_h
        if kind == "pile":
            result.rows.append(Row("pile", x, y, col_w, text, n))
            continue
        bx = tuple((x + i * (box + 1.0), y + (row_h - box) / 2, box) for i in range(n))
        result.rows.append(Row("card", x + boxes_w + 1.5, y, col_w - boxes_w - 1.5, text, n, bx, note))
    return result
