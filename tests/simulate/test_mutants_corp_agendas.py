"""What a Corp agenda does beyond its points (``effects.corp_agendas``), each printed
card's effect on the smallest table that shows it, with the lines it says.

- Nisei MK II's counter when scored; Beale's counters past its requirement, each a point
  on top of the Corp's; none for an agenda that names no threshold.
- Breaking News's tags and a bad publicity agenda add to what the game has.
- Team Sponsorship installs ice as an agenda is scored, said under its own name.
- Hyperloop Extension's credits when stolen; Send a Message rezzes its one ice, the
  costliest.
- AstroScript's counter is found past a scored agenda of another use.
- Breaking News's tags removed at the end of the turn, said.
- A steal cost: net damage (said of its kind, or that it cannot be suffered), credits
  alone, or not payable, each said.
- Accelerated Beta Test: the ice installed and rezzed with its install order and turn,
  the rest counted as trashed.
- An agenda's requirement: 0 when it names none, lowered by SanSan City Grid, never
  below 0.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_agendas
from tests.simulate.conftest import agenda, card, corp_game, ice, put, runner_game
from tests.simulate.test_mutants_play import _logged
from tests.simulate.test_runs import Clicks


def test_nisei_mk_ii_gets_its_counter_when_scored_and_says_so():
    """Kills ``counters``' first line made ``None``."""
    game = _logged(corp_game())
    nisei = agenda(name="Nisei MK II", score_counters=1, counter_use="end-run")
    corp_agendas.counters(game, nisei, 3)
    assert game.agenda_counters[nisei.uid] == 1
    assert game.log.lines == ["    Nisei MK II: 1 agenda counter(s)"]


def test_beales_counters_past_its_requirement_are_points_on_top_of_the_corps():
    """Kills ``counters``' ``counter_points = n`` and its second line made ``None``; and
    ``not counters_past and ...`` (an agenda that names no threshold gets counters)."""
    game = _logged(corp_game())
    game.corp.counter_points = 1
    beale = agenda(name="Beale", counters_past=3, counters_every=1, counter_use="points")
    corp_agendas.counters(game, beale, 5)
    assert (game.agenda_counters[beale.uid], game.corp.counter_points) == (2, 3)
    assert game.log.lines == ["    Beale: 2 agenda counter(s)"]
    plain = agenda(name="Plain")
    corp_agendas.counters(game, plain, 4)
    assert plain.uid not in game.agenda_counters


def test_breaking_news_tags_and_bad_publicity_add_to_what_the_game_has():
    """Kills ``scored``'s ``turn_end_tags =`` and ``bad_publicity =``."""
    game = corp_game()
    game.turn_end_tags, game.corp.bad_publicity = 1, 1
    corp_agendas.scored(game, agenda(name="Breaking News", turn_end_tags=2, bad_publicity=1))
    assert (game.turn_end_tags, game.corp.bad_publicity) == (3, 2)


def test_team_sponsorship_installs_ice_as_an_agenda_is_scored():
    """Kills ``scored``'s ``install_best(game, None, ...)``."""
    game = _logged(corp_game(remotes=1))
    put(game, 3, card("asset", "Team Sponsorship", score_install=True), rezzed=True)
    game.corp.piles["HQ"] = [ice(name="Enigma", cost=3)]
    corp_agendas.scored(game, agenda(name="Hostile Takeover"))
    assert game.log.lines == ["    Team Sponsorship: the Corp installs Enigma on R&D (0)"]


def test_hyperloop_gives_its_credits_when_stolen_and_send_a_message_rezzes_one_ice():
    """Kills ``stolen``'s line made ``None`` and ``rez_free(game, None, ...)`` (every ice
    rezzed), and ``rez_free``'s line made ``None``."""
    game = _logged(runner_game())
    corp_agendas.stolen(game, agenda(name="Hyperloop Extension", gain=3, gain_on_steal=True))
    cheap = put(game, 1, ice(name="Cheap", cost=1), ice=True)
    dear = put(game, 2, ice(name="Dear", cost=6), ice=True)
    corp_agendas.stolen(game, agenda(name="Send a Message", rez_ice=1, rez_on_steal=True))
    assert (dear.rezzed, cheap.rezzed) == (True, False)
    assert game.log.lines == [
        "    Hyperloop Extension: the Corp gains 3 credits",
        "    Send a Message: the Corp rezzes Dear for free",
    ]


