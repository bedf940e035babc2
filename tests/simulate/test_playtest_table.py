"""A table set from a playtest log, and the AI clicks the engine chooses on it.

The blind playtests of 2026-11-27 (``../shared/playtests/2026-11-27-corp-ai.md``) log every
Corp AI click with the card read and the piles' cards it revealed. :func:`as_printed`
gives the engine the answers the tester played under (the printed set of that day, before
issue 36 changed them); :func:`table` deals a game and then moves the cards the log names
to where the log says they were (:func:`stack`), since the tester's own shuffles cannot
be replayed. The human side is scripted (:class:`Script`): each of its turns is a
function that does to the table what the log says the tester did (rezzes the AI paid
for, steals, trashes). :func:`ai_turn` resolves one AI turn with the engine and returns
its clicks as (verb, target, credits after) for the replay tests to pin.
"""

from __future__ import annotations

import atexit
import dataclasses
import re
import shutil
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from nrprint.simulate.corp.table import remove, steal, to_archives
from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.runs import corp_rezzes
from nrprint.simulate.state import Card, Game, Installed, Server
from tests.cards.conftest import SHARED_CARDS
from tests.conftest import REPO, copy_content, run_cli

DECKS = REPO / "tests" / "fixtures" / "decklists"
PLAYED_AI = REPO / "tests" / "fixtures" / "playtest-automa"
NO_END = 99  # points to win in a replay: the play-on goes past the game's end


@cache
def imported_content() -> Path:
    """The shipped content with NetrunnerDB's card data imported from ``../shared`` once a
    process (the replays play the cards' own numbers: Beanstalk Royalties' 3 credits,
    Hostile Takeover's 7); the test is skipped without that data."""
    if not (SHARED_CARDS / "pack").is_dir():
        pytest.skip("needs NetrunnerDB card data beside the checkout (../shared/netrunner-cards-json)")
    tmp = Path(tempfile.mkdtemp(prefix="nrprint-replay-"))
    atexit.register(shutil.rmtree, tmp, True)
    dst = copy_content(tmp / "content")
    r = run_cli("import", "cards", str(SHARED_CARDS), "--content", str(dst))
    assert r.code == 0, r.err
    return dst


def as_printed(**more_clarifications: object):
    """play.yaml's answers as the printed set of 2026-11-27 gave them (``rules.as_playtested``),
    with no side ever winning, so that a play-on past the game's end is replayed too."""
    from nrprint.simulate.rules import as_playtested, load_rules

    rules = as_playtested(load_rules())
    never = {"easy": NO_END, "standard": NO_END, "hard": NO_END}
    game = {"corp_ai_points_to_win": never, "corp_opponent_points_to_win": never}
    return rules.model_copy(
        update={
            "clarifications": rules.clarifications.model_copy(update=more_clarifications),
            "game": rules.game.model_copy(update=game),
        }
    )


def table(deck: str, behaviour: str | None = None, rules=None) -> Game:
    """A standard game of the playtest decklist against the playtest Runner deck, with the
    AI cards (and behaviour card) as played; its deal is then set by :func:`stack`."""
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.aicards import ai_deck, behaviour_card
    from nrprint.simulate.match import build_match
    from nrprint.simulate.setup import new_game

    discover()
    match = build_match(
        Project(imported_content()),
        deck,
        DECKS / "playtest-corp-hb.txt",
        DECKS / "playtest-runner-shaper.txt",
        rules=rules or as_printed(),
        opponent="competent",
        behaviour=behaviour,
    )
    decks = Project(PLAYED_AI).get("automa-decks").decks
    cards = ai_deck(next(d for d in decks if d.id == deck))
    bcard = None
    if behaviour is not None:
        bcard = behaviour_card(
            next(c for d in decks if d.kind == "behaviour" for c in d.cards if c.id == behaviour)
        )
    match = dataclasses.replace(match, ai_cards=cards, behaviour=bcard)
    game = new_game(match, "standard", "replay", log=True)
    game.opponent = Script({})
    return game


def order_ai_deck(game: Game, titles: list[str]) -> None:
    """The AI cards in the order the log reveals them (top first), the rest after."""
    by_title = {c.title: c for c in game.ai_deck}
    first = [by_title.pop(t) for t in titles]
    game.ai_deck = first + list(by_title.values())


def stack(game: Game, pile: str, names: list[str], *, runner: bool = False) -> None:
    """Put cards called ``names`` on top of the Corp's (or the Runner's) pile ``pile`` in
    that order (top first), each taken from that pile if it holds one, else from another
    pile of the same side; the deepest copy is taken, so a card stacked before stays put."""
    piles = game.runner.piles if runner else game.corp.piles
    placed: set[int] = set()
    for name in reversed(names):
        free = {p: [c for c in cards if c.name == name and c.uid not in placed] for p, cards in piles.items()}
        source = next((p for p in (pile, *piles) if free[p]), None)
        assert source is not None, f"no {name} left in the piles"
        card = free[source][-1]
        piles[source].remove(card)
        piles[pile].insert(0, card)
        placed.add(card.uid)


def deal(game: Game, piles: dict[str, list[str]], rest: str, *, runner: bool = False) -> None:
    """Every pile of a side dealt again: each pile of ``piles`` holds exactly its cards
    (top first), and ``rest`` its cards on top of every card no list names."""
    side = game.runner.piles if runner else game.corp.piles
    pool = [c for cards in side.values() for c in cards]
    for cards in side.values():
        cards.clear()
    for pile, names in piles.items():
        for name in names:
            card = next((c for c in pool if c.name == name), None)
            assert card is not None, f"no {name} left to deal into {pile}"
            pool.remove(card)
            side[pile].append(card)
    side[rest] += pool


