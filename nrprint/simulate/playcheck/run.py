"""Run the play checks: build each pairing's match, play it (or read its figures from
the cache), then judge the figures with the rules of this package."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.simulate.playcheck import Subject, judge
from nrprint.simulate.rules import Rules

LEVELS = ("easy", "standard", "hard")
ENGINE = Path(__file__).resolve().parents[1]


def engine_hash() -> str:
    h = hashlib.sha256()
    for path in sorted(ENGINE.rglob("*.py")):
        h.update(path.relative_to(ENGINE).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def _key(project, pairing, rules: Rules, root: Path) -> str:
    h = hashlib.sha256(engine_hash().encode())
    h.update(rules.model_dump_json().encode())
    for rel in ("automa/decks", "automa/card-facts.yaml", "cards/cards.json"):
        path = project.root / rel
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path] if path.is_file() else []
        for f in files:
            h.update(f.name.encode() + f.read_bytes())
    for rel in (pairing.decklist, pairing.versus):
        f = root / rel
        h.update(f.read_bytes() if f.is_file() else b"-")
    h.update(pairing.model_dump_json().encode())
    return h.hexdigest()[:24]


def play_checks(project, rules: Rules, root: Path, cache: Path | None, jobs: int = 1) -> list[Diagnostic]:
    """Every play finding on the content's AI decks; ``root`` is where the pairings'
    decklist paths start (the checkout)."""
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match
    from nrprint.simulate.report import as_data

    s = rules.checks
    out: list[Diagnostic] = []
    decks = {d.id: d for d in (project.get("automa-decks").decks if project.get("automa-decks") else [])}
    for pairing in s.pairings:
        label = pairing.deck + (f" with {pairing.behaviour}" if pairing.behaviour else "")
        deck = decks.get(pairing.deck)
        key = _key(project, pairing, rules, root)
        cached = cache / f"play-{key}.json" if cache is not None else None
        data = None
        if cached is not None and cached.is_file():
            data = json.loads(cached.read_text(encoding="utf-8"))
        if data is None:
            try:
                match = build_match(
                    project,
                    pairing.deck,
                    root / pairing.decklist,
                    root / pairing.versus,
                    rules=rules,
                    opponent=s.opponent,
                    behaviour=pairing.behaviour,
                    shown=(pairing.decklist, pairing.versus),
                )
            except ContentError as exc:
                out.extend(exc.diagnostics)
                continue
            levels = [lvl for lvl in LEVELS if not (match.ai == "runner" and lvl == "hard")]
            data = as_data(match, run_batch(match, levels, s.games, s.seed, jobs), s.seed, s.games)
            if cached is not None:
                from nrprint.disk.atomic import write_text_atomic

                cached.parent.mkdir(parents=True, exist_ok=True)
                write_text_atomic(cached, json.dumps(data, sort_keys=True))
        deck_pos = deck.pos("id") if deck is not None else Pos("templates/play.yaml")
        card_pos = {c.id: c.pos("id") for c in deck.cards} if deck is not None else {}
        out += judge(Subject(label, data, deck_pos, card_pos, s))
    return sorted(set(out))
