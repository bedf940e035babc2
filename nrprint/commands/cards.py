"""``nrprint cards explain NAME``: what deck preparation knows of a card, and why."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nrprint.commands.common import add_content


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="look up imported card facts", description="Imported card facts.")
    inner = p.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    ex = inner.add_parser(
        "explain",
        help="say whether a card is economy, its advancement, and which source decided",
        description="Explain the facts deck preparation uses for one card: the facts file, then "
        "the imported card data (with the economy rule that matched).",
    )
    ex.add_argument(
        "name", metavar="NAME", help="a card title as you would type it (any case, accents optional)"
    )
    add_content(ex)
    ex.set_defaults(run=run_explain)


def run_explain(args: argparse.Namespace) -> int:
    from nrprint.cards.economy import RULES
    from nrprint.cards.store import load_index
    from nrprint.deckprep.cards import card_key
    from nrprint.deckprep.facts import fact_table
    from nrprint.project import Project

    content = Path(args.content)
    project = Project(content, display_root=args.content.rstrip("/") or ".")
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
    return 0
