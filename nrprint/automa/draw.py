"""Draw Automa card faces for the imposer (``nrprint.render.cardsheet``).

Fixed artwork (background, title band, lower band, card backs) is drawn once per PDF as
a form XObject through ``CardCanvas.reuse``. So is each distinct click row (its frame,
badge and words): decks repeat the same rows on many cards, and a row drawn once and
placed again costs a few bytes instead of a few hundred. Only titles, the lower
instruction and the footer are drawn card by card.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import lru_cache
from typing import overload

from reportlab.lib.colors import HexColor, white
from reportlab.pdfgen.canvas import Canvas

from nrprint.automa.compose import Piece, Words, fit_piece, pieces
from nrprint.automa.geometry import CardBoxes, template
from nrprint.layout.imposition import Rect
from nrprint.layout.textflow import ICON_SCALE
from nrprint.model.automa import Card, Deck
from nrprint.model.base import LazyNodes
from nrprint.render.cardsheet import CardCanvas, CardFace
from nrprint.render.fonts import font_name, measure
from nrprint.render.textdraw import draw_block
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM, mm

RUN_SHAPE_MM = 4.0  # the run's shape under its badge (side of the painter's box, 0.95 drawn)


def colour(name: str) -> str:
    """A card colour: a base.yaml colour name or a literal ``#rrggbb``."""
    return name if name.startswith("#") else base().colour(name)


def deck_colours(kind: str) -> tuple[str, str]:
    cols = template().colours
    dark, light = {
        "corp": (cols.corp, cols.corp_light),
        "runner": (cols.runner, cols.runner_light),
        "behaviour": (cols.behaviour, cols.behaviour_light),
    }[kind]
    return colour(dark), colour(light)


def _frame_art(kind: str, boxes: CardBoxes, with_lower: bool):
    dark, light = deck_colours(kind)

    def draw(c: Canvas, w: float, h: float, bleed: float) -> None:
        c.setFillColor(HexColor(light))
        c.rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, stroke=0, fill=1)
        c.setFillColor(HexColor(dark))
        hd = boxes.header
        c.rect(-bleed, hd.y, w + 2 * bleed, hd.h + bleed, stroke=0, fill=1)
        if with_lower:
            lo = boxes.lower
            c.setStrokeColor(HexColor(dark))
            c.setLineWidth(1.2)
            c.line(-bleed, lo.top, w + bleed, lo.top)

    return draw


class _CondIcons:
    """An icon painter that draws condition badges ({cond-...}) at least
    ``cond_icon_mm`` tall, centred where the text flow put them: they are the "if" of a
    row and must read across the table, while other in-line icons keep the text's size.
    Grown by at most half a millimetre, they reach only into the spaces beside them."""

    def __init__(self, icons):
        self.icons = icons

    def draw(self, name: str, x: float, baseline: float, size: float, colour: str) -> None:
        least = template().cond_icon_mm * PT_PER_MM / 0.95  # the painter draws a side of 0.95 * size
        if name.startswith("cond-") and size < least:
            cx, cy = x + 0.525 * size, baseline + 0.335 * size  # the drawn icon's centre
            x, baseline, size = cx - 0.525 * least, cy - 0.335 * least, least
        self.icons.draw(name, x, baseline, size, colour)


def _text(ctx: CardCanvas, piece: Piece, at: Rect, ink: str) -> None:
    block = fit_piece(piece, measure)
    box = piece.box.shifted(at.x, at.y)
    top = box.top
    if piece.style in ("title", "lower", "kicker", "action", "runner_action", "secondary", "side"):
        top -= max(0.0, (box.h - block.height) / 2)  # centre one-liners in their band
    icons = _CondIcons(ctx.icons) if "{cond-" in piece.text else ctx.icons
    draw_block(ctx.c, icons, block, box.x, top, ink)


def draw_face(
    ctx: CardCanvas,
    deck: Deck,
    card: Card,
    words: Words,
    trim: Rect,
    bleed: float,
    side: str = "a",
    number: str = "",
) -> None:
    """One printed face of ``card`` with its trim box at ``trim``."""
    c = ctx.c
    boxes, found = pieces(deck, card, words, side)
    dark, _light = deck_colours(deck.kind)
    ink = base().colour("ink")
    key = f"frame_{deck.kind}_{len(boxes.clicks)}_{bleed:.2f}"
    ctx.reuse(key, trim, bleed, _frame_art(deck.kind, boxes, True))
    if deck.kind == "behaviour":
        _behaviour_side(ctx, boxes, found, trim, side, dark)
    for i, (click, cb) in enumerate(zip(card.clicks, boxes.clicks, strict=False)):
        words_of_row = [p for p in found if p.row == i + 1]
        key = _row_key(deck.kind, click, cb, i + 1, words_of_row, bleed)
        ctx.reuse(key, trim, bleed, _row_art(ctx, deck, click, cb, i + 1, dark, words_of_row, ink))
    for piece in found:
        if piece.row:
            continue  # drawn with its row
        if piece.name in ("kicker", "title"):
            _text(ctx, piece, trim, "#ffffff")
        else:
            _text(ctx, piece, trim, ink)
    f = boxes.footer.shifted(trim.x, trim.y)
    c.setFillColor(HexColor(base().colour("muted")))
    c.setFont(font_name("regular"), template().styles["footer"].size)
    c.drawString(f.x, f.y + 1, deck.title.get(words.lang))
    if number:  # a card pictured in the booklet has none; an empty string is an empty text object
        c.drawRightString(f.right, f.y + 1, number)


