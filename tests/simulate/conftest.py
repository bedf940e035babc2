"""Builders for hand-made games: cards from a few PlayFacts, piles, servers, rules.

Every test builds the smallest table that shows one rule, calls one verb and checks the
exact state after it. ``where(game, card)`` names the one place a card is in (and fails
when it is in none or in two).
"""

from __future__ import annotations

import itertools
import random

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.aicards import AICard, Step, ai_card
from nrprint.simulate.corp import table
from nrprint.simulate.corp.turn import VERBS as CORP_VERBS
from nrprint.simulate.opponents import make
from nrprint.simulate.result import GameResult
from nrprint.simulate.rules import Clarifications, Rules, load_rules
from nrprint.simulate.runner.turn import VERBS as RUNNER_VERBS
from nrprint.simulate.state import Card, Corp, Game, Installed, Runner, Server
from nrprint.simulate.transcript import Transcript

CORP_TYPES = ("agenda", "asset", "upgrade", "operation", "ice")
_uid = itertools.count(1)


def card(type_: str, name: str | None = None, **facts) -> Card:
    """One physical card with a fresh uid; ``facts`` are PlayFacts fields."""
    uid = next(_uid)
    side = "corp" if type_ in CORP_TYPES else "runner"
    return Card(uid, PlayFacts(name=name or f"{type_}-{uid}", type=type_, side=side, **facts))


def cards(type_: str, n: int, **facts) -> list[Card]:
    return [card(type_, **facts) for _ in range(n)]


def agenda(adv: int = 3, points: int = 2, **facts) -> Card:
    return card("agenda", advancement=adv, points=points, **facts)


def ice(strength: int = 3, subtypes=("barrier",), subs=("etr",), cost: int = 0, **facts) -> Card:
    return card("ice", strength=strength, subtypes=tuple(subtypes), subs=tuple(subs), cost=cost, **facts)


def breaker(breaks: str, strength: int = 2, **facts) -> Card:
    return card("program", breaks=breaks, strength=strength, memory=1, **facts)


# The rulebook read literally: each scenario states the clarifications it depends on
# here, not through whatever play.yaml ships as the printed answers.
LITERAL = Clarifications(
    refill_scores="drawn-and-pushed",
    no_remote_order="fail",
    tie_order="table",
    ice_install_tax=True,
    ai_deck_reshuffle=True,
    impossible_diversion="next-row",
    new_remote_ice=False,
    skip_stopped_server=False,
    breaker_condition="any-breaker",
)


def rules(*, turn_limit: int | None = None, **clarifications) -> Rules:
    """The shipped play.yaml's numbers with the literal clarifications (some changed)."""
    base = load_rules()
    update: dict = {"clarifications": LITERAL.model_copy(update=clarifications)}
    if turn_limit is not None:
        update["game"] = base.game.model_copy(update={"turn_limit": turn_limit})
    return base.model_copy(update=update)


def _servers() -> list[Server]:
    return [Server(0, "Archives"), Server(1, "R&D"), Server(2, "HQ")]


def _result(ai: str, difficulty: str) -> GameResult:
    return GameResult("test", "test-deck", difficulty, "competent", ai, False, "", 0, 0, 0)


def corp_game(
    *,
    difficulty: str = "standard",
    credits: int = 5,
    max_adv: int = 5,
    seed: int = 1,
    remotes: int = 0,
    **clar,
) -> Game:
    """A Corp AI game: empty AI piles, the three centrals and ``remotes`` empty remotes,
    a Runner with an empty grip, a competent human Runner."""
    piles: dict[str, list[Card]] = {k: [] for k in ("ICE", "OP", "RE", "ST", "R&D", "HQ", "Archives")}
    corp = Corp(piles, _servers(), credits=credits, max_advancement=max_adv)
    runner = Runner({"STA": [], "GR": [], "heap": []}, credits=5)
    game = Game(
        "corp", corp, runner, rules(**clar), random.Random(seed), _result("corp", difficulty), difficulty
    )
    game.opponent = make("runner", "competent")
    game.log = Transcript()  # every line said is built and kept: a line made None fails
    for _ in range(remotes):
        table.new_remote(game)
    return game


def runner_game(
    *, difficulty: str = "standard", credits: int = 5, seed: int = 1, remotes: int = 0, **clar
) -> Game:
    """A Runner AI game: empty AI piles, a human Corp (competent) with empty R&D and HQ."""
    piles: dict[str, list[Card]] = {k: [] for k in ("PRO", "EC", "RE", "STA", "GR", "heap")}
    runner = Runner(piles, credits=credits)
    corp = Corp({"R&D": [], "HQ": [], "Archives": []}, _servers(), credits=5)
    game = Game(
        "runner", corp, runner, rules(**clar), random.Random(seed), _result("runner", difficulty), difficulty
    )
    game.opponent = make("corp", "competent")
    game.log = Transcript()
    for _ in range(remotes):
        table.new_remote(game)
    return game


def put(
    game: Game, server: int, c: Card, *, tokens: int = 0, rezzed: bool = False, ice: bool = False
) -> Installed:
    """Install ``c`` in server ``server`` (0 Archives, 1 R&D, 2 HQ, 3 the first remote...)."""
    inst = table.install(game, game.corp.servers[server], c, ice=ice)
    inst.tokens, inst.rezzed = tokens, rezzed
    return inst


def rig(game: Game, c: Card) -> Installed:
    """Put ``c`` in the Runner's rig (free, face up)."""
    inst = Installed(c, game.next_install(), rezzed=True, hosted=c.facts.hosted)
    game.runner.rig.append(inst)
    return inst


def where(game: Game, c: Card) -> str:
    """The one place ``c`` is in: ``corp:HQ``, ``Remote 1:root``, ``runner:heap``..."""
    spots = [place for place, other in game.places() if other is c]
    assert len(spots) == 1, f"{c} is in {spots}"
    return spots[0]


def corp_do(game: Game, action: str, order: str | None = None) -> int:
    return CORP_VERBS[action](game, Step(action, order))


def runner_do(game: Game, action: str) -> int:
    return RUNNER_VERBS[action](game, Step(action))


def shipped_ai_cards(deck_id: str) -> dict[str, AICard]:
    """The AI cards of a shipped deck (``content/automa/decks``), by card id."""
    from pathlib import Path

    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from tests.conftest import CONTENT

    discover()
    decks = Project(Path(CONTENT)).get("automa-decks")
    deck = next(d for d in decks.decks if d.id == deck_id)
    return {c.id: ai_card(c) for c in deck.cards}
