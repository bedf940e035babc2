"""One fixed-seed game whose winner, score and length are pinned, checked by hand.

Harbour Grid (the ``corp`` AI deck) dealt from corp-auco.txt against a competent human
Runner on runner-core.txt, standard, game seed ``pin:8``. The transcript, read against
the printed cards (NetrunnerDB text) and the Automa booklet; the lines the hand check
rests on (abridged):

    credits: Corp 12, Runner 5            the Corp AI's standard house rule; a Runner on 5
    human Runner grip: The Maker's Eye, Corroder, Test Run, Kati Jones, Diesel
    AI turn 1: c1 plays Hedge Fund for 5, gains 9          Hedge Fund: pay 5, gain 9
    Runner turn 1: run Remote 1 (1 ice)
      Corp rezzes Anemone (3); cannot break Anemone        Anemone: rez 3, sentry,
      net damage trashes The Maker's Eye from the grip     "Do 1 net damage" (grip 5 -> 4)
      accesses Cohort Guidance Program, trashes it (2)     trash cost 2
      run HQ: accesses Manegarm Skunkworks, trashes it (3) trash cost 3 (0 credits left)
    Runner turn 2: run HQ: steals Sericulture Expansion    2 points: Runner 2
      run Remote 2: Anemone again: trashes Corroder        grip 4 -> 3
      steals Fujii Asset Retrieval (3 point(s)); Runner 5  Fujii: 3 points, and "when
      Fujii Asset Retrieval does 2 net damage              scored or stolen, do 2 net
      trashes Test Run, trashes Diesel                     damage": grip 3 -> 1 (Kati Jones)
    AI turn 3: c1 refill-hq draws Hedge Fund, Moon Pool    HQ 3 -> 5
      c2 advance -A: not possible; secondary: refill-hq    no advanced card is left
      draws Phat Gioan Baotixita; scores Fujii Asset       HQ over five: the bottom card
      Retrieval (3 point(s), hq-refill); Corp 3            is pushed off; an agenda pushed
                                                           scores (booklet, Refill HQ)
      Fujii Asset Retrieval does 2 net damage              2 damage, 1 card in the grip:
      flatline                                             the Runner is flatlined
    Game over after 3 AI turn(s): flatline; AI wins 3-5

Before the engine played Fujii's damage (audit A2) this game went on: no damage on the
steal or the score, the Runner kept 3 cards. The test fails if the seed's game changes
in any of what is pinned (the engine, the deal, the AI deck or the competent Runner).
"""

from __future__ import annotations

from pathlib import Path

from nrprint.simulate.game import play_one
from tests.conftest import CONTENT, REPO

DECKS = REPO / "tests" / "fixtures" / "decklists"


def test_the_pinned_game_is_won_by_the_ai_by_flatline_on_its_third_turn():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match
    from nrprint.simulate.rules import load_rules

    discover()
    shipped = load_rules()
    # The game was checked by hand under the answers printed then (session 3): a pushed-off
    # agenda scores, ties go to the newest remote first (issue 36 changed both).
    played = shipped.model_copy(
        update={
            "clarifications": shipped.clarifications.model_copy(
                update={"refill_scores": "drawn-and-pushed", "tie_order": "remotes-first"}
            )
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
    result, game = play_one(match, "standard", "pin:8", log=True)
    assert (result.end, result.ai_won, result.turns) == ("flatline", True, 3)
    assert (result.ai_points, result.opponent_points) == (3, 5)
    text = game.log.text()
    for line in (
        "Corp rezzes Anemone (3)",
        "Runner steals Fujii Asset Retrieval (3 point(s)) from remote; Runner 5",
        "Fujii Asset Retrieval does 2 net damage",
        "scores Fujii Asset Retrieval (3 point(s), hq-refill); Corp 3",
        "2 net damage with 1 card(s) in the grip: flatline",
    ):
        assert line in text, line
