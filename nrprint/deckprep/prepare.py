"""Deck preparation as one use case: a decklist read, its cards' facts resolved, dealt
into the Automa's piles with a seeded shuffle and the deal verified (``prepare``); then
the tick-box checklist of the deal in one language (``plan_checklist``).

Both return data and diagnostics and write nothing: ``nrprint automa prepare`` reads the
decklist, prints what they return and writes the checklist. Any error: nothing written.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Side
from nrprint.deckprep.corp import split_corp
from nrprint.deckprep.decklist import Decklist
from nrprint.deckprep.facts import CardLookup, resolve
from nrprint.deckprep.report import as_data
from nrprint.deckprep.runner import split_runner
from nrprint.deckprep.verify import verify
from nrprint.diagnostics import ContentError, Diagnostic, Pos, Severity, has_errors
from nrprint.model.project import Project


@dataclass(frozen=True, slots=True)
class PrepareOptions:
    """How to deal (the options of ``nrprint automa prepare``)."""

    difficulty: Difficulty = Difficulty.STANDARD
    stratagem: bool = False  # the Corp AI uses the Stratagem deck
    seed: int | None = None  # none: a random seed (``Prepared.seed`` says which)
    strict: bool = False  # every warning is an error
    allow_unknown: bool = False  # a title the imported card data lacks is dealt, with a warning
    checklist: str | None = None  # where the checklist is written, as the deal says it


@dataclass
class Prepared:
    """A deal: its data (``report.as_data``; none after an error), the seed it was shuffled
    with, and the diagnostics of the decklist, its cards and the deal."""

    diagnostics: list[Diagnostic]
    data: dict[str, Any] | None = None
    seed: int = 0


def prepare(
    deck: Decklist,
    options: PrepareOptions,
    project: Project | None,
    index: CardLookup | None,
    found: Sequence[Diagnostic] = (),
) -> Prepared:
    """Deal ``deck`` as ``options`` say. ``project``: the content folder (its card-facts
    file), none if there is none; ``index``: the imported card data, if any; ``found``:
    what the caller found wrong with its arguments, reported with the rest."""
    diags = [*deck.warnings, *found]
    facts = project.get("card-facts") if project is not None else None
    if project is not None:
        diags += [d for d in project.load_diagnostics if d.severity is Severity.ERROR]
    resolved = resolve(deck, facts, stratagem=options.stratagem, imported=index)
    diags += resolved.warnings
    if not options.allow_unknown:  # a misspelt title would be dealt into the wrong pile
        diags = [
            _as_error(d, " (--allow-unknown deals it anyway)") if d.code == "DECK204" else d for d in diags
        ]
    if options.strict:
        diags = [_as_error(d, " (--strict)") if d.severity is Severity.WARNING else d for d in diags]
    if has_errors(diags):
        return Prepared(diags)
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(1_000_000)
    if deck.side is Side.CORP:
        split = split_corp(resolved.cards, options.difficulty, options.stratagem, seed)
    else:
        split = split_runner(resolved.cards, options.difficulty, seed)
    diags += verify(resolved.cards, split, Pos(deck.path, 1, 1))
    if has_errors(diags):
        return Prepared(diags, seed=seed)
    return Prepared(diags, as_data(split, resolved, deck.identity, options.checklist), seed)


def _as_error(d: Diagnostic, why: str) -> Diagnostic:
    return Diagnostic(d.path, d.line, d.col, Severity.ERROR, d.code, d.message + why)


@dataclass
class ChecklistPlan:
    """The checklist of a deal: ``draw(path)`` writes it; none when it cannot be laid out
    (the diagnostics say why, with the titles its font cannot print)."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    draw: Callable[[Path], None] | None = None


def plan_checklist(
    data: dict[str, Any], lang: str, labels: Any, index: CardLookup | None, where: Pos
) -> ChecklistPlan:
    """Lay out the checklist of ``data`` in ``lang`` (``labels``: the setup sheets' words;
    ``where``: the decklist) before anything is written: a checklist that cannot fit
    creates no file or folder."""
    from nrprint.deckprep.checklist_draw import draw_checklist, prepare_checklist

    printed, unprintable = localized(data, index, lang)
    diags = [
        where.warning("DECK205", f"the checklist font cannot print {t!r}: printed in English")
        for t in unprintable
    ]
    try:
        prepare_checklist(printed, lang, labels)
    except ContentError as exc:
        return ChecklistPlan(diags + exc.diagnostics)
    return ChecklistPlan(diags, partial(draw_checklist, data=printed, lang=lang, labels=labels))


def localized(data: dict[str, Any], index: CardLookup | None, lang: str) -> tuple[dict[str, Any], list[str]]:
    """The deal with card titles in ``lang`` where the imported card data has them and
    the embedded font can print them; the titles it cannot print stay in English and
    are returned, to be reported (never a box where a letter should be)."""
    if index is None:
        return data, []
    from nrprint.render.fonts import missing_glyphs

    unprintable: list[str] = []
    out: dict[str, Any] = {**data, "piles": []}
    for pile in data["piles"]:
        cards = []
        for c in pile["cards"]:
            card = index.find(c["name"])
            title = card["titles"].get(lang) if card else None
            printable = title is not None and not missing_glyphs(title) and not missing_glyphs(title, "bold")
            if title is not None and not printable:
                unprintable.append(title)
            cards.append({**c, "name": title if printable else c["name"]})
        out["piles"].append({**pile, "cards": cards})
    return out, unprintable
