"""What a Runner AI turn says and counts (``runner.turn.runner_ai_turn`` and ``resolve``).

- The transcript: the turn's heading with its number, each click with the run's colour,
  what the click did or that it stays available, the secondary tried, the lower
  instruction, the end of the turn.
- Each click is counted as its action, a click that gained credits instead as
  "failed-to-credit", the lower instruction's credits as "fallback-credit", its runs as
  "run" or (not possible) "dead", its tag removals as "remove-tag"; each reveal of an AI
  card is counted; the turn's credits are what it won.
- A credit taken while short of money (a click that gained credits instead, a lower
  credit) is a needed credit; a click that did its action is never one.
- A click whose condition is not met does its secondary; with none it stays available.
  A secondary other than the credit that is done is the click's action, not a fallback.
- A card whose lower instruction is credits gains credits, whatever run it names.

Each test kills the ``runner/turn`` mutants its docstring names (scripts/mutation.py),
each seen failing through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.aicards import AICard, AIClick, Row, RunSpec, Step
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import card, cards, ice, put, runner_game

RD_RUN = RunSpec("red", 0, 0, (Row(None, None, "R&D", None),))  # R&D empty: not possible
CREDIT = AIClick(Step("credit"))
RUN = AIClick(Step("run"), run=RD_RUN)
RUN_OR_CREDIT = AIClick(Step("run"), secondary=Step("credit"), run=RD_RUN)
REMOVE_TAG = AIClick(Step("remove-tag"))


def _turn(*clicks, lower="credits", lower_run=None, credits=3, **clar):
    game = runner_game(credits=credits, **clar)
    game.ai_deck = [AICard("r-1", "T", clicks, lower, lower_run)]
    return game


def test_the_transcript_of_a_turn():
    """Kills the turn made ``= 1``, ``-= 1``, ``+= 2`` (the second heading), the heading
    made ``None``, ``log = None``, each click line made ``None``, ``-`` for ``+``, ``n - 1``,
    ``n + 2``, the colour test made ``and False`` or ``or True`` or its empty text
    ``"XXXX"``, the "stays available" line made ``None``, wrapped or upper-cased, the
    secondary's line made ``None``, the lower instruction's line and the end line made
    ``None``."""
    game = _turn(CREDIT, RUN, REMOVE_TAG, RUN_OR_CREDIT)
    game.ai_deck *= 2
    game.log = Transcript()
    runner_ai_turn(game)
    assert game.log.lines == [
        "AI turn 1: r-1 T (3 credits)",
        "    c1 credit",
        "      gains 1 credit",
        "    c2 run red",
        "      not possible: the click stays available",
        "    c3 remove-tag",
        "      not possible: the click stays available",
        "    c4 run red",
        "      not possible; secondary: credit",
        "      gains 1 credit",
        "    lower instruction (credits) for 2 click(s)",
        "    end of AI turn: 7 credits, 0 in grip, Runner 0 / Corp 0",
    ]
    runner_ai_turn(game)
    assert game.log.lines[12] == "AI turn 2: r-1 T (7 credits)"


def test_a_turn_counts_each_action_its_reveals_and_what_it_won():
    """Kills the action count made ``= 1``, the credit test made ``or True``, the lower
    credits' count made ``= 1``, ``-= 1``, ``+= 2`` or renamed, ``reveals = 1``, ``-= 1``,
    ``+= 2``, and the turn's credits made ``credits + before``."""
    game = _turn(CREDIT, RUN, RUN_OR_CREDIT, RUN_OR_CREDIT, credits=10)
    game.ai_deck *= 2
    runner_ai_turn(game)
    runner_ai_turn(game)
    actions = {k: v for k, v in game.result.actions.items() if v}
    assert actions == {"credit": 2, "failed-to-credit": 4, "fallback-credit": 2}
    assert game.result.cards["r-1"].reveals == 2
    assert game.result.credits_by_turn == [4, 4]


def test_credits_taken_short_of_money_are_needed_and_a_done_click_never_is():
    """A credit (done), two clicks that gained credits instead and a lower credit, from 0
    credits: 3 needed. Kills the needed test made ``or`` or ``is DONE``, ``needed =``,
    ``-=`` and ``needed_credits(held, 2)``."""
    game = _turn(CREDIT, RUN_OR_CREDIT, RUN_OR_CREDIT, REMOVE_TAG, credits=0)
    runner_ai_turn(game)
    assert game.runner.credits == 4 and game.result.needed_credits == 3


def test_the_lower_runs_are_counted_as_runs_or_dead_clicks():
    """Two lower clicks on R&D's run (the clicks above cannot be done), with R&D holding a
    card, then empty. Kills the run
    counts made ``= 1``, ``-= 1``, ``+= 2``, their test made ``and False``, ``or True``,
    ``!=``, their names wrapped or upper-cased, and a run not possible appended as
    ``None`` or as FAIL (``and False``): a dead click either way."""
    for rd, counted, dead in ((cards("asset", 1), "run", 0), ([], "dead", 2)):
        game = _turn(REMOVE_TAG, REMOVE_TAG, CREDIT, CREDIT, lower="run", lower_run=RD_RUN, credits=10)
        game.corp.piles["R&D"] = rd
        game.corp.piles["HQ"] = []
        runner_ai_turn(game)
        actions = {k: v for k, v in game.result.actions.items() if v}
        assert actions == {"credit": 2, counted: 2}
        assert game.result.dead_clicks == dead


