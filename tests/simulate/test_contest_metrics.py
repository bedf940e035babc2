"""The figures issue 36 judges the AI decks by, each on a hand-made game: dead clicks
where a credit counts only when the AI is not short of money, the AI turn R&D is first
iced, points per run by server, tags at the end, money that runs dry or sits unspent."""

from __future__ import annotations

import pytest

from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.game import play
from nrprint.simulate.report import as_data
from nrprint.simulate.result import GameResult
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.runs import run
from nrprint.simulate.state import HQ, RD
from nrprint.simulate.stats import Tally
from tests.simulate.conftest import agenda, card, cards, corp_game, put, runner_game


class NoClicks:
    def available(self) -> int:
        return 0

    def spend(self, n: int) -> None:
        raise AssertionError("no bioroid here")


# -- dead clicks: a credit is dead unless the AI is short of money ----------------------


@pytest.mark.parametrize(("credits", "dead", "needed"), [(3, 0, 1), (5, 0, 1), (6, 1, 0), (12, 1, 0)])
def test_a_corp_fallback_credit_is_dead_unless_the_ai_holds_fewer_than_6(credits, dead, needed):
    game = corp_game(credits=credits)  # no remote: the advance fails, no secondary
    game.ai_deck = [
        AICard(
            "t-1", "Test", (AIClick(Step("advance", "+A")),) + (AIClick(Step("refill-hq")),) * 2, "credits"
        )
    ]
    game.corp.piles["R&D"] = cards("asset", 6)
    corp_ai_turn(game)
    assert game.corp.credits == credits + 1
    assert (game.result.cards["t-1"].dead, game.result.dead_clicks, game.result.needed_credits) == (
        dead,
        dead,
        needed,
    )


def test_lower_credits_stop_being_needed_once_the_ai_reaches_6():
    """Three lower-instruction credits from 4: 4→5 and 5→6 were needed, 6→7 is dead."""
    game = corp_game(credits=4)
    game.ai_deck = [AICard("t-1", "Test", (AIClick(Step("advance", "+A")),) * 3, "credits")]
    corp_ai_turn(game)
    assert game.corp.credits == 7
    assert (game.result.dead_clicks, game.result.needed_credits) == (1, 2)


@pytest.mark.parametrize(("credits", "dead"), [(2, 0), (9, 2)])
def test_a_runner_ai_lower_credit_is_dead_unless_it_is_short_of_money(credits, dead):
    game = runner_game(credits=credits)
    clicks = (AIClick(Step("remove-tag"), reserved=True),) * 2 + (AIClick(Step("draw")),) * 2
    game.runner.piles["STA"] = cards("event", 2)
    game.ai_deck = [AICard("t-1", "Test", clicks, "credits")]
    runner_ai_turn(game)  # no tag: two clicks fall to the lower instruction
    assert game.runner.credits == credits + 2
    assert game.result.cards["t-1"].dead == dead


def test_a_runner_ai_fallback_credit_is_dead_when_it_is_rich():
    game = runner_game(credits=8)  # the economy deck is empty: the printed credit instead
    click = AIClick(Step("economy"), secondary=Step("credit"))
    game.runner.piles["STA"] = cards("event", 3)
    game.ai_deck = [AICard("t-1", "Test", (click,) + (AIClick(Step("draw")),) * 3, "credits")]
    runner_ai_turn(game)
    assert (game.result.fallback_credits, game.result.dead_clicks, game.result.needed_credits) == (1, 1, 0)


# -- the Corp AI's R&D, HQ runs ----------------------------------------------------------


def test_the_turn_r_and_d_is_first_iced_is_kept():
    game = corp_game(credits=10)
    game.turn = 2
    put(game, HQ, card("ice"), ice=True)
    assert game.result.rd_iced_turn == 0
    game.turn = 3
    put(game, RD, card("ice"), ice=True)
    game.turn = 5
    put(game, RD, card("ice"), ice=True)
    assert game.result.rd_iced_turn == 3


