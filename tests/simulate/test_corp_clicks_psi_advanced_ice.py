"""Corp cards whose operations cost clicks, psi games and advanced ice
(``effects.corp_operations``, ``opponents.corp_ops``, ...): each test plays one mechanic for
the Corp AI and for a human Corp."""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.effects import corp_clicks, corp_psi
from nrprint.simulate.opponents import corp_cards, corp_ops
from nrprint.simulate.opponents.clicks import CREDIT
from nrprint.simulate.result import End
from nrprint.simulate.state import GameOver, Installed
from tests.simulate.conftest import agenda, breaker, card, cards, corp_game, ice, put, runner_game, where
from tests.simulate.test_card_effects import Clicks


def _op(**facts):
    return card("operation", **facts)


def _ai_turn(game, *steps: str) -> None:
    game.ai_deck = [AICard("t-1", "Test", tuple(AIClick(Step(s)) for s in steps), "credits")]
    game.corp.piles["R&D"] = cards("asset", 10)
    corp_ai_turn(game)


def test_the_corp_ai_pays_an_operations_clicks_with_its_next_clicks():
    game = corp_game(credits=5)
    gift = _op(cost=3, click_cost=1, hq_reveal=5, gain_per_reveal=2)
    game.corp.piles["OP"] = [gift]
    game.corp.piles["HQ"] = cards("agenda", 4)
    _ai_turn(game, "play-operation", "refill-hq", "refill-hq")
    # 5 - 3 + 2 x 4, then the one refill click left: the second click paid for the card
    assert game.corp.credits == 10
    assert len(game.corp.piles["HQ"]) == 5 and game.result.clicks == 3 and game.result.dead_clicks == 0
    assert game.owed_clicks == 0 and len(game.corp.piles["R&D"]) == 9  # one refill, not two


def test_the_corp_ai_puts_an_operation_it_has_not_the_clicks_for_under_its_deck():
    game = corp_game(credits=10)
    uv = _op(cost=6, click_cost=2, gain=10, draw=4)
    other = _op(gain=3)
    game.corp.piles["OP"] = [uv, other]
    _ai_turn(game, "refill-hq", "play-operation", "refill-hq")  # one click after it: not two
    assert game.corp.credits == 13  # the next operation was revealed and played instead
    assert sorted(c.uid for c in game.corp.piles["OP"]) == sorted([uv.uid, other.uid])
    first = corp_game(credits=10)
    first.corp.piles["OP"] = [uv := _op(cost=6, click_cost=2, gain=10, install_after=True)]
    first.corp.piles["ICE"] = [wall := ice()]
    _ai_turn(first, "play-operation", "refill-hq", "refill-hq")
    assert first.corp.credits == 14 and where(first, wall) == "Archives:ice"  # -H: Archives first
    assert first.result.clicks == 3 and first.result.dead_clicks == 0
    assert first.result.cards["t-1"].clicks == 3


def test_a_human_corp_pays_the_clicks_and_plays_a_costly_operation_when_it_pays():
    game = runner_game()
    corp = game.corp
    corp.credits, corp.clicks = 6, 3
    uv = _op(cost=6, click_cost=2, gain=10, draw=4, install_after=True)
    corp.piles["HQ"] = [uv, stopper := ice(cost=2), agenda()]
    corp.piles["R&D"] = cards("asset", 6)
    click = corp_cards.operation_click(game)
    assert click is not None and click.target == uv.uid
    game.opponent.apply(game, click)
    assert corp.clicks == 0 and corp.credits == 10 and len(corp.piles["HQ"]) == 5  # agenda + 4
    assert where(game, stopper) == "R&D:ice"  # the free install: no iced remote for the agenda
    corp.clicks = 2  # two clicks: not enough for it
    corp.piles["HQ"].append(uv2 := _op(cost=6, click_cost=2, gain=10, draw=4))
    assert corp_cards.operation_click(game) is None
    assert not corp_cards.playable_now(game, uv2)
    corp.credits = 1
    corp.piles["HQ"] = [dear := ice(cost=2)]
    corp_ops.free_install(game)  # 1 credit: it could not rez it
    assert where(game, dear) == "corp:HQ"


