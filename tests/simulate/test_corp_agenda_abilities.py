"""Corp cards that take the Runner's clicks, count a second copy, cost the Runner a program, do
meat damage on access, keep AI breakers off, or raise the hand size: False Lead, Megaprix
Qualifier, SDS Drone Deployment, Prisec, Turing, Cybernetics Court."""

from __future__ import annotations

from nrprint.simulate import access, runs
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp import table
from nrprint.simulate.runner.turn import runner_ai_turn
from tests.simulate.conftest import agenda, breaker, card, cards, ice, put, rig, runner_game, where
from tests.simulate.test_card_effects import Clicks

CREDIT = AIClick(Step("credit"))


def _lead_game(runner_points: int = 0, tokens: int = 0):
    game = runner_game(credits=0, remotes=1)
    game.ai_deck = [AICard("r-1", "T", (CREDIT,) * 4, "credits", None)]
    lead = agenda(3, 1, forfeit_clicks=2)
    game.corp.scored.append(lead)
    game.runner.scored += [agenda(3, 1) for _ in range(runner_points)]
    put(game, 3, agenda(5, 3), tokens=tokens)
    return game, lead


def test_false_lead_is_forfeited_to_take_two_clicks_when_it_guards_an_agenda_or_the_runner_threatens():
    game, lead = _lead_game(tokens=3)  # 5 - 3 = 2 counters short: guarded
    runner_ai_turn(game)
    assert game.runner.credits == 2 and where(game, lead) == "corp:Removed" and game.corp.points == 0
    game, lead = _lead_game(runner_points=5)  # the Runner AI needs 7 at standard: 2 short
    game.ai_deck = [AICard("r-1", "T", (CREDIT,) * 2, "credits", None)]  # 2 clicks: "2 or more"
    runner_ai_turn(game)
    assert game.runner.credits == 0 and lead not in game.corp.scored


def test_false_lead_is_kept_otherwise():
    game, lead = _lead_game(tokens=2, runner_points=4)  # 3 counters and 3 points short
    runner_ai_turn(game)
    assert game.runner.credits == 4 and lead in game.corp.scored
    game, lead = _lead_game()
    put(game, 3, agenda(2, 1))  # 2 counters short, but not advanced: nothing to guard yet
    runner_ai_turn(game)
    assert game.runner.credits == 4 and lead in game.corp.scored
    game, lead = _lead_game(runner_points=5)
    game.ai_deck = [AICard("r-1", "T", (CREDIT,), "credits", None)]  # one click: fewer than 2
    runner_ai_turn(game)
    assert game.runner.credits == 1 and lead in game.corp.scored


def _megaprix():
    return agenda(3, 1, name="Megaprix Qualifier", copy_point=True)


def test_a_second_megaprix_qualifier_is_worth_one_more_point():
    game = runner_game()
    game.corp.scored.append(card("agenda", name="Other", points=1))
    table.score(game, _megaprix(), "test")
    assert game.corp.points == 2  # another agenda, not a copy: no counter
    second = _megaprix()
    table.score(game, second, "test")
    assert game.corp.points == 4 and game.agenda_counters[second.uid] == 1
    game = runner_game()
    game.runner.scored.append(_megaprix())  # a copy stolen counts too
    table.score(game, _megaprix(), "test")
    assert game.corp.points == 2


