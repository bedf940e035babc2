"""A short seeded game, line by line, against a transcript checked by hand.

The match is built here with its own card facts (not the shipped data), so the game
changes only when the engine's play changes. Each line of ``expected/short-game.txt``
was followed with the rulebook: when the engine changes how it plays, read the new
transcript the same way before replacing the file.
"""

from __future__ import annotations

from pathlib import Path

from nrprint.deckprep.cards import Card as PrepCard
from nrprint.deckprep.cards import CardType
from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.aicards import AICard, AIClick, Step
from nrprint.simulate.game import play_one
from nrprint.simulate.rules import load_rules
from nrprint.simulate.setup import Match
from tests.simulate.conftest import LITERAL

EXPECTED = Path(__file__).parent / "expected" / "short-game.txt"

FACTS = {
    "Wall": PlayFacts(
        "Wall", "ice", "corp", cost=2, strength=2, subtypes=("barrier",), subs=("etr",), source="test"
    ),
    "Windfall": PlayFacts("Windfall", "operation", "corp", cost=1, gain=4, economy=True, source="test"),
    "Plan": PlayFacts("Plan", "agenda", "corp", advancement=3, points=2, source="test"),
    "Kiosk": PlayFacts("Kiosk", "asset", "corp", cost=1, drip=1, trash_cost=2, source="test"),
    "Chisel": PlayFacts(
        "Chisel", "program", "runner", cost=2, strength=1, breaks="barrier", memory=1, source="test"
    ),
    "Payday": PlayFacts("Payday", "event", "runner", cost=0, gain=3, source="test"),
}
AI_CARDS = (
    AICard(
        "t-01",
        "Build",
        (
            AIClick(Step("install-ice", "-H")),
            AIClick(Step("install-resource", "+REMOTE")),
            AIClick(Step("refill-hq")),
        ),
        "credits",
    ),
    AICard(
        "t-02",
        "Push",
        (AIClick(Step("advance", "+A")), AIClick(Step("install-ice", "+R")), AIClick(Step("play-operation"))),
        "credits",
    ),
    AICard(
        "t-03",
        "Stall",
        (
            AIClick(Step("advance", "-A"), Step("refill-hq")),
            AIClick(Step("install-resource", "-R")),
            AIClick(Step("advance", "+A")),
        ),
        "credits",
    ),
)


def _pool() -> tuple[PrepCard, ...]:
    kinds = [
        ("Wall", CardType.ICE, 8),
        ("Windfall", CardType.OPERATION, 8),
        ("Plan", CardType.AGENDA, 6),
        ("Kiosk", CardType.ASSET, 4),
    ]
    cards, uid = [], 0
    for line, (name, ctype, n) in enumerate(kinds, 1):
        for _ in range(n):
            cards.append(PrepCard(uid, name, ctype, line, economy=name == "Windfall"))
            uid += 1
    return tuple(cards)


def short_game() -> str:
    rules = load_rules()
    numbers = {"turn_limit": 3, "corp_start_credits": {"easy": 5, "standard": 5, "hard": 5}}
    rules = rules.model_copy(
        update={"game": rules.game.model_copy(update=numbers), "clarifications": LITERAL}
    )
    match = Match(
        ai="corp",
        deck="test",
        ai_cards=AI_CARDS,
        behaviour=None,
        stratagem=False,
        ai_pool=_pool(),
        opponent_pool=("Chisel", "Payday", "Payday", "Chisel", "Payday", "Payday", "Payday"),
        facts=FACTS,
        max_advancement=3,
        rules=rules,
        opponent="competent",
    )
    _, game = play_one(match, "standard", "transcript", log=True)
    return game.log.text()


def test_short_game_matches_the_transcript_checked_by_hand():
    assert short_game() == EXPECTED.read_text(encoding="utf-8")
