"""Runner cards that install, host or hoard (``effects.runner_installs``,
``effects.runner_virus``, ``effects.runner_hoard``), each printed card's effect on the
smallest table that shows it, with the lines it says.

- A tool trashed to install a program from the heap leaves the stack's order alone; from
  the stack it shuffles it; said.
- A tool that hosts nothing holds an empty pile; a hosted card costs its cost less the
  discount, never less than 0; the replay of an event is said.
- An event that searches installs the card when the Runner has exactly its cost; a
  program fetched until the turn ends goes back to the top of the stack, said.
- A virus hosted on ice (Parasite): said; an ice at strength 0 is trashed with it; as the
  turn begins the counters add up for each virus whose ice is still there.
- A card that takes credits when an agenda is stolen (adds to those it holds), and one
  whose hoard costs a tag (on top of the Runner's), each said; a card trashed as the
  price of another is passed over, the next one still pays.
- Each hook opens for a game whose cards carry its fact alone.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate.effects import runner_hoard, runner_installs, runner_virus
from tests.simulate.conftest import card, corp_game, ice, put, rig
from tests.simulate.test_mutants_play import _logged


def _stack(game):
    game.runner.piles["STA"] = [card("event", f"Stack {n}") for n in range(8)]
    return list(game.runner.piles["STA"])


def test_a_program_from_the_heap_leaves_the_stack_alone_and_from_the_stack_shuffles_it():
    """Kills ``install_from``'s line made ``None`` and its stack test made ``!=``,
    ``"XXstackXX"`` and ``"STACK"``."""
    game = _logged(corp_game())
    before = _stack(game)
    clone = rig(game, card("hardware", "Clone Chip", install_from="heap"))
    program = card("program", "Datasucker")
    game.runner.heap.append(program)
    runner_installs.install_from(game, clone, program)
    assert game.runner.stack == before
    code = rig(game, card("program", "Self-modifying Code", install_from="stack"))
    game.runner.stack.insert(0, wanted := card("program", "Corroder"))
    runner_installs.install_from(game, code, wanted)
    assert sorted(c.name for c in game.runner.stack) == sorted(c.name for c in before)
    assert game.runner.stack != before
    assert game.log.lines[0] == "    trashes Clone Chip to install Datasucker from the heap"


def test_a_hosted_card_costs_its_cost_less_the_discount_and_never_less_than_0():
    """Kills ``hosted``'s default made ``None`` or left out, ``install_hosted``'s ``max(1,
    ...)`` and its line made ``None``, and ``replay``'s line made ``None``."""
    game = _logged(corp_game())
    game.runner.credits = 3
    peddler = rig(game, card("resource", "Street Peddler", host_discount=2))
    assert runner_installs.hosted(game, peddler) == []
    cheap = card("resource", "Kati Jones", cost=1)
    game.runner.piles[f"hosted-{peddler.card.uid}"] = [cheap]
    runner_installs.install_hosted(game, peddler, cheap)
    assert game.runner.credits == 3
    recurring = rig(game, card("resource", "Same Old Thing"))
    game.runner.heap.append(event := card("event", "Sure Gamble", cost=5, gain=9))
    game.runner.credits = 5
    runner_installs.replay(game, recurring, event)
    assert game.log.lines[:3] == [
        "    trashes Street Peddler to install Kati Jones",
        "    installs Kati Jones",
        "    trashes Same Old Thing to play Sure Gamble from the heap",
    ]


def test_a_searched_card_is_installed_with_exactly_its_cost_and_a_fetched_one_goes_back():
    """Kills ``event_played``'s ``credits > cost`` and ``turn_ends``' ``stack.insert(1, ...)``
    and its line made ``None``."""
    game = _logged(corp_game())
    before = _stack(game)
    game.runner.credits = 2
    game.runner.stack.append(kati := card("resource", "Kati Jones", cost=2))
    runner_installs.event_played(game, card("event", "Search", search_connection=True), kati)
    assert kati in [i.card for i in game.runner.rig] and game.runner.credits == 0
    game.runner.heap.append(program := card("program", "Corroder"))
    runner_installs.event_played(game, card("event", "Test Run", fetch_program=True), program)
    runner_installs.turn_ends(game)
    assert game.runner.stack[0] is program and len(game.runner.stack) == len(before) + 1
    assert game.log.lines[-1] == "  Corroder goes back to the top of the stack"


def test_parasite_is_said_and_trashes_an_ice_at_strength_0_with_itself():
    """Kills ``host``'s line made ``None``, ``_check(None, ...)``, ``_check(game, None,
    ...)`` and ``_check``'s line made ``None``."""
    game = _logged(corp_game())
    wall = put(game, 2, ice(strength=1, name="Ice Wall"), ice=True, rezzed=True)
    wall.counters = 1
    runner_virus.host(game, card("program", "Parasite", on_ice=True), wall)
    assert game.corp.servers[2].ice == [] and [c.name for c in game.runner.heap] == ["Parasite"]
    assert game.log.lines == [
        "    installs Parasite",
        "    hosts Parasite on Ice Wall",
        "    Ice Wall falls to strength 0: trashed with Parasite",
    ]


def test_parasite_counters_add_up_as_the_turn_begins_past_one_whose_ice_is_gone():
    """Kills ``turn_begins``' gate (``"XXon_iceXX"``, ``"ON_ICE"``), ``next`` without its
    default (StopIteration), ``break`` for ``continue``, ``counters =`` and ``-=``."""
    game = corp_game()
    game.present = frozenset({"on_ice"})
    gone = rig(game, card("program", "Parasite", on_ice=True, turn_counter=1))
    gone.host = 999
    wall = put(game, 2, ice(strength=9, name="Ice Wall"), ice=True, rezzed=True)
    parasite = rig(game, card("program", "Parasite", on_ice=True, turn_counter=1))
    parasite.host, parasite.counters, wall.counters = wall.card.uid, 1, 1
    runner_virus.turn_begins(game)
    assert (parasite.counters, wall.counters) == (2, 2)


def test_credits_placed_for_a_steal_add_to_those_held_and_are_said():
    """Kills ``stolen``'s gate (``"XXsteal_placeXX"``, ``"STEAL_PLACE"``), ``hosted =`` and
    its line made ``None``."""
    game = _logged(corp_game())
    game.present = frozenset({"steal_place"})
    hoard = rig(game, card("resource", "Hoard", steal_place=2))
    hoard.hosted = 1
    runner_hoard.stolen(game)
    assert hoard.hosted == 3
    assert game.log.lines == ["    2 credit(s) placed on Hoard"]


def test_each_hoard_pays_its_price_past_one_trashed_as_the_price_of_another():
    """Kills ``turn_ends``' gate (``"XXhoard_atXX"``, ``"HOARD_AT"``), ``break`` for
    ``continue``, its line made ``None`` and ``tags = 1``."""
    game = _logged(corp_game())
    game.present = frozenset({"hoard_at"})
    game.runner.tags = 2
    facts = {"hoard_at": 1}
    first = rig(game, card("resource", "First", cost=5, hoard_cost="trash-installed", **facts))
    cheap = rig(game, card("resource", "Cheap", cost=0, hoard_cost="tag-or-self", **facts))
    last = rig(game, card("resource", "Last", cost=3, hoard_cost="tag-or-self", **facts))
    for inst in (first, cheap, last):
        inst.hosted = 1
    runner_hoard.turn_ends(game)
    assert cheap not in game.runner.rig and game.runner.tags == 3
    assert game.log.lines[0] == "  First holds 1 credits: trash-installed"
