"""Upgrades that end a run (Bio Vault), Archangel's access, and subroutines fired on
their own (``effects.corp_runs``, ``effects.subroutines.fire``).

- Bio Vault: the human Corp looks at every upgrade of every root, passing over one short
  of counters or one it cannot rez, to find one that ends the run.
- Archangel accessed with no run, or with the Corp short of its price: the run goes on.
- A trace the Runner pays fails and the run goes on.
- An encounter that takes credits takes the card's amount, at most what the Runner has.
- Diviner ends the run when the card its damage trashed costs an odd amount.
- Hagen trashes a program that is not a decoder, fracter or killer.

Each test kills the mutants its docstring names (scripts/mutation.py), each proven by
applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_runs
from nrprint.simulate.effects.subroutines import fire
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, breaker, card, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _vault(game, server: int, *, tokens: int, cost: int = 0, rezzed: bool = True) -> Installed:
    return put(
        game, server, card("upgrade", "Bio Vault", trash_etr_at=2, cost=cost), tokens=tokens, rezzed=rezzed
    )


def test_bio_vault_short_of_counters_is_passed_over_for_the_next_upgrade():
    """Kills ``corp_runs.vault_ends`` 25 (the first ``continue`` made ``break``)."""
    game = runner_game(remotes=1)
    put(game, 3, agenda())
    _vault(game, 3, tokens=1)
    ready = _vault(game, 3, tokens=2)
    assert corp_runs.vault_ends(game, game.corp.servers[3])
    assert where(game, ready.card) == "corp:Archives"


def test_bio_vault_the_corp_cannot_rez_is_passed_over_for_the_next_upgrade():
    """Kills ``corp_runs.vault_ends`` 33 (the second ``continue`` made ``break``)."""
    game = runner_game(remotes=1)
    game.corp.credits = 1
    put(game, 3, agenda())
    _vault(game, 3, tokens=2, cost=5, rezzed=False)
    ready = _vault(game, 3, tokens=2)
    assert corp_runs.vault_ends(game, game.corp.servers[3])
    assert where(game, ready.card) == "corp:Archives"


def test_archangel_accessed_with_no_run_or_no_money_lets_the_run_go_on():
    """Kills ``corp_runs.access_encounter`` 5 (``return True`` made ``return False``)."""
    game = corp_game()
    archangel = card("ice", "Archangel", access_encounter_pay=3, subs=("etr",))
    assert corp_runs.access_encounter(game, archangel, None, Clicks(0))
    game.corp.credits = 2
    assert corp_runs.access_encounter(game, archangel, lambda *a: False, Clicks(0))
    assert game.corp.credits == 2


def test_a_trace_the_runner_pays_fails_and_the_run_goes_on():
    """Kills ``subroutines.fire`` 189 (the paid trace's ``return True`` made False)."""
    game = corp_game()
    game.runner.credits = 5
    tracer = put(game, 1, ice(subs=("trace-etr",), trace=2), ice=True, rezzed=True)
    assert fire(game, tracer, "trace-etr", Clicks(0), damage) is True
    assert game.runner.credits == 3


def test_an_encounter_that_takes_credits_takes_the_cards_amount_at_most_what_is_left():
    """Kills ``subroutines.fire`` 61 and 62 (``min`` given one argument)."""
    game = corp_game()
    game.runner.credits = 5
    taker = put(game, 1, ice(subs=(), encounter="lose-credits", lose=2), ice=True, rezzed=True)
    assert fire(game, taker, "lose-credits", Clicks(0), damage) is True
    assert game.runner.credits == 3
    game.runner.credits = 1
    assert fire(game, taker, "lose-credits", Clicks(0), damage) is True
    assert game.runner.credits == 0


def test_diviner_ends_the_run_on_an_odd_cost_and_lets_it_go_on_on_an_even_one():
    """Kills ``subroutines.fire`` 125, 126 (the ``"net-odd-etr"`` test negated or
    misspelt) and 142 (``% 2`` made ``% 3``: a card of cost 3 read as even)."""
    game = corp_game()
    diviner = put(game, 1, ice(subs=("net-odd-etr",), damage=1), ice=True, rezzed=True)
    odd = card("event", "Odd", cost=3)
    game.runner.grip[:] = [odd]
    assert fire(game, diviner, "net-odd-etr", Clicks(0), damage) is False
    assert where(game, odd) == "runner:heap"
    even = card("event", "Even", cost=2)
    game.runner.grip[:] = [even]
    assert fire(game, diviner, "net-odd-etr", Clicks(0), damage) is True
    assert where(game, even) == "runner:heap"


def test_hagen_trashes_a_program_that_breaks_no_ice_of_those_kinds():
    """Kills ``subroutines.fire`` 143, 144, 145 (the ``"trash-program-other"`` test
    negated or misspelt)."""
    game = corp_game()
    hagen = put(game, 1, ice(subs=("trash-program-other",)), ice=True, rezzed=True)
    killer = rig(game, breaker("sentry", name="Killer", cost=5, subtypes=("icebreaker", "killer")))
    plain = rig(game, card("program", "Plain", cost=1))
    assert fire(game, hagen, "trash-program-other", Clicks(0), damage) is True
    assert (where(game, killer.card), where(game, plain.card)) == ("runner:rig", "runner:heap")
