"""A printed AI card as a picture for another document (the rules booklet's annotated cards).

The card is drawn by the decks' own code (``draw_face``), so the picture is the card the
player holds; ``anchors`` are the points of its parts that callouts point at (card
coordinates in points, the trim's lower-left corner at 0, 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.automa.compose import Words
from nrprint.automa.draw import deck_colours, draw_face
from nrprint.automa.reference import anchors
from nrprint.layout.imposition import Rect
from nrprint.model.automa import Card, Deck
from nrprint.model.card_words import Glossary
from nrprint.render.cardsheet import CardCanvas
from nrprint.units import PT_PER_MM

CARD_W, CARD_H = 63 * PT_PER_MM, 88 * PT_PER_MM


@dataclass(frozen=True, slots=True)
class CardPicture:
    """One deck card in one language: its size, its parts' points, and how to paint it."""

    deck: Deck
    card: Card
    glossary: Glossary
    lang: str
    width: float = CARD_W
    height: float = CARD_H

    @property
    def anchors(self) -> dict[str, tuple[float, float]]:
        return anchors(self.deck, self.card, Words(self.glossary, self.lang))

    def paint(self, c: Canvas, x: float, y: float, scale: float) -> None:
        """The card with its lower-left trim corner at (x, y), ``scale`` times true size."""
        ctx = CardCanvas(c)
        c.saveState()
        c.translate(x, y)
        c.scale(scale, scale)
        draw_face(ctx, self.deck, self.card, Words(self.glossary, self.lang), Rect(0, 0, CARD_W, CARD_H), 0.0)
        c.setStrokeColor(HexColor(deck_colours(self.deck.kind)[0]))
        c.setLineWidth(0.6)
        c.rect(0, 0, CARD_W, CARD_H, stroke=1, fill=0)
        c.restoreState()


def find_card(decks: list[Deck], ref: str) -> tuple[Deck, Card] | None:
    """The deck and card ``deck-id/card-id`` names, or None."""
    deck_id, _, card_id = ref.partition("/")
    for deck in decks:
        if deck.id == deck_id:
            for card in deck.cards:
                if card.id == card_id:
                    return deck, card
    return None
