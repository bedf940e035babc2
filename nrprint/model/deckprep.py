"""Content domain ``card-facts``: what a plain decklist does not say about a card.

``content/automa/card-facts.yaml`` lists cards by name with the two facts the Automa
deck preparation needs: whether a card is *economy* (gains credits or lowers costs;
such cards go to the Runner AI's EC deck and stay out of the Corp AI's Stratagem deck)
and an agenda's *advancement* requirement (the Corp AI reveals a remote card once it
holds as many advancement tokens as the highest requirement). Users extend the file.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from nrprint.model.base import Node
from nrprint.project import Domain, register_domain

CardTypeName = Literal[
    "agenda", "asset", "upgrade", "operation", "ice", "program", "hardware", "resource", "event"
]


class CardFact(Node):
    """Facts about one card; ``name`` as printed on the card (matching ignores case)."""

    name: str = Field(min_length=1, max_length=80)
    side: Literal["corp", "runner"]
    type: CardTypeName | None = None
    economy: bool = False
    advancement: int | None = Field(default=None, ge=1, le=15)


class CardFacts(Node):
    version: Literal[1] = 1
    cards: list[CardFact] = Field(default_factory=list)


register_domain(
    Domain(
        "card-facts",
        "card facts for Automa deck preparation (automa/card-facts.yaml)",
        file="automa/card-facts.yaml",
        model=CardFacts,
        required=False,
    )
)
