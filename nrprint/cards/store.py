"""The imported card facts of a content folder, read back (or None without an import).

The file is the import's own output, but it lives in the user's folder: it is read with
the same bounds as card data (kind, size, depth, number size) and each card's shape is
checked, so a hand-edited or truncated file asks for a new import instead of crashing
``cards explain`` or ``automa prepare``. Facts derived by other card rules than this
version's (an import made before an upgrade) still load, with one warning (CARD011):
the simulator would otherwise play the old facts without a word.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from nrprint.cards import importer
from nrprint.cards.importer import FORMAT
from nrprint.cards.names import CardIndex
from nrprint.cards.source import read_json
from nrprint.cards.validate import SIDES, TYPES
from nrprint.diagnostics import ContentError, Diagnostic, Pos


def _card_ok(card: Any) -> bool:
    if not isinstance(card, dict):
        return False
    if not all(isinstance(card.get(k), str) and card[k] for k in ("code", "title")):
        return False
    titles = card.get("titles")
    return (
        card.get("side") in SIDES
        and card.get("type") in TYPES
        and isinstance(titles, dict)
        and all(isinstance(t, str) and t for t in titles.values())
    )


_warned: set[str] = set()  # once per file and process: several commands load the index


def _warn_if_stale(doc: dict[str, Any], shown: str) -> None:
    if doc.get("derived_by") == importer.derivation() or shown in _warned:
        return
    _warned.add(shown)
    source = doc.get("source") if isinstance(doc.get("source"), str) else "PATH"
    warning = Pos(shown).warning(
        "CARD011",
        "these card facts were derived by another version of nrprint's card rules; the"
        f" simulator plays them as they are: import again (`nrprint import cards {source}`)",
    )
    print(warning.format(), file=sys.stderr)


def load_index(content: Path) -> CardIndex | None:
    path = content / "cards" / "cards.json"
    if not path.exists() and not path.is_symlink():
        return None
    shown = str(path)
    errors: list[Diagnostic] = []
    doc = read_json(path, shown, errors, importer.MAX_FACTS_BYTES)  # the bound the import writes to
    if errors:
        raise ContentError(
            [
                Pos(shown).error(
                    "CARD006", f"imported card facts unreadable ({errors[0].message}); import again"
                )
            ]
        )
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("cards"), list):
        raise ContentError(
            [Pos(shown).error("CARD006", "imported card facts of another version; import again")]
        )
    bad = next((c for c in doc["cards"] if not _card_ok(c)), None)
    if bad is not None:
        raise ContentError(
            [
                Pos(shown).error(
                    "CARD006", "imported card facts damaged (a card of the wrong shape); import again"
                )
            ]
        )
    _warn_if_stale(doc, shown)
    return CardIndex.build(doc["cards"])
