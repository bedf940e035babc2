"""Derive deck-preparation facts from NetrunnerDB cards, and write them to the content.

Kept per card: code, title, side, type, an agenda's advancement requirement, the
economy decision with the rule that made it (``nrprint.cards.economy``) and the words
that matched, the card's title in every language the data has, and its play facts for
the game simulator (``play``: numbers and kinds with the rule that decided each,
``nrprint.cards.play``). The card texts themselves are not kept: they are the
publisher's.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nrprint.cards.economy import decide, plain
from nrprint.cards.play import derive as derive_play
from nrprint.cards.source import Loaded
from nrprint.cards.validate import SIDES, normalise, problems
from nrprint.diagnostics import Diagnostic, Pos

FORMAT = 2  # 2: each card has its play facts ("play")


@dataclass
class Imported:
    cards: list[dict[str, Any]] = field(default_factory=list)
    errors: list[Diagnostic] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        langs = Counter(lang for c in self.cards for lang in c["titles"])
        return {
            "cards": len(self.cards),
            "by_side_and_type": {
                side: dict(sorted(Counter(c["type"] for c in self.cards if c["side"] == side).items()))
                for side in SIDES
            },
            "economy": sum(c["economy"] for c in self.cards),
            "localized_titles": dict(sorted(langs.items())),
        }


def derive(loaded: Loaded) -> Imported:
    out = Imported(errors=list(loaded.errors))
    seen: dict[str, str] = {}
    for raw in loaded.cards:
        pos = Pos(raw["_file"], raw["_line"], raw["_col"])
        code = raw.get("code")
        what = f"card {code}" if isinstance(code, str) and code and len(code) <= 32 else "a card"
        if "_bad" in raw:
            out.errors.append(pos.error("CARD004", "a card is a JSON object"))
            continue
        normalise(raw)
        wrong = problems(raw)
        if wrong:
            missing = [w.removeprefix("lacks ") for w in wrong if w.startswith("lacks ")]
            if missing:
                out.errors.append(pos.error("CARD004", f"{what} lacks {', '.join(missing)}"))
            for w in wrong:
                if not w.startswith("lacks "):
                    out.errors.append(pos.error("CARD008", f"{what}: {w}"))
            continue
        if code in seen:
            out.errors.append(pos.error("CARD005", f"card code {code} appears twice (first in {seen[code]})"))
            continue
        seen[code] = raw["_file"]
        decision = decide(plain(raw.get("text") or ""), raw["side_code"])
        adv = raw.get("advancement_cost")
        titles = {
            lang: t[code]
            for lang, t in sorted(loaded.titles.items())
            if code in t and t[code] != raw["title"]
        }
        out.cards.append(
            {
                "code": code,
                "title": raw["title"],
                "side": raw["side_code"],
                "type": raw["type_code"],
                "advancement": adv if isinstance(adv, int) and raw["type_code"] == "agenda" else None,
                "economy": decision.economy,
                "rule": decision.rule,
                "evidence": decision.evidence,
                "titles": titles,
                "play": derive_play(raw),
            }
        )
    out.cards.sort(key=lambda c: c["code"])
    return out


def document(imported: Imported, source: str) -> str:
    """The facts file: sorted, stable, so the same data imports to the same bytes."""
    doc = {"format": FORMAT, "source": source, "cards": imported.cards}
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


README = """\
# Imported card facts

`cards.json` is written by `nrprint import cards PATH` from NetrunnerDB's card data
(netrunner-cards-json, or the API dump). It holds facts derived from the cards (side,
type, advancement requirement, whether a card is economy and which rule said so, the
cards' titles in other languages, and the play facts the game simulator uses), for
`nrprint automa prepare` and `nrprint cards explain`.

This folder is git-ignored: the card data is the publisher's, imported on your
machine, never committed. Import again to refresh it; an import replaces it whole.
"""


def write(content: Path, imported: Imported, source: str) -> Path:
    from nrprint.disk.atomic import write_text_atomic

    folder = content / "cards"
    target = folder / "cards.json"
    write_text_atomic(target, document(imported, source))
    write_text_atomic(folder / "README.md", README)
    return target
