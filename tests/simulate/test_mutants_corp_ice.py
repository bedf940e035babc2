"""Corp ice that pays by its server, installs ice, ends a run or leaves the Runner a
choice (``effects.corp_ice``), each on the smallest table that shows the printed card's
effect, with the lines it says.

- Fairchild 3.0's choices: the Runner takes core damage while its grip holds more cards
  than that (1 when the ice names none), else the run ends; it pays, else trashes its
  cheapest installed card that hosts none.
- Border Control's credits: ``gain`` (1 when it names none) for each ice of its server,
  1 when it protects none; the Corp AI's gains are counted, a human Corp's are not.
- Architect's installs: the costliest ice, on the server with the fewest ice, at the
  install cost of that server (free for the Corp AI when ``ice_install_tax`` is off),
  with its install order and turn.
- Gatekeeper's draw: a human Corp draws the top of R&D.
- Archer's forfeit: the Corp may rez with exactly the credits and agendas it needs.
- Ping and Anemone as they are rezzed: tags on top of the Runner's, net damage for a
  card of HQ (the human Corp's own choice of discard), none from an empty HQ.
- Border Control's end of the run on HQ, and Nisei MK II's agenda counter, said.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_ice
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, card, corp_game, ice, put, rig, runner_game
from tests.simulate.test_mutants_play import _logged


def test_fairchild_takes_one_core_damage_when_it_names_none_while_the_grip_holds_more():
    """Kills ``choice``'s ``f.damage and 1`` and ``or 2`` (the grip's test and the damage)
    and the end of the run's line made ``None``."""
    game = _logged(corp_game())
    fairchild = put(game, 2, ice(name="Fairchild 3.0"), ice=True, rezzed=True)
    game.runner.grip[:] = [card("event", "A"), card("event", "B")]
    assert corp_ice.choice(game, fairchild, "brain-or-etr", damage) is True
    assert (len(game.runner.grip), game.runner.brain) == (1, 1)
    assert corp_ice.choice(game, fairchild, "brain-or-etr", damage) is False
    assert game.log.lines[-1] == "    Fairchild 3.0 ends the run"


def test_fairchild_is_paid_else_the_cheapest_card_hosting_none_is_trashed():
    """Kills ``choice``'s pay and trash lines made ``None``."""
    game = _logged(runner_game(credits=3))
    fairchild = put(game, 2, ice(name="Fairchild 3.0", pay=2), ice=True, rezzed=True)
    console = rig(game, card("hardware", "Console", cost=0))
    hosted = rig(game, card("program", "Hosted", cost=1))
    hosted.host = console.card.uid
    rig(game, card("program", "Dear", cost=4))
    assert corp_ice.choice(game, fairchild, "pay-or-trash", damage)
    assert corp_ice.choice(game, fairchild, "pay-or-trash", damage)
    assert game.log.lines == ["    pays 2 to Fairchild 3.0", "    trashes Hosted for Fairchild 3.0"]
    assert [c.name for c in game.runner.heap] == ["Hosted"]


def test_border_control_gains_one_for_each_ice_of_its_server_for_the_corp_ai():
    """Kills ``fire``'s ``gain and 1``, ``or 2``, ``credits =``, the AI test (``!=``,
    ``"XXcorpXX"``, ``"CORP"``), ``credits_gained =`` and ``-=``, and the line made ``None``."""
    game = _logged(corp_game(credits=5))
    game.result.credits_gained = 3
    put(game, 2, ice(name="Wall"), ice=True, rezzed=True)
    border = put(game, 2, ice(name="Border Control"), ice=True, rezzed=True)
    assert corp_ice.fire(game, border, "gain-per-ice")
    assert (game.corp.credits, game.result.credits_gained) == (7, 5)
    assert game.log.lines == ["    Border Control: the Corp gains 2 credit(s)"]


