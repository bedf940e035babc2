"""Night Courier's budget (issue 36, playtest R 178 "boom then lock-out on outer ice"):
with ``pay_through`` in play.yaml a server is a valid target only while the Runner AI
could pay to break every rezzed ice protecting it, outermost first, with its credits and
its disposable clicks still to come. Unrezzed ice is unknown to it and not counted. With
``pay_through_grip`` too, a run that this rule alone leaves with no server plays a card
from the grip instead (a breaker for the ice it cannot break comes first). Both are
candidate rules, measured and not adopted (docs/automa-rules.md): off by default."""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import Row, RunSpec, Step
from nrprint.simulate.outcome import DONE
from nrprint.simulate.runner.run import location, run_click
from nrprint.simulate.runner.turn import VERBS, Disposable
from tests.simulate.conftest import breaker, card, ice, put, rig, runner_game

REMOTE = Row(None, None, "remote", "+A")


def _walled(credits: int, *, pay_through: bool = True, rezzed: bool = True, strength: int = 3):
    """Remote 1 holds an asset behind a barrier; the AI has a barrier breaker of strength 2
    (1 credit a subroutine, 1 credit a point of strength)."""
    game = runner_game(remotes=1, credits=credits, pay_through=pay_through)
    put(game, 3, card("asset"))
    put(game, 3, ice(strength=strength), ice=True, rezzed=rezzed)
    rig(game, breaker("barrier"))
    return game


@pytest.mark.parametrize(("credits", "found"), [(2, 3), (1, None)])
def test_a_server_is_valid_only_while_the_ai_can_pay_through_its_rezzed_ice(credits, found):
    # strength 3 against 2: 1 to pump, 1 to break the one subroutine
    chosen = location(_walled(credits), REMOTE, 0)
    assert (chosen.index if chosen else None) == found


def test_without_the_rule_the_ai_runs_into_ice_it_cannot_pay_for():
    assert location(_walled(0, pay_through=False), REMOTE, 0).index == 3


def test_unrezzed_ice_is_not_counted():
    assert location(_walled(0, rezzed=False), REMOTE, 0).index == 3


def test_the_cost_of_each_ice_is_taken_from_the_credits_outermost_first():
    game = _walled(3)  # enough for one strength-3 barrier (2), not for two (4)
    put(game, 3, ice(strength=3), ice=True, rezzed=True)
    assert location(game, REMOTE, 0) is None
    game.runner.credits = 4
    assert location(game, REMOTE, 0).index == 3


@pytest.mark.parametrize(("clicks", "found"), [(2, 3), (1, None)])
def test_a_bioroid_counts_the_disposable_clicks_still_to_come(clicks, found):
    game = runner_game(remotes=1, credits=0, pay_through=True)
    put(game, 3, card("asset"))
    put(game, 3, ice(subtypes=("barrier", "bioroid"), subs=("etr", "etr")), ice=True, rezzed=True)
    chosen = location(game, REMOTE, 0, clicks)
    assert (chosen.index if chosen else None) == found


@pytest.mark.parametrize(("grip_rule", "played"), [(True, True), (False, False)])
def test_a_run_priced_out_of_every_server_plays_from_the_grip_with_pay_through_grip(grip_rule, played):
    game = runner_game(remotes=1, credits=1, pay_through=True, pay_through_grip=grip_rule)
    put(game, 3, card("asset"))
    put(game, 3, ice(strength=3, subtypes=("sentry",)), ice=True, rezzed=True)
    game.runner.piles["GR"] = [killer := breaker("sentry", cost=1)]
    spec = RunSpec("red", 1, 0, (REMOTE,))
    done = run_click(game, Step("run"), spec, Disposable((), 0), VERBS)
    assert (done == DONE, killer in game.runner.grip, game.result.runs) == (played, not played, 0)
