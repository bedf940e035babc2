"""The table's bookkeeping, damage, the AI deck and the click counted for Jeeves.

- A remote the Corp AI makes is counted in the game's result and waits to be iced (its
  turn noted); a human Corp's remote is not the AI's and is not counted.
- Credits gained are counted for the side the AI plays only (Corp and Runner alike).
- An ice taken off a server leaves that server; an empty R&D loses the Corp the game,
  a win for a Runner AI.
- Damage is net unless said, trashes a card of the grip per point, and only meat damage
  meets the rig's counters that prevent it; brain damage adds up.
- An upgrade from the Stratagem deck goes to the remote holding the card with the most
  advancement tokens of all remotes, else the newest remote.
- An empty AI deck is shuffled from the revealed cards, and says so; a revealed card goes
  to the AI's discard.
- A verb counted for Jeeves (``corp.turn._counted``, which the behaviour card's verbs go
  through) returns what the verb did and adds the click a third same action gains; a
  click that failed is not counted, and one that gained credits instead counts as a
  credit click.
- An event played outside a run pays its credits at once.
- The heap-to-grip event takes the two dearest virus programs, else the one card it
  prefers, and says which.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline (``MUTANT_UNDER_TEST``).
"""

from __future__ import annotations

import pytest

from nrprint.simulate import event_effects
from nrprint.simulate.aicards import Step
from nrprint.simulate.aideck import reveal_ai_card
from nrprint.simulate.corp import table
from nrprint.simulate.corp.play_stratagem import play_stratagem
from nrprint.simulate.corp.turn import _counted
from nrprint.simulate.damage import damage
from nrprint.simulate.effects.corp_clicks import AI_ACTION
from nrprint.simulate.outcome import DONE, FAIL, FALLBACK
from nrprint.simulate.result import End
from nrprint.simulate.rig import draw as rig_draw
from nrprint.simulate.rig import play_or_install, runner_gain
from nrprint.simulate.state import GameOver
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, rig, runner_game, where
from tests.simulate.test_mutants_play import _logged


def test_a_remote_the_corp_ai_makes_is_counted_and_waits_for_its_ice():
    """Kills ``new_remote``'s ``game.ai != "corp"``, ``"XXcorpXX"``, ``"CORP"`` and the
    count made ``= 1``, ``-= 1``, ``+= 2``."""
    game = corp_game()
    game.turn = 4
    first, second = table.new_remote(game), table.new_remote(game)
    assert game.result.remotes_made == 2
    assert game.pending_remotes == {first.index: 4, second.index: 4}
    human = runner_game(remotes=2)
    assert human.result.remotes_made == 0 and human.pending_remotes == {}


def test_credits_are_counted_for_the_ai_side_only():
    """Kills ``table.gain``'s and ``rig.runner_gain``'s test made ``!=``, ``"XX..XX"``,
    upper-cased, and their sums made ``=`` or ``-=``."""
    corp = corp_game(credits=0)
    table.gain(corp, 2)
    table.gain(corp, 3)
    runner_gain(corp, 4)  # the human Runner's credits are not the AI's
    assert corp.corp.credits == 5 and corp.result.credits_gained == 5
    runner = runner_game(credits=0)
    runner_gain(runner, 2)
    runner_gain(runner, 3)
    table.gain(runner, 4)
    assert runner.runner.credits == 5 and runner.result.credits_gained == 5


def test_an_ice_taken_off_a_server_leaves_it():
    """Kills ``table.remove``'s ``server.ice.remove(None)``."""
    game = corp_game(remotes=1)
    wall = put(game, 3, ice(), ice=True)
    table.remove(game.corp.servers[3], wall)
    assert game.corp.servers[3].ice == []


@pytest.mark.parametrize("make, ai_won", [(corp_game, False), (runner_game, True)])
def test_an_empty_rd_loses_the_corp_the_game(make, ai_won):
    """Kills ``draw_rd``'s ``game.ai == "XXrunnerXX"`` and ``"RUNNER"``."""
    game = make()
    with pytest.raises(GameOver) as over:
        table.draw_rd(game)
    assert over.value.end is End.RD_EMPTY and over.value.ai_won is ai_won


def test_damage_is_net_unless_said_and_says_what_it_trashes():
    """Kills ``damage``'s default kind made ``"XXnetXX"`` or ``"NET"``."""
    game = _logged(runner_game())
    game.runner.grip.append(card("event", "Sure Gamble"))
    damage(game, 1)
    assert game.log.lines == ["    net damage trashes Sure Gamble from the grip"]


