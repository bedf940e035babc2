"""The Runner's rig: drips, hosts, a trashed program, click abilities.

- At the start of its turn every rig card that pays does, whatever comes before it in
  the rig; one emptied is trashed; both are said.
- Only a non-AI icebreaker can be hosted (Dinosaurus).
- A subroutine's trashed program is said.
- A click ability used once a turn is passed over for the next one, not the end of the
  search; a click that costs net damage says it is net damage.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.outcome import DONE
from nrprint.simulate.rig import (
    collect_drip,
    draw,
    free_host,
    install,
    play_event,
    trash_installed,
    trash_program,
)
from nrprint.simulate.runner.simple import click_ability
from tests.simulate.conftest import breaker, card, corp_game, rig, runner_game, where
from tests.simulate.test_mutants_play import _logged


def test_every_paying_rig_card_pays_and_an_emptied_one_is_trashed_and_said():
    """Kills the non-paying card's ``continue`` made ``break``, the pay and trash lines
    made ``None``, and ``trash_installed`` with an argument ``None`` or left out."""
    game = _logged(runner_game(credits=0))
    rig(game, card("hardware", "Plain"))
    purse = rig(game, card("resource", "Purse", drip=2, hosted=4))
    purse.hosted = 2
    collect_drip(game)
    assert game.runner.credits == 2 and where(game, purse.card) == "runner:heap"
    assert game.log.lines == ["  Purse pays 2 credit(s)", "  Purse is empty and trashed"]


def test_only_a_non_ai_icebreaker_can_be_hosted():
    """Kills ``not breaks and "ai" in subtypes`` (a non-breaker hosted) and ``"ai"`` made
    ``"XXaiXX"`` or ``"AI"`` (an AI breaker hosted)."""
    game = runner_game()
    console = rig(game, card("hardware", "Dino", hosts_breaker=True))
    assert free_host(game, breaker("barrier")) is console
    assert free_host(game, card("program", "Virus")) is None
    assert free_host(game, breaker("barrier", subtypes=("icebreaker", "ai"))) is None


def test_a_trashed_program_is_said():
    """Kills ``trash_program``'s line made ``None``."""
    game = _logged(runner_game())
    rig(game, breaker("barrier", name="Wall Breaker"))
    trash_program(game)
    assert game.log.lines == ["    trashes Wall Breaker"]


def test_a_used_once_a_turn_ability_is_passed_over_for_the_next_one():
    """Kills its ``continue`` made ``break``; the click's damage is said as net damage:
    kills ``damage(..., None)``, ``"XXnetXX"`` and ``"NET"`` (left out, it is net)."""
    game = _logged(runner_game(credits=0))
    rig(game, card("resource", "Once", click_gain=3, once_turn=True)).used_turn = 0
    rig(game, card("resource", "Sore", click_gain=2, click_damage=1))
    game.runner.grip.append(card("event", "Gone"))
    assert click_ability(game, None) == DONE
    assert game.runner.credits == 2
    assert game.log.lines == ["    net damage trashes Gone from the grip", "    uses Sore: 2 credit(s)"]


def test_a_human_runner_with_an_empty_stack_draws_nothing():
    """Kills ``draw``'s ``return True`` for a human Runner's empty stack."""
    game = corp_game()
    assert draw(game) is False and game.runner.grip == []


def test_a_hosted_card_trashed_with_its_host_is_said():
    """Kills ``trash_installed``'s rider line made ``None``."""
    game = _logged(runner_game())
    console = rig(game, card("hardware", "Dino", hosts_breaker=True))
    rig(game, breaker("barrier", name="Rider")).host = console.card.uid
    trash_installed(game, console)
    assert game.log.lines == ["    Rider is trashed with Dino"] and game.runner.rig == []


def test_a_paid_event_says_its_cost_and_a_click_event_is_a_stand_in_for_the_ai():
    """Kills the cost's test made ``and False`` and ``lose_click and extra_click`` (an
    event that takes a click, played by the Runner AI, not counted as a stand-in)."""
    game = _logged(runner_game(credits=5))
    play_event(game, card("event", "Paid", cost=2))
    assert game.log.lines == ["    plays Paid for 2"]
    play_event(game, card("event", "Clicky", lose_click=True), paid=False)
    assert game.result.stand_ins["ai:Clicky"] == 1


def test_an_install_says_what_it_paid_and_keeps_the_cards_credits():
    """Kills the cost's test made ``or True``, ``paid or cost`` and its empty text
    ``"XXXX"``; ``hosted`` left out (the card's credits lost: its drip pays nothing)."""
    game = _logged(runner_game(credits=5))
    install(game, card("program", "Paid", cost=2))
    install(game, card("resource", "Free", cost=3, drip=2, hosted=4), paid=False)
    assert game.log.lines == ["    installs Paid for 2", "    installs Free"]
    collect_drip(game)
    assert game.runner.credits == 5 - 2 + 2


def test_only_a_program_the_runner_ai_installs_makes_it_forget_the_servers_that_stopped_it():
    """With ``remember_stops``: kills ``program and runner or remember`` (a resource
    clears them) and ``program or runner and remember`` (a program of a game without the
    clarification clears them)."""
    game = runner_game(remember_stops=True)
    game.stopped_by = {3}
    install(game, card("resource"))
    assert game.stopped_by == {3}
    install(game, card("program"))
    assert game.stopped_by == set()
    other = runner_game(remember_stops=False)
    other.stopped_by = {3}
    install(other, card("program"))
    assert other.stopped_by == {3}


def test_a_breaker_with_no_free_console_has_no_host():
    """Kills the no-host value made ``1``."""
    game = runner_game(credits=5)
    rig(game, card("hardware"))
    assert install(game, breaker("barrier")).host == 0


@pytest.mark.parametrize(
    "fact", ["click_damage", "cash_counters", "replay_event", "spend_on", "chosen_server", "remote_take"]
)
def test_a_card_with_a_choice_the_runner_ai_lacks_is_a_stand_in(fact):
    """Kills the stand-in test's ``or`` made ``and`` around each fact."""
    game = runner_game(credits=5)
    install(game, card("resource", "Choosy", **{fact: 1}), paid=False)
    assert game.result.stand_ins["ai:Choosy"] == 1


def test_a_human_runners_install_is_no_stand_in():
    """A human Runner makes the card's choices: kills ``game.ai == "runner" or (...)``."""
    game = corp_game()
    install(game, card("resource", "Choosy", click_damage=1), paid=False)
    assert not game.result.stand_ins