def test_the_lower_instruction_removes_tags_instead_of_credits():
    """Kills the remove-tag count made ``= 1``, ``-= 1``, ``+= 2`` or renamed."""
    game = _turn(RUN, RUN, CREDIT, CREDIT, credits=10, tags_before_credits=True)
    game.runner.tags = 3
    runner_ai_turn(game)
    assert game.result.actions["remove-tag"] == 2 and game.runner.tags == 1


def test_a_lower_credits_instruction_gains_credits_whatever_run_it_names():
    """Kills ``card.lower == "run" or card.lower_run is not None``."""
    game = _turn(REMOVE_TAG, REMOVE_TAG, REMOVE_TAG, REMOVE_TAG, lower_run=RD_RUN, credits=10)
    game.corp.piles["R&D"] = cards("asset", 1)
    runner_ai_turn(game)
    assert game.runner.credits == 14 and game.result.runs == 0


def test_a_condition_not_met_does_the_secondary_or_leaves_the_click():
    """Kills the no-secondary test made ``is not None`` and the "not met" line made
    ``None``."""
    rich = AIClick(Step("draw"), secondary=Step("credit"), condition="low-credits")
    bare = AIClick(Step("draw"), condition="low-credits")
    game = _turn(rich, bare, CREDIT, CREDIT, credits=10)
    game.log = Transcript()
    runner_ai_turn(game)
    assert "      low-credits not met: credit" in game.log.lines
    counted = {k: v for k, v in game.result.actions.items() if v}
    assert counted == {"draw": 1, "credit": 2, "fallback-credit": 1}  # counted as the click's action


def test_a_secondary_other_than_the_credit_is_the_clicks_action():
    """Kills ``done == DONE or click.secondary.action == "credit"`` (a draw counted as a
    fallback credit)."""
    run_or_draw = AIClick(Step("run"), secondary=Step("draw"), run=RD_RUN)
    game = _turn(run_or_draw, CREDIT, CREDIT, CREDIT, credits=10)
    game.runner.stack.append(card("event"))
    runner_ai_turn(game)
    assert game.result.actions["run"] == 1 and game.result.actions["failed-to-credit"] == 0


def test_a_diversion_that_cannot_be_done_is_a_dead_click_and_is_said():
    """With ``impossible_diversion: dead``: kills the dead count's test made ``and False``
    and its name wrapped or upper-cased; in ``runner/run.run_click`` the diversion's line
    and the lost click's line made ``None``, wrapped or upper-cased."""
    diverted = RunSpec("blue", 0, 0, (Row("low-credits", "remove-tag", None, None),))
    game = _turn(
        AIClick(Step("run"), run=diverted), CREDIT, CREDIT, CREDIT, credits=0, impossible_diversion="dead"
    )
    game.log = Transcript()
    runner_ai_turn(game)
    assert game.result.actions["dead"] == 1
    assert game.log.lines[2:4] == [
        "      low-credits: diverted to remove-tag",
        "      the diversion is not possible: the click is lost",
    ]


def _bioroid_turn(*clicks):
    """A remote behind a rezzed one-subroutine bioroid, no breaker: its run needs one more
    click, paid with the first disposable click below it."""
    game = runner_game(credits=5, remotes=1)
    put(game, 3, ice(subtypes=("barrier", "bioroid"), subs=("etr",)), ice=True, rezzed=True)
    put(game, 3, card("asset"))
    game.runner.piles["STA"] = [drawn := card("event")]
    game.ai_deck = [AICard("t-1", "Test", clicks, "credits")]
    game.log = Transcript()
    runner_ai_turn(game)
    return game, drawn


BIOROID_RUN = AIClick(Step("run"), run=RunSpec("red", 1, 0, (Row(None, None, "remote", None),)))


def test_a_click_dropped_by_a_run_stays_dropped_and_is_said():
    """The run drops the last click; a click between does not bring it back. Kills
    ``dropped = clicks.dropped`` and the dropped line made ``None``, ``n - 1``, ``n + 2``."""
    game, drawn = _bioroid_turn(BIOROID_RUN, CREDIT, CREDIT, AIClick(Step("draw"), disposable=True))
    assert game.runner.stack == [drawn] and game.result.successful_runs == 1
    assert "    c4 dropped (disposable)" in game.log.lines


def test_a_run_drops_a_disposable_click_below_it_never_one_already_done():
    """Kills ``range(len(clicks))`` for ``range(start + 1, len(clicks))``."""
    done_above = AIClick(Step("credit"), disposable=True)
    game, drawn = _bioroid_turn(done_above, BIOROID_RUN, AIClick(Step("draw"), disposable=True), CREDIT)
    assert game.runner.stack == [drawn] and game.result.successful_runs == 1
