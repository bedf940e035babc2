"""The expert: its copies of a game leave the game alone, it sees only what a player sees,
and it beats the competent player it rolls out with.
"""

from __future__ import annotations

import dataclasses
import math
import random
from pathlib import Path

import pytest

from nrprint.simulate.opponents import clone, make
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.search import Expert
from nrprint.simulate.state import Game
from tests.conftest import CONTENT, REPO
from tests.simulate.conftest import agenda, card, cards, corp_game, ice, put, rules

DECKS = REPO / "tests" / "fixtures" / "decklists"


def _snapshot(game: Game):
    return (
        sorted((place, c.uid) for place, c in game.places()),
        game.corp.credits,
        game.runner.credits,
        [(i.card.uid, i.rezzed, i.tokens) for s in game.corp.servers for i in s.ice + s.root],
        [c.id for c in game.ai_deck],
    )


def _table() -> Game:
    game = corp_game(remotes=1)
    game.runner.grip.extend(cards("event", 3))
    game.runner.stack.extend(cards("event", 6))
    rd = game.corp.piles["R&D"]
    rd.extend([*cards("operation", 4), agenda(), agenda()])
    game.corp.piles["ICE"].extend([ice(), ice(subtypes=("sentry",))])
    game.corp.piles["RE"].extend([agenda(), card("asset", cost=1)])
    put(game, 3, ice(subtypes=("code gate",)), ice=True)  # unrezzed: its identity is hidden
    put(game, 3, ice(), ice=True, rezzed=True)
    put(game, 3, card("asset", cost=2), tokens=1)  # face down, not accessed
    game.opponent = make("runner", "competent")
    return game


def test_every_field_of_a_game_is_copied_or_handled_by_hand():
    # The copy shares a plain value and copies a list, dict or set shallowly: right for
    # every field named here. A field added to Game fails this test until someone checks
    # that it is right for it too (or copies it by hand, in clone.HANDLED).
    names = {f.name for f in dataclasses.fields(Game)}
    looked_at = {
        "ai", "rules", "difficulty", "turn", "installs", "stopped_by", "pending_remotes", "ai_deck",
        "ai_discard", "behaviour", "behaviour_side", "no_steal", "link_limit", "extra_clicks",
            "run_event",  # None between clicks (runnercards)
        "phase_over", "agenda_counters", "turn_end_tags", "last_run_turn",
        "last_success_turn", "last_harm_turn", "trash_tag_turn",  # ints (corpcov)
        "owed_clicks", "ai_clicks_left",  # ints, 0 between the Corp AI's turns (corpcov)
        "central_success_turn",  # an int (runnercov)
        "fail_turn", "hq_success_turn", "success_runs", "success_runs_turn",  # ints (cov-runner)
        "present",  # a frozenset, shared (speed)
        "corp_actions", "corp_actions_turn",
        "corp_card_gained",  # a bool (PAD Tap)
        "stratagems_played", "stratagems_turn",  # ints (play_stratagem's lap)
    }  # fmt: skip
    assert names - clone.HANDLED == looked_at == set(clone._GAME)
    assert names >= clone.HANDLED


def test_a_rollout_leaves_the_real_game_as_it_was():
    game = _table()
    before = _snapshot(game)
    expert = Expert(type(game.opponent), budget=8)
    expert.inner = game.opponent
    game.runner.clicks = 4
    for click in expert.legal(game):
        expert.rollout(game, click, seed=3)
    assert _snapshot(game) == before


def test_a_determinized_copy_keeps_what_the_runner_sees_and_redeals_the_rest():
    game = _table()
    seen_top = game.corp.piles["R&D"][0].uid
    rezzed = [i.card.uid for s in game.corp.servers for i in s.ice if i.rezzed]
    hidden_ice = {i.card.uid for s in game.corp.servers for i in s.ice if not i.rezzed}
    hidden_ice |= {c.uid for c in game.corp.piles["ICE"]}
    deals = set()
    for seed in range(30):
        sim = clone.fork(game, seed, make("runner", "competent"))
        clone.determinize(sim, known=set(), seen_top=seen_top)
        assert sorted(c.uid for _, c in sim.places()) == sorted(c.uid for _, c in game.places())
        assert sim.corp.piles["R&D"][0].uid == seen_top  # the top card it saw stays on top
        assert [i.card.uid for s in sim.corp.servers for i in s.ice if i.rezzed] == rezzed
        assert sim.corp.piles["HQ"] == game.corp.piles["HQ"]  # the Corp AI's HQ is open
        unrezzed = next(i for i in sim.corp.servers[3].ice if not i.rezzed)
        assert unrezzed.card.uid in hidden_ice
        deals.add((unrezzed.card.uid, tuple(c.uid for c in sim.corp.piles["R&D"])))
    assert len(deals) > 10  # what it cannot see is dealt again


