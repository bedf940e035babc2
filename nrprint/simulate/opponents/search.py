"""The expert: chooses a plan each turn, and searches its clicks, by determinized Monte Carlo.

After OpenSpiel's information-set MCTS (``open_spiel/python/algorithms/ismcts.py``):
each simulation samples a state the player cannot tell from the real one (the copy is
re-dealt where the player cannot see, ``clone.determinize``) and plays it forward. The
player's choices depend only on what it sees, so they are the same in every sample and
the search tree's root is a bandit over them. Unlike ISMCTS's UCT descent, every choice
is tried in the same samples (common random numbers: sample ``k`` re-deals the hidden
cards and seeds the rest of the game identically for each choice), which makes the
comparison far less noisy for the same number of rollouts.

Two searches, both at the root:

- **A plan a turn** (``plan_for``). At the start of its turn the expert plays each plan of
  ``plans.py`` (the competent player with one habit changed) to the end of the game
  (``PLAN_ROUNDS``), the AI as printed, and follows the one that beats the competent plan
  by more than ``PLAN_MARGIN`` over the same samples. A finished rollout is worth its win
  with ``MARGIN_WEIGHT`` of it its margin in points (``outcome``). A round-long rollout
  cannot see a lock or an early agenda that pays off or is stolen turns later; a plan
  costs one decision a turn, so its rollouts can run to the end. A plan chosen is held
  for ``HOLD`` turns: the rollouts judged it played to the end, not dropped a turn later.
- **Its clicks** (``choose``), for the human Runner: each click is played in the samples
  and the turn and ``DEPTH`` more rounds finished by the plan of the turn. The human Corp
  follows its plan's clicks without a click search (``CLICKS``).

Both spend their budget (``budget``: rollouts per decision) by sequential halving
(Karnin, Koren and Somekh 2013, the root search of Gumbel MuZero): every choice is played
in one sample, the better half (by their sum) go on to the next samples, until the
competent choice and one other are left, which share the rest. The competent choice is
never dropped: it is the prior a club player brings, and another is followed only if it
beats it by more than the margin, so the luckiest of many noisy choices does not win.
With more legal clicks than half the budget, a random few are tried beside the competent
click (progressive widening). The decisions inside a run (what to trash, what to rez)
are the competent player's. The variants tried and their win rates are in
docs/simulate.md, "The expert's search: what was tried".
"""

from __future__ import annotations

import math
from collections import Counter

from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.clone import determinize, fork
from nrprint.simulate.opponents.corp import AGENDA_ICE, guards
from nrprint.simulate.opponents.plans import base_of, planned, plans_for
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.state import Game, GameOver

DEPTH = 1  # rounds (an AI turn and one of its own) played after the current turn
MARGIN = 0.02
EXPOSED = 0.5  # the share of a thinly iced agenda's points a human Corp's leaf counts to the AI
PLAN_ROUNDS = 40  # rounds a plan's rollout plays after the current turn (40: to the end of the game)
PLAN_MARGIN = 0.02  # how much better than the competent plan another must do to be followed
MARGIN_WEIGHT = 0.3  # the share of a finished plan rollout's value that is its margin in points
# turns a plan is followed once chosen, by human side, before the next plan search (commitment)
HOLD = {"corp": 2, "runner": 1}
# whose clicks are searched under the plan of the turn, by human side (measures: docs/simulate.md)
CLICKS = {"corp": False, "runner": True}