def test_astroscripts_counter_is_found_past_a_scored_agenda_of_another_use():
    """Kills ``advance_counter``'s ``break`` for ``continue``."""
    game = corp_game(remotes=1)
    astro = agenda(name="AstroScript", counter_use="advance")
    game.corp.scored = [agenda(name="Nisei MK II", counter_use="end-run"), astro]
    game.agenda_counters[astro.uid] = 1
    target = put(game, 3, agenda(name="Project Atlas"))
    assert corp_agendas.advance_counter(game, lambda g: target) is target
    assert target.tokens == 1


def test_breaking_news_tags_go_at_the_end_of_the_turn_and_that_is_said():
    """Kills ``turn_ended``'s line made ``None``."""
    game = _logged(corp_game())
    game.runner.tags, game.turn_end_tags = 3, 2
    corp_agendas.turn_ended(game)
    assert game.runner.tags == 1
    assert game.log.lines == ["  the Runner removes 2 tag(s) (end of turn)"]


def test_a_net_damage_steal_cost_is_suffered_as_net_damage_or_said_impossible():
    """Kills ``steal_paid``'s damage kind made ``None``, ``"XXnetXX"`` or ``"NET"`` and
    its line made ``None``."""
    game = _logged(runner_game())
    game.runner.grip[:] = [card("event", "Sure Gamble")]
    cost = agenda(name="Fetal AI", steal_damage=1)
    assert corp_agendas.steal_paid(game, cost, None, damage)
    assert not corp_agendas.steal_paid(game, cost, None, damage)  # the grip is empty now
    assert game.log.lines == [
        "    net damage trashes Sure Gamble from the grip",
        "    cannot suffer 1 net damage to steal Fetal AI",
    ]


def test_a_credit_steal_cost_is_paid_and_said_else_the_agenda_stays():
    """Kills ``steal_paid``'s ``steal_pay and steal_clicks`` and its two lines made ``None``."""
    game = _logged(runner_game(credits=3))
    cost = agenda(name="Fetal AI", steal_pay=2)
    assert corp_agendas.steal_paid(game, cost, Clicks())
    assert not corp_agendas.steal_paid(game, cost, Clicks())
    assert game.runner.credits == 1
    assert game.log.lines == [
        "    pays 2 credit(s) and 0 click(s) to steal Fetal AI",
        "    cannot pay to steal Fetal AI",
    ]


def test_accelerated_beta_test_installs_and_rezzes_its_ice_and_trashes_the_rest():
    """Kills ``ice_from_rd``'s ``Installed`` given no install order, ``turn=None`` or no
    turn, its two lines made ``None``, and the count made ``== 'ice'``, ``'XXiceXX'``, ``'ICE'``."""
    game = _logged(corp_game())
    game.turn = 5
    game.corp.piles["R&D"] = [ice(name="Enigma"), card("operation", "Hedge Fund"), agenda(name="Atlas")]
    corp_agendas.ice_from_rd(game, 3, agenda(name="Accelerated Beta Test"))
    (placed,) = game.corp.servers[1].ice
    assert (placed.rezzed, placed.turn, placed.since) == (True, 5, 1)
    assert game.log.lines == [
        "    Accelerated Beta Test: installs and rezzes Enigma on R&D for free",
        "    Accelerated Beta Test: 2 card(s) of R&D trashed",
    ]


def test_an_agendas_requirement_is_0_when_it_names_none_and_never_below_0():
    """Kills ``requirement``'s ``advancement or 1``, its gate (``"XXserver_discountXX"``,
    ``"SERVER_DISCOUNT"``) and ``max(1, need)``."""
    game = corp_game(remotes=1)
    game.present = frozenset({"server_discount"})
    assert corp_agendas.requirement(game, agenda(adv=0, name="Free")) == 0
    put(game, 3, card("upgrade", "SanSan City Grid", server_discount=1), rezzed=True)
    server = game.corp.servers[3]
    assert corp_agendas.requirement(game, agenda(adv=3), server) == 2
    assert corp_agendas.requirement(game, agenda(adv=0), server) == 0
