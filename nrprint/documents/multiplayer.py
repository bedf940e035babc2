"""Targets for The Big Sell-Out: the reference-card deck and the A4 overview.

``multiplayer-cards``    → ``<lang>/big-sell-out-cards.pdf`` (poker cards, imposed by
                           ``nrprint.render.cardsheet``: sheets or single, bleed, duplex)
``multiplayer-overview`` → ``<lang>/big-sell-out-overview.pdf`` (one A4 or Letter page)
"""

from __future__ import annotations

from pathlib import Path

import nrprint.multiplayer  # noqa: F401  (registers the {houserule} icon)
from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

DOMAINS = ("multiplayer", "multiplayer-houserules")
ENABLE = "add content/multiplayer/rules.yaml (see `nrprint docs multiplayer`)"


def _cards(project: Project, options: BuildOptions) -> list[Output]:
    from nrprint.multiplayer.deck import anchor_lookup, rulings_of

    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    # Rulings references appear only when the rulings have been imported (optional).
    anchor = anchor_lookup(rulings_of(project))

    def make(lang: str):
        def draw(path: Path) -> None:
            from nrprint.multiplayer.pdfs import write_cards

            write_cards(path, rules, house, lang, options, anchor)

        return draw

    return [Output(f"{lang}/big-sell-out-cards.pdf", make(lang), lang) for lang in options.langs]


def _overview(project: Project, options: BuildOptions) -> list[Output]:
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")

    def make(lang: str):
        def draw(path: Path) -> None:
            from nrprint.multiplayer.pdfs import write_overview

            write_overview(path, rules, house, lang, options.paper)

        return draw

    return [Output(f"{lang}/big-sell-out-overview.pdf", make(lang), lang) for lang in options.langs]


# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    Target(
        "multiplayer-cards",
        "The Big Sell-Out reference cards (poker size, imposed; house rules marked)",
        DOMAINS,
        _cards,
        optional=True,
        how_to_enable=ENABLE,
        uses=("rulings",),  # cards show a reference to a card's rulings once they are imported
        cards=True,
        weight=4.0,
    ),
    Target(
        "multiplayer-overview",
        "The Big Sell-Out one-page A4 overview with seating diagrams",
        DOMAINS,
        _overview,
        optional=True,
        how_to_enable=ENABLE,
        weight=3.0,
    ),
)