class Expert:
    level = "expert"

    def __init__(self, policy: type, budget: int):
        self.inner = policy()  # the competent player: its memory is the expert's
        self.budget = budget  # rollouts per decision (opponents.make gives the default)
        self.rollouts = 0
        self.plans: Counter[str] = Counter()  # the plans followed, a turn each
        self.held = ("", 0)  # the plan followed and the turns it is still held for

    def __getattr__(self, name: str):
        # what the engine reads of a player (known, ran, seen_top, runs...) is the inner one's
        return getattr(self.__dict__["inner"], name)

    # ---- the protocol -------------------------------------------------------------
    def legal(self, game: Game) -> list[Click]:
        return self.inner.legal(game)

    def apply(self, game: Game, click: Click) -> None:
        self.inner.apply(game, click)

    def begin_turn(self, game: Game) -> None:
        self.inner.begin_turn(game)

    def end_turn(self, game: Game) -> None:
        self.inner.end_turn(game)

    def clicks_left(self, game: Game) -> int:
        return self.inner.clicks_left(game)

    def rezzes(self, game: Game, inst) -> bool:
        return self.inner.rezzes(game, inst)

    def trashes(self, game: Game, card) -> bool:
        return self.inner.trashes(game, card)

    def turn(self, game: Game) -> None:
        inner = self.inner
        inner.begin_turn(game)
        # the plan for this turn: the competent player keeps its memory and changes one habit
        plan, hold = self.held
        if hold <= 0:
            plan, hold = self.plan_for(game), HOLD["runner" if game.ai == "corp" else "corp"]
        self.held = (plan, hold - 1)
        inner.__class__ = planned(base_of(inner), plan)
        searched = CLICKS["runner" if game.ai == "corp" else "corp"]
        while inner.clicks_left(game) > 0:
            inner.before_click(game)
            if searched:
                inner.apply(game, self.choose(game, inner.legal(game)))
            else:
                inner.apply(game, inner.decide(game))
            game.clicked()
        inner.end_turn(game)

    def plan_for(self, game: Game) -> str:
        """The plan whose rollouts to the end of the game beat the competent player's own
        by more than ``PLAN_MARGIN`` over the same samples, else the competent one ("")."""
        names = plans_for(self.inner)
        values = self.halving(game, names, self.plan_rollout)
        best = max(names[1:], key=lambda arm: len(values[arm]))
        chosen = best if convincing(values[best], values[""], PLAN_MARGIN) else ""
        self.plans[chosen] += 1
        return chosen

    def choose(self, game: Game, clicks: list[Click]) -> Click:
        default = self.inner.decide(game)
        others = [c for c in dict.fromkeys(clicks) if c != default]
        if not others:
            return default
        # Too many clicks for the budget: a random few of them, each at least one sample
        # (progressive widening at the root; the competent click is always among them).
        room = max(1, self.budget // 2 - 1)
        if len(others) > room:
            others = game.rng.sample(others, room)
        values = self.halving(game, [default, *others])
        best = max(others, key=lambda arm: len(values[arm]))  # the one left beside the default
        samples = len(values[best])
        gain = sum(a - b for a, b in zip(values[best], values[default], strict=True)) / samples
        return best if gain > MARGIN else default

    def halving(self, game: Game, arms: list, rollout=None) -> dict:
        """Each arm's rollout values, ``arms[0]`` (the competent click) kept to the end and
        the others halved each round; the last two share the rest of the budget; sample
        ``k`` is dealt and seeded alike for every arm."""
        values: dict[Click, list[float]] = {arm: [] for arm in arms}
        seeds: list[int] = []
        alive = arms
        rounds = max(1, math.ceil(math.log2(len(arms))))
        spent = 0
        while True:
            if len(alive) <= 2:  # the last two: the rest of the budget
                per = max(1, (self.budget - spent) // len(alive))
            else:
                per = max(1, (self.budget // rounds) // len(alive))
            done = len(values[arms[0]])
            while len(seeds) < done + per:
                seeds.append(game.rng.randrange(2**31))
            for arm in alive:
                values[arm].extend(
                    (rollout or self.rollout)(game, arm, seed) for seed in seeds[done : done + per]
                )
            spent += per * len(alive)
            if len(alive) <= 2:
                self.rollouts += spent
                return values
            ranked = sorted(alive[1:], key=lambda arm: -sum(values[arm]))
            alive = [arms[0], *ranked[: max(1, len(alive) // 2 - 1)]]

    # ---- one simulation -----------------------------------------------------------
    def rollout(self, game: Game, click: Click, seed: int) -> float:
        """``click``, then the turn and ``DEPTH`` rounds played by the plan of this turn."""
        return self.play_out(game, seed, None, click, DEPTH)

    def plan_rollout(self, game: Game, plan: str, seed: int) -> float:
        """Plan ``plan`` played from here (the turn begun) to the end of the game, or
        ``PLAN_ROUNDS`` rounds."""
        return self.play_out(game, seed, plan, None, PLAN_ROUNDS)

    def play_out(self, game: Game, seed: int, plan: str | None, click: Click | None, rounds: int) -> float:
        player = self.inner.fork()
        if plan is not None:
            player.__class__ = planned(base_of(player), plan)
        sim = fork(game, seed, player)
        determinize(sim, getattr(player, "known", set()), getattr(player, "seen_top", -1))
        try:
            if click is not None:
                player.apply(sim, click)
            while player.clicks_left(sim) > 0:
                player.before_click(sim)
                player.apply(sim, player.decide(sim))
            player.end_turn(sim)
            ai_turn = corp_ai_turn if sim.ai == "corp" else runner_ai_turn
            for _ in range(rounds):
                if sim.turn >= sim.rules.game.turn_limit:
                    break
                ai_turn(sim)  # the human side has just played: the AI is next
                player.turn(sim)
        except GameOver as over:
            if plan is None:  # a click's rollout: the win alone
                return 0.5 if over.ai_won is None else float(not over.ai_won)
            return outcome(sim, over.ai_won)
        return value(sim)


def convincing(challenger: list[float], default: list[float], margin: float) -> bool:
    """Whether ``challenger`` beats ``default`` over the same samples by more than
    ``margin`` on average."""
    diffs = [a - b for a, b in zip(challenger, default, strict=True)]
    return sum(diffs) / len(diffs) > margin


def outcome(game: Game, ai_won: bool | None) -> float:
    """A finished game's worth to the human side: the win (1, a draw 0.5), with
    ``MARGIN_WEIGHT`` of it the margin in points (a win by 7 or more 1, a loss by 7 0):
    people are judged by how much they win by, and a plan that wins wider is better."""
    won = 0.5 if ai_won is None else float(not ai_won)
    margin = min(1.0, max(0.0, 0.5 + (game.opponent_points() - game.ai_points()) / 14))
    return (1 - MARGIN_WEIGHT) * won + MARGIN_WEIGHT * margin


def value(game: Game) -> float:
    """How close the human side is to winning, from the points each side still needs; an
    agenda a human Corp leaves behind fewer than two ice that stop a run counts
    ``EXPOSED`` of its points to the AI (it is likely stolen after the rollout ends)."""
    need_ai, need_me = game.rules.game.points_needed(game.ai, game.difficulty)
    theirs = float(game.ai_points())
    if game.ai == "runner":
        for server in game.corp.remotes():
            if guards(server) < AGENDA_ICE:
                theirs += EXPOSED * sum(i.facts.points for i in server.root if i.card.type == "agenda")
    lead = game.opponent_points() / need_me - theirs / need_ai
    return min(1.0, max(0.0, 0.5 + lead / 2))
