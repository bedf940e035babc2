"""``nrprint cards explain NAME``: what deck preparation and the game simulator know of a
card, and why. ``nrprint cards coverage [DECKLIST...]``: the share of card uses the engine
plays as printed, per decklist and over all (the shipped real decklists by default)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nrprint.commands._common import add_content

if TYPE_CHECKING:
    from nrprint.cards.explain import Origin
    from nrprint.model.deckprep import CardFact


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="look up imported card facts", description="Imported card facts.")
    inner = p.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    ex = inner.add_parser(
        "explain",
        help="say whether a card is economy, its advancement, its play facts, and which source decided",
        description="Explain the facts deck preparation uses for one card: the facts file, then "
        "the imported card data (with the economy rule that matched); then the play facts the game "
        "simulator uses, each with the rule and words that decided it.",
    )
    ex.add_argument(
        "name", metavar="NAME", help="a card title as you would type it (any case, accents optional)"
    )
    add_content(ex)
    ex.set_defaults(run=run_explain)
    cov = inner.add_parser(
        "coverage",
        help="the share of card uses the game simulator plays as printed, per decklist",
        description="For each decklist (the real decklists shipped with nrprint when none is given), "
        "the card uses (copies) whose every effect the game simulator plays, over all the lists, "
        "and the most used cards with what the simulator leaves out of each. Needs imported card "
        "data (`nrprint import cards PATH`).",
    )
    cov.add_argument("decklists", nargs="*", metavar="DECKLIST", help="NetrunnerDB text decklists")
    cov.add_argument("--top", type=int, default=50, metavar="N", help="how many cards to list (50)")
    add_content(cov)
    cov.set_defaults(run=run_coverage)


def run_explain(args: argparse.Namespace) -> int:
    from nrprint.cards.economy import RULES
    from nrprint.cards.store import load_index
    from nrprint.deckprep.cards import card_key
    from nrprint.deckprep.facts import fact_table
    from nrprint.model.project import Project

    content = Path(args.content)
    project = Project(content, display_path=args.content.rstrip("/") or ".")
    facts = project.get("card-facts") if content.is_dir() else None
    fact = fact_table(facts).get(card_key(args.name))
    index = load_index(content) if content.is_dir() else None
    card = index.find(args.name) if index is not None else None
    if fact is None and card is None:
        hint = (
            f"; did you mean {', '.join(index.suggest(args.name))}?"
            if index and index.suggest(args.name)
            else ""
        )
        none = "" if index is not None else " (no card data imported: `nrprint import cards PATH`)"
        print(f"nrprint: error: unknown card '{args.name}'{none}{hint}", file=sys.stderr)
        return 1
    title = card["title"] if card else args.name
    print(title)
    if card:
        print(f"  {card['side']} {card['type']}, code {card['code']}")
        if card["titles"]:
            print("  titles: " + ", ".join(f"{lang} {t}" for lang, t in card["titles"].items()))
    if fact is not None:
        print(
            f"  card-facts file: economy {'yes' if fact.economy else 'no'}"
            + (f", advancement {fact.advancement}" if fact.advancement else "")
        )
    if card:
        why = RULES[card["rule"]][0] if card["rule"] in RULES else "no rule matched its text"
        said = f" (“{card['evidence']}”)" if card["evidence"] else ""
        print(f"  card data: economy {'yes' if card['economy'] else 'no'}, rule {card['rule']}: {why}{said}")
        if card["advancement"] is not None:
            print(f"  card data: advancement requirement {card['advancement']}")
    decided = "the card-facts file" if fact is not None else "the imported card data"
    print(f"  decides: a decklist tag ([econ], [noecon], [adv:N]) if the line has one, else {decided}")
    entry = next((f for f in facts.cards if card_key(f.name) == card_key(args.name)), None) if facts else None
    for line in play_lines(args.name, entry, card, facts, index):
        print(line)
    return 0


def play_lines(name: str, entry: CardFact | None, card: dict[str, Any] | None, facts, index) -> list[str]:
    """The play facts the simulator uses for a card, one line each, and their source."""
    from nrprint.cards.explain import explain
    from nrprint.simulate.lookup import FILE, IMPORTED, FactsSource

    type_ = card["type"] if card else entry.type if entry else None
    side = card["side"] if card else entry.side if entry else None
    if type_ is None or side is None:
        return ["  play facts: unknown (the card-facts entry has no type and no card data is imported)"]
    f = FactsSource(facts, index).get(name, type_, side)
    origin: Origin = "file" if f.source == FILE else "imported" if f.source == IMPORTED else "stand-in"
    head = (
        "  play facts: the card-facts file's play: entry, else the imported card data, else a stand-in "
        f"by type; here {'a stand-in' if f.source == 'stand-in' else 'the ' + f.source}"
    )
    return [head, *map(str, explain((name, type_, side), f, origin, entry, card))]


def run_coverage(args: argparse.Namespace) -> int:
    from nrprint.deckprep.decklist import read_decklist
    from nrprint.diagnostics import ContentError
    from nrprint.simulate.effects.coverage import coverage
    from nrprint.simulate.effects.samples import sample_files
    from nrprint.simulate.lookup import FactsSource

    content = Path(args.content)
    source = FactsSource.from_content(content)
    if source.index is None:
        print("nrprint: error: no card data imported: `nrprint import cards PATH` first", file=sys.stderr)
        return 1
    files = [(Path(p), p) for p in args.decklists] or [(p, p.name) for p in sample_files()]
    decks, errors = [], []
    for path, display_path in files:
        try:
            decks.append(read_decklist(path, display_path))
        except ContentError as exc:
            errors += exc.diagnostics
    if errors:
        raise ContentError(errors)
    report = coverage(decks, source)
    print(
        f"card uses fully modelled: {report.full} of {report.total} ({100 * report.share:.1f} %), "
        f"{len(decks)} decklists, {len(report.uses)} cards"
    )
    print("per decklist (fully modelled uses / uses):")
    for row in report.decks:
        print(f"  {100 * row.share:5.1f} %  {row.full:3d}/{row.uses:<3d}  {row.path}")
    print(f"the {args.top} most used cards (uses, fully modelled, type, name, what is not played):")
    for st, n in report.top(args.top):
        print(
            f"  {n:4d}  {'yes' if st.full else 'no ':3s}  {st.type:9s}  {st.name}"
            + (f" — {st.why}" if st.why else "")
        )
    return 0