@pytest.fixture(scope="module")
def harbour_grid():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    return lambda level: build_match(
        Project(Path(CONTENT)),
        "corp",
        DECKS / "corp-auco.txt",
        DECKS / "runner-core.txt",
        rules=rules(),
        opponent=level,
        budget=16,
    )


def test_the_expert_at_a_small_budget_beats_the_ai_more_often_than_competent(harbour_grid):
    from nrprint.simulate.batch import game_seed
    from nrprint.simulate.game import play
    from nrprint.simulate.setup import new_game

    games = 100
    wins = {}
    for level in ("competent", "expert"):
        match = harbour_grid(level)
        results = [play(new_game(match, "standard", game_seed(11, "standard", i))) for i in range(games)]
        wins[level] = sum(r.ai_won for r in results)
    p1, p2 = wins["competent"] / games, wins["expert"] / games
    pooled = (wins["competent"] + wins["expert"]) / (2 * games)
    z = (p1 - p2) / math.sqrt(pooled * (1 - pooled) * 2 / games)
    assert wins["expert"] < wins["competent"]
    assert z > 1.28, (wins, z)  # one-sided 10 % test: the AI wins less against the expert


def test_a_human_corps_leaf_counts_a_thinly_iced_agenda_half_to_the_ai_and_none_to_the_corp():
    # The one-round rollout rarely reaches the steal an early agenda costs (search.py's
    # docstring has the measure): the leaf must count it, and not reward tokens before the score.
    from nrprint.simulate.opponents.search import EXPOSED, value
    from tests.simulate.conftest import runner_game

    game = runner_game(remotes=1)
    bare = value(game)
    assert bare == 0.5
    held = put(game, 3, agenda(adv=3, points=2), tokens=2)
    need_ai, _ = game.rules.game.points_needed(game.ai, game.difficulty)
    assert value(game) < bare  # a bare remote: counted half stolen, the tokens count nothing
    assert value(game) == pytest.approx(0.5 - EXPOSED * 2 / need_ai / 2)
    put(game, 3, ice(), ice=True)
    assert value(game) < 0.5  # one ice that stops a run is still thin
    put(game, 3, ice(subs=("tag",)), ice=True)
    assert value(game) < 0.5  # an ice that cannot stop a run guards nothing
    put(game, 3, ice(subs=("no-steal",)), ice=True)
    assert value(game) == 0.5  # behind two that stop: neither side's yet, tokens or not
    held.tokens = 3
    assert value(game) == 0.5


class _Scripted(Expert):
    """An expert whose rollouts return set values: ``script[click]`` is the list of its
    values, sample by sample (samples are numbered in the order their seeds appear)."""

    def __init__(self, default: Click, script: dict[Click, list[float]], budget: int):
        class Club:  # the competent player: it proposes ``default``
            def decide(self, game):
                return default

        super().__init__(Club, budget)
        self.script = script
        self.order: dict[int, int] = {}
        self.played: dict[Click, int] = dict.fromkeys(script, 0)

    def rollout(self, game, click, seed):
        k = self.order.setdefault(seed, len(self.order))
        self.played[click] += 1
        return self.script[click][min(k, len(self.script[click]) - 1)]


def test_the_expert_does_not_play_a_click_that_was_lucky_once():
    # Sequential halving: 8 clicks get one sample each, the better half go on, and the last
    # comparison with the competent click has 4 or more samples a click. Spread evenly (2
    # samples each), the click that rolled 1.0 once and 0.3 after averages 0.65 and beats
    # the competent click's 0.5; over its 4 samples it averages 0.475 and does not.
    default, lucky, steady = Click("credit"), Click("run", 1, "R&D"), Click("draw")
    script = {default: [0.5], lucky: [1.0, 0.3], steady: [0.55]}
    script |= {Click("install", uid, f"card {uid}"): [0.0] for uid in range(5)}
    expert = _Scripted(default, script, budget=16)
    game = type("Table", (), {"rng": random.Random(5)})()
    assert expert.choose(game, list(script)) == default
    assert expert.played[default] == expert.played[lucky] >= 4
    assert expert.played[steady] == 2  # halved away after its second sample
    assert sorted(expert.played.values()) == [1, 1, 1, 1, 2, 2, 4, 4]
    assert expert.rollouts == 16


def test_the_expert_plays_a_click_that_stays_better_than_the_competent_one():
    default, better = Click("credit"), Click("run", 1, "R&D")
    script = {default: [0.5], better: [0.4, 0.7]}
    script |= {Click("install", uid, f"card {uid}"): [0.3] for uid in range(6)}
    expert = _Scripted(default, script, budget=16)
    game = type("Table", (), {"rng": random.Random(5)})()
    assert expert.choose(game, list(script)) == better  # 0.4 first, then 0.7: 0.625 over 4
