"""A match (an AI deck against a decklist) prepared once, and a new game dealt from it.

:func:`new_game` deals the AI's decklist into its piles with the same code and
arithmetic as ``nrprint automa prepare`` (a new deal every game, from the game's seed),
shuffles the human side's deck, draws its opening hand (``game.hand_size`` cards) and
sets the starting credits from ``templates/play.yaml``: the Corp AI's by difficulty, a
human Corp's as in the ordinary game (``human_corp_start_credits``).
The opponent is created here; it plays through ``turn(game)``. A :class:`Match` holds only plain data, so it crosses to
worker processes once per batch.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card as PrepCard
from nrprint.deckprep.corp import split_corp
from nrprint.deckprep.runner import split_runner
from nrprint.deckprep.shuffle import Shuffler
from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.aicards import AICard, BehaviourCard
from nrprint.simulate.opponents import make
from nrprint.simulate.result import GameResult
from nrprint.simulate.rules import Rules
from nrprint.simulate.state import Card, Corp, Game, Runner, Server
from nrprint.simulate.transcript import Transcript


@dataclass(frozen=True, slots=True)
class Match:
    """Everything a game needs that does not change from game to game."""

    ai: str  # "corp" or "runner"
    deck: str  # the AI deck's id
    ai_cards: tuple[AICard, ...]
    behaviour: BehaviourCard | None
    stratagem: bool
    ai_pool: tuple[PrepCard, ...]  # the AI's physical cards, as deck preparation reads them
    opponent_pool: tuple[str, ...]  # the human side's physical cards, by name
    facts: dict[str, PlayFacts]
    max_advancement: int
    rules: Rules
    opponent: str  # casual | competent | expert (opponents.LEVELS)
    budget: int = 0  # the expert's rollouts per decision (0: its default)


@dataclass(frozen=True, slots=True)
class Dealt:
    """A match's physical cards, made once and dealt into every game of it: a card is
    never changed in play (only moved), so games can share them as they share facts."""

    human: tuple[Card, ...]  # the human side's deck, in decklist order
    ai: dict[int, Card]  # the AI's cards by uid
    present: frozenset[str]  # the PlayFacts fields some card sets (Game.present)


_DEALT: dict[int, tuple[Match, Dealt]] = {}  # id(match) -> the match (kept alive) and its cards


def dealt(match: Match) -> Dealt:
    """The cards of ``match``, made on its first game."""
    hit = _DEALT.get(id(match))
    if hit is not None and hit[0] is match:
        return hit[1]
    if len(_DEALT) >= 16:  # a process plays a few matches; do not keep old ones forever
        _DEALT.clear()
    facts = match.facts
    # The human side's cards are numbered after the AI's: every uid in a game is unique.
    first = 1 + max((c.uid for c in match.ai_pool), default=0)
    human = tuple(Card(first + n, facts[name]) for n, name in enumerate(match.opponent_pool))
    ai = {c.uid: Card(c.uid, facts[c.name]) for c in match.ai_pool}
    cards = Dealt(human, ai, present_facts([c.facts for c in (*human, *ai.values())]))
    _DEALT[id(match)] = (match, cards)
    return cards


def present_facts(facts: list[PlayFacts]) -> frozenset[str]:
    """The fields of ``facts`` that some card sets to other than the default."""
    fields = [(f.name, f.default) for f in dataclasses.fields(PlayFacts)]
    unique = {id(f): f for f in facts}.values()  # copies share their facts
    return frozenset(name for name, default in fields if any(getattr(f, name) != default for f in unique))


def new_game(match: Match, difficulty: str, seed: str, log: bool = False) -> Game:
    rng = Shuffler(seed)  # the same draws as random.Random, a faster shuffle
    rules = match.rules
    deal_seed = rng.randrange(2**31)
    level = Difficulty(difficulty)
    result = GameResult(seed, match.deck, difficulty, match.opponent, match.ai, False, "", 0, 0, 0)
    servers = [Server(0, "Archives"), Server(1, "R&D"), Server(2, "HQ")]
    cards = dealt(match)
    ai_cards = cards.ai
    human = list(cards.human)
    rng.shuffle(human)
    hand = rules.game.hand_size
    if match.ai == "corp":
        split = split_corp(list(match.ai_pool), level, match.stratagem, deal_seed)
        piles = {k: [ai_cards[c.uid] for c in v] for k, v in split.piles.items()}
        piles.setdefault("ST", [])
        piles["Archives"] = []
        corp = Corp(piles, servers, credits=rules.game.corp_start_credits[level.value])
        corp.max_advancement = match.max_advancement
        runner = Runner(
            {"STA": human[hand:], "GR": human[:hand], "heap": []}, credits=rules.game.runner_start_credits
        )
        opponent = make("runner", match.opponent, match.budget)
    else:
        split = split_runner(list(match.ai_pool), level, deal_seed)
        piles = {k: [ai_cards[c.uid] for c in v] for k, v in split.piles.items()}
        piles["heap"] = []
        runner = Runner(piles, credits=rules.game.runner_start_credits)
        corp_piles = {"R&D": human[hand:], "HQ": human[:hand], "Archives": []}
        corp = Corp(corp_piles, servers, credits=rules.game.human_corp_start_credits)
        opponent = make("corp", match.opponent, match.budget)
    ai_deck = list(match.ai_cards)
    rng.shuffle(ai_deck)
    game = Game(match.ai, corp, runner, rules, rng, result, difficulty, Transcript() if log else None)
    game.ai_deck = ai_deck
    game.behaviour = match.behaviour
    game.opponent = opponent
    game.present = cards.present
    if game.log is not None:
        _log_setup(game)
    return game


def _log_setup(game: Game) -> None:
    log = game.log
    assert log is not None
    log.heading(f"Setup ({game.difficulty}, seed {game.result.seed})")
    names = lambda cards: ", ".join(c.name for c in cards) or "-"  # noqa: E731
    order = "AI deck (top first): " + ", ".join(f"{c.id} {c.title}" for c in game.ai_deck)
    log.line(order)
    side = game.corp if game.ai == "corp" else game.runner
    for key, cards in side.piles.items():
        if cards and key not in ("Archives", "heap"):
            log.line(f"{key} (top first): {names(cards)}")
    if game.behaviour is not None:
        log.line(f"behaviour card: {game.behaviour.title}, side A")
    other = game.runner if game.ai == "corp" else game.corp
    hand = other.piles["GR" if game.ai == "corp" else "HQ"]
    log.line(f"human {'Runner grip' if game.ai == 'corp' else 'Corp HQ'}: {names(hand)}")
    log.line(f"credits: Corp {game.corp.credits}, Runner {game.runner.credits}")
