"""The shape of a verb: one click of an AI card, resolved.

A verb (``corp/<verb>.py``, ``runner/simple.py``, ``runner/piles.py``) is given the game
and the card's :class:`~nrprint.simulate.aicards.Step` (its action and order) and
answers with an :class:`~nrprint.simulate.outcome.Outcome`. Each side's ``turn.py``
holds its ``VERBS`` table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from nrprint.simulate.aicards import Step
from nrprint.simulate.outcome import Outcome
from nrprint.simulate.state import Game

Verb: TypeAlias = Callable[[Game, Step], Outcome]