def test_only_meat_damage_meets_the_counters_that_prevent_it():
    """Kills ``kind == "meat" or game.runner.rig``: net damage would spend the counters."""
    game = runner_game()
    carapace = rig(game, card("hardware", "Carapace", prevent_meat=True))
    carapace.counters = 2
    game.runner.grip.extend(cards("event", 2))
    damage(game, 1, "net")
    assert carapace.counters == 2 and len(game.runner.grip) == 1
    damage(game, 1, "meat")
    assert carapace.counters == 1 and len(game.runner.grip) == 1


def test_brain_damage_adds_up():
    """Kills ``game.runner.brain = amount``."""
    game = runner_game()
    game.runner.grip.extend(cards("event", 3))
    damage(game, 1, "brain")
    damage(game, 2, "brain")
    assert game.runner.brain == 3


def _stratagem_game(remotes):
    game = corp_game(credits=5, remotes=remotes)
    game.corp.piles["ST"] = [upgrade := card("upgrade", "Ash", cost=0)]
    return game, upgrade


def test_a_stratagem_upgrade_goes_where_the_most_tokens_are():
    """The most tokens of every remote, not the first remote's best: kills
    ``pick_card(game, None)``."""
    game, upgrade = _stratagem_game(3)
    put(game, 3, agenda(), tokens=1)
    put(game, 4, agenda(), tokens=3)
    assert play_stratagem(game, None) == DONE
    assert where(game, upgrade) == "Remote 2:root"


def test_a_stratagem_upgrade_goes_to_the_newest_remote_when_nothing_is_advanced():
    """Kills ``remotes[+1]`` (the second remote of three)."""
    game, upgrade = _stratagem_game(3)
    assert play_stratagem(game, None) == DONE
    assert where(game, upgrade) == "Remote 3:root"


def test_an_empty_ai_deck_is_shuffled_from_the_revealed_cards_and_says_so():
    """Kills the reshuffle line made ``None``, wrapped, lower- or upper-cased, and the
    revealed card's discard made ``append(None)``."""
    game = _logged(corp_game())
    game.ai_deck, game.ai_discard = [], ["card-1"]
    assert reveal_ai_card(game) == "card-1"
    assert game.log.lines == ["  the AI deck is empty: its cards are shuffled into a new deck"]
    assert game.ai_discard == ["card-1"] and game.ai_deck == []


def _jeeves_game(verb_counted_before):
    game = corp_game(credits=1, remotes=1)
    put(game, 3, card("asset", "Jeeves", same_action_click=3), rezzed=True)
    game.corp_actions_turn, game.corp_actions = game.turn, dict(verb_counted_before)
    game.extra_clicks = 1
    return game


def test_a_counted_verb_returns_what_it_did_and_adds_the_click_jeeves_gains():
    """``_counted`` made when the test runs (the module's ``COUNTED`` is made at import,
    before mutmut picks a mutant). Kills ``done = None``, the verb or ``spent`` called
    with an argument ``None`` or left out, ``done == FAIL``, ``extra_clicks =`` or ``-=``,
    ``spent(game, None)``, and the credit test made ``or True`` or ``is not``."""
    game = _jeeves_game({AI_ACTION["play-operation"]: 2})
    game.corp.piles["OP"] = [card("operation", "Memo", cost=0, gain=1)]
    assert _counted("play-operation")(game, None) == DONE
    assert game.extra_clicks == 2


def test_a_counted_verb_that_gains_credits_instead_counts_a_credit_click():
    """Kills the credit test made ``and False`` and ``"credit"`` made ``"XXcreditXX"`` or
    ``"CREDIT"`` (and ``is not FALLBACK``)."""
    game = _jeeves_game({"credit": 2})
    game.corp.piles["OP"] = [card("operation", "Dear", cost=9, gain=1)]
    assert _counted("play-operation")(game, None) is FALLBACK
    assert game.extra_clicks == 2 and game.corp_actions["credit"] == 3


def test_a_counted_verb_that_failed_counts_nothing():
    """Kills ``done == FAIL`` (a failed click counted)."""
    game = _jeeves_game({AI_ACTION["play-operation"]: 2})
    assert _counted("play-operation")(game, None) is FAIL
    assert game.extra_clicks == 1 and game.corp_actions[AI_ACTION["play-operation"]] == 2


def test_a_counted_verb_is_given_its_step():
    """Kills the verb called with the step ``None`` (install-ice reads its order)."""
    game = _jeeves_game({})
    game.corp.piles["ICE"] = [wall := ice(cost=0)]
    assert _counted("install-ice")(game, Step("install-ice", "+REMOTE")) == DONE
    assert where(game, wall) == "Remote 2:ice"


def test_an_event_played_outside_a_run_pays_its_credits_at_once():
    """Kills ``play_or_install``'s ``run=True`` by default (paid after a run never made)."""
    game = runner_game(credits=0)
    play_or_install(game, card("event", "Run Event", gain=3, gain_after_run=True), paid=False)
    assert game.runner.credits == 3


