"""The first blind Runner AI game of 2026-11-27 replayed through the engine, AI turns 1-5.

``../shared/playtests/2026-11-27-runner-ai.md``, game 1 (Night Courier, standard): the log
gives the Runner AI's piles after the deal, the human Corp's hand and draws, and each
click. The engine gets that table (``test_playtest_table``); the human Corp's turns are
scripted as logged (installs, rezzes, credits taken); the one random HQ access is the
log's (``hq_access``). Each AI turn is pinned as (verb done, what came of it, the AI's
credits after the click).

All 20 clicks agree with the log in verb and outcome. The credits do not from AI turn 2
on: the tester applied Kate "Mac" McCaffrey's identity to the AI (ruling R3: link 1, the
first program or hardware each turn costs 1 less), and the engine plays no identity,
as the booklet printed since issue 36 says for the AI ("no effect, not even link"). Each
such click carries the log's credits beside the engine's (docs/simulate.md, "Engine
fidelity", the identities). The replay stops after AI turn 5: turn 6's runs rest on the
human Corp's choices inside Drafter's and Funhouse's subroutines, which the engine makes
for its own simulated Corp and a script would have to take over.

A test fails at the first AI turn whose clicks differ (proven by hand: with
``breaker_condition`` any-breaker, AI turn 3 installs no Corroder and runs Remote 1;
without the log's HQ access, AI turn 3 accesses Manegarm Skunkworks instead of stealing).
"""

from __future__ import annotations

import dataclasses
import re

from nrprint.simulate.corp.table import draw_to_hq, drip, gain, install, new_remote
from nrprint.simulate.state import Game, Installed
from tests.simulate.test_playtest_table import (
    DECKS,
    PLAYED_AI,
    Script,
    as_printed,
    deal,
    hq,
    imported_content,
    logged_clicks,
    order_ai_deck,
    root,
    server,
    stack,
)

NIGHT_COURIER = {
    1: [  # Side Hustle: 5 credits
        ("economy", "Remote 1: Eli 1.0 ends the run", 5),  # no resource: Dirty Laundry, red order
        ("economy", "Daily Casts", 5),
        ("draw", "Inside Job", 5),
        ("run", "R&D: Ad Blitz", 5),  # Remote 1 stopped it this turn: skipped
    ],
    2: [  # First Look: Daily Casts pays 2 (7)
        ("economy", "Sure Gamble", 16),
        ("run", "Remote 1: Eli 1.0 ends the run", 16),  # two subroutines, one disposable click
        ("program", "Mimic", 13),  # log 14: Mimic 3, 2 with Kate
        ("draw", "Deja Vu", 13),
    ],
    3: [  # Double Tap: Daily Casts pays 2 (log 16)
        ("program", "Corroder", 13),  # no breaker for Eli: diverted; log 15 (Corroder 1 with Kate)
        ("run", "HQ: +Vulnerability Audit", 13),  # the remotes hold nothing it may trash
        ("credit", "", 14),
        ("draw", "Special Order", 14),
    ],
    4: [  # Gear Up: Daily Casts pays 2 (log 18)
        ("program", "Gordian Blade", 12),  # log 14 (3 with Kate)
        ("resource", "Film Critic", 11),
        ("credit", "", 12),
        ("grip", "Datasucker", 11),  # log 14
    ],
    5: [  # Dry Spell: Daily Casts' last 2, then trashed (log 16)
        ("economy", "Armitage Codebusting", 13),
        ("credit", "", 14),
        ("draw", "Test Run", 14),
        ("program", "Desperado", 11),  # log 16 - 2 (3 with Kate)
    ],
}


