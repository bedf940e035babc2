"""Runner cards that pay for successful runs on one server (``effects.runner_servers``)."""

from __future__ import annotations

from nrprint.simulate import rig as rig_verbs
from nrprint.simulate import runs
from nrprint.simulate.effects.runner_turn import turn_begins
from nrprint.simulate.opponents import runner_cards
from nrprint.simulate.opponents.runner import CompetentRunner
from tests.simulate.conftest import agenda, card, corp_game, ice, put, runner_game, where
from tests.simulate.test_card_effects import Clicks, _stand_ins


def _run(game, server: int) -> bool:
    return runs.run(game, game.corp.servers[server], trash_limit=None, clicks_left=Clicks(0))


def test_a_contract_on_the_least_iced_central_pays_each_successful_run_there_until_empty():
    game = corp_game()
    put(game, 1, ice(strength=0, subs=("tag",)), ice=True)  # R&D iced, HQ not
    contract = card("resource", "Contract", cost=0, hosted=8, chosen_server="install", run_take=4)
    rig_verbs.install(game, contract)
    runner_cards.after_play(CompetentRunner(), game, contract)
    inst = game.runner.rig[-1]
    assert inst.target == 2  # HQ: no ice
    game.runner.credits = 0
    game.corp.piles["HQ"][:] = [agenda()]
    assert _run(game, 2) and game.runner.credits == 4 and len(game.runner.scored) == 1  # on top of the breach
    assert _run(game, 0) and game.runner.credits == 4  # another server: nothing
    assert _run(game, 2) and game.runner.credits == 8 and where(game, contract) == "runner:heap"


def test_a_server_chosen_each_turn_pays_instead_of_its_first_breach():
    game = corp_game()
    testing = rig_verbs.install(
        game, card("resource", "Testing", cost=0, chosen_server="turn", breach_gain=2)
    )
    put(game, 0, ice(strength=0, subs=("tag",)), ice=True)  # Archives iced: HQ chosen before R&D
    game.turn = 1
    turn_begins(game)
    assert testing.target == 2
    game.runner.credits = 0
    game.corp.piles["R&D"][:] = [agenda()]
    assert _run(game, 1) and game.runner.credits == 0 and len(game.runner.scored) == 1  # not chosen
    game.corp.piles["HQ"][:] = [agenda()]
    assert (
        _run(game, 2) and game.runner.credits == 2 and len(game.runner.scored) == 1
    )  # instead of the breach
    assert _run(game, 2) and game.runner.credits == 2 and len(game.runner.scored) == 2  # once a turn
    game.turn = 2
    game.corp.piles["HQ"][:] = [agenda()]
    assert _run(game, 2) and game.runner.credits == 4 and len(game.runner.scored) == 2
    put(game, 2, ice(strength=0, subs=("tag",)), ice=True)
    game.turn = 3
    turn_begins(game)
    assert testing.target == 1  # chosen again each turn: R&D now has the fewest ice


def test_a_remote_job_is_taken_instead_of_the_breach_when_short_or_nothing_is_unseen():
    game = corp_game(remotes=1)
    job = rig_verbs.install(game, card("resource", "Job", cost=0, hosted=8, remote_take=True))
    put(game, 3, agenda())
    game.runner.credits = 6
    assert _run(game, 1) and job.hosted == 8  # a central: no
    assert _run(game, 3) and job.hosted == 8 and len(game.runner.scored) == 1  # an unseen card: breached
    game.runner.credits = 4  # short: takes the credits instead of breaching
    unseen = put(game, 3, card("asset", trash_cost=0))
    assert _run(game, 3) and game.runner.credits == 12 and where(game, job.card) == "runner:heap"
    assert where(game, unseen.card) == "Remote 1:root"
    game = corp_game(remotes=1)
    job = rig_verbs.install(game, card("resource", "Job", cost=0, hosted=8, remote_take=True))
    seen = put(game, 3, card("asset", trash_cost=0))
    game.opponent.known.add(seen.card.uid)
    game.runner.credits = 6
    assert _run(game, 3) and game.runner.credits == 14 and where(game, seen.card) == "Remote 1:root"


def test_the_runner_ai_chooses_no_server_and_its_install_counts_a_stand_in():
    game = runner_game()
    testing = rig_verbs.install(
        game, card("resource", "Testing", cost=0, chosen_server="turn", breach_gain=2)
    )
    turn_begins(game)
    assert testing.target == -1 and _stand_ins(game, "Testing") == 1
