"""NetrunnerDB's deck JSON: the API's ``decklist``/``deck`` document, cards by code.

Accepted: ``{"data": [{"name": …, "cards": {"01001": 1, …}}]}`` as the API answers, or
the deck object alone (``{"name": …, "cards": {…}}``). Each code is looked up in the
imported card data, which gives the card's title, type and side; the identity is the
deck's identity card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nrprint.cards.names import CardIndex
from nrprint.cards.source import MAX_FILE_BYTES, read_json
from nrprint.deckprep.cards import CardType, Side
from nrprint.deckprep.decklist import Decklist, Entry
from nrprint.diagnostics import ContentError, Diagnostic, Pos


def looks_like_json(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(64).lstrip().startswith(b"{")
    except OSError:
        return False


def _deck(doc: Any) -> dict[str, Any] | None:
    if isinstance(doc, dict) and isinstance(doc.get("data"), list) and len(doc["data"]) == 1:
        doc = doc["data"][0]
    if isinstance(doc, dict) and isinstance(doc.get("cards"), dict):
        return doc
    return None


def read_deck_json(path: Path, shown: str, index: CardIndex | None, side: Side | None) -> Decklist:
    errors: list[Diagnostic] = []
    doc = read_json(path, shown, errors) if path.stat().st_size <= MAX_FILE_BYTES else None
    if errors or doc is None:
        raise ContentError(errors or [Pos(shown).error("DECK020", "deck file too large")])
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
    lines = path.read_text(encoding="utf-8").split("\n")
    entries, identity, sides = [], None, set()
    for code, count in deck["cards"].items():
        line = next((i for i, row in enumerate(lines, 1) if f'"{code}"' in row), 1)
        card = by_code.get(code)
        if card is None:
            errors.append(
                Pos(shown, line).error("DECK022", f"card code {code} is not in the imported card data")
            )
            continue
        if not isinstance(count, int) or not 1 <= count <= 10:
            errors.append(
                Pos(shown, line).error("DECK023", f"{card['title']}: count {count!r} is not 1 to 10")
            )
            continue
        sides.add(card["side"])
        if card["type"] == "identity":
            identity = card["title"]
            continue
        entries.append(Entry(card["title"], count, CardType(card["type"]), line))
    if len(sides) > 1:
        errors.append(Pos(shown).error("DECK024", "the deck mixes Corp and Runner cards"))
    if errors:
        raise ContentError(errors)
    found = Side(sides.pop()) if sides else (side or Side.RUNNER)
    if side is not None and side is not found:
        raise ContentError(
            [Pos(shown).error("DECK025", f"--side {side.value}, but the cards are {found.value} cards")]
        )
    return Decklist(shown, identity or deck.get("name") or None, entries, found)
