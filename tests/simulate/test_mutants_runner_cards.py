"""Corp and Runner cards of the smaller card-effect modules (``effects.corp_clicks``,
``runner_protect``, ``runner_counters``, ``runner_servers``, ``runner_turn``, ``damage``),
each printed card's effect on the smallest table that shows it, with the lines it says.

- An advanceable asset (Mumbad Construction Co. style): each advance said, cashed in at 1
  counter when it has no second ability, said; what one more advance brings nearer.
- Sacrificial Construct protects a program only when one is installed; Plascrete
  Carapace prevents meat damage past a card that prevents none, says it, and is met
  only while damage is left.
- A Parasite's counters are its own hook's, not the turn's counters; Medium's first
  counter gives no access; an Imp spends no counter on an agenda; the cash of counters
  is said.
- A card that chooses a server says so; a bank pays instead of a breach only when the
  Runner is short of credits (under 5) or knows the server's cards.
- Cards trashed from the grip draw as many as they say, then the next one still pays;
  a resource's stored and taken credits are said.
- A card that draws when damage trashes it draws on meat damage too.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.effects import (
    corp_clicks,
    runner_counters,
    runner_protect,
    runner_servers,
    runner_turn,
)
from nrprint.simulate.effects import damage as damage_effects
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, card, corp_game, put, rig
from tests.simulate.test_mutants_play import _logged


def test_an_advanceable_asset_is_cashed_at_one_counter_without_a_second_ability():
    """Kills ``advance``'s two lines made ``None`` and its first-counter test made ``and
    False``."""
    game = _logged(corp_game(credits=2, remotes=1))
    asset = put(game, 3, card("asset", "Cash Asset", trash_gain_1=3), rezzed=True)
    corp_clicks.advance(game, asset)
    assert game.corp.credits == 4 and game.corp.servers[3].root == []
    assert game.log.lines == ["  C: advances Cash Asset (1)", "  C: trashes Cash Asset for 3 credits"]


def test_what_one_more_advance_brings_nearer():
    """Kills ``cash_left``'s ``/ 2``, ``+ 2``, ``- 3``, ``// 3``, ``+ 1`` and ``- 2``."""
    left = [
        corp_clicks.cash_left(Installed(card("asset", **facts), 1))
        for facts in ({"trash_gain_2": 7}, {"trash_gain_2": 6}, {"trash_gain_1": 3})
    ]
    assert left == [2, 2, 2] and all(type(n) is int for n in left)


def test_sacrificial_construct_protects_only_when_a_program_is_installed_and_says_so():
    """Kills ``prevents_trash``' ``type != "program"``, its ``return True`` with no program
    and its line made ``None``."""
    game = _logged(corp_game())
    construct = rig(game, card("resource", "Sacrificial Construct", prevent_trash=True))
    assert not runner_protect.prevents_trash(game) and construct in game.runner.rig
    rig(game, card("program", "Corroder"))
    assert runner_protect.prevents_trash(game)
    assert game.log.lines == ["    Sacrificial Construct is trashed instead of a program"]


def test_plascrete_prevents_meat_damage_past_a_card_that_prevents_none():
    """Kills ``prevent_meat``'s ``and``, ``amount < 0``, ``amount <= 1``, ``break`` for
    ``continue`` and its line made ``None``."""
    game = _logged(corp_game())
    plain = rig(game, card("resource", "Plain"))
    first, second = (rig(game, card("hardware", "Plascrete Carapace", prevent_meat=True)) for _ in "ab")
    first.counters = second.counters = 4
    assert runner_protect.prevent_meat(game, 1) == 0
    assert (first.counters, second.counters) == (3, 4) and plain in game.runner.rig
    assert game.log.lines == ["    Plascrete Carapace prevents 1 meat damage"]


def test_a_parasites_counters_are_not_the_turns_counters_and_mediums_first_gives_none():
    """Kills ``turn_begins``' ``turn_counter or not on_ice`` and ``more_accesses``' ``max(1,
    ...)``."""
    game = corp_game()
    parasite = rig(game, card("program", "Parasite", on_ice=True, turn_counter=1))
    runner_counters.turn_begins(game)
    assert parasite.counters == 0
    rig(game, card("program", "Medium", counter_access=True)).counters = 1
    assert runner_counters.more_accesses(game, game.corp.servers[1]) == 0


def test_an_imp_spends_no_counter_on_an_agenda_and_its_trash_and_cash_are_said():
    """Kills ``counter_trash``'s ``"XXagendaXX"``, ``"AGENDA"`` (Hostile Takeover's credits
    would make it worth trashing) and its line made ``None``, and ``cash``'s line made
    ``None``."""
    game = _logged(corp_game())
    imp = rig(game, card("program", "Imp", access_trash=True))
    imp.counters = 2
    assert not runner_counters.counter_trash(game, agenda(name="Hostile Takeover", gain=7))
    assert runner_counters.counter_trash(game, card("asset", "PAD Campaign", cost=2, gain=1))
    assert imp.counters == 1
    runner_counters.cash(game, imp, 1)
    assert game.log.lines == [
        "    Imp: a counter trashes PAD Campaign",
        "    Imp: 1 counter(s) for 0 credit(s)",
    ]


def test_a_bank_pays_instead_of_a_breach_only_when_the_runner_is_short_and_the_choice_is_said():
    """Kills ``chose``'s line made ``None`` and ``_takes``' ``credits <= SHORT``."""
    game = _logged(corp_game(remotes=1))
    runner_servers.chose(game, rig(game, card("resource", "Chooser", chosen_server="turn")))
    put(game, 3, card("asset", "Unknown"))
    rig(game, card("resource", "Bank", remote_take=True)).hosted = 3
    game.runner.credits = 5
    assert not runner_servers.replaces_breach(game, game.corp.servers[3])
    assert game.log.lines == ["    Chooser: chooses R&D"]


def test_cards_trashed_from_the_grip_draw_what_they_say_then_the_next_still_pays():
    """Kills ``trashed_from_grip``'s ``if draw(game)`` and ``return`` for ``break``."""
    game = corp_game()
    game.runner.piles["STA"] = [card("event", f"Stack {n}") for n in range(3)]
    drawer = card("resource", "Drawer", grip_trash_draw=2)
    runner_turn.trashed_from_grip(game, [drawer])
    assert len(game.runner.grip) == 2
    game.runner.credits = 0
    runner_turn.trashed_from_grip(
        game, [card("resource", "Far", grip_trash_draw=3), card("resource", "Gain", grip_trash_gain=2)]
    )
    assert (len(game.runner.grip), game.runner.credits) == (3, 2)


def test_a_resources_stored_and_taken_credits_are_said():
    """Kills ``store``'s two lines made ``None``."""
    game = _logged(corp_game())
    bank = rig(game, card("resource", "Bank", click_store=2))
    runner_turn.store(game, bank, take=False)
    runner_turn.store(game, bank, take=True)
    assert game.log.lines == ["    stores 2 credit(s) on Bank", "    takes 2 credit(s) from Bank"]


def test_meat_damage_draws_for_a_card_that_draws_on_damage():
    """Kills ``trashed``'s kinds made ``"XXmeatXX"`` or ``"MEAT"``."""
    game = corp_game()
    game.runner.piles["STA"] = [card("event", "Top")]
    far = card("resource", "Far", damage_draw=2)
    damage_effects.trashed(game, [far], "meat")
    assert [c.name for c in game.runner.grip] == ["Top"]