def _behaviour_side(
    ctx: CardCanvas, boxes: CardBoxes, found: list[Piece], trim: Rect, side: str, dark: str
) -> None:
    """The side letter, large and white at the band's right, so A and B are told apart
    across the table; then one framed, numbered row per action, like AI click rows."""
    c = ctx.c
    band = boxes.header.shifted(trim.x, trim.y)
    c.setFillColor(white)
    c.setFont(font_name("bold"), 26)
    c.drawRightString(band.right - template().safe_mm * PT_PER_MM, band.y + band.h / 2 - 9, side.upper())
    ink = base().colour("ink")
    for i, cb in enumerate(boxes.clicks):
        frame = cb.main_frame.shifted(trim.x, trim.y)
        c.setFillColor(white)
        c.setStrokeColor(HexColor(dark))
        c.setLineWidth(0.6)
        c.roundRect(frame.x, frame.y, frame.w, frame.h, mm(1.6), stroke=1, fill=1)
        _number_badge(c, cb.number.shifted(trim.x, trim.y), i + 1, dark)
    for piece in found:
        if piece.row:
            _text(ctx, piece, trim, ink)


def _number_badge(
    c: Canvas, num: Rect, n: int, dark: str, text: str = "#ffffff", edge: str | None = None
) -> tuple[float, float]:
    """The round numbered badge at the top of a row's number column; returns its centre.
    ``edge`` outlines it (a light run colour on the card's light ground)."""
    cx, cy = num.x + num.w / 2, num.top - num.w / 2 - 1
    c.setFillColor(HexColor(dark))
    if edge:
        c.setStrokeColor(HexColor(edge))
        c.setLineWidth(0.5)
    c.circle(cx, cy, num.w / 2 - 0.6, stroke=1 if edge else 0, fill=1)
    c.setFillColor(HexColor(text))
    c.setFont(font_name("bold"), 8)
    c.drawCentredString(cx, cy - 2.8, str(n))
    return cx, cy


_ROWS: dict[tuple, tuple[tuple, str]] = {}  # ``_row_key`` by its boxes' identities
_ROWS_MAX = 8192


def _row_key(kind: str, click, cb, n: int, words: list[Piece], bleed: float) -> str:
    """``_named_row``, looked up by the identity of the row's boxes (``card_boxes`` hands
    every card of a row pattern the same ones) rather than by their hashes: hashing the
    boxes, dataclasses of floats, shows in a big deck's drawing. The entry holds the
    boxes, so no other object can take their ids while it is there."""
    run = click.run.colour if click.run is not None else ""
    disposable, reserved = bool(click.disposable), bool(click.reserved)
    ident = (
        kind,
        n,
        id(cb),
        disposable,
        reserved,
        run,
        bleed,
        *[(p.text, p.style, id(p.box)) for p in words],
    )
    found = _ROWS.get(ident)
    if found is None:
        if len(_ROWS) >= _ROWS_MAX:
            _ROWS.clear()
        held = (cb, *[p.box for p in words])
        found = _ROWS[ident] = (held, _named_row(kind, n, cb, disposable, reserved, run, words, bleed))
    return found[1]


def _named_row(
    kind: str, n: int, cb, disposable: bool, reserved: bool, run: str, words: list[Piece], bleed: float
) -> str:
    """Names everything a row's drawing depends on: same key, same picture."""
    what = (kind, n, cb, disposable, reserved, run, tuple((p.text, p.style, p.box) for p in words))
    return f"{_digest(what)}_{bleed:.2f}"


@lru_cache(maxsize=8192)
def _digest(what: tuple) -> str:
    return "row_" + hashlib.sha1(repr(what).encode()).hexdigest()[:20]


def _row_art(ctx: CardCanvas, deck: Deck, click, cb, n: int, dark: str, words: list[Piece], ink: str):
    def draw(c: Canvas, w: float, h: float, bleed: float) -> None:
        at = Rect(0.0, 0.0, w, h)  # the form's origin is the card's trim corner
        _click_row(ctx, deck, click, cb, at, n, dark)
        for piece in words:
            _text(ctx, piece, at, ink)

    return draw


