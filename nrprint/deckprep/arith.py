"""The rulebook's counting rules for the Automa piles, as pure functions of counts.

Corporation AI (rulebook, "Deck preparation"):
- ICE deck: half the ice, rounded up; the other ice goes to R&D.
- OP deck: half the operations, rounded up; the others go to R&D.
- RE deck: half the agendas rounded up (at most 5) + half the upgrades rounded down
  (at most 5) + half the assets rounded down (at most 4); the rest goes to R&D.
  Note for decks *without upgrades or without assets*: the type that is present is
  taken whole, up to 8 cards, instead of half (our reading of the rulebook's note,
  which caps such a type at 8 without asking to halve it; 8 doubles the asset cap).
  A deck with neither puts only agendas in RE.
- ST deck (only with an AI that uses the Stratagem deck, done first): the pool is
  every non-economy operation and upgrade; ST takes half the pool *rounded up* plus
  three, never more than the pool (rounding up matches the other "half" decks that
  the AI plays from). The pool's other cards stay in their piles.
- HQ: 5 cards dealt from R&D (3 on easy difficulty).

Runner AI:
- PRO: half the programs plus one, and half the hardware plus one, each rounded up
  and never more than the cards of that type (none when the deck has none).
- EC: every economy event and resource.
- RE: 5 resources and 5 events from those left; when one type has fewer than 5, it
  gives all it has and the other type makes up the gap, up to double (10), so RE keeps
  10 cards whenever the two types together allow it.
- STA: everything left; GR: 5 cards dealt from STA.
"""

from __future__ import annotations

from enum import StrEnum


class Difficulty(StrEnum):
    EASY = "easy"
    STANDARD = "standard"
    HARD = "hard"


RE_AGENDA_CAP = 5
RE_UPGRADE_CAP = 5
RE_ASSET_CAP = 4
RE_NOTE_CAP = 8
ST_BONUS = 3
GRIP_SIZE = 5
RUNNER_RE_EACH = 5


def half_up(n: int) -> int:
    return (n + 1) // 2


def half_down(n: int) -> int:
    return n // 2


def ice_deck(ice: int) -> int:
    return half_up(ice)


def op_deck(operations: int) -> int:
    return half_up(operations)


def re_parts(agendas: int, upgrades: int, assets: int) -> tuple[int, int, int]:
    """(agendas, upgrades, assets) that go to the Corp AI's RE deck."""
    a = min(RE_AGENDA_CAP, half_up(agendas))
    if upgrades == 0 and assets > 0:
        return a, 0, min(RE_NOTE_CAP, assets)
    if assets == 0 and upgrades > 0:
        return a, min(RE_NOTE_CAP, upgrades), 0
    return a, min(RE_UPGRADE_CAP, half_down(upgrades)), min(RE_ASSET_CAP, half_down(assets))


def stratagem_deck(pool: int) -> int:
    """Cards of the Stratagem pool (non-economy operations and upgrades) that form ST."""
    return min(pool, half_up(pool) + ST_BONUS)


def hq_size(difficulty: Difficulty) -> int:
    return 3 if difficulty is Difficulty.EASY else 5


def pro_part(n: int) -> int:
    """Programs (or hardware) in the PRO deck: half plus one, rounded up, capped."""
    return min(n, half_up(n) + 1)


def runner_re_parts(resources: int, events: int) -> tuple[int, int]:
    """(resources, events) dealt to the Runner AI's RE deck from those left after EC."""
    each, total = RUNNER_RE_EACH, 2 * RUNNER_RE_EACH
    if resources >= each and events >= each:
        return each, each
    if resources < each:
        return resources, min(events, total - resources)
    return min(resources, total - events), events


def grip_size(stack: int) -> int:
    return min(GRIP_SIZE, stack)
