"""The state of one solo game: cards, piles, servers, credits, clicks, score areas.

Every physical card is one :class:`Card` and sits in exactly one place at any moment:
a pile (a list, top first), a server (as ice or in its root, wrapped in an
:class:`Installed`), the Runner's rig, or a score area. ``Game.places()`` lists them
all, so a test can check that no click ever loses or copies a card.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.outcome import DEAD, FALLBACK, Outcome
from nrprint.simulate.played import unplayed
from nrprint.simulate.result import CardFigures, End, GameResult

if TYPE_CHECKING:
    from nrprint.simulate.aicards import AICard, BehaviourCard
    from nrprint.simulate.rules import Rules
    from nrprint.simulate.transcript import Transcript

ARCHIVES, RD, HQ = 0, 1, 2  # table order of the central servers; remotes follow
CENTRALS = {"archives": ARCHIVES, "r&d": RD, "hq": HQ}  # as ``access_server``, ``click_run``... name them


@dataclass(slots=True, eq=False)
class Card:
    """One physical card; copies are different cards (``uid`` unique in a game). A card
    is never changed in play, only moved: ``name`` and ``type`` are its facts', kept on
    the card because every decision reads them."""

    uid: int
    facts: PlayFacts
    name: str = field(init=False)
    type: str = field(init=False)

    def __post_init__(self) -> None:
        self.name, self.type = self.facts.name, self.facts.type

    def __repr__(self) -> str:
        return f"{self.facts.name}#{self.uid}"


@dataclass(slots=True, eq=False)
class Installed:
    """A card on the table: ``rezzed`` is face up (rezzed, revealed or executed);
    ``tokens`` its advancement tokens; ``since`` the install counter (oldest first)."""

    card: Card
    since: int
    rezzed: bool = False
    tokens: int = 0
    turn: int = 0  # AI or Corp turn it was installed in
    hosted: int = 0  # credits on the card (a Runner resource that pays them out)
    # power or virus counters on the card (effects.runner_*), or those an ice placed on
    # itself (effects.corp_runs, Sandstone)
    counters: int = 0
    host: int = 0  # uid of the card it is hosted on: a console (Dinosaurus) or an ice (Parasite)
    used_turn: int = -1  # the turn a once-a-turn ability was last used (Kati Jones)
    returns: bool = False  # goes back to the top of the stack when the turn ends (Test Run)
    target: int = -1  # the server (effects.runner_servers) or ice uid (runner_bypass) chosen, -1: none
    # the card's facts, kept here because a game reads them hundreds of times (a slot,
    # not a property); whatever puts another card in this place sets both (clone.py)
    facts: PlayFacts = field(init=False)

    def __post_init__(self) -> None:
        self.facts = self.card.facts

    def take(self, amount: int) -> int:
        """Take ``amount`` credits from the card's payout: all of it from a bottomless
        source (no hosted credits in its facts), at most what it still holds otherwise."""
        if not self.facts.hosted:
            return amount
        amount = min(amount, self.hosted)
        self.hosted -= amount
        return amount

    @property
    def emptied(self) -> bool:
        """A card that held credits and holds none now."""
        return bool(self.facts.hosted) and self.hosted == 0


@dataclass(slots=True, eq=False)
class Server:
    """Archives, R&D, HQ or a remote. ``ice`` innermost first (the Runner meets the last
    one first); ``root`` the cards installed in it (upgrades on centrals)."""

    index: int
    name: str
    ice: list[Installed] = field(default_factory=list)
    root: list[Installed] = field(default_factory=list)

    @property
    def remote(self) -> bool:
        return self.index > HQ


@dataclass(slots=True, eq=False)
class Corp:
    """The Corporation, AI or human. The AI's piles are ``ICE``, ``OP``, ``RE``, ``ST``,
    ``R&D``, ``HQ`` (top first) and ``Archives``; a human Corp uses ``R&D``, ``HQ``
    (its hand) and ``Archives``."""

    piles: dict[str, list[Card]]
    servers: list[Server]
    credits: int = 5
    clicks: int = 0
    scored: list[Card] = field(default_factory=list)
    max_advancement: int = 5  # the noted highest agenda requirement (Corp AI)
    counter_points: int = 0  # points its scored agendas' agenda counters add (Project Beale)
    bad_publicity: int = 0  # credits the Runner gets for each run (effects.corp_runs)

    @property
    def points(self) -> int:
        return sum(c.facts.points for c in self.scored) + self.counter_points

    def remotes(self) -> list[Server]:
        return self.servers[HQ + 1 :]


@dataclass(slots=True, eq=False)
class Runner:
    """The Runner, AI or human: ``stack``, ``grip``, ``heap`` and the rig; the AI also
    has ``PRO``, ``EC`` and ``RE`` piles."""

    piles: dict[str, list[Card]]
    rig: list[Installed] = field(default_factory=list)
    credits: int = 5
    clicks: int = 0
    tags: int = 0
    scored: list[Card] = field(default_factory=list)
    base_link: int = 0
    brain: int = 0  # brain damage taken: the maximum hand size is lower by as much

    @property
    def points(self) -> int:
        return sum(c.facts.points - c.facts.runner_points_less for c in self.scored)

    @property
    def grip(self) -> list[Card]:
        return self.piles["GR"]

    @property
    def stack(self) -> list[Card]:
        return self.piles["STA"]

    @property
    def heap(self) -> list[Card]:
        return self.piles["heap"]

    def breakers(self) -> list[Installed]:
        return [i for i in self.rig if i.facts.breaks is not None]

    def memory_free(self) -> int:  # asked for every program a decision looks at: one pass
        free, consoles = 4, set()
        for i in self.rig:
            f = i.facts
            free += f.memory_bonus - (f.memory if f.type == "program" else 0)
            if f.hosts_breaker:
                consoles.add(i.card.uid)
        if consoles:  # a console's breaker takes no memory
            free += sum(i.facts.memory for i in self.rig if i.host and i.host in consoles)
        return free

    def link(self) -> int:
        return self.base_link + sum(i.facts.link for i in self.rig)


_UNPLAYED: dict[tuple[int, str], tuple[PlayFacts, tuple[str, ...]]] = {}


def _unplayed(f: PlayFacts, how: str) -> tuple[str, ...]:
    """``played.unplayed`` by the facts' identity: hashing a PlayFacts hashes every
    field, which cost more than the use it counts. The facts are kept with the answer,
    so an id is never taken for another object's."""
    hit = _UNPLAYED.get((id(f), how))
    if hit is None or hit[0] is not f:
        hit = _UNPLAYED[(id(f), how)] = (f, unplayed(f, how))
    return hit[1]