def hq(game: Game, names: list[str]) -> None:
    """HQ exactly ``names`` (top first); the cards it held beyond them go under R&D."""
    stack(game, "HQ", names)
    piles = game.corp.piles
    piles["R&D"] += piles["HQ"][len(names) :]
    del piles["HQ"][len(names) :]


def server(game: Game, name: str) -> Server:
    return next(s for s in game.corp.servers if s.name == name)


def root(game: Game, where: str, name: str) -> Installed:
    return next(i for i in server(game, where).root if i.card.name == name)


def rez(game: Game, where: str, position: int = -1) -> Installed:
    """The Corp AI rezzes the ice at ``position`` (outermost by default) when the Runner
    approaches it; the engine's rule (``runs.corp_rezzes``) pays for it."""
    inst = server(game, where).ice[position]
    corp_rezzes(game, inst)
    assert inst.rezzed, f"{inst.card.name} not rezzed"
    return inst


def steal_from(game: Game, where: str, name: str) -> None:
    """The Runner accesses and steals the agenda ``name`` in a remote, or R&D's top card."""
    if where == "R&D":
        card = game.corp.piles["R&D"][0]
        assert card.name == name, f"R&D's top is {card.name}, the log says {name}"
        game.corp.piles["R&D"].pop(0)
    else:
        inst = root(game, where, name)
        remove(server(game, where), inst)
        card = inst.card
    steal(game, card, "remote" if where.startswith("Remote") else where)


def trash(game: Game, where: str, name: str) -> None:
    """The Runner trashes ``name`` from a remote's root."""
    inst = root(game, where, name)
    remove(server(game, where), inst)
    to_archives(game, inst.card)


def r_and_d_top(game: Game, name: str) -> None:
    """The log shows R&D's top card: it must be there (a check of the replay itself)."""
    assert game.corp.piles["R&D"][0].name == name, (game.corp.piles["R&D"][0].name, name)


class Script:
    """The human Runner as the log plays it: ``turns[n]`` is done in its n-th turn."""

    level = "scripted"

    def __init__(self, turns: dict[int, Callable[[Game], None]]):
        self.turns = turns
        self.known: set[int] = set()
        self.seen_top = -1
        self.runs = self.successful = 0

    def turn(self, game: Game) -> None:
        self.turns.get(game.turn, lambda g: None)(game)

    def rezzes(self, game: Game, inst: Installed) -> bool:
        return True

    def trashes(self, game: Game, card: Card) -> bool:
        return False

    def discard_choice(self, game: Game) -> Card:
        return game.runner.grip[-1]


_TARGET = (
    (re.compile(r"installs ice from ICE on (.+?) \((.+?); (\d+) credit"), lambda m: f"{m[1]}: {m[2]}"),
    (re.compile(r"installs a card from RE face down in (.+?) \((.+?)\)"), lambda m: f"{m[1]}: {m[2]}"),
    (
        re.compile(r"advances the card installed on turn \d+ in (.+?): (\d+) token"),
        lambda m: f"{m[1]}: {m[2]}",
    ),
    (re.compile(r"plays (.+?)( for \d+ credit\(s\))?$"), lambda m: m[1]),
    (re.compile(r"(.+?) costs \d+, the AI has \d+: bottom of"), lambda m: f"{m[1]} unaffordable"),
    (re.compile(r"draws (.+)$"), lambda m: m[1]),
)


def logged_clicks(
    game: Game,
    turn: Callable[[Game], None],
    credits_of: Callable[[Game], int],
    starts: str,
    skip: tuple[str, ...] = (),
) -> list[tuple[list[str], int]]:
    """Resolve one AI ``turn``; each click's log lines (a line matching ``starts`` opens a
    click, lines starting with ``skip`` are left out) with the side's credits after it."""
    assert game.log is not None
    start = len(game.log.lines)
    credits: list[int] = []
    game.watch = lambda g: credits.append(credits_of(g))
    turn(game)
    game.watch = None
    clicks: list[list[str]] = []
    for line in game.log.lines[start + 1 :]:
        text = line.strip()
        if re.match(starts, text):
            clicks.append([text])
        elif clicks and not (skip and text.startswith(skip)):
            clicks[-1].append(text)
    return list(zip(clicks, credits, strict=False))


def ai_turn(game: Game) -> list[tuple[str, str, int]]:
    """Resolve the next AI turn; its clicks as (verb done, target, Corp credits after)."""
    clicks = logged_clicks(game, corp_ai_turn, lambda g: g.corp.credits, r"c\d |lower instruction")
    out = []
    for lines, after in clicks:
        verb = lines[0].split()[1] if lines[0].startswith("c") else "lower"
        secondary = next((x for x in lines if x.startswith("not possible; secondary:")), None)
        if secondary:
            verb = secondary.split()[3]
        if any(x.startswith("not possible: the click stays") for x in lines):
            verb = "none"
        out.append((verb, _target(lines), after))
    return out


def _target(lines: list[str]) -> str:
    for line in lines:
        for pattern, show in _TARGET:
            m = pattern.search(line)
            if m:
                return show(m)
    return ""


def test_stack_moves_cards_and_loses_none():
    game = table("corp")
    before = sorted(c.uid for _, c in game.places())
    hq(game, ["Hedge Fund", "Ice Wall", "Project Atlas"])
    stack(game, "RE", ["Project Atlas", "Eve Campaign"])
    assert [c.name for c in game.corp.piles["RE"][:2]] == ["Project Atlas", "Eve Campaign"]
    assert [c.name for c in game.corp.piles["HQ"]] == ["Hedge Fund", "Ice Wall", "Project Atlas"]
    assert sorted(c.uid for _, c in game.places()) == before