def test_a_human_corp_reveals_hq_for_credits_only_when_it_pays_two_a_click():
    game = runner_game()
    corp = game.corp
    corp.credits, corp.clicks = 3, 2
    gift = _op(cost=3, click_cost=1, hq_reveal=5, gain_per_reveal=2)
    corp.piles["HQ"] = [gift, *cards("asset", 2)]
    assert corp_cards.operation_click(game) is None  # 2 x 2 - 3: 1 for two clicks
    assert corp_ops.worth(game, gift) == 1  # the card itself is not revealed
    corp.piles["HQ"] += cards("asset", 4)  # six others: five revealed, 10 - 3 = 7
    click = corp_cards.operation_click(game)
    assert click.target == gift.uid and corp_ops.worth(game, gift) == 7
    game.opponent.apply(game, click)
    assert corp.credits == 10 and corp.clicks == 0


def test_a_human_corp_flatlines_a_tagged_runner_and_places_tokens_for_a_click_more():
    game = runner_game()
    corp, runner = game.corp, game.runner
    corp.credits, corp.clicks = 5, 3
    boom = _op(cost=4, click_cost=1, damage=7, needs_tags=2)
    corp.piles["HQ"] = [boom]
    runner.grip[:] = cards("event", 6)
    runner.tags = 1
    assert corp_cards.operation_click(game) is None  # one tag: may not be played
    corp.piles["HQ"] = [scorched := _op(cost=3, damage=9, needs_tag=True)]
    runner.tags = 0
    assert corp_cards.operation_click(game) is None  # untagged
    scorched = _op(cost=3, damage=4, needs_tag=True)
    corp.piles["HQ"] = [scorched, boom]
    runner.tags = 2
    runner.grip.append(card("event"))  # 7 cards: 7 damage does not flatline, 4 neither
    assert corp_cards.operation_click(game) is None
    runner.grip.pop()
    assert corp_cards.operation_click(game).target == boom.uid  # 6 cards: 7 flatlines, 4 not
    corp.piles["HQ"].remove(scorched)
    runner.tags = 2
    click = corp_cards.operation_click(game)
    assert click.target == boom.uid
    try:
        game.opponent.apply(game, click)
        raise AssertionError("7 damage with 6 cards in the grip flatlines")
    except GameOver as over:
        assert over.end is End.FLATLINE
    tokens = runner_game(remotes=1)
    tokens.corp.credits, tokens.corp.clicks = 5, 1
    tokens.turn = 2
    sansan = _op(click_cost=1, place_tokens=2)
    tokens.corp.piles["HQ"] = [sansan]
    inst = put(tokens, 3, agenda(adv=5), tokens=1)
    inst.turn = 1
    assert tokens.opponent.launch_click(tokens) is None  # a click left only: not two
    assert not any(c.kind == "place-tokens" for c in tokens.opponent.legal(tokens))
    tokens.corp.clicks = 2
    click = tokens.opponent.launch_click(tokens)
    tokens.opponent.apply(tokens, click)
    assert inst.tokens == 3 and tokens.corp.clicks == 0


