"""Play checks: the rules model's opt-in rules that play games (``nrprint check --play``).

Each rule is one small module whose docstring states it; ``RULES`` runs them in order
on the figures of the pairings listed in ``templates/play.yaml`` (which AI deck plays
which reference decklist against which), with a fixed seed and the thresholds of the
same file. Figures are cached by the hashes of the decks, the decklists, the card facts,
play.yaml and the engine's own source, so an unchanged ``check --play`` plays nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.simulate.playcheck import (
    sim001_fallback,
    sim002_dead,
    sim003_difficulty,
    sim004_balance,
    sim005_length,
    sim006_shape,
)
from nrprint.simulate.rules import CheckSettings


@dataclass(frozen=True, slots=True)
class Subject:
    """One pairing's figures and where to point a finding: the deck file's id line and
    each AI card's id line."""

    label: str
    data: dict[str, Any]
    deck_pos: Pos
    card_pos: dict[str, Pos]
    settings: CheckSettings


Rule = Callable[[Subject], Iterable[Diagnostic]]
RULES: list[tuple[str, Rule]] = [
    ("fallback", sim001_fallback.rule),
    ("dead-clicks", sim002_dead.rule),
    ("difficulty", sim003_difficulty.rule),
    ("balance", sim004_balance.rule),
    ("length", sim005_length.rule),
    ("shape", sim006_shape.rule),
]


def judge(subject: Subject) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for _name, rule in RULES:
        out.extend(rule(subject))
    return out