def test_a_human_corps_border_control_gains_are_not_the_ais():
    """Kills ``fire``'s ``game.ai != "corp"``."""
    game = runner_game()
    border = put(game, 2, ice(name="Border Control", gain=2), ice=True, rezzed=True)
    corp_ice.fire(game, border, "gain-per-ice")
    assert (game.corp.credits, game.result.credits_gained) == (7, 0)


def test_an_ice_on_no_server_gains_for_itself_alone():
    """Kills ``fire``'s ``server is not None or True`` and ``else 2``, and ``server_of``'s
    ``next`` without its default (StopIteration)."""
    game = corp_game(credits=0)
    loose = Installed(ice(name="Border Control"), 99, rezzed=True)
    corp_ice.fire(game, loose, "gain-per-ice")
    assert game.corp.credits == 1


def test_architect_installs_the_costliest_ice_of_rd_free_and_says_by_whom():
    """Kills ``fire``'s ``_install(game, ice, None, ...)`` and ``_install``'s ``Installed``
    given no install order, ``turn=None`` or no turn."""
    game = _logged(corp_game(credits=2))
    game.turn = 4
    architect = put(game, 1, ice(name="Architect", install_look=2), ice=True, rezzed=True)
    rd = game.corp.piles["R&D"]
    rd[:] = [ice(name="Cheap", cost=1), ice(name="Dear", cost=5), ice(name="Deeper", cost=9)]
    corp_ice.fire(game, architect, "install-rd")
    assert game.log.lines == ["    Architect: the Corp installs Dear on HQ (0)"]
    (placed,) = game.corp.servers[2].ice
    assert (placed.turn, placed.since > architect.since, game.corp.credits) == (4, True, 2)


def test_architect_pays_for_ice_from_hq_on_the_server_with_fewest_ice():
    """Kills ``fire``'s ``install_best(game, None, ...)``, ``install_best``'s
    ``_install(game, ice, None, ...)`` and ``_install``'s ``len / tax`` (a cost of 1.0)."""
    game = _logged(corp_game(credits=3))
    for server in (1, 2):
        put(game, server, ice(name=f"Wall {server}"), ice=True, rezzed=True)
    architect = game.corp.servers[1].ice[0]
    game.corp.servers[0].ice.append(Installed(ice(name="Archives wall"), game.next_install()))
    game.corp.piles["HQ"] = [ice(name="Dear", cost=5)]
    corp_ice.fire(game, architect, "install-hq")
    assert game.log.lines == ["    Wall 1: the Corp installs Dear on R&D (1)"]
    assert game.corp.credits == 2


def test_the_corp_ai_installs_free_when_the_install_tax_is_off():
    """Kills ``install_best``'s and ``_install``'s ``len / tax`` (a division by a tax of 0)."""
    game = corp_game(credits=0, ice_install_tax=False)
    for server in (0, 1, 2):
        put(game, server, ice(name=f"Wall {server}"), ice=True, rezzed=True)
    game.corp.piles["Archives"] = [ice(name="Dear", cost=5)]
    corp_ice.install_best(game, "Architect", pays=True)
    assert [i.card.name for i in game.corp.servers[1].ice] == ["Wall 1", "Dear"]
    assert game.corp.credits == 0


def test_gatekeeper_draws_the_top_of_rd_for_a_human_corp():
    """Kills ``draws``' ``rd.pop(1)`` and ``draw_shuffle``'s line made ``None``."""
    game = _logged(runner_game())
    gatekeeper = put(game, 2, ice(name="Gatekeeper", sub_draw=1), ice=True, rezzed=True)
    rd = game.corp.piles["R&D"]
    rd[:] = [card("operation", f"R&D {n}") for n in range(7)]
    corp_ice.draw_shuffle(game, gatekeeper)
    assert [c.name for c in game.corp.piles["HQ"]] == ["R&D 0"]
    assert game.log.lines == ["    Gatekeeper: the Corp draws 1, shuffles 0 agenda(s) into R&D"]


