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
from nrprint.source.templates import Style, load_template
from nrprint.units import PT_PER_MM, mm


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RunColour(_Strict):
    """A run's marker: its fill, the colour of the number set on it, and its shape."""

    fill: str
    text: str
    shape: str


class CardColours(_Strict):
    corp: str
    corp_light: str
    runner: str
    runner_light: str
    behaviour: str
    behaviour_light: str
    disposable: str
    reserved: str
    run: dict[str, RunColour]


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
    row_min_mm: float
    min_size: float
    run_min_size: float
    cond_icon_mm: float
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
    return template().side_letter_mm * PT_PER_MM


def row_heights(n: int, room: float, needs: tuple[float, ...], pad: float, least: float) -> list[float]:
    """Heights of ``n`` rows sharing ``room`` points: equal, unless ``needs`` (the text
    height of each row) asks more of some; then each row gets its text, its padding and
    an equal share of what is left (never less than ``least``). When even that overflows,
    rows shrink in proportion and the fit check reports the text that no longer fits."""
    if len(needs) != n:
        return [room / n] * n
    base = [max(need + 2 * pad, least) for need in needs]
    spare = room - sum(base)
    if spare >= 0:
        return [b + spare / n for b in base]
    return [b * room / sum(base) for b in base]


@cache  # a deck has a handful of row patterns and thousands of cards
def card_boxes(
    n_clicks: int, secondaries: tuple[bool, ...] = (), behaviour: bool = False, needs: tuple[float, ...] = ()
) -> CardBoxes:
    """Boxes of a card with ``n_clicks`` rows; ``secondaries[i]`` opens a right box.
    A behaviour card's lower band is taller: its flip reminder takes two lines.
    ``needs`` (points, one per row) gives a row with more text more height."""
    t = template()
    w, h = t.width_mm * PT_PER_MM, t.height_mm * PT_PER_MM
    safe, gap, pad = t.safe_mm * PT_PER_MM, t.gap_mm * PT_PER_MM, t.pad_mm * PT_PER_MM
    header = Rect(0, h - t.header_mm * PT_PER_MM, w, t.header_mm * PT_PER_MM)
    kick = t.styles["kicker"].leading
    kicker = Rect(safe, h - safe - kick + 1.0, w - 2 * safe, kick)
    title = Rect(safe, header.y + pad, w - 2 * safe, kicker.y - header.y - pad)
    lower = Rect(0, 0, w, (t.behaviour_lower_mm if behaviour else t.lower_mm) * PT_PER_MM)
    footer = Rect(safe, mm(1.2), w - 2 * safe, t.footer_mm * PT_PER_MM - mm(1.2))
    lower_text = Rect(safe, footer.top + mm(0.4), w - 2 * safe, lower.top - footer.top - mm(0.4) - pad)
    top, bottom = header.y - gap, lower.top + gap
    body = Rect(safe, bottom + pad, w - 2 * safe, top - bottom - 2 * pad)
    rows = []
    if n_clicks:
        heights = row_heights(
            n_clicks, top - bottom - gap * (n_clicks - 1), needs, pad, t.row_min_mm * PT_PER_MM
        )
        y = top + gap
        for i, row_h in enumerate(heights):
            y -= row_h + gap
            row = Rect(safe - mm(1.2), y, w - 2 * safe + mm(2.4), row_h)
            num_w = t.number_w_mm * PT_PER_MM
            number = Rect(row.x, y, num_w, row_h)
            frame = Rect(row.x + num_w + gap / 2, y, row.right - row.x - num_w - gap / 2, row_h)
            has_sec = i < len(secondaries) and secondaries[i]
            sec_w = t.secondary_w_mm * PT_PER_MM if has_sec else 0.0
            main = Rect(frame.x + pad, y + pad, frame.w - sec_w - 2 * pad, row_h - 2 * pad)
            sec = (
                Rect(frame.right - sec_w + pad, y + pad, sec_w - 2 * pad, row_h - 2 * pad)
                if has_sec
                else None
            )
            rows.append(ClickBoxes(row, number, main, sec, frame))
    return CardBoxes(w, h, header, kicker, title, tuple(rows), body, lower, lower_text, footer)
