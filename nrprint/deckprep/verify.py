"""Rules-model checks on a deal: partition, counts, caps and rounding, HQ size.

These recompute every expected pile size from the deck's composition with the
functions of ``arith`` and compare with what the dealer produced, so a dealing bug
(or a hand-edited split) is reported instead of printed.

- DPS001: every physical card is in exactly one pile (none lost, none doubled, none
  foreign to the deck).
- DPS002: the pile sizes add up to the decklist's card count.
- DPS003: each pile has the size and the card types its rule gives (ICE only ice,
  RE's agendas within the cap, ST free of economy cards, EC exactly the economy...).
- DPS004: HQ has 5 cards (3 on easy) when R&D allows; the grip has 5 when STA allows.
"""

from __future__ import annotations

from collections import Counter

from nrprint.deckprep import arith
from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card, CardType, Side
from nrprint.deckprep.piles import Split
from nrprint.diagnostics import Diagnostic, Pos


def _types(cards: list[Card]) -> Counter[CardType]:
    return Counter(c.type for c in cards)


def check_partition(deck: list[Card], split: Split, pos: Pos) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    where: dict[int, list[str]] = {}
    for key, pile in split.piles.items():
        for c in pile:
            where.setdefault(c.uid, []).append(key)
    known = {c.uid: c for c in deck}
    for c in deck:
        piles = where.get(c.uid, [])
        if len(piles) != 1:
            text = "no pile" if not piles else "piles " + ", ".join(piles)
            out.append(Pos(pos.path, c.line, 1).error("DPS001", f"a copy of '{c.name}' is in {text}"))
    for uid in where:
        if uid not in known:
            out.append(pos.error("DPS001", f"pile {where[uid][0]} holds a card that is not in the deck"))
    total = sum(len(p) for p in split.piles.values())
    if total != len(deck):
        out.append(pos.error("DPS002", f"the piles hold {total} cards but the deck has {len(deck)}"))
    return out


def _expect(out: list[Diagnostic], pos: Pos, what: str, got: int, want: int) -> None:
    if got != want:
        out.append(pos.error("DPS003", f"{what}: {got} card(s), the rule gives {want}"))


def _only(out: list[Diagnostic], pos: Pos, key: str, pile: list[Card], allowed: set[CardType]) -> None:
    bad = sorted({c.type.value for c in pile if c.type not in allowed})
    if bad:
        out.append(pos.error("DPS003", f"pile {key} holds {', '.join(bad)} cards"))


def check_corp(deck: list[Card], split: Split, pos: Pos) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    p = split.piles
    st = p.get("ST", [])
    have = _types(deck)
    pool = [c for c in deck if c.type in (CardType.OPERATION, CardType.UPGRADE) and not c.economy]
    _expect(out, pos, "ST", len(st), arith.stratagem_deck(len(pool)) if split.stratagem else 0)
    if any(c.economy for c in st):
        out.append(pos.error("DPS003", "pile ST holds an economy card"))
    _only(out, pos, "ST", st, {CardType.OPERATION, CardType.UPGRADE})
    left = have - _types(st)
    _only(out, pos, "ICE", p["ICE"], {CardType.ICE})
    _expect(out, pos, "ICE", len(p["ICE"]), arith.ice_deck(left[CardType.ICE]))
    _only(out, pos, "OP", p["OP"], {CardType.OPERATION})
    _expect(out, pos, "OP", len(p["OP"]), arith.op_deck(left[CardType.OPERATION]))
    want = arith.re_parts(left[CardType.AGENDA], left[CardType.UPGRADE], left[CardType.ASSET])
    got = _types(p["RE"])
    for t, n in zip((CardType.AGENDA, CardType.UPGRADE, CardType.ASSET), want, strict=True):
        _expect(out, pos, f"RE {t.value}s", got[t], n)
    _only(out, pos, "RE", p["RE"], {CardType.AGENDA, CardType.UPGRADE, CardType.ASSET})
    hq_want = min(arith.hq_size(split.difficulty), len(p["R&D"]) + len(p["HQ"]))
    if len(p["HQ"]) != hq_want:
        out.append(
            pos.error(
                "DPS004", f"HQ has {len(p['HQ'])} card(s); {split.difficulty} difficulty gives {hq_want}"
            )
        )
    return out


def check_runner(deck: list[Card], split: Split, pos: Pos) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    p = split.piles
    have = _types(deck)
    pro = _types(p["PRO"])
    _only(out, pos, "PRO", p["PRO"], {CardType.PROGRAM, CardType.HARDWARE})
    _expect(out, pos, "PRO programs", pro[CardType.PROGRAM], arith.pro_part(have[CardType.PROGRAM]))
    _expect(out, pos, "PRO hardware", pro[CardType.HARDWARE], arith.pro_part(have[CardType.HARDWARE]))
    econ = {c.uid for c in deck if c.economy and c.type in (CardType.EVENT, CardType.RESOURCE)}
    if {c.uid for c in p["EC"]} != econ:
        out.append(pos.error("DPS003", "pile EC is not exactly the economy events and resources"))
    rest = Counter(c.type for c in deck if c.uid not in econ)
    want_r, want_e = arith.runner_re_parts(rest[CardType.RESOURCE], rest[CardType.EVENT])
    got = _types(p["RE"])
    _only(out, pos, "RE", p["RE"], {CardType.RESOURCE, CardType.EVENT})
    _expect(out, pos, "RE resources", got[CardType.RESOURCE], want_r)
    _expect(out, pos, "RE events", got[CardType.EVENT], want_e)
    gr_want = arith.grip_size(len(p["STA"]) + len(p["GR"]))
    if len(p["GR"]) != gr_want:
        out.append(pos.error("DPS004", f"the grip has {len(p['GR'])} card(s); the rule gives {gr_want}"))
    return out


def verify(deck: list[Card], split: Split, pos: Pos) -> list[Diagnostic]:
    """Every rules-model finding on ``split`` (empty when the deal is right)."""
    out = check_partition(deck, split, pos)
    if split.side is Side.CORP:
        out += check_corp(deck, split, pos)
    else:
        out += check_runner(deck, split, pos)
    if split.side is Side.RUNNER and split.difficulty is Difficulty.HARD:
        out.append(pos.error("DPS004", "the Runner AI has only easy and standard (normal) difficulty"))
    return out
