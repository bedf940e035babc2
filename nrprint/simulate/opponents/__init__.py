"""The human side, played by a documented heuristic at one of three skill settings.

``runner.HumanRunner`` faces the Corp AI; ``corp.HumanCorp`` faces the Runner AI. Both
decide with a few fixed rules (their docstrings list them) and log their decisions like
the AI's. ``SKILLS`` holds what changes between casual, baseline and expert.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Skill:
    """What one skill setting changes. ``reserve``: credits kept back before spending on
    anything but economy; ``run_value``: the least worth a run must promise;
    ``feasible``: runs only where it can pay for the rezzed ice in the way;
    ``ice_before_agenda``: ice a remote needs before a human Corp installs an agenda in it;
    ``trash_economy``: a human Runner trashes the Corp's money makers."""

    name: str
    reserve: int
    run_value: float
    feasible: bool
    ice_before_agenda: int
    trash_economy: bool


SKILLS = {
    "casual": Skill("casual", 0, 0.2, False, 0, False),
    "baseline": Skill("baseline", 2, 0.3, True, 1, True),
    "expert": Skill("expert", 3, 0.35, True, 2, True),
}
