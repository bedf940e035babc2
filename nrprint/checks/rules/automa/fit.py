"""AUT011: every text of every Automa card fits its frame at 6.5 pt or more, in every language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.compose import Words, checked_pieces, faces, fit_piece
from nrprint.checks.rule import Findings, check, error
from nrprint.model.base import Node, Text
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


def _pos(piece, card, lang):
    src = piece.src
    if isinstance(src, Text):
        return src.where(lang)
    if isinstance(src, Node):
        return src.pos()
    return card.pos("id")


@check(code="AUT011")
def fit(project: Project, deck: Deck, card: Card) -> Findings:
    """Text is shrunk down to the template's minimum size to fit; below it, it would be
    unreadable, so the card must be shortened instead of clipped."""
    from nrprint.render.fonts import measure

    glossary = project.get("automa-glossary")
    for lang in project.langs():
        words = Words(glossary, lang)
        for side in faces(deck):
            _boxes, found = checked_pieces(deck, card, words, side)
            for piece in found:
                block = fit_piece(piece, measure)
                if not block.fits:
                    yield error(
                        _pos(piece, card, lang),
                        f"card '{card.id}' ({lang}): the {piece.name} text does not fit its frame "
                        f"even at {block.size:g} pt ({len(block.lines)} lines); shorten it",
                    )
