"""The expert's plans: a plan changes one habit of the competent player and leaves the
rest to it, and the expert follows a plan only when it beats the competent one."""

from __future__ import annotations

import random

from nrprint.simulate.opponents import make
from nrprint.simulate.opponents.corp import CompetentCorp
from nrprint.simulate.opponents.plans import base_of, planned, plans_for
from nrprint.simulate.opponents.search import Expert
from tests.simulate.conftest import agenda, card, cards, rig, runner_game


def test_a_plan_plays_its_rule_first_and_leaves_the_rest_to_the_competent_player():
    game = runner_game(credits=5)
    game.corp.credits = 3  # competent keeps 3 after a 2-credit trash: it will not trash here
    game.corp.piles["R&D"].extend(cards("operation", 3))
    rig(game, card("resource", drip=2, cost=2))
    game.runner.tags = 1
    competent, squeeze = CompetentCorp(), planned(CompetentCorp, "squeeze")()
    assert competent.decide(game).kind != "trash-resource"
    assert squeeze.decide(game).kind == "trash-resource"
    game.runner.tags = 0  # the rule does not apply: the club player's click
    assert squeeze.decide(game) == competent.decide(game)
    assert base_of(squeeze) is CompetentCorp and base_of(competent) is CompetentCorp
    assert planned(CompetentCorp, "") is CompetentCorp


class _Scripted(Expert):
    """An expert whose plan rollouts return set values, sample by sample."""

    def __init__(self, script: dict[str, list[float]]):
        super().__init__(CompetentCorp, 16)
        self.script = script
        self.order: dict[int, int] = {}

    def plan_rollout(self, game, plan, seed):
        k = self.order.setdefault(seed, len(self.order))
        return self.script[plan][min(k, len(self.script[plan]) - 1)]


def test_the_expert_follows_a_plan_only_when_it_stays_better_than_the_competent_one():
    assert plans_for(CompetentCorp())[0] == ""  # the competent plan is the prior, never dropped
    table = type("Table", (), {"rng": random.Random(5)})()
    script = dict.fromkeys(plans_for(CompetentCorp()), [0.3]) | {"": [0.5], "lock": [0.4, 0.8]}
    expert = _Scripted(script)
    assert expert.plan_for(table) == "lock"
    script["lock"] = [1.0, 0.2]  # lucky once, then worse
    expert = _Scripted(script)
    assert expert.plan_for(table) == ""
    assert expert.plans[""] == 1


def _expert_corp_game(rd: int):
    """A Runner AI game whose human Corp is an expert at budget 2, ``rd`` cards in R&D."""
    game = runner_game(credits=5)
    game.corp.piles["R&D"].extend(cards("operation", rd))
    expert = make("corp", "expert", budget=2)
    game.opponent = expert
    return game, expert


def test_the_expert_keeps_its_memory_when_it_changes_plan():
    game, expert = _expert_corp_game(8)
    inner = expert.inner
    inner.stoppers = 7
    expert.plan_for = lambda g: "econ"  # type: ignore[method-assign]
    expert.turn(game)
    assert expert.inner is inner and inner.stoppers == 7
    assert type(inner).__name__ == "CompetentCorp[econ]"


def test_a_finished_rollout_is_worth_more_the_wider_the_human_side_wins():
    from nrprint.simulate.opponents.search import outcome

    game = runner_game(credits=5)  # a human Corp: its points are the opponent's

    def score(corp: int, runner: int) -> None:
        game.corp.scored = [agenda(points=1) for _ in range(corp)]
        game.runner.scored = [agenda(points=1) for _ in range(runner)]

    score(7, 6)
    narrow = outcome(game, ai_won=False)
    score(7, 2)
    wide = outcome(game, ai_won=False)
    assert wide > narrow  # the margin counts
    score(0, 7)
    wide_loss = outcome(game, ai_won=True)
    assert wide_loss < narrow and narrow > 0.5 > wide_loss  # a win is still worth more than any loss


def test_the_human_corp_plays_its_plans_clicks_without_a_click_search():
    # measured (search.py's docstring): a click search under the plan made the Corp no
    # stronger than the plan alone, at twice the time
    game, expert = _expert_corp_game(8)
    asked = []
    expert.plan_for = lambda g: ""  # type: ignore[method-assign]
    expert.choose = lambda g, clicks: asked.append(clicks) or expert.inner.decide(g)  # type: ignore[method-assign]
    expert.turn(game)
    assert asked == [] and game.corp.clicks == 0


