"""The imported card facts of a content folder, read back (or None without an import)."""

from __future__ import annotations

import json
from pathlib import Path

from nrprint.cards.importer import FORMAT
from nrprint.cards.names import CardIndex
from nrprint.diagnostics import ContentError, Pos

MAX_BYTES = 64 * 2**20


def load_index(content: Path) -> CardIndex | None:
    path = content / "cards" / "cards.json"
    if not path.is_file():
        return None
    shown = str(path)
    if path.stat().st_size > MAX_BYTES:
        raise ContentError([Pos(shown).error("CARD006", "imported card facts too large; import again")])
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ContentError(
            [Pos(shown).error("CARD006", f"imported card facts unreadable ({exc}); import again")]
        ) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("cards"), list):
        raise ContentError(
            [Pos(shown).error("CARD006", "imported card facts of another version; import again")]
        )
    return CardIndex.build(doc["cards"])
