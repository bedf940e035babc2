"""The engine plays what is printed (audit 2026-11-27, section A; issue 35).

Each test sets up the smallest table that shows one printed rule and fails on the
engine before the fix (the break that makes it fail is named in each docstring).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.simulate.access import access
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.corp import table
from nrprint.simulate.outcome import DONE, FAIL
from nrprint.simulate.played import DESCRIPTIVE, PLAYED, unplayed
from nrprint.simulate.rig import install
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.runs import run
from nrprint.simulate.state import GameOver
from nrprint.simulate.stats import Tally
from tests.conftest import CONTENT, REPO
from tests.simulate.conftest import (
    agenda,
    card,
    cards,
    corp_game,
    ice,
    put,
    rig,
    rules,
    runner_do,
    runner_game,
)

DECKS = REPO / "tests" / "fixtures" / "decklists"


class NoClicks:
    def available(self) -> int:
        return 0

    def spend(self, n: int) -> None:
        raise AssertionError("no clicks to spend")


@pytest.fixture(scope="module")
def matches():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    corp, runner = DECKS / "corp-auco.txt", DECKS / "runner-core.txt"
    project = Project(Path(CONTENT))
    return {
        "corp": build_match(project, "corp", corp, runner, rules=rules()),
        "runner": build_match(project, "runner", runner, corp, rules=rules()),
    }


def test_the_noted_maximum_is_the_decks_real_one_whatever_the_tags_say(matches):
    """A3: corp-auco.txt tags every agenda [adv:3]; Fujii Asset Retrieval is 5/3, so the
    noted maximum is 5 (fails when build_match or resolve lets the tag win: 3)."""
    assert matches["corp"].max_advancement == 5


def test_an_adv_tag_below_the_card_data_is_a_content_error():
    """A3: the tag is warned about (DECK205) and the card data's requirement used."""
    from nrprint.deckprep.decklist import read_decklist
    from nrprint.deckprep.facts import resolve
    from nrprint.model.domains import discover
    from nrprint.model.project import Project

    discover()
    facts = Project(Path(CONTENT)).get("card-facts")
    resolved = resolve(read_decklist(DECKS / "corp-auco.txt", "corp-auco.txt", None), facts)
    assert resolved.advancement["Fujii Asset Retrieval"] == 5
    assert resolved.advancement["Hybrid Release"] == 2
    tagged = [d for d in resolved.warnings if d.code == "DECK205"]
    assert [d.line for d in tagged] == [6, 7]  # Fujii (5) and Hybrid Release (2); the others are 3
    assert "tagged [adv:3] but the facts file gives its advancement requirement as 5" in tagged[0].message


@pytest.mark.parametrize(("hand", "credits"), [(5, 5), (7, 9)])
def test_the_human_side_draws_hand_size_and_a_human_corp_starts_on_its_own_credits(matches, hand, credits):
    """A1 and play.yaml ``hand_size``: fails with the old HAND = 5 (at 7) or with the Corp
    AI's standard 12 credits given to the human Corp."""
    from dataclasses import replace

    from nrprint.simulate.setup import new_game

    base = rules()
    changed = base.model_copy(
        update={"game": base.game.model_copy(update={"hand_size": hand, "human_corp_start_credits": credits})}
    )
    game = new_game(replace(matches["runner"], rules=changed), "standard", "x")
    assert (len(game.corp.piles["HQ"]), game.corp.credits) == (hand, credits)
    game = new_game(replace(matches["corp"], rules=changed), "standard", "x")
    assert len(game.runner.grip) == hand
    assert game.hand_limit() == hand


@pytest.mark.parametrize("how", ["score", "steal"])
def test_an_agenda_does_its_damage_when_scored_or_stolen(how):
    """A2: Fujii Asset Retrieval's 2 net damage (fails when table.score/steal ignore
    ``damage``: the grip keeps 3 cards)."""
    game = corp_game()
    game.runner.piles["GR"] = cards("event", 3)
    fujii = agenda(adv=5, points=3, damage=2)
    (table.score if how == "score" else table.steal)(game, fujii, "remote")
    assert len(game.runner.grip) == 1 and len(game.runner.heap) == 2
    assert game.result.stand_ins == {}  # damage on score/steal is played: not a stand-in


def test_the_winning_steal_wins_before_its_damage():
    game = corp_game()
    game.runner.scored = [agenda(points=5)]
    with pytest.raises(GameOver) as over:
        table.steal(game, agenda(points=3, damage=2), "remote")  # an empty grip would flatline
    assert over.value.end == "opponent-points"


def test_a_damage_subroutine_does_the_damage_its_facts_give():
    """A2: Boto's subroutine does 2 net damage (fails when runs.py deals 1 per sub)."""
    game = runner_game(credits=0, remotes=1)
    game.runner.piles["GR"] = cards("event", 3)
    put(game, 3, card("asset"))
    put(game, 3, ice(subs=("net",), damage=2), ice=True, rezzed=True)
    assert run(game, game.corp.servers[3], trash_limit=0, clicks_left=NoClicks()) is True
    assert len(game.runner.grip) == 1


def test_the_trash_limit_is_spent_over_the_run():
    """A5: two 2-credit assets under a limit of 3: one is trashed (fails when each card
    is compared with the whole limit: both are)."""
    game = runner_game(credits=10, remotes=1)
    server = game.corp.servers[3]
    a, b = put(game, 3, card("asset", trash_cost=2)), put(game, 3, card("asset", trash_cost=2))
    access(game, server, trash_limit=3)
    assert len(server.root) == 1 and game.runner.credits == 8
    assert {a.card, b.card} & set(game.corp.piles["Archives"])


