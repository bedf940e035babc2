"""Target ``automa-rules`` → ``<lang>/automa-rules.pdf``: the Automa rules as a booklet.

The booklet pictures printed AI cards: they come from the AI decks and are drawn by the
decks' own code, so this target also reads the decks and their glossary.
"""

from __future__ import annotations

from pathlib import Path

from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

DOMAINS = ("automa-rules",)
USES = ("automa-decks", "automa-glossary")  # the pictured cards: read when present


def pictures(project: Project, lang: str) -> dict:
    """The printed AI cards the booklet's ``card`` blocks name, by ``deck/card``."""
    from nrprint.automa.figure import CardPicture, find_card

    booklet, decks, glossary = (project.get(d) for d in DOMAINS + USES)
    if decks is None or glossary is None:
        return {}
    found = {}
    for section in booklet.sections:
        for block in section.blocks:
            hit = find_card(decks.decks, block.card) if block.card else None
            if hit is not None:
                found[block.card] = CardPicture(hit[0], hit[1], glossary, lang)
    return found


def plan(project: Project, options: BuildOptions) -> list[Output]:
    booklet = project.get("automa-rules")
    outputs = []
    for lang in options.langs:

        def draw(path: Path, lang=lang) -> None:
            from nrprint.automarules.draw import write_booklet

            write_booklet(path, booklet, lang, options.paper, pictures(project, lang))

        outputs.append(Output(f"{lang}/automa-rules.pdf", draw, lang))
    return outputs


# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    Target(
        "automa-rules",
        "the Automa rules for both AIs as a booklet of 4 to 8 pages, one PDF per language",
        DOMAINS,
        plan,
        optional=True,
        how_to_enable="add content/automa/rules.yaml (see `nrprint docs automa-rules`)",
        uses=USES,
        weight=2.0,
    ),
)
