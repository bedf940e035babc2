"""Finding rulings at the table: every word must appear; ``--card`` narrows to one card.

Matching folds case and ignores punctuation, and a word matches the start of a word in
the ruling (``trash`` finds "trashed" and "trashing"). Results keep the list's order
(general, Corp, Runner), so related rulings stay together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nrprint.rulings import names
from nrprint.rulings.model import Group, Part, Ruling, RulingsDoc

WORD_RE = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True, slots=True)
class Hit:
    part: Part
    group: Group
    ruling: Ruling


def _words(text: str) -> list[str]:
    return WORD_RE.findall(text.lower())


def match_cards(doc: RulingsDoc, card: str) -> list[Group]:
    """Groups named ``card``: the exact name (by lookup key) if any, else names containing it."""
    want = names.key(card)
    groups = [g for _, g in doc.groups() if g.name]
    exact = [g for g in groups if names.key(g.name or "") == want]
    return exact or [g for g in groups if want and want in names.key(g.name or "")]


def search(doc: RulingsDoc, words: list[str], card: str | None = None) -> list[Hit]:
    """Rulings containing every word (as a word prefix), optionally of one card only."""
    wanted = [w for q in words for w in _words(q)]
    allowed = {id(g) for g in match_cards(doc, card)} if card else None
    hits: list[Hit] = []
    for part, group, ruling in doc.rulings():
        if allowed is not None and id(group) not in allowed:
            continue
        have = _words(f"{group.name or ''} {ruling.text}")
        if all(any(h.startswith(w) for h in have) for w in wanted):
            hits.append(Hit(part, group, ruling))
    return hits


def hit_dict(hit: Hit) -> dict[str, object]:
    return {
        "part": hit.part,
        "card": hit.group.name,
        "anchor": hit.group.anchor,
        "line": hit.ruling.line,
        "text": hit.ruling.text,
        "citations": [
            {
                "text": c.text,
                "author": c.author,
                "venue": c.venue,
                "date": c.date.iso if c.date else None,
            }
            for c in hit.ruling.citations
        ],
    }
