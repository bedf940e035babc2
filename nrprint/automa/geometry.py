"""Where things go on an Automa card, in points from the card's bottom-left trim corner.

Pure arithmetic from ``templates/cards.yaml``: the title band, one row per click split
into a number badge, a main box and a secondary box, the lower-instruction band and the
footer. Behaviour cards use the same rows, one per action of the side shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel, ConfigDict

from nrprint.layout.imposition import Rect
from nrprint.templates import MM, Style, load_template


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardColours(_Strict):
    corp: str
    corp_light: str
    runner: str
    runner_light: str
    behaviour: str
    behaviour_light: str
    disposable: str
    reserved: str
    run: dict[str, str]


class CardTemplate(_Strict):
    """Schema of ``templates/cards.yaml``."""

    width_mm: float
    height_mm: float
    safe_mm: float
    header_mm: float
    lower_mm: float
    behaviour_lower_mm: float
    footer_mm: float
    number_w_mm: float
    secondary_w_mm: float
    gap_mm: float
    pad_mm: float
    side_letter_mm: float
    min_size: float
    styles: dict[str, Style]
    colours: CardColours


@cache
def template() -> CardTemplate:
    return load_template("cards", CardTemplate)


@dataclass(frozen=True, slots=True)
class ClickBoxes:
    row: Rect
    number: Rect
    main: Rect  # text area (padding already removed)
    secondary: Rect | None  # text area of the secondary box, when the click has one
    main_frame: Rect  # the drawn box around main (and secondary) text


@dataclass(frozen=True, slots=True)
class CardBoxes:
    width: float
    height: float
    header: Rect
    kicker: Rect
    title: Rect
    clicks: tuple[ClickBoxes, ...]
    body: Rect  # behaviour cards: the list of actions
    lower: Rect
    lower_text: Rect
    footer: Rect


def side_letter_w() -> float:
    """Width (points) kept free at the right of a behaviour card's band for its side letter."""
    return template().side_letter_mm * MM


@cache  # a deck has a handful of row patterns and thousands of cards
def card_boxes(n_clicks: int, secondaries: tuple[bool, ...] = (), behaviour: bool = False) -> CardBoxes:
    """Boxes of a card with ``n_clicks`` rows; ``secondaries[i]`` opens a right box.
    A behaviour card's lower band is taller: its flip reminder takes two lines."""
    t = template()
    w, h = t.width_mm * MM, t.height_mm * MM
    safe, gap, pad = t.safe_mm * MM, t.gap_mm * MM, t.pad_mm * MM
    header = Rect(0, h - t.header_mm * MM, w, t.header_mm * MM)
    kick = t.styles["kicker"].leading
    kicker = Rect(safe, h - safe - kick + 1.0, w - 2 * safe, kick)
    title = Rect(safe, header.y + pad, w - 2 * safe, kicker.y - header.y - pad)
    lower = Rect(0, 0, w, (t.behaviour_lower_mm if behaviour else t.lower_mm) * MM)
    footer = Rect(safe, 1.2 * MM, w - 2 * safe, t.footer_mm * MM - 1.2 * MM)
    lower_text = Rect(safe, footer.top + 0.4 * MM, w - 2 * safe, lower.top - footer.top - 0.4 * MM - pad)
    top, bottom = header.y - gap, lower.top + gap
    body = Rect(safe, bottom + pad, w - 2 * safe, top - bottom - 2 * pad)
    rows = []
    if n_clicks:
        row_h = (top - bottom - gap * (n_clicks - 1)) / n_clicks
        for i in range(n_clicks):
            y = top - (i + 1) * row_h - i * gap
            row = Rect(safe - 1.2 * MM, y, w - 2 * safe + 2.4 * MM, row_h)
            num_w = t.number_w_mm * MM
            number = Rect(row.x, y, num_w, row_h)
            frame = Rect(row.x + num_w + gap / 2, y, row.right - row.x - num_w - gap / 2, row_h)
            has_sec = i < len(secondaries) and secondaries[i]
            sec_w = t.secondary_w_mm * MM if has_sec else 0.0
            main = Rect(frame.x + pad, y + pad, frame.w - sec_w - 2 * pad, row_h - 2 * pad)
            sec = (
                Rect(frame.right - sec_w + pad, y + pad, sec_w - 2 * pad, row_h - 2 * pad)
                if has_sec
                else None
            )
            rows.append(ClickBoxes(row, number, main, sec, frame))
    return CardBoxes(w, h, header, kicker, title, tuple(rows), body, lower, lower_text, footer)
