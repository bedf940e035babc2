"""Issue 36: a run event the Runner AI plays makes its run (``runner.events``, the
clarification ``run_events``), and the hard level's free Program deck
(``game.runner_ai_free_cards``, ``runner.piles.program``)."""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step
from nrprint.simulate.outcome import FAIL
from nrprint.simulate.runner import piles
from nrprint.simulate.runner.events import target
from tests.simulate.conftest import agenda, card, put, runner_game, where

RUN = RunSpec(
    "red",
    2,
    3,
    (Row("small-grip", "draw", None, None), Row(None, None, "remote", "+A"), Row(None, None, "R&D", None)),
)


def _ai_card(*runs: RunSpec) -> AICard:
    clicks = [AIClick(Step("credit"))] + [AIClick(Step("run"), run=r) for r in runs]
    return AICard("nc-x", "Test", tuple(clicks), "credits")


def _laundry(run_server: str = "any"):
    return card("event", "Laundry", subtypes=("run",), run_server=run_server, gain=5, gain_after_run=True)


def _game(*runs: RunSpec, **clar):
    game = runner_game(credits=0, remotes=2, run_events=True, **clar)
    game.ai_discard = [_ai_card(*runs)]
    return game


def test_a_run_event_from_ec_runs_the_first_printed_run_s_target_and_pays_after():
    game = _game(RUN)
    put(game, 3, agenda(points=1))
    stolen = agenda(points=2)
    put(game, 4, stolen, tokens=2)  # +A: the remote with the most tokens
    event = _laundry()
    game.runner.piles["EC"] = [event]
    piles.economy(game, None)
    assert where(game, stolen) == "runner:scored"
    assert (game.result.runs, game.result.successful_runs) == (1, 1)
    assert game.runner.credits == 5  # the free EC card's credits, after its successful run
    assert where(game, event) == "runner:heap"


def test_the_run_takes_the_printed_run_s_limits():
    game = _game(RUN)
    put(game, 3, agenda())
    server, trash, link = target(game, _laundry())
    assert (server.index, trash, link) == (3, RUN.trash_limit, RUN.link_limit)


def test_a_run_event_that_names_its_server_runs_it_or_makes_no_run():
    game = _game(RUN)
    put(game, 3, agenda())
    legwork = _laundry("hq")
    assert target(game, legwork) is None  # HQ holds no agenda: not a valid server
    game.runner.piles["EC"] = [legwork]
    piles.economy(game, None)
    assert game.result.runs == 0 and game.runner.credits == 5  # played for what it gives outside a run
    game.corp.piles["HQ"].append(agenda())
    assert target(game, _laundry("hq"))[0].name == "HQ"


def test_with_no_run_on_the_ai_card_a_run_event_runs_r_and_d_with_trash_limit_0():
    game = _game()
    put(game, 3, agenda(), tokens=3)
    game.corp.piles["R&D"].append(agenda())
    server, trash, link = target(game, _laundry())
    assert (server.name, trash, link) == ("R&D", 0, 0)


def test_a_server_that_stopped_the_ai_this_turn_is_not_a_run_event_s_target():
    game = _game(RUN, skip_stopped_server=True)
    put(game, 4, agenda(), tokens=2)
    game.corp.piles["R&D"].append(agenda())
    game.stopped_by.add(4)
    assert target(game, _laundry())[0].name == "R&D"
    game.stopped_by.add(1)
    game.ai_discard = [_ai_card()]  # no printed run: R&D, which stopped it too
    assert target(game, _laundry()) is None


def test_without_the_clarification_the_event_makes_no_run():
    game = _game(RUN)
    game.rules = game.rules.model_copy(
        update={"clarifications": game.rules.clarifications.model_copy(update={"run_events": False})}
    )
    put(game, 3, agenda(), tokens=1)
    game.runner.piles["EC"] = [_laundry()]
    piles.economy(game, None)
    assert game.result.runs == 0 and game.runner.credits == 5


def _priced(game):
    """A 4-credit card on top of PRO and of RE and in the grip, for an AI holding 1 credit."""
    out = [
        card("program", "Costly", cost=4, memory=1),
        card("resource", "Pricey", cost=4),
        card("hardware", cost=4),
    ]
    game.runner.piles["PRO"], game.runner.piles["RE"], game.runner.piles["GR"] = [out[0]], [out[1]], [out[2]]
    return out


def _free_on_hard(difficulty: str):
    game = runner_game(difficulty=difficulty, credits=1)
    game.rules = game.rules.model_copy(
        update={"game": game.rules.game.model_copy(update={"runner_ai_free_cards": ["hard"]})}
    )
    return game


def test_on_a_free_cards_level_pro_re_and_grip_cards_cost_nothing():
    game = _free_on_hard("hard")
    cards_ = _priced(game)
    for verb in (piles.program, piles.resource, piles.grip):
        verb(game, None)
    assert [where(game, c) for c in cards_] == ["runner:rig"] * 3 and game.runner.credits == 1


def test_standard_still_pays_for_them():
    game = _free_on_hard("standard")
    _priced(game)
    assert [v(game, None) for v in (piles.program, piles.resource, piles.grip)] == [FAIL] * 3
