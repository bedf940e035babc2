"""The rig's installs and events against credits held for one kind of payment, and the
install's own record.

- An install check counts credits held for installs of the card's own kind, and only
  with the card named (``install-hardware`` pays for hardware, not for nothing).
- An event paid for takes the credits held for run events first (the event named).
- A card installed is face up, numbered after the cards installed before it, and dated
  with the turn of its install.
- The Corp AI's first card is numbered 0, which is also "hosted nowhere": a virus on no
  ice neither clears nor feeds that ice's counters.

Each test kills the mutants its docstring names (scripts/mutation.py), each proven by
applying the mutant to the checkout and watching the test fail.
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate import rig as rig_verbs
from nrprint.simulate.effects import runner_virus
from nrprint.simulate.state import Card, Installed
from tests.simulate.conftest import card, corp_game, rig


def test_held_install_credits_count_for_an_install_of_their_kind():
    """Kills ``rig.can_install`` 11 and 15 (``can_pay`` given None for the card, or not
    given it) and 23, 24 (the kind ``"install"`` misspelt): credits held for hardware
    installs are counted only when the payment says it is an install of that card."""
    game = corp_game()
    game.runner.credits = 0
    rig(game, card("resource", "Hardware Fund", spend_on="install-hardware")).hosted = 2
    assert rig_verbs.can_install(game, card("hardware", "Deck", cost=2), 2)
    assert not rig_verbs.can_install(game, card("hardware", "Deck", cost=3), 3)  # 2 held, 0 in the pool


def test_a_run_event_takes_the_credits_held_for_run_events():
    """Kills ``rig.play_event`` 6 and 10 (``pay`` given None for the event, or not given
    it): without the card, run-event credits cannot pay and the pool goes negative."""
    game = corp_game()
    game.runner.credits = 0
    pad = rig(game, card("hardware", "Run Pad", spend_on="run-event"))
    pad.hosted = 2
    rig_verbs.play_event(game, card("event", "Dash", cost=2, subtypes=("run",)))
    assert (game.runner.credits, pad.hosted) == (0, 0)


def test_an_installed_card_is_face_up_numbered_and_dated():
    """Kills ``rig.install`` 39 (no install number), 40, 45, 48 (``rezzed`` made None,
    left out, False) and 41, 46 (``turn`` made None or left out)."""
    game = corp_game()
    game.turn = 4
    first = rig_verbs.install(game, card("hardware", "First"), paid=False)
    second = rig_verbs.install(game, card("hardware", "Second"), paid=False)
    assert first.since < second.since  # oldest first: the order the rig's choices read
    assert first.rezzed is True and second.rezzed is True
    assert (first.turn, second.turn) == (4, 4)


def test_a_trashed_unhosted_virus_leaves_the_counters_of_the_ice_numbered_zero():
    """Kills ``rig.trash_program`` 20 (``host and on_ice`` made ``or``). The Corp AI's
    cards are numbered from 0 (deckprep), so 0 is both "hosted nowhere" and a real ice:
    a human Runner's virus that sits on no ice must not clear that ice's own counters
    (Sandstone's)."""
    game = corp_game()
    sandstone = Installed(Card(0, PlayFacts(name="Sandstone", type="ice", side="corp")), game.next_install())
    sandstone.rezzed, sandstone.counters = True, 2
    game.corp.servers[1].ice.append(sandstone)
    rig(game, card("program", "Parasite", on_ice=True, memory=1))
    rig_verbs.trash_program(game)
    assert sandstone.counters == 2


def test_an_unhosted_virus_puts_no_counters_on_the_ice_numbered_zero():
    """Kills ``effects.runner_virus.turn_begins`` 4 (``on_ice and host`` made ``or``): a
    human Runner's Parasite sits on no ice (``host`` 0), and the Corp AI's ice numbered 0
    must not take its counters at the start of the turn."""
    game = corp_game()
    wall = Installed(
        Card(0, PlayFacts(name="Wall", type="ice", side="corp", strength=5)), game.next_install()
    )
    wall.rezzed = True
    game.corp.servers[1].ice.append(wall)
    parasite = rig(game, card("program", "Parasite", on_ice=True, turn_counter=1, memory=1))
    runner_virus.turn_begins(game)
    assert (wall.counters, parasite.counters) == (0, 0)
