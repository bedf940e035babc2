"""AUT019: no laid-out line of an Automa card holds only a short code (-R, +A, <6).

The text flow glues a short code to the word before it, so wrapping alone never strands
one; a code can still end up alone when the content itself starts a line with it (a
line break typed before it). A lone "+A" on a line is read as a separate instruction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.compose import Piece, Words, checked_pieces, faces, fit_piece
from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.automa.fit import _pos
from nrprint.layout.textflow import TextBlock, is_short_code
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck


def orphan_lines(block: TextBlock) -> list[str]:
    """The lines of ``block`` whose only content is a short code (no icon, no word)."""
    out = []
    for line in block.lines:
        if any(item.piece.icon is not None for item in line.items):
            continue
        text = "".join(item.piece.text for item in line.items).strip()
        if text and is_short_code(text):
            out.append(text)
    return out


_SEEN: dict[tuple[str, str], tuple[TextBlock, list[str]]] = {}


def _orphans(piece: Piece, block: TextBlock) -> list[str]:
    """``orphan_lines`` once per laid-out text: a deck prints the same clicks on
    thousands of cards, and their layouts come from one cache (``fit_piece``)."""
    key = (piece.text, piece.style)  # the block decides: the same text in two frames is read twice
    seen = _SEEN.get(key)
    if seen is None or seen[0] is not block:  # a block laid out again: read it again
        if len(_SEEN) >= 4096:
            _SEEN.clear()
        seen = _SEEN[key] = (block, orphan_lines(block))
    return seen[1]


@check(code="AUT019")
def orphan_codes(project: Project, deck: Deck, card: Card) -> Findings:
    """Checked on the printed layout in every language, as the drawing sets it."""
    from nrprint.render.fonts import measure

    glossary = project.get("automa-glossary")
    for lang in project.langs():
        words = Words(glossary, lang)
        for side in faces(deck):
            for piece in checked_pieces(deck, card, words, side)[1]:
                for code in _orphans(piece, fit_piece(piece, measure)):
                    yield error(
                        _pos(piece, card, lang),
                        f"card '{card.id}' ({lang}): the {piece.name} text has '{code}' alone on a "
                        "line; write it after the action it belongs to, on the same line",
                    )
