"""The Runner AI's run click and grip, and the lines a refill and a human Corp's draw say.

- A run on HQ is worth making when HQ's root holds a card, even with no agenda in hand; a
  remote is, when it holds an agenda, face up or not, or a card the run may trash (the
  run's trash limit).
- The run is said with its colour and limits; its link limit holds while it lasts, and
  none after it.
- The grip's choice: a breaker of a type the Runner lacks comes first when it breaks any
  ice; a card that gains clicks' credits comes before a program.
- What a refill pushes off HQ's bottom, an unaffordable operation sent under its deck and
  a human Corp's draw are said.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate import access, runs
from nrprint.simulate.aicards import Row, RunSpec, Step
from nrprint.simulate.corp.play_operation import play_from
from nrprint.simulate.corp.refill_hq import draw_one
from nrprint.simulate.corp.table import draw_to_hq
from nrprint.simulate.outcome import DONE, FALLBACK
from nrprint.simulate.runner import run
from nrprint.simulate.runner.piles import economy, grip_choice
from nrprint.simulate.runner.turn import Disposable
from nrprint.simulate.state import HQ
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, runner_game
from tests.simulate.test_mutants_play import _logged


def test_hq_with_a_card_in_its_root_is_worth_a_run_without_an_agenda_in_hand():
    """Kills ``or bool(None)`` for ``bool(server.root)``."""
    game = runner_game()
    put(game, HQ, card("upgrade"), rezzed=True)
    assert run.valid(game, game.corp.servers[HQ], 0)


def test_a_remote_holding_a_face_up_agenda_is_worth_a_run():
    """Kills ``i.facts.type == "XXagendaXX"`` and ``"AGENDA"``."""
    game = runner_game(remotes=1)
    put(game, 3, agenda(), rezzed=True)
    assert run.valid(game, game.corp.servers[3], 0)


def _spy_runs(game, monkeypatch):
    seen = []

    def fake_run(g, server, *, trash_limit, clicks_left):
        seen.append((server.name, trash_limit, g.link_limit))
        return True

    monkeypatch.setattr(run, "run_server", fake_run)
    return seen


def test_a_run_is_said_with_its_limits_which_hold_while_it_lasts(monkeypatch):
    """A remote whose only card is a rezzed asset the trash limit covers. Kills
    ``location(game, row, None)``, the run's line made ``None``, ``link_limit = None``
    during the run and ``""`` after it."""
    game = _logged(runner_game(remotes=1))
    put(game, 3, card("asset", trash_cost=2), rezzed=True)
    seen = _spy_runs(game, monkeypatch)
    spec = RunSpec("green", 2, 3, (Row(None, None, "remote", None),))
    assert run.run_click(game, Step("run"), spec, None, {}) == DONE
    assert seen == [("Remote 1", 3, 2)] and game.link_limit is None
    assert game.log.lines == ["    green run (trash limit 3, link limit 2)"]


def test_a_breaker_for_any_ice_comes_before_a_credit_card():
    """Kills ``f.breaks == "XXanyXX"`` and ``"ANY"``."""
    game = runner_game(credits=5)
    game.runner.grip.extend([kiosk := card("resource", click_gain=2, cost=0), wild := breaker("any", cost=1)])
    assert grip_choice(game) is wild
    game.runner.grip.remove(wild)
    assert grip_choice(game) is kiosk


def test_a_card_that_gains_credits_by_clicks_comes_before_a_program():
    """Kills ``f.click_gain and f.hosted``."""
    game = runner_game(credits=5)
    game.runner.grip.extend([card("program", cost=0), kiosk := card("resource", click_gain=2, cost=1)])
    assert grip_choice(game) is kiosk


def test_a_free_card_from_ec_is_said():
    """Kills ``economy``'s line made ``None``."""
    game = _logged(runner_game(credits=0))
    game.runner.piles["EC"] = [card("resource", "Daily", cost=3)]
    assert economy(game, None) == DONE and game.runner.credits == 0
    assert game.log.lines[0] == "    reveals Daily from EC (free)"


def test_what_a_refill_pushes_off_hqs_bottom_is_said():
    """Kills ``_push``'s three lines made ``None`` (an operation, an asset, an agenda drawn
    back into R&D)."""
    for bottom, line in (
        (card("operation", "Op"), "    Op from HQ's bottom into the OP deck, shuffled"),
        (card("asset", "As"), "    As from HQ's bottom to Archives"),
        (agenda(name="Ag"), "    Ag from HQ's bottom back into R&D, shuffled"),
    ):
        game = _logged(corp_game(refill_scores="drawn"))
        game.corp.piles["HQ"] = [*cards("asset", 4), bottom]
        game.corp.piles["R&D"] = [card("asset", "Top")]
        draw_one(game)
        assert game.log.lines == ["    draws Top", line]


def test_an_unaffordable_operation_under_its_deck_and_a_human_corps_draw_are_said():
    """Kills ``paid_or_bottom``'s line and ``draw_to_hq``'s line made ``None``."""
    game = _logged(corp_game(credits=1))
    game.corp.piles["OP"] = [card("operation", "Dear", cost=4, gain=9)]
    assert play_from(game, "OP") is FALLBACK
    assert game.log.lines[0] == "    Dear costs 4, the AI has 1: bottom of OP"
    human = _logged(runner_game())
    human.corp.piles["R&D"] = [card("ice", "Wall")]
    draw_to_hq(human)
    assert human.log.lines == ["  C: draws Wall"]


def _encounter(game, **facts):
    inst = put(game, 3, ice(name="Ice", subs=(), **facts), ice=True, rezzed=True)
    return runs.encounter(game, inst, Disposable((), 0))


def test_an_encounter_that_ends_the_run_unless_tagged_gives_a_tag_and_says_so():
    """Kills ``"etr"`` wrapped or upper-cased, ``tags = 1``, ``-= 1``, ``+= 2`` and the
    line made ``None``."""
    game = _logged(runner_game(remotes=1))
    game.runner.tags = 1
    assert _encounter(game, encounter="etr") is True
    assert game.runner.tags == 2 and game.log.lines[0] == "    Ice: takes 1 tag to go on"


def test_a_net_damage_encounter_does_its_damage():
    """Kills ``"XXnetXX"`` in the encounter's damage kinds."""
    game = runner_game(remotes=1)
    game.runner.grip.append(card("event"))
    _encounter(game, encounter="net", damage=1)
    assert game.runner.grip == [] and not game.result.stand_ins


def test_a_card_with_no_trash_cost_is_trashed_for_nothing():
    """Kills ``_trashes``' missing cost made ``1``."""
    game = runner_game(credits=0)
    assert access._trashes(game, card("asset"), 0, None) is True