def test_the_runner_ai_collects_drip_at_the_start_of_its_turn():
    """A6: fails when runner_ai_turn does not call rig.collect_drip."""
    game = runner_game(credits=0)
    rig(game, card("resource", drip=2))
    game.ai_deck = [AICard("t-1", "Test", (), "credits")]
    runner_ai_turn(game)
    assert game.runner.credits == 2


def test_use_a_resource_uses_resources_only():
    """A6: a program with a click ability (Magnum Opus) is not a resource (fails when
    click_ability takes any rig card)."""
    game = runner_game(credits=0)
    rig(game, card("program", click_gain=2))
    assert runner_do(game, "click-ability") == FAIL
    rig(game, card("resource", click_gain=1))
    assert runner_do(game, "click-ability") == DONE
    assert game.runner.credits == 1


def test_a_failed_action_that_falls_back_to_its_credit_is_a_dead_click_counted_apart():
    """Audit D: a draw from an empty stack that takes the printed credit is a fallback
    credit: dead, and counted on its own (fails when resolve returns DONE for it). The AI
    holds 6 credits: not short of money, so the credit is not one it needed (issue 36)."""
    game = runner_game(credits=6)
    game.ai_deck = [AICard("t-1", "Test", (AIClick(Step("draw"), secondary=Step("credit")),), "credits")]
    runner_ai_turn(game)
    assert (game.result.clicks, game.result.dead_clicks, game.result.fallback_credits) == (1, 1, 1)
    assert game.result.actions["failed-to-credit"] == 1
    assert game.result.cards["t-1"].fallback_credits == 1  # per AI card too


def test_every_use_is_counted_and_an_unplayed_fact_makes_it_a_stand_in():
    """No silent facts: an agenda's ``memory`` and a hardware's ``trash_cost`` (neither
    played for that use) are named; a plain agenda is fully modelled. Fails when
    Game.use ignores unplayed facts (the report would call both uses modelled)."""
    game = corp_game()
    table.score(game, agenda(points=1, name="Plain"), "remote")
    table.score(game, agenda(points=1, memory=3, name="Rich"), "remote")
    install(game, card("hardware", trash_cost=2, name="Rabbit"), paid=False)
    assert game.result.card_uses == {"ai": 2, "opponent": 1}
    assert game.result.stand_in_uses == {"ai": 1, "opponent": 1}
    assert game.result.stand_ins == {"ai:Rich": 1, "opponent:Rabbit": 1}
    assert set(game.result.unplayed_facts) == {"Rich: memory", "Rabbit: trash_cost"}


def test_a_fact_no_use_plays_is_unplayed_everywhere():
    """A fact added to PlayFacts later is unplayed until played.py lists it for a use."""
    from dataclasses import fields

    from nrprint.model.playfacts import PlayFacts

    effects = {f.name for f in fields(PlayFacts)} - DESCRIPTIVE
    for how in PLAYED:
        assert PLAYED[how] <= effects, how  # a use names only real facts
    f = card("ice", subs=("other", "etr"), encounter="other").facts
    assert [u.split()[0] for u in unplayed(f, "ice")] == ["subs", "encounter"]


def test_the_turn_limit_is_nobodys_win():
    """Audit D: fails when the turn limit is counted as an AI loss (decided)."""
    from nrprint.simulate.game import play

    game = corp_game(turn_limit=5)
    game.ai_deck = [AICard(f"t-{n}", "Idle", (), "credits") for n in range(10)]
    game.runner.piles["STA"] = []
    result = play(game)
    assert (result.end, result.ai_won, result.decided) == ("turn-limit", False, False)
    tally = Tally()
    tally.add(result)
    assert (tally.games, tally.ai_wins, tally.undecided) == (1, 0, 1)


def test_a_tag_subroutine_gives_the_tags_its_facts_give():
    """Fails when runs.py gives 1 tag per tag subroutine whatever the facts say."""
    game = runner_game(credits=0, remotes=1)
    put(game, 3, card("asset"))
    put(game, 3, ice(subs=("tag",), tags=2), ice=True, rezzed=True)
    run(game, game.corp.servers[3], trash_limit=0, clicks_left=NoClicks())
    assert game.runner.tags == 2


def test_an_emptied_corp_asset_is_trashed():
    """A rezzed asset whose hosted credits are all paid out goes to Archives (fails when
    table.drip leaves it on the table)."""
    game = corp_game(remotes=1)
    inst = put(game, 3, card("asset", drip=3, hosted=6), rezzed=True)
    inst.hosted = 3
    table.drip(game)
    assert game.corp.credits == 8
    assert game.corp.servers[3].root == [] and game.corp.piles["Archives"] == [inst.card]


def test_a_human_corps_operation_is_a_counted_use():
    """Every side's card uses are counted: a competent Corp's Hedge Fund-like operation
    (fails when opponents/corp.py plays it without Game.use)."""
    game = runner_game(credits=0)
    game.corp.credits = 0
    game.corp.piles["HQ"] = [card("operation", name="Fund", cost=0, gain=3)]
    game.corp.piles["R&D"] = cards("ice", 3)
    game.opponent.turn(game)
    assert game.result.card_uses["opponent"] >= 1
    assert game.result.stand_ins == {}
