"""An operation costing X that places X advancement counters, X at most the Runner's tags
(Psychographics): played only on a tagged Runner, by a human Corp on its most advanced
agenda up to what it lacks, by the Corp AI on its ``+A`` card (paid on standard only)."""

from __future__ import annotations

from nrprint.simulate.corp import table
from nrprint.simulate.effects import corp_operations
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.corp import CompetentCorp
from nrprint.simulate.outcome import DONE, FALLBACK
from tests.simulate.conftest import agenda, card, cards, corp_do, corp_game, put, runner_game


def _psycho():
    return card("operation", name="Psychographics", cost=0, x_tokens=True, x_tags=True)


def test_a_human_corp_pays_x_for_x_counters_up_to_the_tags_and_what_the_agenda_lacks():
    psycho = _psycho()
    game = runner_game()
    game.corp.credits, game.corp.clicks = 8, 3
    game.corp.piles["HQ"].append(psycho)
    game.corp.piles["R&D"].extend(cards("operation", 5))
    plan = put(game, table.new_remote(game).index, agenda(adv=5), tokens=1)
    plan.turn = game.turn - 1
    player = CompetentCorp()
    game.opponent = player
    click = Click("place-tokens", plan.card.uid, "Psychographics", psycho.uid)
    assert click not in player.legal(game)  # no tag: nothing to place
    game.runner.tags = 3
    game.present = frozenset({"x_tokens"})  # its gate: the card's own fact
    assert click in player.legal(game) and player.launch_click(game) == click
    player.apply(game, click)
    assert (plan.tokens, game.corp.credits) == (4, 5)  # X = 3, the tags
    game.corp.piles["HQ"].append(psycho2 := _psycho())
    game.runner.tags = 5
    player.apply(game, Click("place-tokens", plan.card.uid, "Psychographics", psycho2.uid))
    assert (plan.tokens, game.corp.credits) == (5, 4)  # X = 1: the agenda lacked 1


def test_the_corp_ai_pays_x_on_standard_and_not_on_easy_and_skips_it_on_an_untagged_runner():
    for difficulty, credits_left in (("standard", 4), ("easy", 6)):
        game = corp_game(max_adv=5, remotes=1)
        game.difficulty = difficulty
        game.corp.credits = 6
        target = put(game, 3, agenda(adv=5), tokens=1)
        game.corp.piles["OP"] = [_psycho()]
        game.runner.tags = 2
        assert corp_do(game, "play-operation") == DONE
        assert (target.tokens, game.corp.credits) == (3, credits_left), difficulty
    game = corp_game(max_adv=5, remotes=1)
    near = put(game, 3, agenda(adv=5), tokens=4)
    game.corp.piles["OP"] = [_psycho()]
    game.runner.tags = 3
    assert corp_do(game, "play-operation") == DONE and near.tokens == 5  # X = 1, what it lacks
    game = corp_game(max_adv=5, remotes=1)
    put(game, 3, agenda(adv=5), tokens=1)
    game.corp.piles["OP"] = [_psycho()]
    assert corp_do(game, "play-operation") == FALLBACK  # no tag: it goes under the deck


def test_x_is_bounded_by_tags_credits_and_need():
    game = runner_game()
    game.corp.credits, game.runner.tags = 2, 4
    assert corp_operations.x_placed(game, _psycho()) == 2
    assert corp_operations.x_placed(game, _psycho(), pays=False) == 4
    assert corp_operations.x_placed(game, _psycho(), need=1) == 1
