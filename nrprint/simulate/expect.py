"""What a player can expect from a pairing: the AI's simulated win rate at each level.

``nrprint automa prepare DECKLIST --expect MINE`` deals the AI from DECKLIST and plays it
against the player's own decklist MINE, played by the ``competent`` opponent (a club
player), a few hundred games per level with a fixed seed (issue 36 item 4). The level it
suggests is the one whose AI win rate is nearest an even game (50 %); a tie goes to the
lower level. The figures are cached by the engine's source, play.yaml, the AI decks, the
card facts and data, both decklists and the number of games, so asking again is free.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from nrprint.simulate.rules import Rules

GAMES = 300
SEED = 1
OPPONENT = "competent"
EVEN = 0.5


def levels_for(ai: str) -> list[str]:
    """The levels an AI side has: the Runner AI has no hard level in the rulebook."""
    return ["easy", "standard"] if ai == "runner" else ["easy", "standard", "hard"]


def suggest(rates: dict[str, float]) -> str:
    """The level whose win rate is nearest an even game (the lower one on a tie)."""
    return min(rates, key=lambda level: abs(rates[level] - EVEN))


def _key(
    project, deck_id: str, behaviour: str | None, decklist: Path, mine: Path, rules: Rules, games: int
) -> str:
    from nrprint.simulate.playcheck.run import engine_hash

    h = hashlib.sha256(engine_hash().encode())
    h.update(rules.model_dump_json().encode())
    h.update(f"{deck_id}|{behaviour}|{games}|{SEED}|{OPPONENT}".encode())
    for rel in ("automa/decks", "automa/card-facts.yaml", "cards/cards.json"):
        path = project.root / rel
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path] if path.is_file() else []
        for f in files:
            h.update(f.name.encode() + f.read_bytes())
    for f in (decklist, mine):
        h.update(f.read_bytes())
    return h.hexdigest()[:24]


def expectation(
    project,
    deck_id: str,
    decklist: Path,
    mine: Path,
    rules: Rules,
    *,
    behaviour: str | None = None,
    cache: Path | None = None,
    games: int = GAMES,
    jobs: int = 1,
    shown: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """The AI's win rate per level against ``competent`` on ``mine``, with its 95 %
    interval, and the suggested level (read from ``cache`` when it holds this pairing)."""
    from nrprint.simulate.batch import run_batch
    from nrprint.simulate.match import build_match

    key = _key(project, deck_id, behaviour, decklist, mine, rules, games)
    cached = cache / f"expect-{key}.json" if cache is not None else None
    if cached is not None and cached.is_file():
        return json.loads(cached.read_text(encoding="utf-8"))
    match = build_match(
        project, deck_id, decklist, mine, rules=rules, opponent=OPPONENT, behaviour=behaviour, shown=shown
    )
    levels = levels_for(match.ai)
    tallies = run_batch(match, levels, games, SEED, jobs)
    out: dict[str, Any] = {
        "deck": deck_id,
        "behaviour": behaviour,
        "opponent": OPPONENT,
        "games": games,
        "levels": {
            level: {
                "win_rate": round(t.win_rate, 3),
                "win_interval_95": [round(x, 3) for x in t.win_interval()],
            }
            for level, t in tallies.items()
        },
    }
    out["suggested"] = suggest({level: d["win_rate"] for level, d in out["levels"].items()})
    if cached is not None:
        from nrprint.disk.atomic import write_text_atomic

        cached.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(cached, json.dumps(out, sort_keys=True))
    return out


def as_text(e: dict[str, Any]) -> str:
    lines = [
        f"What to expect against your deck ({e['games']} simulated games a level, a {e['opponent']} player):"
    ]
    for level, d in e["levels"].items():
        lo, hi = d["win_interval_95"]
        lines.append(
            f"  {level:<9} the AI wins {100 * d['win_rate']:.0f} % (95 % interval {100 * lo:.0f}-{100 * hi:.0f} %)"
        )
    lines.append(f"  suggested level: {e['suggested']} (the nearest to an even game for a club player)")
    return "\n".join(lines)
