"""Installing a Corp card, counting runs by server, damage that draws, and an idle AI turn.

- A card installed on the table remembers the turn it was installed on.
- A human Corp (the Runner AI's game) installing an asset or an upgrade uses the card;
  installing ice or an agenda does not count a use then.
- A new remote the Corp AI made counts as iced when its first ice comes within two of
  the AI's turns of its making (two turns later still counts, three do not); a remote
  is counted once, at its first ice.
- A run on a remote is counted under "remote", whatever the remote's name.
- Net and meat damage that trashes a card with ``damage_draw`` draws that many cards.
- An AI turn that ends on exactly ``MONEY_IDLE`` credits, none spent, is idle.
- The Stratagem upgrade's install is said.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.corp import table
from nrprint.simulate.corp.play_stratagem import play_stratagem
from nrprint.simulate.damage import damage
from nrprint.simulate.outcome import DONE
from nrprint.simulate.result import MONEY_IDLE
from nrprint.simulate.rig import ai_virus_host
from tests.simulate.conftest import agenda, card, corp_game, ice, put, runner_game
from tests.simulate.test_mutants_play import _logged
from tests.simulate.test_runs import Clicks


def test_an_installed_card_remembers_its_turn():
    """Kills ``Installed(card, game.next_install(), )`` (the turn left out)."""
    game = corp_game(remotes=1)
    game.turn = 4
    assert table.install(game, game.corp.servers[3], agenda(), ice=False).turn == 4


def test_a_human_corp_installing_an_asset_or_upgrade_uses_it():
    """Kills ``game.ai != "runner"``, ``"XXrunnerXX"``, ``"RUNNER"`` and the types
    ``"XXassetXX"``, ``"ASSET"``, ``"XXupgradeXX"``, ``"UPGRADE"``."""
    game = runner_game(remotes=1)
    remote = game.corp.servers[3]
    for c in (card("asset"), card("upgrade")):
        table.install(game, remote, c, ice=False)
    assert game.result.card_uses["opponent"] == 2
    table.install(game, remote, agenda(), ice=False)
    table.install(game, remote, ice(), ice=True)
    assert game.result.card_uses["opponent"] == 2
    ai = corp_game(remotes=1)  # the AI's own installs are counted when revealed
    table.install(ai, ai.corp.servers[3], card("asset"), ice=False)
    assert ai.result.card_uses["ai"] == 0


def test_a_new_remote_counts_as_iced_within_two_ai_turns():
    """Kills ``game.ai != "corp"``, ``"XXcorpXX"``, ``"CORP"``, ``game.turn + made``,
    ``< 2``, ``<= 3`` and the count made ``= 1``, ``-= 1``, ``+= 2``."""
    game = corp_game()
    game.turn = 3
    early, late, later = (table.new_remote(game) for _ in range(3))
    game.turn = 5  # two turns after
    table.install(game, early, ice(), ice=True)
    table.install(game, early, ice(), ice=True)  # a second ice: counted once
    table.install(game, late, ice(), ice=True)
    assert game.result.remotes_iced == 2
    game.turn = 6  # three turns after
    table.install(game, later, ice(), ice=True)
    assert game.result.remotes_iced == 2 and game.pending_remotes == {}


def test_a_run_on_a_remote_is_counted_under_remote():
    """Kills ``"remote" if server.remote and False``, ``"XXremoteXX"`` and ``"REMOTE"``."""
    game = runner_game(remotes=1)
    runs.run(game, game.corp.servers[3], trash_limit=0, clicks_left=Clicks())
    runs.run(game, game.corp.servers[2], trash_limit=0, clicks_left=Clicks())
    assert dict(game.result.server_runs) == {"remote": 1, "HQ": 1}


def test_meat_damage_trashing_a_card_that_draws_draws():
    """Kills ``kind not in ("net", "XXmeatXX")`` and ``"MEAT"``."""
    game = runner_game()
    game.runner.grip.append(drawer := card("event", damage_draw=1))
    game.runner.stack.append(top := card("event"))
    damage(game, 1, "meat")
    assert game.runner.heap == [drawer] and game.runner.grip == [top]


def test_a_turn_ending_on_exactly_the_idle_mark_is_idle():
    """Kills ``credits > MONEY_IDLE``."""
    game = corp_game()
    game.result.money_turn(MONEY_IDLE, 0)
    assert game.result.idle_streak == 1


def test_the_stratagem_upgrade_install_is_said():
    """Kills the line made ``game.say(None)``."""
    game = _logged(corp_game(credits=5, remotes=1))
    game.corp.piles["ST"] = [card("upgrade", "Ash", cost=0)]
    assert play_stratagem(game, None) == DONE
    assert "    installs and executes Ash in Remote 1" in game.log.lines


def test_a_program_for_an_ice_goes_on_the_weakest_ice_counters_counted():
    """An ice whose counters lower its strength (Sandstone) is weaker than it prints.
    Kills ``ai_virus_host``'s ``strength + counters``."""
    game = runner_game(remotes=1)
    worn = put(game, 3, ice(strength=3), ice=True, rezzed=True)
    worn.counters = 2
    put(game, 3, ice(strength=2), ice=True, rezzed=True)
    assert ai_virus_host(game) is worn
