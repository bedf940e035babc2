#!/usr/bin/env python3
"""Print card-facts entries, with their ``play:`` facts, for the cards of decklists.

Usage: python scripts/play_facts.py CARD_DATA DECKLIST... [--all]

CARD_DATA is a netrunner-cards-json checkout (or anything ``nrprint import cards``
takes). Each card of the decklists is derived as the import derives it
(``nrprint.cards.play``) and printed as one line of ``content/automa/card-facts.yaml``:
name, side, type, economy (for the types where it counts), an agenda's advancement, and
``play:`` with the fields that differ from the defaults. Cards the file already lists
are left out unless ``--all`` is given. Review each line against the card before
committing it: where a rule reads the card wrong, improve the rule, or set the field by
hand and name it in ``corrected`` with a comment saying why (our words, never the
card's text).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from nrprint.cards.importer import derive  # noqa: E402  (the checkout's nrprint)
from nrprint.cards.names import CardIndex  # noqa: E402
from nrprint.cards.source import load  # noqa: E402
from nrprint.deckprep.cards import card_key  # noqa: E402
from nrprint.deckprep.decklist import read_decklist  # noqa: E402

ECONOMY_TYPES = {
    "operation",
    "upgrade",
    "asset",
    "event",
    "resource",
}  # as checks/rules/deckprep/facts_side.py
FACTS = REPO / "content" / "automa" / "card-facts.yaml"


def scalar(value: object) -> str:
    """A YAML flow scalar: plain where that is safe, else JSON-quoted."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(scalar(v) for v in value) + "]"
    text = str(value)
    plain = re.fullmatch(r"[A-Za-z0-9][\w .'’&+-]*", text) and text not in (
        "true",
        "false",
        "null",
        "yes",
        "no",
    )
    return text if plain and not text.endswith(" ") else json.dumps(text, ensure_ascii=False)


def entry(name: str, side: str, type_: str, card: dict) -> str:
    parts = [f"name: {scalar(name)}", f"side: {side}", f"type: {type_}"]
    if card["economy"] and type_ in ECONOMY_TYPES:
        parts.append("economy: true")
    if card["advancement"] is not None:
        parts.append(f"advancement: {card['advancement']}")
    play = {k: v for k, v in card["play"].items() if k not in ("rules", "advancement")}
    if play:
        parts.append("play: {" + ", ".join(f"{k}: {scalar(v)}" for k, v in play.items()) + "}")
    return "  - {" + ", ".join(parts) + "}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", type=Path, help="netrunner-cards-json checkout or API dump")
    ap.add_argument("decklists", type=Path, nargs="+")
    ap.add_argument("--all", action="store_true", help="also the cards card-facts.yaml lists already")
    args = ap.parse_args(argv)
    loaded = load(args.data, str(args.data))
    imported = derive(loaded)
    if imported.errors:
        for d in imported.errors:
            print(d.format(), file=sys.stderr)
        return 1
    index = CardIndex.build(imported.cards)
    listed = set(re.findall(r"name: ([^,}]+)", FACTS.read_text(encoding="utf-8")))
    known = {card_key(n.strip().strip('"')) for n in listed}
    seen: set[str] = set()
    for path in args.decklists:
        deck = read_decklist(path, str(path))
        print(f"  # {path.name}")
        for e in deck.entries:
            key = card_key(e.name)
            if key in seen or (key in known and not args.all):
                continue
            seen.add(key)
            card = index.find(e.name)
            if card is None:
                print(f"  # {e.name}: not in the card data")
            elif card["type"] != e.type.value:
                print(f"  # {e.name}: a {card['type']} in the card data, listed as {e.type.value}: left out")
            else:
                print(entry(e.name, deck.side.value, e.type.value, card))
    return 0


if __name__ == "__main__":
    sys.exit(main())