def test_archer_rezzes_with_exactly_its_credits_and_agendas_and_says_the_forfeit():
    """Kills ``forfeits``' ``credits <= cost``, ``len(scored) <= n`` and its line made ``None``."""
    game = _logged(corp_game(credits=4))
    archer = put(game, 2, ice(name="Archer", cost=4, rez_forfeit=1), ice=True)
    game.corp.scored = [agenda(points=2, name="Hostile Takeover")]
    assert corp_ice.forfeits(game, archer)
    assert game.log.lines == ["    the Corp forfeits Hostile Takeover to rez Archer"]
    assert game.corp.piles["Removed"][0].name == "Hostile Takeover"


def test_ping_adds_its_tag_to_the_runners_own():
    """Kills ``rezzed_in_run``'s ``tags =`` and its line made ``None``."""
    game = _logged(corp_game())
    game.runner.tags = 2
    ping = put(game, 2, ice(name="Ping", run_rez_tags=1), ice=True, rezzed=True)
    corp_ice.rezzed_in_run(game, ping, damage)
    assert game.runner.tags == 3
    assert game.log.lines == ["    Ping: 1 tag(s) as it is rezzed"]


def test_anemone_does_net_damage_for_the_card_a_human_corp_chooses_to_trash():
    """Kills ``rezzed_in_run``'s damage kind made ``None``, ``"XXnetXX"`` or ``"NET"`` and
    ``trash_from_hq``'s AI test made ``"XXrunnerXX"`` or ``"RUNNER"`` (the Corp's bottom card
    trashed instead of its choice)."""
    game = _logged(runner_game())
    anemone = put(game, 2, ice(name="Anemone", run_rez_damage=1), ice=True, rezzed=True)
    game.corp.piles["HQ"] = [card("operation", "Dear Op", cost=3), ice(name="Bottom Ice", cost=0)]
    game.runner.grip[:] = [card("event", "Sure Gamble")]
    corp_ice.rezzed_in_run(game, anemone, damage)
    assert game.log.lines == [
        "    Anemone: the Corp trashes Dear Op from HQ",
        "    net damage trashes Sure Gamble from the grip",
    ]


@pytest.mark.parametrize("ai", ["corp", "runner"])
def test_anemone_does_no_damage_from_an_empty_hq(ai):
    """Kills ``trash_from_hq``'s ``return True`` for an empty HQ."""
    game = corp_game() if ai == "corp" else runner_game()
    anemone = put(game, 2, ice(name="Anemone", run_rez_damage=1), ice=True, rezzed=True)
    game.runner.grip[:] = [card("event", "Sure Gamble")]
    corp_ice.rezzed_in_run(game, anemone, damage)
    assert len(game.runner.grip) == 1


def test_border_control_ends_a_run_on_hq_that_holds_an_agenda():
    """Kills ``ends_run``'s HQ test made ``and False`` and its pile made ``"XXHQXX"`` or
    ``"hq"``, and its line made ``None``."""
    game = _logged(corp_game())
    border = put(game, 2, ice(name="Border Control", trash_etr=True), ice=True, rezzed=True)
    game.corp.piles["HQ"] = [agenda(name="Hostile Takeover")]
    assert corp_ice.ends_run(game, game.corp.servers[2])
    assert game.corp.piles["Archives"] == [border.card]
    assert game.log.lines == ["    the Corp trashes Border Control: the run ends"]


def test_nisei_mk_ii_ends_the_run_with_its_counter_and_says_so():
    """Kills ``ends_run``'s counter line made ``None``."""
    game = _logged(corp_game(remotes=1))
    nisei = agenda(name="Nisei MK II", counter_use="end-run")
    game.corp.scored = [nisei]
    game.agenda_counters[nisei.uid] = 1
    put(game, 3, agenda(name="Project Atlas"))
    assert corp_ice.ends_run(game, game.corp.servers[3])
    assert game.agenda_counters[nisei.uid] == 0
    assert game.log.lines == ["    the Corp spends Nisei MK II's agenda counter: the run ends"]
