"""The card effects of ``nrprint.simulate.effects``, each on the smallest table that shows
it: subroutines that take a click or a fee (``lose-click``, ``etr-pay``), credits for a
successful run (``run_gain``), an agenda's credits and tags when scored, points worth less
when stolen (``runner_points_less``), cards drawn when damage trashes a card
(``damage_draw``)."""

from __future__ import annotations

from nrprint.simulate import rig, runs
from nrprint.simulate.access import access
from nrprint.simulate.corp import table
from nrprint.simulate.damage import damage
from nrprint.simulate.state import Installed
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, runner_game


class Clicks:
    """The clicks a run may take (a human Runner's clicks left, the AI's disposable ones)."""

    def __init__(self, n: int):
        self.n = n

    def available(self) -> int:
        return self.n

    def spend(self, n: int) -> None:
        self.n -= n


def _rezzed(c) -> Installed:
    return Installed(c, 1, rezzed=True)


def _stand_ins(game, name: str) -> int:
    return sum(n for key, n in game.result.stand_ins.items() if key.endswith(f":{name}"))


def test_lose_click_takes_a_click_the_runner_has_left():
    game = corp_game()
    clicks = Clicks(2)
    assert runs.encounter(game, _rezzed(ice(subs=("lose-click",), name="Clicker")), clicks)
    assert clicks.n == 1 and _stand_ins(game, "Clicker") == 0


def test_lose_click_with_no_click_left_takes_nothing_from_a_human_runner():
    game = corp_game()
    assert runs.encounter(game, _rezzed(ice(subs=("lose-click",), name="Clicker")), Clicks(0))
    assert _stand_ins(game, "Clicker") == 0


def test_lose_click_the_runner_ai_cannot_lose_is_counted_as_a_stand_in():
    game = runner_game()
    assert runs.encounter(game, _rezzed(ice(subs=("lose-click",), name="Clicker")), Clicks(0))
    assert _stand_ins(game, "Clicker") == 1


def test_etr_pay_is_paid_when_the_runner_can():
    game = corp_game()
    game.runner.credits = 3
    assert runs.encounter(game, _rezzed(ice(subs=("etr-pay",), pay=2)), Clicks(0))
    assert game.runner.credits == 1


def test_etr_pay_ends_the_run_when_the_runner_cannot_pay():
    game = corp_game()
    game.runner.credits = 1
    assert not runs.encounter(game, _rezzed(ice(subs=("etr-pay",), pay=2)), Clicks(0))
    assert game.runner.credits == 1


def test_an_encounter_fee_is_paid_before_the_subroutines():
    game = corp_game()
    game.runner.credits = 2
    assert not runs.encounter(game, _rezzed(ice(subs=(), encounter="etr-pay", pay=3)), Clicks(0))
    game.runner.credits = 3
    assert runs.encounter(game, _rezzed(ice(subs=(), encounter="etr-pay", pay=3)), Clicks(0))
    assert game.runner.credits == 0