def test_an_advanced_ice_is_stronger_and_a_rich_competent_corp_advances_it():
    game = runner_game(remotes=1)
    corp = game.corp
    wall = put(game, 1, ice(strength=1, ice_advance=True, advance_strength=1), rezzed=True, ice=True)
    game.runner.rig.append(
        rig_breaker := Installed(
            breaker("barrier", strength=2, pump=1, pump_cost=1, break_cost=1), 1, rezzed=True
        )
    )
    assert runs.plan_break(game, wall, 9, 0).cost == 1
    wall.tokens = 3  # strength 4: 2 pumps and the break
    assert runs.plan_break(game, wall, 9, 0).cost == 3 and rig_breaker.facts.strength == 2
    wall.tokens = 0
    plain = put(game, 2, ice(strength=1), rezzed=True, ice=True)
    plain.tokens = 3  # tokens on an ice that does not say so: no strength
    assert runs.plan_break(game, plain, 9, 0).cost == 1
    corp.piles["HQ"], corp.piles["R&D"] = [], cards("asset", 6)
    corp.clicks, corp.credits = 3, 7
    assert game.opponent.decide(game).kind != corp_ops.ADVANCE_ICE  # under 8 credits
    assert any(c.kind == corp_ops.ADVANCE_ICE for c in game.opponent.legal(game))  # but it may
    corp.credits = 8
    vault = put(game, 3, ice(strength=1, ice_advance=True), ice=True)
    put(game, 3, agenda(adv=5), tokens=5)  # at its requirement: nothing to advance
    click = game.opponent.decide(game)
    assert (click.kind, click.target) == (corp_ops.ADVANCE_ICE, vault.card.uid)  # where agendas are
    game.opponent.apply(game, click)
    assert vault.tokens == 1 and corp.credits == 7 and corp.clicks == 2
    vault.tokens = corp_ops.ICE_TOKENS
    corp.credits = 8
    assert game.opponent.decide(game).target == wall.card.uid  # then R&D's
    assert corp_ops.advanceable_ice(game) == [vault, wall]  # not HQ's, which may not be advanced
    corp_clicks.forbid_advance(game)
    assert corp_ops.advanceable_ice(game) == []


class _Bids:
    """A stand-in for the game's random source: the psi bids in order (Corp, Runner)."""

    def __init__(self, *bids: int) -> None:
        self.bids, self.asked = list(bids), []

    def randint(self, low: int, high: int) -> int:
        self.asked.append(high)
        return self.bids.pop(0)

    def randrange(self, n: int) -> int:  # the card damage trashes from the grip
        return 0


def test_a_psi_game_against_the_corp_ai_is_always_matched_and_against_the_runner_ai_is_bid():
    game = corp_game(credits=5)
    game.runner.credits = 5
    assert not corp_psi.differs(game, "Caprice Nisei") and (game.corp.credits, game.runner.credits) == (5, 5)
    human = runner_game(credits=1)
    human.corp.credits = 5
    human.rng = bids = _Bids(2, 1)
    assert corp_psi.differs(human, "Caprice Nisei")
    assert (human.corp.credits, human.runner.credits) == (3, 0) and bids.asked == [2, 1]  # what each can pay
    human.rng = bids = _Bids(1, 0)
    human.runner.credits = 0
    human.corp.credits = 1
    assert corp_psi.differs(human, "x") and human.corp.credits == 0 and bids.asked == [1, 0]
    human.rng = _Bids(0, 0)
    assert not corp_psi.differs(human, "x")


def test_caprice_ends_the_run_once_the_ice_is_passed_when_the_bids_differ():
    game = runner_game(remotes=1)
    game.corp.credits, game.runner.credits = 5, 5
    caprice = put(game, 3, card("upgrade", cost=2, psi_on="pass-ice", psi_win="etr"))
    put(game, 3, secret := agenda())
    game.rng = _Bids(1, 0)
    assert not runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert caprice.rezzed and game.corp.credits == 2 and where(game, secret) == "Remote 1:root"
    game.rng = _Bids(1, 1)
    runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(game, secret) == "runner:scored"
    assert corp_cards.guards_server(caprice.facts)  # a human Corp installs it where agendas go


