"""AUT001: a Corp AI card has exactly 3 clicks, a Runner AI card 4, a behaviour card none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.automa.vocab import CORP_CLICKS, RUNNER_CLICKS
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck

EXPECTED = {"corp": CORP_CLICKS, "runner": RUNNER_CLICKS, "behaviour": 0}


@check(code="AUT001")
def clicks(project: Project, deck: Deck, card: Card) -> Findings:
    """The rulebook gives the Corp three clicks and the Runner four; a card has that many."""
    want = EXPECTED[deck.kind]
    if len(card.clicks) != want:
        # Point at the first click too many, or at the card when clicks are missing.
        at = card.clicks[want].pos() if len(card.clicks) > want else card.pos("id")
        yield error(at, f"card '{card.id}' has {len(card.clicks)} click(s); a {deck.kind} card has {want}")
