"""Runner cards that pay for successful runs on one server (``effects.runner_servers``):
Temüjin Contract, Security Testing, Bank Job, each on the smallest table that shows it.

- The server chosen is the central with the fewest ice; on a tie, R&D first for a card
  that pays on top of the breach, Archives first for one that pays instead of it.
- A card that chooses each turn chooses again when the human Runner's turn begins; one
  that chose at its install keeps its server, and chooses only if it has none yet.
- A successful run on the chosen server takes the card's credits, said; the emptied card
  is trashed; a run on another server takes nothing.
- A card paying instead of the breach pays once a turn, on its server only; a bank pays
  instead of a remote's breach, all it holds, then goes to the heap.
- Each hook is behind its fact (``game.present``) and does nothing for the Runner AI.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_servers
from nrprint.simulate.state import ARCHIVES, HQ, RD
from tests.simulate.conftest import card, corp_game, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged


def _chooser(game, name, **facts):
    return rig(game, card("resource", name, **facts))


def test_the_chosen_server_has_the_fewest_ice_and_ties_go_by_what_the_card_pays():
    """Kills ``chose``'s tie orders swapped, its count of ice, its tie key and its line."""
    game = _logged(corp_game())
    instead = _chooser(game, "Security Testing", chosen_server="turn", breach_gain=2)
    on_top = _chooser(game, "Temüjin Contract", chosen_server="install", run_take=4, hosted=20)
    runner_servers.chose(game, instead)
    runner_servers.chose(game, on_top)
    assert (instead.target, on_top.target) == (ARCHIVES, RD)
    put(game, ARCHIVES, ice(), ice=True)
    put(game, RD, ice(), ice=True)
    runner_servers.chose(game, instead)
    runner_servers.chose(game, on_top)
    assert (instead.target, on_top.target) == (HQ, HQ)
    put(game, HQ, ice(), ice=True)
    put(game, HQ, ice(), ice=True)
    runner_servers.chose(game, instead)
    runner_servers.chose(game, on_top)
    assert (instead.target, on_top.target) == (ARCHIVES, RD)
    assert game.log.lines == [
        "    Security Testing: chooses Archives",
        "    Temüjin Contract: chooses R&D",
        "    Security Testing: chooses HQ",
        "    Temüjin Contract: chooses HQ",
        "    Security Testing: chooses Archives",
        "    Temüjin Contract: chooses R&D",
    ]


def test_at_the_turns_start_a_card_choosing_each_turn_chooses_again_and_an_installed_one_keeps_its_server():
    """Kills ``turn_begins``' gate (name, ``or`` for ``and``, the AI test), its ``"turn"``,
    ``or`` made ``and``, ``target < 0`` made ``<= 0`` or ``< 1``."""
    game = corp_game()
    game.present = frozenset({"chosen_server"})
    each_turn = _chooser(game, "Security Testing", chosen_server="turn", breach_gain=2)
    each_turn.target = HQ
    kept = _chooser(game, "Temüjin Contract", chosen_server="install", run_take=4, hosted=20)
    kept.target = ARCHIVES
    unchosen = _chooser(game, "Late Contract", chosen_server="install", run_take=4, hosted=20)
    plain = _chooser(game, "Plain")
    runner_servers.turn_begins(game)
    assert (each_turn.target, kept.target, unchosen.target, plain.target) == (ARCHIVES, ARCHIVES, RD, -1)
    each_turn.target = HQ
    game.present = frozenset({"run_take"})
    runner_servers.turn_begins(game)
    assert each_turn.target == HQ


def test_the_runner_ai_chooses_no_server():
    """Kills ``turn_begins``', ``successful``'s and ``replaces_breach``'s Runner AI test."""
    game = runner_game()
    game.present = frozenset({"chosen_server", "run_take", "breach_gain", "remote_take"})
    each_turn = _chooser(game, "Security Testing", chosen_server="turn", breach_gain=2)
    each_turn.target = HQ
    contract = _chooser(game, "Temüjin Contract", chosen_server="install", run_take=4, hosted=20)
    contract.target = HQ
    runner_servers.turn_begins(game)
    runner_servers.successful(game, game.corp.servers[HQ])
    assert not runner_servers.replaces_breach(game, game.corp.servers[HQ])
    assert (each_turn.target, contract.hosted, game.runner.credits) == (HQ, 20, 5)