def _night_courier() -> Game:
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.aicards import ai_deck
    from nrprint.simulate.match import build_match
    from nrprint.simulate.setup import new_game

    discover()
    match = build_match(
        Project(imported_content()),
        "runner",
        DECKS / "playtest-runner-shaper.txt",
        DECKS / "playtest-nsg-hb.txt",
        rules=as_printed(),
    )
    decks = Project(PLAYED_AI).get("automa-decks").decks
    match = dataclasses.replace(match, ai_cards=ai_deck(next(d for d in decks if d.id == "runner")))
    game = new_game(match, "standard", "replay", log=True)
    order_ai_deck(game, ["Side Hustle", "First Look", "Double Tap", "Gear Up", "Dry Spell"])
    deal(game, RUNNER_PILES, "EC", runner=True)
    hq(game, ["Ganked!", "Regolith Mining License", "Funhouse", "Nico Campaign", "Vulnerability Audit"])
    # R&D as the Corp's draws and the AI's R&D access show it, turn by turn.
    stack(
        game,
        "R&D",
        ["Eli 1.0", "Ad Blitz", "Manegarm Skunkworks", "Sandstone", "Ganked!", "Drafter"]
        + ["Hedge Fund", "Ad Blitz"],
    )
    game.opponent = Script({0: _corp_1, 1: _corp_2, 2: _corp_3, 3: _corp_4, 4: _corp_5})
    return game


# The Runner AI's piles after the deal, as the log lists them (EC: its first six cards).
RUNNER_PILES = {
    "PRO": ["Mimic", "Corroder", "Gordian Blade", "Desperado", "Mimic", "Gordian Blade"]
    + ["Dinosaurus", "Desperado", "Dinosaurus"],
    "RE": ["Film Critic", "Special Order", "Hostage", "Sacrificial Construct", "Same Old Thing"]
    + ["Sacrificial Construct", "Deja Vu", "Test Run", "Legwork", "Same Old Thing"],
    "STA": [
        "Inside Job",
        "Deja Vu",
        "Special Order",
        "Test Run",
        "Hostage",
        "Inside Job",
        "Legwork",
        "Inside Job",
    ],
    "GR": ["Corroder", "Datasucker", "Parasite", "Plascrete Carapace", "Special Order"],
    "EC": [
        "Dirty Laundry",
        "Daily Casts",
        "Sure Gamble",
        "Armitage Codebusting",
        "Sure Gamble",
        "Sure Gamble",
    ],
}


def _from_hq(game: Game, name: str):
    card = next(c for c in game.corp.piles["HQ"] if c.name == name)
    game.corp.piles["HQ"].remove(card)
    return card


def _put(game: Game, name: str, where: str, *, ice: bool = False) -> Installed:
    """The human Corp installs ``name`` from HQ (``where`` "new": a new remote); the first
    ice on a server is free and each further one costs 1, as in the ordinary game."""
    place = new_remote(game) if where == "new" else server(game, where)
    game.corp.credits -= len(place.ice) if ice else 0
    return install(game, place, _from_hq(game, name), ice=ice)


def _rez(game: Game, inst: Installed) -> None:
    game.corp.credits -= inst.facts.cost
    inst.rezzed, inst.hosted = True, inst.facts.hosted


def _take(game: Game, where: str, name: str) -> None:
    """A click on Regolith Mining License: 3 of its credits."""
    inst = root(game, where, name)
    inst.hosted -= 3
    gain(game, 3)


def _begin(game: Game) -> None:
    """The human Corp's turn begins: its rezzed assets pay (Nico Campaign), then it draws."""
    drip(game)
    draw_to_hq(game)


def _corp_1(game: Game) -> None:  # drew Eli 1.0: Nico in Remote 1, Eli on it, 1 credit (6)
    _begin(game)
    _put(game, "Nico Campaign", "new")
    _put(game, "Eli 1.0", "Remote 1", ice=True)
    gain(game, 1, by_card=False)


def _corp_2(game: Game) -> None:  # Nico rezzed as AI turn 1 ended; Regolith, 3 from it, Funhouse (5)
    _rez(game, root(game, "Remote 1", "Nico Campaign"))
    _begin(game)
    _rez(game, _put(game, "Regolith Mining License", "new"))
    _take(game, "Remote 2", "Regolith Mining License")
    _put(game, "Funhouse", "Remote 2", ice=True)