def test_psychic_field_hurts_and_the_future_perfect_escapes_when_the_bids_differ():
    game = runner_game(remotes=1)
    game.corp.credits, game.runner.credits = 5, 5
    put(game, 3, card("asset", trash_cost=0, psi_on="access", psi_win="grip-damage"))
    game.runner.grip[:] = cards("event", 3)
    game.rng = _Bids(0, 2)
    runs.run(game, game.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert game.runner.grip == [] and len(game.runner.heap) == 3 and game.runner.credits == 3
    drawn = runner_game()  # accessed in R&D, not installed: no psi game
    drawn.corp.piles["R&D"] = [card("asset", psi_on="access", psi_win="grip-damage")]
    drawn.runner.grip[:] = cards("event", 2)
    drawn.rng = _Bids(0, 2)
    runs.run(drawn, drawn.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert len(drawn.runner.grip) == 2
    future = runner_game()
    future.corp.credits, future.runner.credits = 5, 5
    future.corp.piles["R&D"] = [perfect := agenda(psi_on="access-uninstalled", psi_win="no-steal")]
    future.rng = _Bids(2, 1)
    runs.run(future, future.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert where(future, perfect) == "corp:R&D"
    future.rng = _Bids(0, 0)
    runs.run(future, future.corp.servers[1], trash_limit=None, clicks_left=Clicks(0))
    assert where(future, perfect) == "runner:scored"
    installed = runner_game(remotes=1)  # installed, it plays no psi game
    put(installed, 3, placed := agenda(psi_on="access-uninstalled", psi_win="no-steal"))
    installed.rng = _Bids(2, 1)
    runs.run(installed, installed.corp.servers[3], trash_limit=None, clicks_left=Clicks(0))
    assert where(installed, placed) == "runner:scored"


def test_a_human_corp_uses_a_scored_agendas_clicks_for_credits_or_a_flatline():
    game = runner_game()
    corp, runner = game.corp, game.runner
    corp.credits, corp.clicks = 1, 1
    corp.piles["R&D"] = cards("asset", 6)
    corp.scored.append(gila := agenda(agenda_clicks=2, agenda_click_gain=3))
    assert game.opponent.decide(game) == CREDIT  # one click left: not two
    assert corp_ops.agenda_clicks(game) == []
    corp.clicks = 2
    click = game.opponent.decide(game)
    assert click.target == gila.uid and click in game.opponent.legal(game)
    game.opponent.apply(game, click)
    assert (corp.credits, corp.clicks) == (4, 0)
    corp.credits, corp.clicks = 10, 2  # rich, nothing to do, R&D nearly out: not a draw
    corp.piles["R&D"] = cards("asset", 1)
    assert game.opponent.decide(game).target == gila.uid
    corp.scored[:] = [agenda(agenda_clicks=2, agenda_click_gain=2)]  # no better than credit clicks
    assert corp_ops.gain_click(game) is None
    corp.scored[:] = [force := agenda(agenda_clicks=1, agenda_click_damage=1)]
    corp.clicks = 3
    runner.grip[:] = cards("event", 3)
    runner.tags = 1
    assert corp_ops.click(game) is None  # 3 damage on a grip of 3: no flatline
    assert any(c.target == force.uid for c in game.opponent.legal(game))
    runner.grip.pop()
    click = corp_ops.click(game)
    assert click.target == force.uid
    game.opponent.apply(game, click)
    assert len(runner.grip) == 1 and corp.clicks == 2
    runner.tags = 0
    assert corp_ops.click(game) is None and corp_ops.agenda_clicks(game) == []


def test_an_ice_with_enough_advancement_counters_fires_stronger_subroutines():
    facts = dict(
        gain=1, damage=1, tags=1, advanced_at=3, advanced_gain=3, advanced_damage=3, advanced_etr=True
    )
    for tokens, credits, grip, goes_on in ((2, 6, 4, True), (3, 8, 2, False)):
        game = runner_game()
        game.corp.credits, game.runner.credits = 5, 0
        game.runner.grip[:] = cards("event", 5)
        mausolus = put(game, 1, ice(subs=("gain-credits", "net", "tag"), **facts), rezzed=True, ice=True)
        mausolus.tokens = tokens
        assert runs.encounter(game, mausolus, Clicks(0)) is goes_on
        assert (game.corp.credits, len(game.runner.grip), game.runner.tags) == (credits, grip, 1)
