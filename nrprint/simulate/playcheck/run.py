"""Run the play checks: build each pairing's match, play it (or read its figures from
the cache), then judge the figures with the rules of this package."""

from __future__ import annotations

import json
from pathlib import Path

from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.simulate.expect import levels_for
from nrprint.simulate.inputs import inputs_key
from nrprint.simulate.playcheck import Subject, judge
from nrprint.simulate.rules import Rules


def _key(project, pairing, rules: Rules, root: Path) -> str:
    files = (root / pairing.decklist, root / pairing.versus)
    return inputs_key(project.root, rules, files, pairing.model_dump_json())


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
            levels = list(levels_for(match.ai))
            data = as_data(match, run_batch(match, levels, s.games, s.seed, jobs), s.seed, s.games)
            if cached is not None:
                from nrprint.system.atomic import write_text_atomic

                cached.parent.mkdir(parents=True, exist_ok=True)
                write_text_atomic(cached, json.dumps(data, sort_keys=True))
        deck_pos = deck.pos("id") if deck is not None else Pos("templates/play.yaml")
        card_pos = {c.id: c.pos("id") for c in deck.cards} if deck is not None else {}
        out += judge(Subject(label, data, deck_pos, card_pos, s))
    return sorted(set(out))