def test_the_expert_holds_a_plan_for_hold_turns_before_it_searches_again():
    from nrprint.simulate.opponents import search

    game, expert = _expert_corp_game(20)
    searched = []
    expert.plan_for = lambda g: searched.append(g.turn) or "econ"  # type: ignore[method-assign]
    for _ in range(search.HOLD["corp"] + 1):
        expert.turn(game)
        assert type(expert.inner).__name__ == "CompetentCorp[econ]"  # held between searches
    assert len(searched) == 2  # searched on the first turn and again after HOLD turns


def test_the_last_two_plans_share_the_rest_of_the_budget():
    # six plans at budget 16: one sample each, the competent plan and the best two others a
    # second, then the competent plan and the best other share the other 7 rollouts (3 more
    # each), not a third of the budget
    expert = _Scripted(dict.fromkeys(plans_for(CompetentCorp()), [0.5]) | {"lock": [0.6]})
    table = type("Table", (), {"rng": random.Random(5)})()
    values = expert.halving(table, plans_for(CompetentCorp()), expert.plan_rollout)
    assert len(values[""]) == len(values["lock"]) == 5
    assert expert.rollouts <= 16


def test_the_hq_plan_runs_hq_once_a_turn_where_the_competent_runner_would_not():
    from nrprint.simulate.opponents.runner import CompetentRunner
    from tests.simulate.conftest import corp_game

    game = corp_game(credits=5)
    game.corp.piles["HQ"].extend(cards("operation", 4))  # no agenda in HQ: competent sees no worth
    game.corp.piles["R&D"].extend(cards("operation", 4))
    game.runner.clicks = 4
    competent, hq = CompetentRunner(), planned(CompetentRunner, "hq")()
    assert competent.decide(game).kind != "run"
    assert (hq.decide(game).kind, hq.decide(game).target) == ("run", 2)
    hq.ran[2] = 1  # run this turn already: the competent runner's click
    assert hq.decide(game) == competent.decide(game)


def test_a_plan_must_beat_the_competent_one_by_more_than_the_margin_on_average():
    from nrprint.simulate.opponents.search import convincing

    steady = [0.6, 0.6, 0.6, 0.6]
    lucky = [1.0, 0.2, 1.0, 0.2]  # the same mean gain of 0.1, but from two wide swings
    default = [0.5] * 4
    assert convincing(steady, default, 0.02) and convincing(lucky, default, 0.02)
    assert not convincing(steady, default, 0.2)  # under the margin
    assert not convincing(default, default, 0.0)  # no gain at all


def test_the_bait_plan_puts_a_money_asset_behind_the_ice_of_the_oldest_empty_remote():
    from tests.simulate.conftest import breaker, ice, put, rig, where

    game = runner_game(credits=5, remotes=2)
    game.corp.piles["R&D"].extend(cards("operation", 5))
    game.corp.clicks, game.corp.credits = 3, 6
    rig(game, breaker("barrier", strength=3, break_cost=1))  # no wall: the agenda rule waits
    for remote in (3, 4):
        put(game, remote, ice(), ice=True, rezzed=True)
    nico = card("asset", drip=3, cost=2)
    game.corp.piles["HQ"].append(nico)
    competent, bait = CompetentCorp(), planned(CompetentCorp, "bait")()
    game.opponent = bait
    assert competent.decide(game).target != 3  # the club player opens a new remote for it
    click = bait.decide(game)
    assert click.kind == "install-asset" and click.target == 3  # the oldest: the AI's ties go there
    bait.apply(game, click)
    assert where(game, nico) == "Remote 1:root"
    assert game.corp.servers[3].root[0].rezzed
    game.corp.piles["HQ"].append(card("asset", cost=1))  # a card with no other use
    assert bait.decide(game) == competent.decide(game)  # one bait at a time


def test_the_bait_plan_leaves_an_agenda_its_only_iced_remote():
    from tests.simulate.conftest import breaker, ice, put, rig

    game = runner_game(credits=5, remotes=1)
    game.corp.piles["R&D"].extend(cards("operation", 5))
    game.corp.clicks, game.corp.credits = 3, 6
    rig(game, breaker("barrier", strength=3, break_cost=1))
    put(game, 3, ice(), ice=True, rezzed=True)
    game.corp.piles["HQ"] += [card("asset", drip=3, cost=2), agenda()]
    competent, bait = CompetentCorp(), planned(CompetentCorp, "bait")()
    assert bait.decide(game) == competent.decide(game)
