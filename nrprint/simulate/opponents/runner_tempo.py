"""The competent Runner's tempo against the Corp AI: credits a strong player keeps.

Traced beside the human's logs of the 2026-11-27 Runner playtests (docs/simulate.md,
"Calibrated to people"), the club player was broke most of its turns (about one click
a turn on a single credit, most of them at 0-3 credits) while the Corp AI sat on 20-40
credits it had no use for. Three habits of the tester's, with what a player may know
(its knowledge rule: the AI's piles as dealt from the printed lists, every card it
draws or pushes off, nothing installed face down until accessed or rezzed):

- ``trash_worth``: the Corp AI's economy assets are not trashed while it holds
  ``RICH_CORP`` credits or more: it has nothing to spend them on, and the tester left
  Eve and PAD Campaign alone for that reason. Upgrades are trashed as before.
- ``facecheck``: an unrezzed ice is not free. The AI rezzes whatever it can pay for, and
  the player knows the ice it may be (the AI's ICE pile as dealt, less what was rezzed,
  which is the same multiset as that pile and every unrezzed ice on the table). The way
  in counts the mean credits the ice it could break take, and a server is out of reach
  when more than ``STOP_AT`` of that ice would end the run.
- ``KEEP``: below this many credits it makes money before anything but a run (the
  shared ``runner.LOW`` is 4): the AI's ice costs what it costs, rezzed or not.
- ``traces``: an executed upgrade that traces on access (Ash) shows its trace, and the
  run is paid for only with the credits its link lacks there too; short of them, the
  run reaches that upgrade alone, so the server is out of reach (the AI adds nothing
  to a trace: base strength against link).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.simulate.runs import plan_break
from nrprint.simulate.state import Card, Game, Installed, Server

RICH_CORP = 10  # the Corp AI's credits from which trashing its economy assets gains nothing
STOP_AT = 0.7  # the share of the unknown ice that stops it past which a facecheck is out
KEEP = 6  # credits below which the competent Runner makes money before anything but a run


def trash_worth(game: Game, card: Card) -> bool:
    """Whether the Runner pays to trash ``card`` (an upgrade, or an economy card of a
    Corp short of credits)."""
    f = card.facts
    if card.type == "upgrade":
        return True
    if card.type == "asset" and game.corp.credits >= RICH_CORP:
        return False
    return bool(f.drip or f.click_gain or f.gain or f.economy)


def unknown_ice(game: Game) -> list[Card]:
    """The ice the player cannot tell apart: the AI's ICE pile and every unrezzed ice on
    the table, as one multiset (the pile's list is printed; what left it was seen)."""
    pool = [c for c in game.corp.piles.get("ICE", ()) if c.type == "ice"]
    for server in game.corp.servers:
        pool += [i.card for i in server.ice if not i.rezzed]
    return pool


@dataclass(slots=True)
class Facechecks:
    """Facechecks worked out while the table stays as it is (one ``RunnerPlayer.targets``):
    the unknown ice, once, and each answer by the credits, clicks and counters asked."""

    kinds: list[tuple[Installed, int]] | None = None  # ``unknown_kinds``, when first asked
    size: int = 0  # the unknown ice's cards
    answers: dict[tuple[int, int, int], int | None] = field(default_factory=dict)


_STAND_INS: dict[int, Installed] = {}  # id(card) -> a rezzed stand-in of it (plan_break only reads it)


def unknown_kinds(game: Game) -> tuple[list[tuple[Installed, int]], int]:
    """``unknown_ice`` by name: a rezzed stand-in for the first card of each name with the
    number of cards of that name, and the number of cards. A stand-in is on no server and
    never changed, so one per card serves every game of the match."""
    kinds: dict[str, tuple[Installed, int]] = {}
    pool = unknown_ice(game)
    for card in pool:
        kind = kinds.get(card.name)
        if kind is None:
            stand_in = _STAND_INS.get(id(card))
            if stand_in is None or stand_in.card is not card:
                if len(_STAND_INS) > 4096:  # a few matches' cards; do not keep old ones forever
                    _STAND_INS.clear()
                stand_in = _STAND_INS[id(card)] = Installed(card, 0, rezzed=True)
            kinds[card.name] = (stand_in, 1)
        else:
            kinds[card.name] = (kind[0], kind[1] + 1)
    return list(kinds.values()), len(pool)


def facecheck(
    game: Game, credits: int, clicks: int, spent: int, memo: Facechecks | None = None
) -> int | None:
    """The credits an unrezzed ice is expected to take (the mean over the unknown ice
    it could break with ``credits`` and ``clicks``), or None when more than ``STOP_AT`` of
    the unknown ice would end the run; ``memo``: what was already worked out on this table."""
    if memo is None:
        return _facecheck(game, credits, clicks, spent, *unknown_kinds(game))
    key = (credits, clicks, spent)
    if key not in memo.answers:
        if memo.kinds is None:
            memo.kinds, memo.size = unknown_kinds(game)
        memo.answers[key] = _facecheck(game, credits, clicks, spent, memo.kinds, memo.size)
    return memo.answers[key]


def _facecheck(
    game: Game, credits: int, clicks: int, spent: int, kinds: list[tuple[Installed, int]], size: int
) -> int | None:
    stops = paid = breakable = 0
    for stand_in, n in kinds:
        plan = plan_break(game, stand_in, credits, clicks, spent)
        if plan is None and "etr" in stand_in.facts.subs:
            stops += n  # it stops the run
        else:
            paid, breakable = paid + n * (plan.cost if plan is not None else 0), breakable + n
    if size and stops > STOP_AT * size:
        return None
    return -(-paid // breakable) if breakable else 0  # rounded up: it must hold the credits


def traces(game: Game, server: Server) -> int:
    """The credits the Runner's link lacks against the rezzed upgrades of ``server`` that
    trace on a successful run (each is paid in turn, ``effects.corp_runs.kept_to``)."""
    tracers = [i.facts.access_trace for i in server.root if i.rezzed and i.facts.access_trace]
    if not tracers:  # most servers: no need to add up the rig's link
        return 0
    link = game.runner.link()
    return sum(max(0, trace - link) for trace in tracers)