def test_a_successful_run_pays_each_rig_card_that_pays_for_one():
    game = corp_game()
    game.runner.credits = 0
    game.runner.rig.append(_rezzed(card("hardware", run_gain=1)))
    game.runner.rig.append(_rezzed(card("resource", run_gain=2)))
    archives = game.corp.servers[0]
    assert runs.run(game, archives, trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.credits == 3


def test_a_run_that_is_stopped_pays_nothing():
    game = corp_game()
    game.runner.credits = 0
    game.runner.rig.append(_rezzed(card("hardware", run_gain=1)))
    archives = game.corp.servers[0]
    archives.ice.append(_rezzed(ice(subs=("etr",))))
    assert not runs.run(game, archives, trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.credits == 0


def test_an_agenda_scored_gives_its_credits_and_tags_stolen_it_gives_none():
    game = runner_game(credits=5)
    game.corp.credits = 0
    table.score(game, agenda(points=1, gain=7, tags=2), "remote")
    assert (game.corp.credits, game.runner.tags) == (7, 2)
    table.steal(game, agenda(points=1, gain=7, tags=2), "HQ")
    assert (game.corp.credits, game.runner.tags) == (7, 2)


def test_an_agenda_worth_less_in_the_runners_score_area():
    game = corp_game()
    food = agenda(points=2, runner_points_less=1)
    game.runner.scored.append(food)
    game.corp.scored.append(agenda(points=2, runner_points_less=1))
    assert (game.runner.points, game.corp.points) == (1, 2)


def test_net_damage_that_trashes_a_card_draws_its_cards():
    game = corp_game()
    worse = card("event", damage_draw=3)
    game.runner.grip[:] = [worse]
    game.runner.stack[:] = cards("event", 5)
    damage(game, 1, "net")
    assert worse in game.runner.heap and len(game.runner.grip) == 3


def test_brain_damage_that_trashes_it_draws_nothing():
    game = corp_game()
    game.runner.grip[:] = [card("event", damage_draw=3), *cards("event", 2)]
    game.runner.stack[:] = cards("event", 5)
    damage(game, 3, "brain")
    assert game.runner.grip == []


def test_a_trace_the_runner_can_match_fails_and_costs_what_its_link_lacks():
    game = corp_game()
    game.runner.credits, game.runner.base_link = 5, 1
    game.runner.rig.append(_rezzed(card("hardware", link=1)))
    assert runs.encounter(game, _rezzed(ice(subs=("trace-etr",), trace=4)), Clicks(0))
    assert game.runner.credits == 3


def test_a_trace_the_runner_cannot_match_ends_the_run_or_gives_its_tags():
    game = corp_game()
    game.runner.credits = 2
    assert not runs.encounter(game, _rezzed(ice(subs=("trace-etr",), trace=3)), Clicks(0))
    assert runs.encounter(game, _rezzed(ice(subs=("trace-tag",), trace=3, tags=2)), Clicks(0))
    assert (game.runner.credits, game.runner.tags) == (2, 2)


def test_an_operation_that_needs_a_tag_goes_under_its_deck_while_the_runner_is_untagged():
    from nrprint.simulate.corp.play_operation import play_from
    from nrprint.simulate.outcome import DONE, FALLBACK

    game = corp_game(credits=5)
    closed = card("operation", needs_tag=True, runner_loses_all=True)
    game.corp.piles["OP"][:] = [closed]
    game.runner.credits = 7
    assert play_from(game, "OP") is FALLBACK
    assert game.corp.piles["OP"] == [closed] and game.runner.credits == 7
    game.runner.tags = 1
    assert play_from(game, "OP") is DONE
    assert game.runner.credits == 0


def test_an_operation_pays_per_card_in_the_runners_grip():
    from nrprint.simulate.corp.effects import play_effect

    game = corp_game(credits=0)
    game.runner.grip[:] = cards("event", 4)
    assert play_effect(game, card("operation", gain_per_grip=1))
    assert game.corp.credits == 4
    game.runner.grip[:] = []
    assert not play_effect(game, card("operation", gain_per_grip=1))  # nothing gained: no benefit


def test_etr_tagged_ends_the_run_only_on_a_tagged_runner():
    game = corp_game()
    assert runs.encounter(game, _rezzed(ice(subs=("etr-tagged",))), Clicks(0))
    game.runner.tags = 1
    assert not runs.encounter(game, _rezzed(ice(subs=("etr-tagged",))), Clicks(0))


def test_an_asset_that_pays_while_unprotected_stops_when_its_server_has_ice():
    game = corp_game(credits=0, remotes=1)
    remote = game.corp.servers[3]
    remote.root.append(_rezzed(card("asset", drip=3, drip_unprotected=True)))
    table.drip(game)
    assert game.corp.credits == 3
    remote.ice.append(Installed(ice(), 2))
    table.drip(game)
    assert game.corp.credits == 3


def test_a_trace_above_the_runner_ais_link_limit_succeeds_whatever_its_credits():
    game = runner_game(credits=9)
    game.link_limit = 2
    assert not runs.encounter(game, _rezzed(ice(subs=("trace-etr",), trace=3)), Clicks(0))
    game.link_limit = 3
    assert runs.encounter(game, _rezzed(ice(subs=("trace-etr",), trace=3)), Clicks(0))
    assert game.runner.credits == 6


def test_net_damage_unless_the_runner_pays():
    game = corp_game()
    game.runner.credits = 1
    game.runner.grip[:] = cards("event", 2)
    assert runs.encounter(game, _rezzed(ice(subs=("net-pay",), damage=1, pay=1)), Clicks(0))
    assert (game.runner.credits, len(game.runner.grip)) == (0, 2)
    assert runs.encounter(game, _rezzed(ice(subs=("net-pay",), damage=1, pay=1)), Clicks(0))
    assert len(game.runner.grip) == 1


def test_credits_lost_on_encounter_and_by_subroutine_are_the_cards_amount():
    game = corp_game()
    game.runner.credits = 9
    assert runs.encounter(game, _rezzed(ice(subs=(), encounter="lose-credits", lose=1)), Clicks(0))
    assert game.runner.credits == 8
    assert runs.encounter(game, _rezzed(ice(subs=("lose-credits",), lose=3)), Clicks(0))
    assert game.runner.credits == 5


def test_a_new_server_draws_the_runner_its_cards():
    game = corp_game()
    game.runner.rig.append(_rezzed(card("hardware", server_draw=1)))
    game.runner.stack[:] = cards("event", 3)
    table.new_remote(game)
    assert len(game.runner.grip) == 1


def test_an_ice_gives_the_corp_its_credits_on_encounter_and_by_subroutine():
    game = corp_game(credits=0)
    game.runner.credits = 0
    popup = ice(subs=(), encounter="gain-credits", gain=2, name="Popper")
    assert runs.encounter(game, _rezzed(popup), Clicks(0))
    assert game.corp.credits == 2 and _stand_ins(game, "Popper") == 0
    assert runs.encounter(game, _rezzed(ice(subs=("gain-credits",), gain=3)), Clicks(0))
    assert game.corp.credits == 5


def _run_event(game, server_ice):
    archives = game.corp.servers[0]
    archives.ice[:] = server_ice
    event = card("event", "Laundry", cost=2, gain=5, subtypes=("run",), run_server="any", gain_after_run=True)
    game.runner.grip.append(event)
    game.runner.credits = 2
    game.opponent.make_run(game, archives, event)
    return game


def test_a_run_event_pays_its_credits_only_when_its_run_is_successful():
    won = _run_event(corp_game(), [])
    assert won.runner.credits == 5 and _stand_ins(won, "Laundry") == 0
    stopped = _run_event(corp_game(), [_rezzed(ice(subs=("etr",)))])
    assert stopped.runner.credits == 0 and _stand_ins(stopped, "Laundry") == 0


def test_a_run_event_played_with_no_run_gains_at_once_as_a_stand_in():
    game = runner_game(credits=2)
    event = card("event", "Laundry", cost=2, gain=5, subtypes=("run",), run_server="any", gain_after_run=True)
    rig.play_event(game, event)
    assert game.runner.credits == 5 and _stand_ins(game, "Laundry") == 1


def test_an_event_that_reveals_the_stack_trashes_its_programs_for_credits():
    game = corp_game()
    game.runner.credits = 1
    game.runner.stack[:] = [card("program"), card("event"), card("program"), card("resource"), card("event")]
    rig.play_event(game, card("event", "Revealer", cost=1, reveal_programs=4))
    assert game.runner.credits == 2 and [c.type for c in game.runner.grip] == ["event", "resource"]
    assert len(game.runner.stack) == 1 and len(game.runner.heap) == 3  # 2 programs and the event
    assert _stand_ins(game, "Revealer") == 0


def test_an_event_that_searches_the_stack_takes_a_breaker_of_a_missing_type():
    game = corp_game()
    game.runner.credits = 1
    game.runner.rig.append(_rezzed(breaker("barrier")))
    game.runner.stack[:] = [card("event"), breaker("barrier", name="Wall"), breaker("sentry", name="Fang")]
    rig.play_event(game, card("event", "Orderer", cost=1, search_breaker=True))
    assert [c.name for c in game.runner.grip] == ["Fang"] and len(game.runner.stack) == 2


def test_an_ice_stronger_for_each_tag_costs_more_to_break():
    game = corp_game()
    game.runner.rig.append(_rezzed(breaker("barrier", strength=2)))
    resistor = _rezzed(ice(strength=1, strength_per_tag=1))
    assert runs.plan_break(game, resistor, 9, 0).cost == 1
    game.runner.tags = 3
    assert runs.plan_break(game, resistor, 9, 0).cost == 3  # strength 4: 2 pumps and the break


def test_an_accessed_ambush_hurts_the_runner_when_the_corp_can_pay():
    for credits, tags, grip in ((4, 1, 1), (3, 0, 4)):
        game = corp_game(credits=credits)
        game.runner.grip[:] = cards("event", 4)
        game.corp.piles["R&D"][:] = [
            card("asset", access_pay=4, access_tags=1, access_damage=3, trash_cost=0)
        ]
        access(game, game.corp.servers[1], None)
        assert (game.corp.credits, game.runner.tags, len(game.runner.grip)) == (credits % 4, tags, grip)


def test_the_competent_runner_digs_with_a_breaker_search():
    from nrprint.simulate.opponents.clicks import Click
    from nrprint.simulate.opponents.runner import CompetentRunner
    from tests.simulate.test_opponents import _runner_table

    order = card("event", name="Orderer", cost=1, search_breaker=True)
    game = _runner_table(grip=[order, card("hardware", cost=9)])
    player = CompetentRunner()
    player.seen_top = game.corp.piles["R&D"][0].uid
    game.opponent = player
    assert player.decide(game) == Click("play", order.uid, "Orderer")
