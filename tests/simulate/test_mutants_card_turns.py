"""Cards played or met at the turn's edges, on the smallest tables that show them:

- a Corp operation that trashes a card of HQ (Hansei Review) says which card, naming
  itself; a tagging trace the Runner beats costs it what its link lacks, none when its
  link covers the trace, and is said; one it cannot beat adds its tags to those it has;
- an agenda that pays the Corp at the start of each Runner turn (Corporate Sales Team's
  kind) pays when that one fact is in the game;
- a Runner card that draws at the start of the turn (``turn_draw``) draws past cards of
  the rig that do not, spends one counter, says so, and is trashed with its last
  counter even when the stack ran out first.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_operations, corp_scored, runner_turn
from tests.simulate.conftest import agenda, card, corp_game, rig, runner_game
from tests.simulate.test_mutants_play import _logged


def test_hansei_review_says_the_card_it_trashes_from_hq_by_its_own_name():
    """Kills ``played``'s ``trash_from_hq(game, None)``."""
    game = _logged(runner_game())
    game.corp.piles["HQ"] = [card("operation", "Hedge Fund")]
    assert not corp_operations.played(game, card("operation", "Hansei Review", hq_trash=True))
    assert game.log.lines == ["    Hansei Review: the Corp trashes Hedge Fund from HQ"]


def test_a_tagging_trace_costs_what_the_link_lacks_and_tags_on_top_when_it_is_not_beaten():
    """Kills ``played``'s ``max(1, ...)``, its payment's line made ``None`` and ``return
    False``, ``tags =`` for ``tags +=`` and the trace's line made ``None``."""
    game = _logged(runner_game(credits=4))
    trace = card("operation", "Midseason", trace=3, trace_tags=2)
    assert corp_operations.played(game, trace) is True
    assert (game.runner.credits, game.runner.tags) == (1, 0)
    game.runner.credits, game.runner.base_link = 0, 3
    assert corp_operations.played(game, trace) is True
    assert (game.runner.credits, game.runner.tags) == (0, 0)
    game.runner.base_link, game.runner.tags = 0, 1
    assert corp_operations.played(game, trace) is True
    assert game.runner.tags == 3
    assert game.log.lines == [
        "    the Runner pays 3 against Midseason's trace [3]",
        "    the Runner pays 0 against Midseason's trace [3]",
        "    Midseason's trace [3] succeeds: 2 tag(s)",
    ]


def test_an_agenda_paying_each_runner_turn_pays_with_its_fact_alone_in_the_game():
    """Kills ``corp_scored.runner_turn``'s gate renamed (``"XXagenda_take_eachXX"``,
    upper case)."""
    game = corp_game(credits=0)
    sales = agenda(name="Corporate Sales Team", agenda_take=1, agenda_take_each=True)
    game.corp.scored.append(sales)
    game.agenda_counters[sales.uid] = 3
    game.present = frozenset({"agenda_take_each"})
    corp_scored.runner_turn(game)
    assert (game.corp.credits, game.agenda_counters[sales.uid]) == (1, 2)


def test_a_card_drawing_each_turn_draws_past_other_cards_and_goes_with_its_last_counter():
    """Kills ``runner_turn.turn_begins``' gate renamed (``"XXturn_drawXX"``, upper case),
    ``break`` for ``continue`` past a card that does not draw, its line made ``None`` and
    ``return`` for ``break`` when the stack runs out."""
    game = _logged(corp_game())
    game.present = frozenset({"turn_draw"})
    game.runner.piles["STA"] = [card("event", "Top")]
    rig(game, card("resource", "Plain"))
    drawer = rig(game, card("resource", "Drawer", turn_draw=2))
    drawer.counters = 1
    runner_turn.turn_begins(game)
    assert [c.name for c in game.runner.grip] == ["Top"]
    assert drawer not in game.runner.rig and game.runner.heap == [drawer.card]
    assert game.log.lines == ["  Drawer: draws 2", "    draws Top"]
