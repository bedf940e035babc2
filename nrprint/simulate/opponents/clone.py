"""A copy of a game for the expert to play forward, re-dealt where its player cannot see.

``fork`` copies everything a click can change (piles, servers, installed cards, the
rig, credits, the AI deck) and shares what no click changes (the rules, the cards'
facts, the physical cards themselves, which are never mutated). The copy gets its own
random generator and a throwaway result, so playing it forward leaves the real game
and its figures untouched.

``determinize`` then re-deals, in the copy, what the searching player cannot know
(OpenSpiel's "sample a state from the information set"): a human Runner facing the
Corp AI does not know its own stack's order, the AI's face-down piles (ICE, OP, RE, ST),
the AI deck's order, R&D below a top card it has seen, which ice is behind an unrezzed
one or which card is face down in a remote it has not accessed; a human Corp facing the
Runner AI does not know its own R&D's order, the AI's piles (PRO, EC, RE, stack) or the
AI deck's order. The Corp AI's HQ and the Runner AI's grip are open: the player operates
them.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter
from typing import Any

from nrprint.simulate.state import Game, Installed, Server

# Game fields copied by hand; any other field is copied shallowly when it is a
# container and shared otherwise (a test lists the fields, so a new one is looked at).
HANDLED = {"corp", "runner", "rng", "result", "log", "watch", "opponent"}


_INSTALLED = tuple(f.name for f in dataclasses.fields(Installed) if f.init)
_GAME = tuple(f.name for f in dataclasses.fields(Game) if f.name not in HANDLED)
_CONTAINERS = (list, dict, set, Counter)


def _installed(items: list[Installed]) -> list[Installed]:
    # the constructor with every field: several times faster than copy.copy on a slotted class
    return [Installed(*[getattr(i, n) for n in _INSTALLED]) for i in items]


def _result(result):
    """A result of the same kind with every figure empty (a rollout's are thrown away)."""
    values = [getattr(result, f) for f in _result_fields(type(result))]
    return type(result)(*[type(v)() if isinstance(v, _CONTAINERS) else v for v in values])


_FIELDS: dict[type, tuple[str, ...]] = {}


def _result_fields(cls: type) -> tuple[str, ...]:
    if cls not in _FIELDS:
        _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return _FIELDS[cls]


def fork(game: Game, seed: int, player) -> Game:
    """A copy of ``game`` with ``player`` on the human side and ``random.Random(seed)``."""
    corp, runner = game.corp, game.runner
    new_corp = copy.copy(corp)
    new_corp.piles = {k: list(v) for k, v in corp.piles.items()}
    new_corp.servers = [Server(s.index, s.name, _installed(s.ice), _installed(s.root)) for s in corp.servers]
    new_corp.scored = list(corp.scored)
    new_runner = copy.copy(runner)
    new_runner.piles = {k: list(v) for k, v in runner.piles.items()}
    new_runner.rig = _installed(runner.rig)
    new_runner.scored = list(runner.scored)
    values: dict[str, Any] = {}
    for name in _GAME:
        value = getattr(game, name)
        values[name] = copy.copy(value) if isinstance(value, (list, dict, set)) else value
    return Game(
        corp=new_corp,
        runner=new_runner,
        rng=random.Random(seed),
        result=_result(game.result),
        log=None,
        watch=None,
        opponent=player,
        **values,
    )


def _shuffle(rng: random.Random, pile: list) -> None:
    rng.shuffle(pile)


def _reassign(rng: random.Random, slots: list[Installed], pile: list) -> None:
    """Deal the cards of ``slots`` and ``pile`` again at random over the same places."""
    pool = [i.card for i in slots] + pile
    rng.shuffle(pool)
    for inst, card in zip(slots, pool, strict=False):
        inst.card, inst.facts = card, card.facts
    pile[:] = pool[len(slots) :]


def determinize(game: Game, known: set[int], seen_top: int) -> None:
    """Re-deal in place what the human side cannot see (see the module docstring)."""
    rng, corp, runner = game.rng, game.corp, game.runner
    rng.shuffle(game.ai_deck)
    if game.ai == "corp":
        _shuffle(rng, runner.piles["STA"])
        for key in ("OP", "ST"):
            _shuffle(rng, corp.piles.get(key, []))
        rd = corp.piles["R&D"]
        keep = rd[:1] if rd and rd[0].uid == seen_top else []
        rest = rd[len(keep) :]
        rng.shuffle(rest)
        rd[:] = keep + rest
        ice = [i for s in corp.servers for i in s.ice if not i.rezzed]
        _reassign(rng, ice, corp.piles["ICE"])
        hidden = [i for s in corp.remotes() for i in s.root if not i.rezzed and i.card.uid not in known]
        _reassign(rng, hidden, corp.piles["RE"])
    else:
        _shuffle(rng, corp.piles["R&D"])
        for key in ("PRO", "EC", "RE", "STA"):
            _shuffle(rng, runner.piles.get(key, []))
