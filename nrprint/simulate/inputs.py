"""One key for everything a simulated figure depends on, so a cached figure is never stale.

The engine's own source, the play rules, the content's AI decks and card facts, the
imported card data, the two decklists and the request itself: change any of them and
the key changes, so an old figure is simply never asked for again.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from nrprint.simulate.rules import Rules

ENGINE = Path(__file__).resolve().parent
CONTENT_INPUTS = ("automa/decks", "automa/card-facts.yaml", "cards/cards.json")


def engine_hash() -> str:
    """A digest of the simulator's source files (a new engine plays other games)."""
    h = hashlib.sha256()
    for path in sorted(ENGINE.rglob("*.py")):
        h.update(path.relative_to(ENGINE).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def inputs_key(content: Path, rules: Rules, decklists: tuple[Path, ...], request: str) -> str:
    """The key of a figure played from ``content`` with ``rules`` on ``decklists``."""
    h = hashlib.sha256(engine_hash().encode())
    h.update(rules.model_dump_json().encode())
    for rel in CONTENT_INPUTS:
        path = content / rel
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path] if path.is_file() else []
        for f in files:
            h.update(f.name.encode() + f.read_bytes())
    for f in decklists:
        h.update(f.read_bytes() if f.is_file() else b"-")
    h.update(request.encode())
    return h.hexdigest()[:24]