_FACTS = frozenset(PlayFacts.__dataclass_fields__)


class _Every:
    """Every fact, present: a game not dealt by ``setup.new_game`` (a test's) skips no hook.
    A name that is no PlayFacts field is no fact: a misspelt gate skips its hook here too."""

    __slots__ = ()

    def __contains__(self, name: object) -> bool:
        return name in _FACTS


EVERY = _Every()


class GameOver(Exception):
    """Raised the moment a game ends: ``end`` says why; ``ai_won`` is True or False when
    a side won, None when nobody did (the turn limit, an AI deck that ran out)."""

    def __init__(self, end: End, ai_won: bool | None):
        super().__init__(end.value)
        self.end, self.ai_won = end, ai_won


class Opponent(Protocol):
    """What the table asks of the human side's player (``opponents.Player`` adds the clicks)."""

    level: str

    def turn(self, game: Game) -> None: ...

    def rezzes(self, game: Game, inst: Installed) -> bool: ...

    def trashes(self, game: Game, card: Card) -> bool: ...

    def discard_choice(self, game: Game) -> Card: ...


class HumanRunner(Opponent, Protocol):
    """A human Runner also remembers what it saw (the Runner AI remembers nothing)."""

    known: set[int]  # installed cards it has accessed and left
    seen_top: int  # uid of the R&D top card it last saw