def test_a_successful_run_takes_the_chosen_cards_credits_and_trashes_it_emptied():
    """Kills ``successful``'s gate, its server test, ``take``'s amount, the gain, the line
    and the trash of the emptied card."""
    game = _logged(corp_game())
    game.present = frozenset({"run_take"})
    contract = _chooser(game, "Temüjin Contract", chosen_server="install", run_take=4, hosted=6)
    contract.target = HQ
    other = _chooser(game, "Other Contract", chosen_server="install", run_take=4, hosted=6)
    other.target = RD
    runner_servers.successful(game, game.corp.servers[HQ])
    assert (contract.hosted, other.hosted, game.runner.credits) == (2, 6, 9)
    runner_servers.successful(game, game.corp.servers[HQ])
    assert (game.runner.credits, contract in game.runner.rig) == (11, False)
    assert game.runner.heap == [contract.card] and other in game.runner.rig
    assert game.log.lines == [
        "    Temüjin Contract: takes 4 credit(s)",
        "    Temüjin Contract: takes 2 credit(s)",
    ]
    game.present = frozenset({"chosen_server", "breach_gain"})
    runner_servers.successful(game, game.corp.servers[RD])
    assert other.hosted == 6


def test_a_card_paying_instead_of_the_breach_pays_once_a_turn_on_its_server():
    """Kills ``replaces_breach``' gate (``or`` for ``and``, each name), its server and
    turn tests, ``used_turn``, the gain, the line and ``return True``."""
    game = _logged(corp_game())
    game.turn = 3
    game.present = frozenset({"breach_gain"})
    testing = _chooser(game, "Security Testing", chosen_server="turn", breach_gain=2)
    testing.target = RD
    assert not runner_servers.replaces_breach(game, game.corp.servers[HQ])
    assert runner_servers.replaces_breach(game, game.corp.servers[RD]) is True
    assert (game.runner.credits, testing.used_turn) == (7, 3)
    assert not runner_servers.replaces_breach(game, game.corp.servers[RD])
    game.turn = 4
    assert runner_servers.replaces_breach(game, game.corp.servers[RD])
    assert game.runner.credits == 9
    assert game.log.lines == ["    Security Testing: 2 credit(s) instead of the breach"] * 2
    game.turn = 5
    game.present = frozenset({"chosen_server"})
    assert not runner_servers.replaces_breach(game, game.corp.servers[RD])
    assert game.runner.credits == 9


def test_a_bank_pays_all_it_holds_instead_of_a_remotes_breach_and_goes_to_the_heap():
    """Kills ``replaces_breach``' bank: the gate with ``remote_take`` alone, the hosted
    test, the remote test, the gain, ``hosted = 0``, the line, the trash and ``return
    True``; ``_takes``' ``or`` made ``and`` and ``all`` of the known cards."""
    game = _logged(corp_game(remotes=1))
    game.present = frozenset({"remote_take"})
    asset = put(game, 3, card("asset", "Known Asset"))
    empty = _chooser(game, "Spent Bank", remote_take=True)
    bank = _chooser(game, "Bank Job", remote_take=True, hosted=8)
    game.runner.credits = 2
    assert not runner_servers.replaces_breach(game, game.corp.servers[HQ])
    assert runner_servers.replaces_breach(game, game.corp.servers[3]) is True
    assert (game.runner.credits, bank.hosted, game.runner.heap) == (10, 0, [bank.card])
    assert bank not in game.runner.rig and empty in game.runner.rig
    assert game.log.lines == ["    Bank Job: takes 8 credit(s) instead of the breach"]
    # With 5 credits or more, only a remote whose cards are all known is taken
    again = _chooser(game, "Bank Job", remote_take=True, hosted=3)
    put(game, 3, card("upgrade", "Unknown Upgrade"))
    game.opponent.known = {asset.card.uid}
    assert not runner_servers.replaces_breach(game, game.corp.servers[3])
    game.opponent.known.add(game.corp.servers[3].root[1].card.uid)
    assert runner_servers.replaces_breach(game, game.corp.servers[3])
    assert game.runner.credits == 13 and again not in game.runner.rig