def test_sds_drone_deployment_costs_the_runner_its_cheapest_program_and_trashes_its_costliest_when_scored():
    game = runner_game(remotes=1)
    cheap, dear = rig(game, card("program", cost=1)), rig(game, card("program", cost=4))
    sds = agenda(5, 3, steal_program=True, score_trash_program=True)
    put(game, 3, sds)
    access.access(game, game.corp.servers[3], None, Clicks(0))
    assert sds in game.runner.scored and game.runner.rig == [dear] and cheap.card in game.runner.heap
    game = runner_game(remotes=1)
    put(game, 3, sds)
    access.access(game, game.corp.servers[3], None, Clicks(0))
    assert sds not in game.runner.scored  # no program: no steal
    game = runner_game(remotes=1)
    free, dear = rig(game, card("hardware", cost=0)), rig(game, card("program", cost=4))
    put(game, 3, sds := agenda(5, 3, steal_program=True))
    access.access(game, game.corp.servers[3], None, Clicks(0))
    assert game.runner.rig == [free] and sds in game.runner.scored  # a program, not the hardware
    game = runner_game()
    cheap, dear = rig(game, card("program", cost=1)), rig(game, card("program", cost=4))
    table.score(game, agenda(5, 1, steal_program=True, score_trash_program=True), "test")
    assert game.runner.rig == [cheap]
    table.score(game, agenda(3, 1), "test")  # another agenda trashes nothing
    assert game.runner.rig == [cheap]
    guard = rig(game, card("resource", prevent_trash=True))
    table.score(game, agenda(5, 1, score_trash_program=True), "test")
    assert game.runner.rig == [cheap] and guard.card in game.runner.heap  # trashed instead


def _prisec():
    return card(
        "upgrade", access_pay=2, access_tags=1, access_damage=1, access_meat=True, access_installed=True
    )


def test_prisec_gives_a_tag_and_meat_damage_only_when_accessed_installed():
    game = runner_game(remotes=1)
    game.runner.grip[:] = cards("event", 2)
    put(game, 3, _prisec(), rezzed=True)
    game.corp.credits = 2
    access.access(game, game.corp.servers[3], 0, Clicks(0))
    assert (game.runner.tags, len(game.runner.grip), game.corp.credits) == (1, 1, 0)
    game = runner_game()
    game.corp.piles["R&D"][:] = [_prisec()]
    game.runner.grip[:] = cards("event", 2)
    access.access(game, game.corp.servers[1], 0, Clicks(0))
    assert (game.runner.tags, len(game.runner.grip), game.corp.credits) == (0, 2, 5)


def test_prisec_meat_damage_is_prevented_by_plascrete():
    game = runner_game(remotes=1)
    game.runner.grip[:] = cards("event", 2)
    plate = rig(game, card("hardware", prevent_meat=True, counters=2))
    plate.counters = 2
    put(game, 3, _prisec())
    access.access(game, game.corp.servers[3], 0, Clicks(0))
    assert len(game.runner.grip) == 2 and plate.counters == 1 and game.runner.tags == 1


def test_turing_is_not_broken_by_ai_programs_and_ends_the_run_unless_three_clicks_are_spent():
    game = runner_game(credits=20)
    turing = put(
        game,
        1,
        ice(2, ("code gate",), ("etr-clicks",), no_ai_break=True, sub_clicks=3),
        ice=True,
        rezzed=True,
    )
    rig(game, breaker("any", strength=5, subtypes=("icebreaker", "ai")))
    assert runs.plan_break(game, turing, 20, 0) is None
    gate = put(game, 2, ice(2, ("code gate",), ("etr",)), ice=True, rezzed=True)
    assert runs.plan_break(game, gate, 20, 0) is not None  # other ice: the AI breaker breaks it
    rig(game, breaker("code gate", strength=5, subtypes=("icebreaker", "decoder")))
    assert runs.plan_break(game, turing, 20, 0) is not None
    game = runner_game()
    turing = put(
        game,
        1,
        ice(2, ("code gate",), ("etr-clicks",), no_ai_break=True, sub_clicks=3),
        ice=True,
        rezzed=True,
    )
    clicks = Clicks(3)
    assert runs.encounter(game, turing, clicks) is True and clicks.n == 0
    assert runs.encounter(game, turing, Clicks(2)) is False


def test_a_rezzed_cybernetics_court_raises_a_human_corps_hand_size():
    game = runner_game(remotes=1)
    court = put(game, 3, card("asset", hand_size=4))
    assert game.hand_limit() == 5
    court.rezzed = True
    assert game.hand_limit() == 9