def _click_row(ctx: CardCanvas, deck: Deck, click, cb, trim: Rect, n: int, dark: str) -> None:
    c = ctx.c
    t = template()
    frame = cb.main_frame.shifted(trim.x, trim.y)
    fill = "#ffffff"
    if click.disposable:
        fill = colour(t.colours.disposable)
    elif click.reserved:
        fill = colour(t.colours.reserved)
    c.setFillColor(HexColor(fill))
    c.setStrokeColor(HexColor(dark))
    c.setLineWidth(0.6)
    c.roundRect(frame.x, frame.y, frame.w, frame.h, mm(1.6), stroke=1, fill=1)
    if cb.secondary is not None:
        sx = cb.secondary.x + trim.x - t.pad_mm * PT_PER_MM
        c.setDash(1.5, 1.5)
        c.line(sx, frame.y + 2, sx, frame.top - 2)
        c.setDash()
    num = cb.number.shifted(trim.x, trim.y)
    cx, cy = num.x + num.w / 2, num.top - num.w / 2 - 1
    below = cy - num.w / 2  # the column's free space starts under the badge
    run = t.colours.run.get(click.run.colour) if click.run is not None else None
    if run is not None:
        # The run's colour is its name: a bar down the number column and the badge, with
        # the run's shape under the badge (told apart without colour), all outlined in ink.
        ink = base().colour("ink")
        c.setFillColor(HexColor(run.fill))
        c.setStrokeColor(HexColor(ink))
        c.setLineWidth(0.5)
        c.roundRect(cx - mm(0.9), frame.y + 1, mm(1.8), cy - frame.y - 1, mm(0.9), stroke=1, fill=1)
        _number_badge(c, num, n, run.fill, run.text, ink)
        side = RUN_SHAPE_MM * PT_PER_MM
        below -= side + 1.2
        ctx.icons.draw(f"run-{run.shape}", cx - side * ICON_SCALE / 2, below + side * 0.14, side, run.fill)
        dark = run.fill
    else:
        _number_badge(c, num, n, dark)
    mark = "disposable" if click.disposable else "reserved" if click.reserved else None
    if mark:
        ctx.icons.draw(mark, num.x + 0.2, below - 10.5, 9.5, dark if run is None else base().colour("ink"))


def draw_back(ctx: CardCanvas, deck: Deck, words: Words, trim: Rect, bleed: float) -> None:
    """The shared back of an AI deck (``nrprint.render.backs``): one form per kind and language."""
    from nrprint.render.backs import draw_ai_back

    dark, light = deck_colours(deck.kind)
    label = words.label(f"back-{deck.kind}")
    mark = words.label("back-mark")
    draw_ai_back(ctx, deck.kind, dark, light, label, f"{deck.kind}_{words.lang}", trim, bleed, mark)


class DeckFaces(Sequence[CardFace]):
    """The imposer's faces for one deck: fronts, and backs (behaviour cards: side B).

    Each face is made when the imposer asks for it, from a card built then (a loaded
    deck keeps its cards packed), so only the cards of the sheet being drawn exist.
    """

    has_backs = True  # AI cards share one back; behaviour cards print side B

    def __init__(self, deck: Deck, words: Words):
        self.deck, self.words = deck, words

    def __len__(self) -> int:
        return len(self.deck.cards)

    @overload
    def __getitem__(self, i: int) -> CardFace: ...
    @overload
    def __getitem__(self, i: slice) -> list[CardFace]: ...
    def __getitem__(self, i: int | slice) -> CardFace | list[CardFace]:
        at = range(len(self))[i]  # negative indexes, slices and IndexError as a list has them
        return [self._face(j) for j in at] if isinstance(at, range) else self._face(at)

    def _face(self, i: int) -> CardFace:
        deck, words = self.deck, self.words
        # The drawing reports nothing: a card of a packed deck is built without positions.
        cards = deck.cards
        card = cards.unsourced(i) if isinstance(cards, LazyNodes) else cards[i]
        number = f"{i + 1}/{len(self)}"

        def front(ctx: CardCanvas, trim: Rect, bleed: float) -> None:
            draw_face(ctx, deck, card, words, trim, bleed, "a", number)

        def back(ctx: CardCanvas, trim: Rect, bleed: float) -> None:
            if deck.kind == "behaviour":
                draw_face(ctx, deck, card, words, trim, bleed, "b", number)
            else:
                draw_back(ctx, deck, words, trim, bleed)

        return CardFace(card.title.get(words.lang), front, back)


def card_faces(deck: Deck, words: Words) -> DeckFaces:
    return DeckFaces(deck, words)
