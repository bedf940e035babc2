"""Build a :class:`~nrprint.simulate.setup.Match` from the content and two decklists.

Everything the user names is checked here, before a game is played, and reported all
at once like a compiler (``SIM0xx`` codes): an unknown deck id, a behaviour card that
does not exist, a decklist for the wrong side, a deck that leaves one of the AI's piles
empty. The AI plays only from the deck files in the content (the same data that prints
the cards), so a deck an author writes plays with no code change.
"""

from __future__ import annotations

from pathlib import Path

from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.simulate.aicards import ai_deck, behaviour_card
from nrprint.simulate.rules import Rules
from nrprint.simulate.setup import Match

NEEDED = {"corp": ("ICE", "OP", "RE", "R&D"), "runner": ("PRO", "EC", "RE")}
DEFAULT_MAX_ADVANCEMENT = 5


def read_deck(path: Path, shown: str, index, side=None):
    from nrprint.cards.decks import looks_like_json, read_deck_json
    from nrprint.deckprep.decklist import read_decklist

    if not path.is_file():
        raise ContentError([Pos(shown).error("SIM011", "decklist not found (or not a regular file)")])
    if looks_like_json(path):
        return read_deck_json(path, shown, index, side)
    return read_decklist(path, shown, side)


def build_match(
    project,
    deck_id: str,
    decklist: Path,
    versus: Path,
    *,
    rules: Rules,
    opponent: str = "competent",
    budget: int = 0,
    behaviour: str | None = None,
    shown: tuple[str, str] | None = None,
) -> Match:
    from nrprint.cards.store import load_index
    from nrprint.deckprep.facts import resolve
    from nrprint.simulate.lookup import FactsSource

    shown_deck, shown_versus = shown or (str(decklist), str(versus))
    errors: list[Diagnostic] = []
    decks = project.get("automa-decks")
    errors += [d for d in project.load_diagnostics if d.severity.name == "ERROR"]
    if errors:
        raise ContentError(errors)
    all_decks = list(decks.decks) if decks is not None else []
    playable = {d.id: d for d in all_decks if d.kind in ("corp", "runner")}
    deck = playable.get(deck_id)
    where = Pos(shown_deck, 1, 1)
    if deck is None:
        known = ", ".join(sorted(playable)) or "none"
        raise ContentError([where.error("SIM010", f"no AI deck with id '{deck_id}' (decks: {known})")])
    index = load_index(project.root)
    mine = read_deck(decklist, shown_deck, index)
    theirs = read_deck(versus, shown_versus, index)
    if mine.side.value != deck.kind:
        errors.append(
            where.error("SIM012", f"a {mine.side.value} decklist for the {deck.kind} AI deck '{deck.id}'")
        )
    if theirs.side.value == deck.kind:
        errors.append(
            Pos(shown_versus, 1, 1).error(
                "SIM012", f"the opponent's decklist is a {theirs.side.value} deck, like the AI's"
            )
        )
    bcard = None
    if deck.kind == "corp" and deck.stratagem:
        pool = [c for d in all_decks if d.kind == "behaviour" for c in d.cards]
        chosen = [c for c in pool if behaviour in (None, c.id)]
        if not chosen:
            ids = ", ".join(c.id for c in pool) or "none"
            errors.append(where.error("SIM013", f"no behaviour card '{behaviour}' (cards: {ids})"))
        else:
            bcard = behaviour_card(chosen[0])
    if errors:
        raise ContentError(errors)
    facts_file = project.get("card-facts")
    resolved = resolve(mine, facts_file, stratagem=deck.stratagem, imported=index)
    source = FactsSource(facts_file, index)
    names = {(c.name, c.type.value, mine.side.value) for c in resolved.cards}
    opp = [(e.name, e.type.value) for e in theirs.entries for _ in range(e.count)]
    names |= {(n, t, theirs.side.value) for n, t in opp}
    facts = {n: source.get(n, t, s) for n, t, s in sorted(names)}
    top, _ = resolved.max_advancement
    # The noted highest requirement is the deck's real one: never below an agenda's own
    # requirement in the facts the game plays with (audit A3).
    own = [facts[c.name].advancement or 0 for c in resolved.cards if c.type.value == "agenda"]
    top = max([top or 0, *own]) or None
    match = Match(
        ai=deck.kind,
        deck=deck.id,
        ai_cards=ai_deck(deck),
        behaviour=bcard,
        stratagem=deck.stratagem,
        ai_pool=tuple(resolved.cards),
        opponent_pool=tuple(n for n, _ in opp),
        facts=facts,
        max_advancement=top or DEFAULT_MAX_ADVANCEMENT,
        rules=rules,
        opponent=opponent,
        budget=budget,
    )
    _check_piles(match, where)
    return match


def _check_piles(match: Match, where: Pos) -> None:
    """A deal of the deck must leave every pile the AI draws from with cards in it."""
    from nrprint.deckprep.arith import Difficulty
    from nrprint.deckprep.corp import split_corp
    from nrprint.deckprep.runner import split_runner

    if match.ai == "corp":
        split = split_corp(list(match.ai_pool), Difficulty.STANDARD, match.stratagem, 0)
    else:
        split = split_runner(list(match.ai_pool), Difficulty.STANDARD, 0)
    needed = NEEDED[match.ai] + (("ST",) if match.stratagem else ())
    empty = [k for k in needed if not split.piles.get(k)]
    if empty:
        raise ContentError(
            [
                where.error(
                    "SIM014",
                    f"this decklist leaves the AI's {', '.join(empty)} pile(s) empty; the AI needs cards there",
                )
            ]
        )
