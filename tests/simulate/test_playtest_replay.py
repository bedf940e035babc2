"""The blind Corp AI games of 2026-11-27 replayed through the engine, click by click.

``../shared/playtests/2026-11-27-corp-ai.md`` logs each AI click the tester resolved from
the printed cards. Here the engine gets the same table (the AI cards in the order the log
reveals them, the piles' cards where the log shows them, the human Runner's logged runs,
rezzes, steals and trashes; ``test_playtest_table``) under the answers printed that day
(``as_printed``), and each AI turn it resolves is pinned as (verb done, target, the Corp's
credits after the click). Every verb, server and card the log names is the log's; so are
the credits it states (game 1: 12 after AI turn 1, 11 then 14 in turn 2, 14 then 13 in
turn 3, 13 in turn 4, 10 in turn 5, "Restructure costs 10, AI has 6" in turn 7; game 2:
16, 23, 26, 22, 24, 27, 25, 24, 27, 21 and 25 where the log gives them). The ice names
the log never shows (face-down ice that was not rezzed) are the replay's choice, marked
``# not logged``; so are HQ's two top cards in game 1 (the log says only that they were
not agendas). Both games agree with the log on all 30 (game 1, with the play-on) and
32 (game 2, with its two clicks left over to Schemer) AI clicks.

A test fails at the first AI turn whose clicks differ from the log's, naming it: break
the engine's rule the turn rests on and the turn fails (proven by hand: ``tie_order``
archives-last fails game 1's AI turn 2, HQ against R&D; ``ice_install_tax`` false fails
game 2's AI turn 3, 22 credits against 23; a ``root_count`` that counts executed
upgrades fails game 2's turn 7, Remote 2 against Remote 1).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import to_archives
from nrprint.simulate.state import Game
from tests.simulate.test_playtest_table import (
    Script,
    ai_turn,
    hq,
    order_ai_deck,
    r_and_d_top,
    rez,
    stack,
    steal_from,
    table,
    trash,
)

Clicks = list[tuple[str, str, int]]


def replay(game: Game, expected: dict[int, Clicks], operations: dict[int, list[str]]) -> None:
    """Play AI turns 1..N with the human's logged turns between them; ``operations[n]``
    is the top of OP in AI turn n (played operations are shuffled back in)."""
    for turn in sorted(expected):
        stack(game, "OP", operations.get(turn, []))
        got = ai_turn(game)
        assert got == expected[turn], f"AI turn {turn}: engine {got}, log {expected[turn]}"
        game.opponent.turn(game)


# Game 1: Harbour Grid, AI turns 1-4 and the play-on to AI turn 10.
HARBOUR_GRID: dict[int, Clicks] = {
    1: [
        ("install-ice", "Remote 1: Enigma", 12),  # +A has nothing: the secondary, a new remote
        ("install-resource", "Remote 1: Accelerated Beta Test", 12),
        ("refill-hq", "Tollbooth", 12),  # Project Atlas off HQ's bottom: scored
    ],
    2: [
        ("advance", "Remote 1: 1", 11),
        ("play-operation", "Beanstalk Royalties", 14),
        ("install-ice", "HQ: Viktor 1.0", 14),  # not logged (HQ is the log's)
    ],
    3: [
        ("install-resource", "Remote 2: Eve Campaign", 11),
        ("play-operation", "Beanstalk Royalties", 14),
        ("advance", "Remote 2: 1", 13),
    ],
    4: [
        ("install-ice", "Remote 2: Ice Wall", 13),
        ("install-resource", "Remote 2: Project Atlas", 13),
        ("refill-hq", "Restructure", 13),  # Beanstalk Royalties off HQ into OP
    ],
    5: [("advance", "Remote 2: 2", 12), ("advance", "Remote 2: 3", 11), ("advance", "Remote 2: 4", 10)],
    6: [
        ("install-ice", "R&D: Rototurret", 9),
        ("advance", "Remote 2: 5", 8),  # Eve Campaign revealed, paid with its 5 tokens
        ("install-ice", "Archives: Eli 1.0", 8),  # not logged (Archives is the log's)
    ],
    7: [  # Eve pays 2 first: 4 + 2 = 6
        ("install-resource", "Remote 1: Adonis Campaign", 6),
        ("play-operation", "Restructure unaffordable", 7),
        ("advance", "Remote 1: 1", 6),
    ],
    8: [("refill-hq", "Ash 2X3ZB9CY", 8), ("advance", "Remote 1: 2", 7), ("advance", "Remote 1: 3", 6)],
    9: [
        ("play-operation", "Beanstalk Royalties", 11),
        ("advance", "Remote 1: 4", 10),
        ("install-resource", "Remote 2: Accelerated Beta Test", 10),  # card #5, not logged
    ],
    10: [
        ("install-resource", "Remote 3: Hostile Takeover", 12),  # card #6, not logged
        ("install-ice", "Remote 2: Wall of Static", 11),  # not logged (Remote 2 and cost 1 are)
        ("advance", "Remote 3: 1", 10),
    ],
}


def _harbour_grid() -> Game:
    game = table("corp")
    order_ai_deck(
        game,
        ["Patch Cycle", "Reinvestment", "Cold Start", "Feint", "Deep Storage"]
        + ["Firewall Sprint", "Night Shift", "Lockdown", "Slow Burn", "Perimeter"],
    )
    # HQ top first: two cards the log does not name, then the three it pushes off in turn.
    hq(
        game,
        ["Hedge Fund", "Wall of Static", "Green Level Clearance", "Beanstalk Royalties", "Project Atlas"],
    )
    stack(game, "R&D", ["Tollbooth", "Restructure", "Priority Requisition", "Project Atlas", "Ash 2X3ZB9CY"])
    stack(game, "RE", ["Accelerated Beta Test", "Eve Campaign", "Project Atlas", "Adonis Campaign"])
    stack(game, "ICE", ["Enigma", "Viktor 1.0", "Ice Wall", "Rototurret", "Eli 1.0", "Wall of Static"])

    def me2(g: Game) -> None:  # Enigma rezzed and broken; card #1 stolen (1 token)
        rez(g, "Remote 1")
        steal_from(g, "Remote 1", "Accelerated Beta Test")

    def me4(g: Game) -> None:  # R&D twice: 7-2, the game's end; then R&D again (Ash, left)
        steal_from(g, "R&D", "Priority Requisition")
        steal_from(g, "R&D", "Project Atlas")
        r_and_d_top(g, "Ash 2X3ZB9CY")

    def me5(g: Game) -> None:  # Ice Wall rezzed; card #3 stolen
        rez(g, "Remote 2")
        steal_from(g, "Remote 2", "Project Atlas")

    game.opponent = Script(
        {
            2: me2,
            4: me4,
            5: me5,
            6: lambda g: rez(g, "R&D"),
            9: lambda g: trash(g, "Remote 1", "Adonis Campaign"),
        }
    )
    return game


def test_harbour_grid_game_1_replays_as_logged():
    game = _harbour_grid()
    ops = {
        2: ["Beanstalk Royalties"],
        3: ["Beanstalk Royalties"],
        7: ["Restructure"],
        9: ["Beanstalk Royalties"],
    }
    replay(game, {t: HARBOUR_GRID[t] for t in range(1, 5)}, ops)
    assert (game.corp.points, game.runner.points) == (2, 7)  # the official result, 7-2
    replay(game, {t: HARBOUR_GRID[t] for t in range(5, 11)}, ops)
    assert (game.corp.points, game.runner.points) == (2, 9)  # the play-on's


# Game 2: Quiet Ledger + Schemer, AI turns 1-10.
QUIET_LEDGER: dict[int, Clicks] = {
    1: [
        ("install-resource", "Remote 1: Accelerated Beta Test", 12),
        ("play-operation", "Hedge Fund", 16),
        ("install-ice", "Remote 1: Wall of Static", 16),
    ],
    2: [  # Hostile Takeover off HQ's bottom: scored, 7 credits and a bad publicity
        ("refill-hq", "Restructure", 23),
        ("advance", "Remote 1: 1", 22),
        ("play-operation", "Hedge Fund", 26),
    ],
    3: [  # after Wall of Static's rez (3): 23
        ("install-ice", "Remote 1: Enigma", 22),  # +A: nothing face down; the secondary, cost 1
        ("none", "", 22),  # +A with no secondary: left over
        ("play-operation", "Green Level Clearance", 24),
        ("lower", "", 22),  # Schemer A: Ash 2X3ZB9CY into Remote 1 (2)
    ],
    4: [
        ("play-operation", "Restructure", 27),
        ("install-resource", "Remote 1: Hostile Takeover", 27),
        ("play-stratagem", "", 25),  # Caprice Nisei
    ],
    5: [
        ("advance", "Remote 1: 1", 24),
        ("play-stratagem", "", 22),  # the second Ash: ST empty
        ("play-operation", "Green Level Clearance", 24),
    ],
    6: [
        ("advance", "Remote 1: 2", 23),
        ("advance", "Remote 1: 3", 22),
        ("play-operation", "Restructure", 27),
    ],
    7: [
        ("install-resource", "Remote 2: Hostile Takeover", 27),
        ("none", "", 27),  # play stratagem: ST empty, no secondary
        ("install-ice", "Remote 2: Enigma", 27),  # Remote 1 and 2 tie at one card: the newest
        ("lower", "HQ: Tollbooth", 27),  # Schemer B: ice -H on HQ (not logged: Tollbooth)
    ],
    8: [  # after two Enigma rezzes (6) and three psi bids (5): 16
        ("install-ice", "R&D: Viktor 1.0", 16),
        ("install-resource", "Remote 2: PAD Campaign", 16),
        ("advance", "Remote 1: 4", 15),
    ],
    9: [  # after a psi bid of 2: 13
        ("install-resource", "Remote 2: Eve Campaign", 13),
        ("advance", "Remote 1: 5", 22),  # Hostile Takeover scored: 3 tokens back, 7 credits
        ("advance", "Remote 2: 1", 21),  # PAD Campaign, the older of two at 0
    ],
    10: [
        ("install-resource", "Remote 1: Accelerated Beta Test", 21),
        ("play-operation", "Hedge Fund", 25),
        ("refill-hq", "Eli 1.0", 25),  # Ice Wall off HQ into ICE
    ],
}


def _quiet_ledger() -> Game:
    game = table("corp-stratagem", "bh-schemer")
    order_ai_deck(
        game,
        ["Budget Freeze", "Whisper Network", "Central Watch", "Insider Trade", "Counter-Intrusion"]
        + ["Quarterly Report", "Misdirection", "Back Channel", "Sealed Bid", "Opening Move"],
    )
    # HQ top first, from the order the log pushes its cards off (turns 2, 3, 5 and 10).
    hq(game, ["PAD Campaign", "Ice Wall", "Adonis Campaign", "Rototurret", "Hostile Takeover"])
    stack(game, "R&D", GAME_2_RD)
    stack(game, "RE", GAME_2_RE)
    stack(game, "ST", ["Ash 2X3ZB9CY", "Caprice Nisei", "Ash 2X3ZB9CY"])
    stack(game, "ICE", ["Wall of Static", "Enigma"])

    def me6(g: Game) -> None:  # R&D: Adonis Campaign trashed; then Eli 1.0 on top
        card = g.corp.piles["R&D"].pop(0)
        assert card.name == "Adonis Campaign"
        to_archives(g, card)
        r_and_d_top(g, "Eli 1.0")

    def me7(g: Game) -> None:  # Remote 2: Enigma, card #3 stolen; Remote 1: Enigma, psi lost 3 times
        rez(g, "Remote 2")
        steal_from(g, "Remote 2", "Hostile Takeover")
        rez(g, "Remote 1")
        g.corp.credits -= 2 + 2 + 1  # the AI's psi bids (the tester's ruling 4)

    def me8(g: Game) -> None:
        g.corp.credits -= 2  # a psi bid

    def me2(g: Game) -> None:  # Wall of Static rezzed and broken; card #1 stolen
        rez(g, "Remote 1")
        steal_from(g, "Remote 1", "Accelerated Beta Test")

    game.opponent = Script(
        {
            2: me2,
            5: lambda g: steal_from(g, "R&D", "Priority Requisition"),
            6: me6,
            7: me7,
            8: me8,
        }
    )
    return game


# R&D's top in game 2 as the runs and draws show it: Restructure (run 1, drawn in AI turn 2),
# Eli 1.0 (run 2, drawn by GLC), GLC (runs 3-4, drawn by GLC), Priority Requisition
# (stolen), Adonis Campaign (trashed), Eli 1.0 (drawn in AI turn 10).
GAME_2_RD = [
    "Restructure",
    "Eli 1.0",
    "Green Level Clearance",
    "Priority Requisition",
    "Adonis Campaign",
    "Eli 1.0",
]
# The RE cards in the order installed, #1-#6.
GAME_2_RE = [
    "Accelerated Beta Test",
    "Hostile Takeover",
    "Hostile Takeover",
    "PAD Campaign",
    "Eve Campaign",
] + ["Accelerated Beta Test"]


def test_quiet_ledger_game_2_replays_as_logged():
    game = _quiet_ledger()
    ops = {
        1: ["Hedge Fund"],
        2: ["Hedge Fund"],
        3: ["Green Level Clearance"],
        4: ["Restructure"],
        5: ["Green Level Clearance"],
        6: ["Restructure"],
        10: ["Hedge Fund"],
    }
    for turn in range(1, 11):
        if turn == 7:  # Green Level Clearance shuffled Rototurret back into ICE in turn 3
            stack(game, "ICE", ["Enigma", "Tollbooth", "Viktor 1.0"])
        replay(game, {turn: QUIET_LEDGER[turn]}, ops)
    assert (game.corp.points, game.runner.points) == (2, 6)  # the log's 6-2 after AI turn 10
    assert game.corp.bad_publicity == 2
