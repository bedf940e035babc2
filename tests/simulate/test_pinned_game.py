"""One fixed-seed game whose winner, score and length are pinned, checked by hand.

Harbour Grid (the ``corp`` AI deck) dealt from corp-auco.txt against a competent human
Runner on runner-core.txt, standard, game seed ``pin:8``. The transcript, read against
the printed cards (NetrunnerDB text) and the Automa booklet; the lines the hand check
rests on (abridged):

    credits: Corp 12, Runner 5            the Corp AI's standard house rule; a Runner on 5
    HQ (top first): Tatu-Bola, Sericulture Expansion, Flyswatter, Manegarm Skunkworks, Fujii ...
    human Runner grip: The Maker's Eye, Corroder, Test Run, Kati Jones, Diesel
    AI turn 1: c1 plays Hedge Fund for 5, gains 9          Hedge Fund: pay 5, gain 9
      c2 ... installs Anemone on Remote 1                  (no card to advance: secondary)
    Runner turn 1: run HQ three times (open; Sericulture  HQ is open to the player: 5
      Expansion and Fujii in it), The Maker's Eye on R&D   agenda points in 5 cards
      trashes Manegarm Skunkworks (3)                      (twice: stolen, not scored)
    AI turn 2: installs Fujii Asset Retrieval and Anemone in Remote 2, advances it
    Runner turn 2: run HQ: steals Sericulture Expansion  2 points: Runner 2
      run Remote 2: Corp rezzes Anemone (3)                Anemone: rez 3; "when you rez
      Anemone: the Corp trashes Flyswatter from HQ         this ice during a run against
      net damage trashes Kati Jones, Test Run              this server, you may trash 1
                                                           card from HQ to do 2 net
                                                           damage" (the AI: HQ's bottom
                                                           card that is not an agenda)
      cannot break Anemone; net damage trashes Diesel      "Do 1 net damage" (grip 1)
      steals Fujii Asset Retrieval                         3 points: Runner 5
      Fujii Asset Retrieval does 2 net damage              "when scored or stolen, do 2
      2 net damage with 1 card(s) in the grip: flatline    net damage": flatlined
    Game over after 2 AI turn(s): flatline; AI wins 0-5

Until the competent Runner counted HQ's agendas twice (an agenda left in HQ is pushed
off by a refill and scores for the AI), it ran Remote 1 first, lost three cards to
Anemone there, stole Sericulture Expansion on its fourth click and was flatlined by the
second Anemone's subroutine on turn 2 (0-2).
Before the engine played Anemone's rez effect (session 4) this game went a turn longer
and ended on Fujii Asset Retrieval's damage; before it played Fujii's damage (audit A2)
it went on further. The test fails if the seed's game changes
in any of what is pinned (the engine, the deal, the AI deck or the competent Runner).
"""

from __future__ import annotations

from pathlib import Path

from nrprint.simulate.game import play_one
from tests.conftest import CONTENT, REPO

DECKS = REPO / "tests" / "fixtures" / "decklists"


def test_the_pinned_game_is_won_by_the_ai_by_flatline_on_its_second_turn():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules

    discover()
    shipped = load_rules()
    # The game was checked by hand under the answers printed then (session 3): a pushed-off
    # agenda scores, ties go to the newest remote first (issue 36 changed both).
    # Issue 36's Corp redesign (session 6) changed the deck's clicks, the starting credits,
    # the ice install cost and the ice on a new remote: the game keeps the deck and the
    # answers it was checked under (the playtest decks, tests/fixtures/playtest-automa).
    played = shipped.model_copy(
        update={
            "clarifications": shipped.clarifications.model_copy(
                update={
                    "refill_scores": "drawn-and-pushed",
                    "tie_order": "remotes-first",
                    "ice_install_tax": True,
                    "new_remote_ice": False,
                }
            ),
            "game": shipped.game.model_copy(
                update={"corp_start_credits": {"easy": 9, "standard": 12, "hard": 15}}
            ),
        }
    )
    match = build_match(
        Project(Path(CONTENT)),
        "corp",
        DECKS / "corp-auco.txt",
        DECKS / "runner-core.txt",
        rules=played,
        opponent="competent",
    )
    import dataclasses

    from nrprint.simulate.aicards import ai_deck

    then = Project(REPO / "tests" / "fixtures" / "playtest-automa").get("automa-decks")
    match = dataclasses.replace(match, ai_cards=ai_deck(next(d for d in then.decks if d.id == "corp")))
    result, game = play_one(match, "standard", "pin:8", log=True)
    assert (result.end, result.ai_won, result.turns) == ("flatline", True, 2)
    assert (result.ai_points, result.opponent_points) == (0, 5)
    text = game.log.text()
    for line in (
        "Runner steals Sericulture Expansion (2 point(s)) from HQ; Runner 2",
        "Corp rezzes Anemone (3)",
        "Anemone: the Corp trashes Flyswatter from HQ",
        "Runner steals Fujii Asset Retrieval (3 point(s)) from remote; Runner 5",
        "Fujii Asset Retrieval does 2 net damage",
        "2 net damage with 1 card(s) in the grip: flatline",
    ):
        assert line in text, line
