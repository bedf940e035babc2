"""Targets for the Automa print-and-play cards, quick references and calibration sheet.

``automa-corp``            → ``<lang>/automa-corp.pdf``            Corp AI deck (no Stratagem)
``automa-corp-stratagem``  → ``<lang>/automa-corp-stratagem.pdf``  Corp AI deck using the Stratagem deck
``automa-behaviour``       → ``<lang>/automa-behaviour.pdf``       the four behaviour cards (A front, B back)
``automa-runner``          → ``<lang>/automa-runner.pdf``          Runner AI deck
``automa-decks``           → ``<lang>/automa-<id>.pdf``            any other deck file (your transcriptions)
``automa-reference``       → ``<lang>/automa-reference-corp.pdf`` and ``…-runner.pdf`` (one A4 each)
``duplex-calibration``     → ``<lang>/duplex-calibration.pdf``     two pages to measure --back-offset

With ``--layout single`` the deck files are named ``automa-<id>-single.pdf`` (one card a
page, TrimBox/BleedBox set, front then back).
"""

from __future__ import annotations

from pathlib import Path

from nrprint.diagnostics import ContentError, Pos
from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

DECK_DOMAINS = ("automa-decks", "automa-glossary")
NAMED = ("corp", "corp-stratagem", "behaviour", "runner")
ENABLE = "add content/automa/decks/*.yaml (see `nrprint docs automa`)"


def _need(project: Project, name: str, file: str):
    obj = project.get(name)
    if obj is None:
        raise ContentError([Pos(project.display(file)).error("IO006", f"missing or invalid {file}")])
    return obj


def _deck_outputs(project: Project, options: BuildOptions, ids: list[str] | None) -> list[Output]:
    decks = project.get("automa-decks")
    if decks is None:
        return []
    glossary = _need(project, "automa-glossary", "glossary-terms.yaml")
    chosen = [d for d in decks.decks if (d.id in ids if ids is not None else d.id not in NAMED)]
    if ids is not None and not chosen:
        raise ContentError(
            [Pos(project.display("automa/decks")).error("AUT017", f"no deck with id {', '.join(ids)}")]
        )
    single = options.cards.layout == "single"
    suffix = "-single" if single else ""
    outputs = []
    for deck in chosen:
        for lang in options.langs:

            def draw(path: Path, deck=deck, lang=lang) -> None:
                from nrprint.automa.pdfs import write_deck

                write_deck(path, deck, glossary, lang, options)

            outputs.append(Output(f"{lang}/automa-{deck.id}{suffix}.pdf", draw, lang))
    return outputs


def _named(deck_id: str):
    return lambda project, options: _deck_outputs(project, options, [deck_id])


def _reference(project: Project, options: BuildOptions) -> list[Output]:
    glossary = _need(project, "automa-glossary", "glossary-terms.yaml")
    ref = _need(project, "automa-reference", "automa/reference.yaml")
    outputs = []
    for lang in options.langs:
        for side in ("corp", "runner"):

            def draw(path: Path, side=side, lang=lang) -> None:
                from nrprint.automa.reference import write_reference

                write_reference(path, side, ref, glossary, lang, options.paper)

            outputs.append(Output(f"{lang}/automa-reference-{side}.pdf", draw, lang))
    return outputs


def _calibration(project: Project, options: BuildOptions) -> list[Output]:
    ref = _need(project, "automa-reference", "automa/reference.yaml")
    glossary = _need(project, "automa-glossary", "glossary-terms.yaml")
    outputs = []
    for lang in options.langs:

        def draw(path: Path, lang=lang) -> None:
            from nrprint.automa.pdfs import write_calibration

            write_calibration(path, ref, glossary, lang, options)

        outputs.append(Output(f"{lang}/duplex-calibration.pdf", draw, lang))
    return outputs


_DESCRIPTIONS = {  # and the weight of drawing one deck (registry.Target.weight)
    "corp": ("Automa Corp AI deck (no Stratagem), poker cards imposed with backs", 3.0),
    "corp-stratagem": ("Automa Corp AI deck using the Stratagem deck, imposed with backs", 3.0),
    "behaviour": ("Automa behaviour cards (side A front, side B back), imposed", 1.5),
    "runner": ("Automa Runner AI deck, poker cards imposed with backs", 5.0),
}

# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    *(
        Target(
            f"automa-{_id}",
            _text,
            DECK_DOMAINS,
            _named(_id),
            optional=True,
            how_to_enable=ENABLE,
            cards=True,
            weight=_weight,
        )
        for _id, (_text, _weight) in _DESCRIPTIONS.items()
    ),
    Target(
        "automa-decks",
        "Automa decks other than the four shipped ones (your transcriptions)",
        DECK_DOMAINS,
        lambda p, o: _deck_outputs(p, o, None),
        optional=True,
        how_to_enable=ENABLE,
        cards=True,
        weight=3.0,
    ),
    Target(
        "automa-reference",
        "Automa quick reference, one A4 per AI side (annotated example card)",
        ("automa-glossary", "automa-reference"),
        _reference,
        optional=True,
        how_to_enable=ENABLE,
        weight=1.5,
    ),
    Target(
        "duplex-calibration",
        "Two-page duplex calibration sheet for --back-offset",
        ("automa-reference", "automa-glossary"),
        _calibration,
        optional=True,
        how_to_enable=ENABLE,
    ),
)