def test_runs_and_stolen_points_are_counted_by_server():
    game = corp_game()
    game.corp.piles["HQ"] = [agenda(points=2)]
    game.corp.piles["R&D"] = cards("asset", 2)
    run(game, game.corp.servers[HQ], trash_limit=None, clicks_left=NoClicks())
    run(game, game.corp.servers[RD], trash_limit=None, clicks_left=NoClicks())
    run(game, game.corp.servers[HQ], trash_limit=None, clicks_left=NoClicks())  # HQ is empty now
    assert dict(game.result.server_runs) == {"HQ": 2, "R&D": 1}
    assert dict(game.result.server_steal_points) == {"HQ": 2}
    tally = Tally()
    tally.add(game.result)
    assert (tally.points_per_run("HQ"), tally.points_per_run("R&D"), tally.points_per_run("remote")) == (
        1.0,
        0.0,
        0.0,
    )


def test_r_and_d_iced_by_turn_4_and_its_median():
    tally = Tally()
    for turn in (1, 4, 5, 0):
        r = GameResult("s", "d", "standard", "competent", "corp", False, "ai-points", 9, 0, 0)
        r.rd_iced_turn = turn
        tally.add(r)
    assert tally.rd_iced_by(4) == 0.5
    assert tally.rd_iced_by(5) == 0.75


# -- the Runner AI's tags and money --------------------------------------------------------


def test_the_runner_s_tags_at_the_end_of_a_game_are_kept_and_more_than_3_counted():
    game = runner_game(ai_deck_reshuffle=False)  # the human Corp draws from an empty R&D: game over
    game.runner.tags = 4
    result = play(game)
    assert (result.end, result.end_tags) == ("rd-empty", 4)
    tally = Tally()
    tally.add(result)
    result.end_tags = 3
    tally.add(result)
    assert tally.tagged_ends == 1


@pytest.mark.parametrize(
    ("turns", "dry", "idle"),
    [
        ([(1, -3), (0, -1), (2, 1)], 3, 0),  # three turns ending on 2 credits or fewer
        ([(1, -3), (7, 6), (2, -5), (0, -2)], 2, 0),  # a turn on 7 breaks the run
        ([(12, 3), (14, 2), (14, 0)], 0, 3),  # 10 or more, none spent, three times
        ([(12, 3), (11, -1), (14, 3)], 0, 1),  # one turn spent some: no run of three
    ],
)
def test_money_that_runs_dry_or_sits_unspent_is_counted_by_its_longest_run(turns, dry, idle):
    r = GameResult("s", "d", "standard", "competent", "runner", False, "ai-points", 3, 0, 0)
    for credits, won in turns:
        r.money_turn(credits, won)
    assert (r.longest_dry, r.longest_idle) == (dry, idle)
    tally = Tally()
    tally.add(r)
    assert (tally.dry_games, tally.idle_games) == (dry >= 3, idle >= 3)


def test_a_turn_s_end_feeds_the_money_streaks():
    game = runner_game(credits=0)
    nowhere = RunSpec("red", 0, 0, (Row(None, None, "R&D", None),))  # R&D is empty: no run
    clicks = (AIClick(Step("remove-tag"), reserved=True),) * 4
    game.ai_deck = [AICard("t-1", "Test", clicks, "run", nowhere)] * 3
    for _ in range(3):
        runner_ai_turn(game)  # every click is dead, the AI stays on 0
    assert game.result.longest_dry == 3


def test_the_report_states_the_figures():
    from pathlib import Path

    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules
    from tests.conftest import CONTENT, REPO

    discover()
    decks = REPO / "tests/fixtures/decklists"
    match = build_match(
        Project(Path(CONTENT)), "corp", decks / "corp-auco.txt", decks / "runner-core.txt", rules=load_rules()
    )
    tally = Tally()
    r = GameResult("s", "d", "standard", "competent", "corp", False, "ai-points", 9, 4, 7)
    r.rd_iced_turn = 3
    r.point_sources.update({"remote": 3, "hq-refill": 1})
    r.server_runs.update({"HQ": 4, "R&D": 2})
    r.server_steal_points.update({"HQ": 2})
    tally.add(r)
    doc = as_data(match, {"standard": tally}, 1, 1)["difficulties"]["standard"]
    assert doc["rd_iced"] == {"by_turn_4": 1.0, "median_turn": 3, "never": 0.0}
    assert doc["remote_point_share"] == 0.75
    assert doc["runs_by_server"]["HQ"] == {"runs": 4.0, "points_per_run": 0.5}