def _corp_3(game: Game) -> None:  # 3 from Regolith twice, a draw (14)
    _begin(game)
    _take(game, "Remote 2", "Regolith Mining License")
    _take(game, "Remote 2", "Regolith Mining License")
    draw_to_hq(game)
    hq_access(game, "Vulnerability Audit")  # the AI's one random HQ access in its turn 3


def _corp_4(game: Game) -> None:  # Nico empties (trashed, a draw); Sandstone; Ad Blitz X=1 for Nico (14)
    _begin(game)
    _put(game, "Sandstone", "R&D", ice=True)
    game.corp.credits -= 1
    game.corp.piles["Archives"].append(_from_hq(game, "Ad Blitz"))
    nico = next(c for c in game.corp.piles["Archives"] if c.name == "Nico Campaign")
    game.corp.piles["Archives"].remove(nico)
    _rez(game, install(game, server(game, "Remote 1"), nico, ice=False))


def _corp_5(game: Game) -> None:  # Hedge Fund, Drafter on R&D (1), a draw (20)
    _begin(game)
    game.corp.credits += 9 - 5
    game.corp.piles["Archives"].append(_from_hq(game, "Hedge Fund"))
    _put(game, "Drafter", "R&D", ice=True)
    draw_to_hq(game)


def runner_ai_turn_clicks(game: Game) -> list[tuple[str, str, int]]:
    """Resolve the next Runner AI turn; its clicks as (verb done, what came of it, the AI's
    credits after the click). A run's outcome is its server and the ice that stopped it,
    else the cards accessed (``+`` a steal, ``x`` a trash)."""
    from nrprint.simulate.runner.turn import runner_ai_turn

    clicks = logged_clicks(
        game, runner_ai_turn, lambda g: g.runner.credits, r"c\d ", ("end of AI turn", "lower instruction")
    )
    return [(_runner_verb(lines), _runner_what(lines), after) for lines, after in clicks]


def _runner_verb(lines: list[str]) -> str:
    """The verb a click did: its own, or the secondary or diversion its log lines name."""
    verb = lines[0].split()[1]
    for line in lines[1:]:
        if re.match(r"not possible; secondary:|\S+: diverted to |\S+ not met: ", line):
            verb = line.split()[-1]
    return verb


def _runner_what(lines: list[str]) -> str:
    server = next((m[1] for x in lines if (m := re.match(r"runs (.+?) \(\d+ ice\)", x))), None)
    if server is not None:
        stop = next((x[: -len(" ends the run")] for x in lines if x.endswith(" ends the run")), None)
        if stop is not None:
            return f"{server}: {stop} ends the run"
        seen = []
        for x in lines:
            if m := re.match(r"accesses (.+)", x):
                seen.append(m[1])
            elif m := re.match(r"Runner steals (.+?) \(", x):
                seen[-1] = "+" + m[1]
            elif m := re.match(r"trashes (.+?) \(", x):
                seen[-1] = "x" + m[1]
        return f"{server}: {', '.join(seen)}"
    for x in lines[1:]:
        if m := re.match(r"(plays|installs|draws) (.+?)( for \d+)?$", x):
            return m[2]
    return ""


def hq_access(game: Game, name: str) -> None:
    """The next random HQ access finds ``name`` (the log's access; the engine draws it at
    random from the game's generator, which the replay cannot share with the tester's)."""
    rng = game.rng

    def pick(n: int, *rest: object) -> int:
        del rng.randrange  # once
        return [c.name for c in game.corp.piles["HQ"]].index(name)

    rng.randrange = pick  # type: ignore[method-assign]


def test_night_courier_game_1_replays_as_logged_but_for_the_identity():
    game = _night_courier()
    for turn, expected in NIGHT_COURIER.items():
        game.opponent.turn(game)
        got = runner_ai_turn_clicks(game)
        assert got == expected, f"AI turn {turn}: engine {got}, log {expected}"
    assert game.corp.credits == 20  # the log's, after the Corp's turn 5
    assert [c.name for c in game.runner.scored] == ["Vulnerability Audit"]
