"""NetrunnerDB's deck JSON: the API's ``decklist``/``deck`` document, cards by code.

Accepted: ``{"data": [{"name": …, "cards": {"01001": 1, …}}]}`` as the API answers, or
the deck object alone (``{"name": …, "cards": {…}}``). Each code is looked up in the
imported card data, which gives the card's title, type and side; the identity is the
deck's identity card.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import replace
from pathlib import Path
from typing import Any

from nrprint.cards.jsonscan import Located
from nrprint.cards.names import CardIndex
from nrprint.cards.source import read_json
from nrprint.deckprep.cards import CardType, Side
from nrprint.deckprep.decklist import MAX_COPIES, Decklist, Entry
from nrprint.diagnostics import ContentError, Diagnostic, Pos

MAX_DECK_BYTES = 2**20  # a deck of every card ever printed is about 40 KB
_KEY = re.compile(r'"([^"\\\n]{1,40})"\s*:')


def looks_like_json(path: Path) -> bool:
    """A regular file whose text starts with ``{``; anything else is read as a decklist
    (whose reader refuses a pipe or a device: opening one here would block)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with path.open("rb") as f:
            return f.read(64).lstrip().startswith(b"{")
    except (OSError, ValueError):
        return False


def _deck(doc: Any) -> dict[str, Any] | None:
    if isinstance(doc, dict) and isinstance(doc.get("data"), list) and len(doc["data"]) == 1:
        doc = doc["data"][0]
    if isinstance(doc, Located):
        doc = doc.value
    if isinstance(doc, dict) and isinstance(doc.get("cards"), dict):
        return doc
    return None


def _key_lines(path: Path) -> dict[str, int]:
    """The line each object key first appears on, in one pass."""
    try:
        with path.open("rb") as f:
            text = f.read(MAX_DECK_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return {}
    out: dict[str, int] = {}
    line, at = 1, 0
    for m in _KEY.finditer(text):
        line += text.count("\n", at, m.start())
        at = m.start()
        out.setdefault(m.group(1), line)
    return out


def _count_problem(count: object) -> str | None:
    if isinstance(count, bool) or not isinstance(count, int):
        return f"count {json.dumps(count)[:20]} is not a whole number"
    if not 1 <= count <= MAX_COPIES:
        return f"count {str(count) if count < 10**6 else 'too large'} is not 1 to {MAX_COPIES}"
    return None


def read_deck_json(path: Path, shown: str, index: CardIndex | None, side: Side | None) -> Decklist:
    errors: list[Diagnostic] = []
    doc = read_json(path, shown, errors, MAX_DECK_BYTES)
    if errors or doc is None:
        raise ContentError([replace(d, code="DECK020") for d in errors])
    deck = _deck(doc)
    if deck is None:
        raise ContentError(
            [Pos(shown).error("DECK020", "not a NetrunnerDB deck: expected 'cards' as code → count")]
        )
    if index is None:
        raise ContentError(
            [
                Pos(shown).error(
                    "DECK021", "a deck in JSON names its cards by code: run `nrprint import cards PATH` first"
                )
            ]
        )
    by_code = {c["code"]: c for c in index.by_key.values()}
    lines = _key_lines(path)
    entries, identity, sides = [], None, set()
    for code, count in deck["cards"].items():
        line = lines.get(code, 1)
        card = by_code.get(code)
        if card is None:
            errors.append(
                Pos(shown, line).error("DECK022", f"card code {code[:40]} is not in the imported card data")
            )
            continue
        if problem := _count_problem(count):
            errors.append(Pos(shown, line).error("DECK023", f"{card['title']}: {problem}"))
            continue
        sides.add(card["side"])
        if card["type"] == "identity":
            identity = card["title"]
            continue
        entries.append(Entry(card["title"], count, CardType(card["type"]), line))
    if len(sides) > 1:
        errors.append(Pos(shown).error("DECK024", "the deck mixes Corp and Runner cards"))
    if not entries and not errors:
        errors.append(Pos(shown).error("DECK026", "the deck has no cards besides its identity"))
    if errors:
        raise ContentError(errors)
    found = Side(sides.pop()) if sides else (side or Side.RUNNER)
    if side is not None and side is not found:
        raise ContentError(
            [Pos(shown).error("DECK025", f"--side {side.value}, but the cards are {found.value} cards")]
        )
    name = deck.get("name")
    return Decklist(
        shown, identity or (name[:200] if isinstance(name, str) and name else None), entries, found
    )