def _recur_game(*heap):
    game = _logged(corp_game())
    event = card("event", "Recall", heap_to_grip=1)
    game.runner.heap.extend([*heap, event])
    return game, event


def test_the_heap_event_takes_the_two_dearest_viruses_and_says_so():
    """Kills the virus test made ``or`` (a plain program counted), the sort made by
    ``+cost`` and the slice made ``[:3]``, and the line made ``None``."""
    cheap, mid, dear = (card("program", f"V{n}", subtypes=("virus",), cost=n) for n in (1, 2, 3))
    plain = card("program", "Plain", cost=5)
    game, event = _recur_game(cheap, mid, dear, plain)
    event_effects.played(game, event)
    assert game.runner.grip == [dear, mid]
    assert game.log.lines == ["    Recall: takes V3 from the heap", "    Recall: takes V2 from the heap"]


def test_the_heap_event_with_nothing_else_in_the_heap_takes_nothing():
    """Kills ``taken = None``."""
    game, event = _recur_game()
    event_effects.played(game, event)
    assert game.runner.grip == [] and game.runner.heap == [event]


def _event_game(*stack):
    game = _logged(corp_game())
    game.runner.stack.extend(stack)
    return game


def test_an_event_that_reveals_trashes_the_programs_and_pays_for_them():
    """Kills ``gained += c.type != "program"`` and the line made ``None``."""
    progs, other = [card("program", "P"), card("program", "Q")], card("event", "E")
    game = _event_game(*progs, other)
    assert event_effects.played(game, card("event", "Reveal", reveal_programs=3)) == 2
    assert game.runner.heap == progs and game.runner.grip == [other]
    assert game.log.lines == ["    Reveal: reveals 3, trashes 2 program(s)"]


def test_a_breaker_search_takes_a_missing_type_else_the_first_breaker_and_says_so():
    """Kills the fallback made ``None``, left out, ``and False``, ``found[1]``, ``or True``
    (no breaker in the stack) and the line made ``None``."""
    first, second = breaker("barrier", name="B1"), breaker("barrier", name="B2")
    game = _event_game(first, second)
    rig(game, breaker("barrier"))
    event_effects.played(game, card("event", "Search", search_breaker=True))
    assert game.runner.grip == [first] and game.log.lines == ["    Search: takes B1 from the stack"]
    game = _event_game(card("event"))
    event_effects.played(game, card("event", "Search", search_breaker=True))
    assert game.runner.grip == []


def test_a_reshuffle_is_said():
    """Kills its line made ``None``, wrapped or upper-cased."""
    game = _event_game()
    event_effects.played(game, card("event", "Again", reshuffle=True))
    assert game.log.lines == ["    shuffles the grip and heap into the stack"]


def test_an_easy_runner_ai_with_no_draw_on_an_empty_stack_draws_nothing():
    """Kills ``"no-draw"`` wrapped or upper-cased (the game lost) and ``return True``."""
    game = runner_game(difficulty="easy", easy_empty_stack="no-draw")
    assert rig_draw(game) is False


def test_a_standard_runner_ai_shuffles_its_heap_into_a_new_stack_and_says_so():
    """Kills its line made ``None``, wrapped or upper-cased."""
    game = _logged(runner_game())
    game.runner.heap.append(card("event", "Back"))
    assert rig_draw(game) is True
    assert game.log.lines == [
        "    the stack is empty: the heap is shuffled into a new stack",
        "    draws Back",
    ]


def test_steals_are_counted_by_server_and_for_the_runner_ai():
    """Kills ``steal``'s per-server points made ``=``, the AI test made ``!=``, wrapped or
    upper-cased, ``steals =``, ``-=``, ``+= 2`` and the points by source made ``=`` or
    ``-=``; and ``score``'s points by source made ``=``."""
    game = runner_game()
    table.steal(game, agenda(points=1), "R&D")
    table.steal(game, agenda(points=2), "R&D")
    assert game.result.steals == 2 and game.result.server_steal_points["R&D"] == 3
    assert game.result.point_sources["steal-R&D"] == 3
    human = corp_game()
    table.steal(human, agenda(points=1), "HQ")
    assert human.result.steals == 0 and human.result.point_sources["steal-HQ"] == 0
    table.score(human, agenda(points=1), "remote")
    table.score(human, agenda(points=2), "remote")
    assert human.result.point_sources["remote"] == 3


def test_a_corp_asset_that_pays_and_empties_is_said():
    """Kills ``drip``'s two lines made ``None``."""
    game = _logged(corp_game(remotes=1))
    put(game, 3, card("asset", "Nico", hosted=2, drip=2), rezzed=True).hosted = 2
    table.drip(game, lambda g: None)
    assert game.log.lines == ["  Nico pays 2 credit(s)", "  Nico is empty and trashed"]
