"""The overview's table of house rules: amount, what it sets, the cards that print it (pure).

One row per amount that rests on a house rule. An amount whose description places it
itself (``[[name|one|other]]``, the German wording) is printed with its noun in the
amount column and the rest of the description beside it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.layout.textflow import Measure, TextBlock, layout
from nrprint.model.multiplayer import HouseRules, MultiplayerRules
from nrprint.multiplayer.values import FORMS, fill, format_value, needed, resolve

PAD = 4.0  # points above and below a row's text
GAP = 9.0  # points between two columns


@dataclass(frozen=True, slots=True)
class HouseRow:
    amount: str
    meaning: str
    cards: str


@dataclass(frozen=True, slots=True)
class Cell:
    column: int  # 0 amount, 1 meaning, 2 cards
    x: float  # from the table's left edge
    top: float  # from the table's top (downwards, positive)
    block: TextBlock
    header: bool = False


@dataclass
class HouseTable:
    size: float
    width: float
    cells: list[Cell] = field(default_factory=list)
    rules_y: list[float] = field(default_factory=list)  # lines under the header and each row
    height: float = 0.0


def house_rows(rules: MultiplayerRules, house: HouseRules, lang: str) -> list[HouseRow]:
    """Every amount on a house rule, in the order the content defines them."""
    resolved = resolve(rules, house)
    rows = []
    for name, res in resolved.items():
        if not res.house:
            continue
        what = rules.values[name].what.get(lang)
        m = FORMS.search(what) if needed(what) else None
        if m is not None:
            amount = fill(m.group(0), rules, resolved, lang, mark=False)  # every row is one
            meaning = (what[: m.start()] + what[m.end() :]).strip()
        else:
            amount, meaning = format_value(rules, res, lang, mark=False), what
        titles = [
            c.title.get(lang) for c in rules.cards if any(name in needed(r.text.get(lang)) for r in c.rules)
        ]
        rows.append(HouseRow(amount, meaning, ", ".join(dict.fromkeys(titles))))
    return rows


def layout_table(
    rows: list[HouseRow], headers: tuple[str, str, str], width: float, size: float, measure: Measure
) -> HouseTable:
    """Three columns: the amounts as wide as the widest, the cards a quarter of the
    width, the meaning the rest; a thin rule under the header and every row."""
    lead = size * 1.2
    amount_w = max(
        [measure(headers[0], "bold", size)]
        + [max(ln.width for ln in layout(r.amount, width, size, lead, measure).lines) for r in rows]
    )
    cards_w = width * 0.27
    meaning_w = width - amount_w - cards_w - 2 * GAP
    xs = (0.0, amount_w + GAP, amount_w + meaning_w + 2 * GAP)
    widths = (amount_w + 0.5, meaning_w, cards_w)
    table = HouseTable(size, width)
    y = 0.0
    lines = [(headers, True)] + [((r.amount, r.meaning, r.cards), False) for r in rows]
    for texts, header in lines:
        blocks = [
            layout(f"**{t}**" if header else t, w, size, lead, measure)
            for t, w in zip(texts, widths, strict=True)
        ]
        for col, block in enumerate(blocks):
            table.cells.append(Cell(col, xs[col], y + PAD / 2, block, header))
        y += max(b.height for b in blocks) + PAD
        table.rules_y.append(y)
    table.height = y
    return table
