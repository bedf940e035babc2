"""Find a card as a player types its name.

Case, accents (``Rene`` = ``René``), curly or straight quotes, quotes left out
(``Rene Loup Arcemont``), a final ``!`` (``Ganked``), an identity's subtitle left out
(``René "Loup" Arcemont``), and the card's title in another language all find it.
An unknown name comes back with the closest titles.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

QUOTES = str.maketrans({c: "" for c in "\"'‘’‚‛“”„‟«»`´"})


def name_key(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.translate(QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[!?.]+(?=\s|$|:)", "", text)
    return re.sub(r"\s+", " ", text).strip().casefold()


@dataclass
class CardIndex:
    """Every imported card by each of its keys; a key shared by two different cards
    (two subtitles of one identity) matches neither, rather than the wrong one."""

    by_key: dict[str, dict[str, Any]]
    titles: dict[str, str]  # key -> shown title, for suggestions

    @classmethod
    def build(cls, cards: list[dict[str, Any]]) -> CardIndex:
        by_key: dict[str, dict[str, Any]] = {}
        ambiguous: set[str] = set()
        titles: dict[str, str] = {}
        # Later printings of a title carry the same facts: the newest code wins.
        for card in sorted(cards, key=lambda c: c["code"]):
            names = [card["title"], *card["titles"].values()]
            short = [n.split(":", 1)[0] for n in names if ":" in n]
            for name in (*names, *short):
                key = name_key(name)
                other = by_key.get(key)
                if other is not None and other["title"] != card["title"]:
                    ambiguous.add(key)
                by_key[key] = card
                titles.setdefault(key, name)
        for key in ambiguous:
            by_key.pop(key, None)
        return cls(by_key, titles)

    def find(self, name: str) -> dict[str, Any] | None:
        return self.by_key.get(name_key(name))

    def suggest(self, name: str, n: int = 3) -> list[str]:
        keys = difflib.get_close_matches(name_key(name), list(self.titles), n=n, cutoff=0.72)
        return list(dict.fromkeys(self.by_key[k]["title"] for k in keys if k in self.by_key))
