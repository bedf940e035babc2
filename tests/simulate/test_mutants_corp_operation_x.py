"""What a Corp AI operation does for its X, its install and the Runner's last turn
(``corp.effects.play_effect``, ``effects.corp_operations``).

- X counters (``x_tokens``): X is the Corp's credits unless the card counts the Runner's
  tags (``x_tags``); a card with nothing to place places nothing (X never below 0); on
  standard the Corp AI pays X and so places at most its credits, on easy it pays nothing
  and places the tags; a card that is not an agenda lacks no counters (no cap by need).
- An operation that installs a card from HQ (``install_after``) is a benefit when the
  ice is installed, and none when there is no ice to install.
- An operation that needs a successful run in the Runner's last turn reads the turn of
  the last successful run, not of the last run.

Kills ``x_placed`` 4, 14, ``_x_paid`` 7, 20, 24, ``play_effect`` 73, 78 and
``may_play`` 5, 7 (docs/dev/mutation.md), each seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.simulate.corp.effects import play_effect
from nrprint.simulate.effects import corp_operations
from tests.simulate.conftest import agenda, card, corp_game, ice, put


def _x_op(**facts):
    return card("operation", "X Op", cost=0, x_tokens=True, **facts)


def test_x_is_the_corps_credits_unless_the_card_counts_tags():
    game = corp_game(credits=3)
    game.runner.tags = 1
    assert corp_operations.x_placed(game, _x_op()) == 3
    assert corp_operations.x_placed(game, _x_op(x_tags=True)) == 1


def test_x_is_zero_when_the_card_lacks_nothing_or_the_runner_has_no_tag():
    game = corp_game(credits=3)
    assert corp_operations.x_placed(game, _x_op(), need=0) == 0
    assert corp_operations.x_placed(game, _x_op(x_tags=True)) == 0


def test_the_corp_ai_on_standard_places_no_more_than_it_can_pay():
    game = corp_game(credits=1, max_adv=5, remotes=1)
    target = put(game, 3, agenda(adv=5))
    game.runner.tags = 3
    assert play_effect(game, _x_op(x_tags=True))
    assert (target.tokens, game.corp.credits) == (1, 0)


def test_the_corp_ai_on_easy_places_the_tags_without_paying():
    game = corp_game(difficulty="easy", credits=1, max_adv=5, remotes=1)
    target = put(game, 3, agenda(adv=5))
    game.runner.tags = 3
    assert play_effect(game, _x_op(x_tags=True))
    assert (target.tokens, game.corp.credits) == (3, 1)


def test_a_card_that_is_not_an_agenda_takes_x_without_a_cap_by_need():
    game = corp_game(difficulty="easy", credits=4, max_adv=5, remotes=1)
    asset = put(game, 3, card("asset", "Advanceable", advanceable=True))
    assert play_effect(game, _x_op())
    assert asset.tokens == 4


def test_installing_ice_from_hq_is_a_benefit_and_nothing_to_install_is_none():
    game = corp_game(credits=5, remotes=1)
    game.corp.piles["ICE"] = [ice(cost=0)]
    install = card("operation", "Install Op", cost=0, install_after=True)
    assert play_effect(game, install) is True
    assert sum(len(s.ice) for s in game.corp.servers) == 1
    assert play_effect(game, card("operation", "Install Op", cost=0, install_after=True)) is False


def test_a_card_needing_a_successful_run_reads_the_last_successful_runs_turn():
    game = corp_game()
    game.turn = 5  # the Corp AI's turn: the Runner's last turn was 4
    needs = card("operation", "Needs Success", needs_success=True)
    game.last_run_turn, game.last_success_turn = 4, 2  # ran, but without success
    assert not corp_operations.may_play(game, needs)
    game.last_run_turn, game.last_success_turn = 2, 4
    assert corp_operations.may_play(game, needs)