# -- candidate rules for the playtests' defects (issue 36 item 2) -------------------------


@pytest.mark.parametrize(("draws", "hq"), [(False, 5), (True, 6)])
def test_the_corp_ai_draws_as_its_turn_begins_only_with_corp_ai_draws(draws, hq):
    """With ``corp_ai_draws`` the Corp AI draws one card before its clicks, as an ordinary
    Corp does: five non-agendas in HQ, a card drawn, one pushed off to Archives."""
    game = corp_game(corp_ai_draws=draws, credits=10)
    game.ai_deck = [AICard("t-1", "Test", (AIClick(Step("advance", "+A")),) * 3, "credits")]
    game.corp.piles["HQ"] = cards("asset", 5)
    game.corp.piles["R&D"] = [top := card("asset")] + cards("asset", 3)
    corp_ai_turn(game)
    assert (top in game.corp.piles["HQ"], len(game.corp.piles["Archives"])) == (draws, int(draws))
    assert len(game.corp.piles["HQ"]) + len(game.corp.piles["Archives"]) == hq


def _stopped_twice(remember: bool):
    from nrprint.simulate import rig

    game = runner_game(skip_stopped_server=True, remember_stops=remember)
    game.corp.piles["R&D"] = cards("asset", 3)
    spec = RunSpec("red", 0, 0, (Row(None, None, "R&D", None),))
    turn = AICard("t-1", "Test", (AIClick(Step("run"), run=spec),) + (AIClick(Step("draw")),) * 3, "credits")
    game.runner.piles["STA"] = cards("event", 9)
    game.stopped_by = {RD}  # R&D stopped it on its last turn
    game.ai_deck = [turn, turn]
    runner_ai_turn(game)
    runs_before = game.result.runs
    rig.install(game, card("program", memory=1), paid=False)
    runner_ai_turn(game)
    return runs_before, game.result.runs - runs_before


@pytest.mark.parametrize(("remember", "runs"), [(False, (1, 1)), (True, (0, 1))])
def test_remember_stops_skips_a_server_that_stopped_it_until_a_program_is_installed(remember, runs):
    assert _stopped_twice(remember) == runs


@pytest.mark.parametrize(
    ("rule", "credits", "tags_after", "credits_after", "dead"),
    [
        (False, 8, 2, 10, 2),  # the lower instruction's two credits, both dead
        (True, 8, 0, 4, 0),  # two tags removed instead (2 credits each)
        (True, 3, 2, 5, 0),  # short of money: the credits, which it needed
    ],
)
def test_tags_before_credits_turns_a_lower_credit_into_a_tag_removed(
    rule, credits, tags_after, credits_after, dead
):
    game = runner_game(credits=credits, tags_before_credits=rule)
    game.runner.tags = 2
    game.runner.piles["STA"] = cards("event", 2)
    clicks = (AIClick(Step("click-ability"), reserved=True),) * 2 + (AIClick(Step("draw")),) * 2
    game.ai_deck = [AICard("t-1", "Test", clicks, "credits")]
    runner_ai_turn(game)
    assert (game.runner.tags, game.runner.credits, game.result.dead_clicks) == (
        tags_after,
        credits_after,
        dead,
    )


def test_tags_before_credits_turns_a_fallback_credit_into_a_tag_removed():
    game = runner_game(credits=9, tags_before_credits=True)
    game.runner.tags = 1
    game.runner.piles["STA"] = cards("event", 3)
    click = AIClick(Step("economy"), secondary=Step("credit"))  # empty EC: the credit secondary
    game.ai_deck = [AICard("t-1", "Test", (click,) + (AIClick(Step("draw")),) * 3, "credits")]
    runner_ai_turn(game)
    assert (game.runner.tags, game.runner.credits, game.result.fallback_credits) == (0, 7, 0)