class HumanCorp(Opponent, Protocol):
    def sacrifices(self, game: Game, inst: Installed) -> bool: ...  # an asset it lets go


@dataclass(slots=True, eq=False)
class Game:
    """One game in progress. ``ai`` is "corp" or "runner"; ``log`` is None unless a
    transcript was asked for (verbs build no text otherwise)."""

    ai: str
    corp: Corp
    runner: Runner
    rules: Rules
    rng: random.Random
    result: GameResult
    difficulty: str
    log: Transcript | None = None
    turn: int = 0  # AI turns begun
    installs: int = 0
    stopped_by: set[int] = field(default_factory=set)  # servers that stopped the Runner AI this turn
    pending_remotes: dict[int, int] = field(default_factory=dict)  # new remote -> AI turn made
    ai_deck: list[AICard] = field(default_factory=list)  # the AI cards still to reveal (top first)
    ai_discard: list[AICard] = field(default_factory=list)  # the AI cards revealed
    behaviour: BehaviourCard | None = None  # the Corp AI's behaviour card
    behaviour_side: str = "a"
    opponent: Opponent = None  # type: ignore[assignment]  # the human side's player: set by setup.new_game
    no_steal: bool = False  # a subroutine of this run forbids stealing and trashing
    link_limit: int | None = None  # the Runner AI's run data: the most link it can reach this run
    extra_clicks: int = 0  # clicks an operation added to the AI turn being resolved
    owed_clicks: int = 0  # ... or took from it: an operation's additional cost (corp_operations)
    ai_clicks_left: int = 0  # the Corp AI's clicks after the one being resolved (corp/turn.py)
    run_event: object | None = None  # the run event whose run is being made (effects.runner_runs)
    phase_over: bool = False  # a terminal operation ended the Corp's action phase (effects.corp_agendas)
    agenda_counters: dict[int, int] = field(default_factory=dict)  # scored agenda uid -> counters
    turn_end_tags: int = 0  # tags the Runner loses when this turn ends (Breaking News)
    last_run_turn: int = -1  # the turn of the Runner's last run (Hard-Hitting News)
    last_success_turn: int = -1  # ... of its last successful run (Economic Warfare)
    central_success_turn: int = -1  # ... on a central server (event_effects: Mining Accident)
    hq_success_turn: int = -1  # ... on HQ (effects.runner_derez: Emergency Shutdown)
    success_runs: int = 0  # successful runs in the turn ``success_runs_turn`` (Crowdfunding)
    success_runs_turn: int = -1
    fail_turn: int = -1  # ... of its last unsuccessful run (effects.runner_turn_cards: John Masanori)
    last_harm_turn: int = -1  # ... in which it last stole or trashed a Corp card (Oppo Research)
    # ... in which a trash of its gave it a scored agenda's tag (AR-Enhanced Security)
    trash_tag_turn: int = -1
    # clicks the Corp spent on each action in the turn ``corp_actions_turn`` (effects.corp_clicks)
    corp_actions: dict[str, int] = field(default_factory=dict)
    corp_actions_turn: int = -1
    corp_card_gained: bool = False  # the Corp gained credits by a card ability this turn (PAD Tap)
    # stratagem operations played in the turn ``stratagems_turn`` (corp.play_stratagem's lap)
    stratagems_played: int = 0
    stratagems_turn: int = -1
    watch: Callable[[Game], None] | None = None  # called after every click (tests check conservation)
    # the PlayFacts fields some card of this game sets (setup.dealt): a card hook whose
    # fact no card has returns at once, as it would after looking at every card
    present: Container[str] = EVERY

    def card_figures(self, card_id: str) -> CardFigures:
        figures = self.result.cards.get(card_id)
        if figures is None:
            figures = self.result.cards[card_id] = CardFigures()
        return figures

    def close_turn(
        self, figures: CardFigures, outcomes: list[Outcome], credits_won: int, needed: int = 0
    ) -> None:
        """Count an AI turn's clicks (``outcomes``: DONE, DEAD or FALLBACK each) for its AI
        card and the game, with the AI's points after it and the credits it won or lost.
        A fallback credit is a dead click, and is also counted on its own; ``needed`` of the
        DEAD and FALLBACK clicks took a credit the AI was short of, and are not dead. The
        AI's money at the end of the turn extends or breaks its dry and idle streaks."""
        failed = outcomes.count(FALLBACK)
        dead = failed + outcomes.count(DEAD) - needed  # less the credits it needed
        figures.clicks += len(outcomes)
        figures.dead += dead
        figures.fallbacks += 1 if dead else 0
        figures.fallback_credits += failed
        self.result.clicks += len(outcomes)
        self.result.dead_clicks += dead
        self.result.fallback_credits += failed
        self.result.needed_credits += needed
        self.result.points_by_turn.append(self.ai_points())
        self.result.credits_by_turn.append(credits_won)
        self.result.money_turn(self.corp.credits if self.ai == "corp" else self.runner.credits, credits_won)

    def clicked(self) -> None:
        """A click (the AI's or the human side's) has been resolved."""
        if self.watch is not None:
            self.watch(self)

    def say(self, text: str) -> None:
        if self.log is not None:
            self.log.line(text)

    def next_install(self) -> int:
        self.installs += 1
        return self.installs

    def use(self, card: Card, how: str) -> None:
        """Count one use of ``card`` (``how``: a key of ``played.PLAYED``), by the AI or
        the opponent. A use is fully modelled when the card's facts say it is and every
        fact it carries is one the engine plays for that use; otherwise it is counted as
        a stand-in use, with the facts left unplayed (``played.unplayed``)."""
        who = "ai" if card.facts.side == self.ai else "opponent"
        self.result.card_uses[who] += 1
        missing = _unplayed(card.facts, how)
        if card.facts.modelled and not missing:
            return
        self.result.stand_in_uses[who] += 1
        self.result.stand_ins[f"{who}:{card.name}"] += 1
        for fact in missing:
            self.result.unplayed_facts[f"{card.name}: {fact}"] += 1

    def stand_in(self, card: Card) -> None:
        """A part of ``card`` the engine does not play was reached during a use already
        counted (an ice's "other" subroutine): counted as a stand-in use of its own."""
        who = "ai" if card.facts.side == self.ai else "opponent"
        self.result.stand_in_uses[who] += 1
        self.result.card_uses[who] += 1
        self.result.stand_ins[f"{who}:{card.name}"] += 1

    def hand_limit(self) -> int:
        """The human side's maximum hand size (play.yaml ``game.hand_size``), less the
        Runner's brain damage; a human Corp's, more its rezzed cards' ``hand_size`` (Cybernetics Court)."""
        size = self.rules.game.hand_size
        if self.ai == "corp":
            return max(0, size - self.runner.brain)
        return size + sum(i.facts.hand_size for s in self.corp.servers for i in s.root if i.rezzed)

    def places(self) -> list[tuple[str, Card]]:
        """Every card of the game with where it is (for conservation tests)."""
        out: list[tuple[str, Card]] = []
        for side, who in (("corp", self.corp), ("runner", self.runner)):
            for key, pile in who.piles.items():
                out += [(f"{side}:{key}", c) for c in pile]
            out += [(f"{side}:scored", c) for c in who.scored]
        for s in self.corp.servers:
            out += [(f"{s.name}:ice", i.card) for i in s.ice]
            out += [(f"{s.name}:root", i.card) for i in s.root]
        out += [("runner:rig", i.card) for i in self.runner.rig]
        return out

    def check_points(self) -> None:
        """End the game when a side reaches the points to win."""
        ai_need, opponent_need = self.rules.game.points_needed(self.ai, self.difficulty)
        if self.ai_points() >= ai_need:
            raise GameOver(End.AI_POINTS, True)
        if self.opponent_points() >= opponent_need:
            raise GameOver(End.OPPONENT_POINTS, False)

    def ai_points(self) -> int:
        return self.corp.points if self.ai == "corp" else self.runner.points

    def opponent_points(self) -> int:
        return self.runner.points if self.ai == "corp" else self.corp.points
