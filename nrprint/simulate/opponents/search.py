"""The expert: searches its own clicks by determinized Monte Carlo, ``competent`` rolling out.

After OpenSpiel's information-set MCTS (``open_spiel/python/algorithms/ismcts.py``):
each simulation samples a state the player cannot tell from the real one (the copy is
re-dealt where the player cannot see, ``clone.determinize``) and plays it forward. The
player's legal clicks depend only on what it sees, so they are the same in every sample
and the search tree's root is a bandit over them. Unlike ISMCTS's UCT descent, every
click is tried in the same samples (common random numbers: sample ``k`` re-deals the
hidden cards and seeds the rest of the game identically for each click), which makes
the comparison between clicks far less noisy for the same number of rollouts.

A rollout plays the click, finishes the turn and then ``DEPTH`` more rounds (an AI turn
and a turn of its own) with the ``competent`` player on its side and the AI as printed;
a game that has not ended by then is scored by the points each side still needs (a win
1, a loss 0). For a human Corp, an agenda left in a remote with fewer than two ice that
can stop a run counts ``EXPOSED`` of its points to the AI, and an installed agenda counts
nothing to the Corp until it is scored: a rollout a round long rarely reaches the steal
that an early, thinly iced agenda costs, so the first version (installed agendas worth
half their advanced share, exposure not counted) installed agendas early and lost 54 %
against Night Courier, where competent loses 44 %. (Measured at 12 decisions where that
version preferred an agenda install to competent's click, 80 samples each: rollouts one
and three rounds long rated the install up to 0.07 better in 9 of them; rollouts to the
end of the game rated it 0.07-0.09 worse in 4 of those.)

With more legal clicks than the budget can sample ``SAMPLES`` times each, a random few
of them are tried beside the competent click (progressive widening at the root). The
competent click is played unless another beats it, over the same samples, by more than
``MARGIN``. ``budget`` is the number of rollouts per decision. (A gate of one standard
error of the paired differences was tried: it kept the competent click so often that
the expert Runner was no better than competent, 24.0 % against 25.5 % AI wins on
Harbour Grid; with agenda installs left to the competent rule, a 1.5 standard-error
gate and three samples a click made the expert Corp no better either, 39 % against 41 %
in 200 games.) The decisions inside
a run (what to trash, what to rez) are the competent player's.
"""

from __future__ import annotations

from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.clone import determinize, fork
from nrprint.simulate.opponents.corp import AGENDA_ICE, guards
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.state import Game, GameOver

DEPTH = 1  # rounds (an AI turn and one of its own) played after the current turn
MARGIN = 0.02
SAMPLES = 2  # the fewest samples a click is judged on
EXPOSED = 0.5  # the share of a thinly iced agenda's points a human Corp's leaf counts to the AI


class Expert:
    level = "expert"

    def __init__(self, policy: type, budget: int):
        self.inner = policy()  # the competent player: its memory is the expert's
        self.budget = budget  # rollouts per decision (opponents.make gives the default)
        self.decisions = self.rollouts = 0

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
        while inner.clicks_left(game) > 0:
            inner.before_click(game)
            inner.apply(game, self.choose(game, inner.legal(game)))
            game.clicked()
        inner.end_turn(game)

    def choose(self, game: Game, clicks: list[Click]) -> Click:
        default = self.inner.decide(game)
        others = [c for c in dict.fromkeys(clicks) if c != default]
        if not others:
            return default
        self.decisions += 1
        # Too many clicks for the budget: a random few of them, so each gets SAMPLES samples
        # (progressive widening at the root; the competent click is always among them).
        room = max(1, self.budget // SAMPLES - 1)
        if len(others) > room:
            others = game.rng.sample(others, room)
        arms = [default, *others]
        samples = max(SAMPLES, self.budget // len(arms))
        values = {arm: [] for arm in arms}
        for _ in range(samples):
            seed = game.rng.randrange(2**31)
            for arm in arms:
                values[arm].append(self.rollout(game, arm, seed))
        self.rollouts += samples * len(arms)
        base = values[default]
        best, best_gain = default, 0.0
        for arm in others:
            diffs = [a - b for a, b in zip(values[arm], base, strict=True)]
            gain = sum(diffs) / samples
            if gain > MARGIN and gain > best_gain:
                best, best_gain = arm, gain
        return best

    # ---- one simulation -----------------------------------------------------------
    def rollout(self, game: Game, click: Click, seed: int) -> float:
        player = self.inner.fork()
        sim = fork(game, seed, player)
        determinize(sim, getattr(player, "known", set()), getattr(player, "seen_top", -1))
        try:
            player.apply(sim, click)
            while player.clicks_left(sim) > 0:
                player.before_click(sim)
                player.apply(sim, player.decide(sim))
            player.end_turn(sim)
            ai_turn = corp_ai_turn if sim.ai == "corp" else runner_ai_turn
            for _ in range(DEPTH):
                if sim.turn >= sim.rules.game.turn_limit:
                    break
                ai_turn(sim)  # the human side has just played: the AI is next
                player.turn(sim)
        except GameOver as over:
            if over.ai_won is None:
                return 0.5
            return 0.0 if over.ai_won else 1.0
        return value(sim)


def value(game: Game) -> float:
    """How close the human side is to winning, from the points each side still needs; an
    agenda a human Corp leaves behind fewer than two ice that stop a run counts
    ``EXPOSED`` of its points to the AI (it is likely stolen after the rollout ends)."""
    rules = game.rules.game
    need_ai = rules.ai_points_to_win.get(game.difficulty, rules.points_to_win)
    need_me = rules.opponent_points_to_win.get(game.difficulty, rules.points_to_win)
    theirs = float(game.ai_points())
    if game.ai == "runner":
        for server in game.corp.remotes():
            if guards(server) < AGENDA_ICE:
                theirs += EXPOSED * sum(i.f.points for i in server.root if i.card.type == "agenda")
    lead = game.opponent_points() / need_me - theirs / need_ai
    return min(1.0, max(0.0, 0.5 + lead / 2))
