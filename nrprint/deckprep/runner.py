"""Deal a Runner deck into the Runner AI's piles (see ``arith`` for the rules)."""

from __future__ import annotations

from nrprint.deckprep import arith
from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card, CardType, Side
from nrprint.deckprep.piles import Split
from nrprint.deckprep.shuffle import Shuffler


def split_runner(cards: list[Card], difficulty: Difficulty, seed: int) -> Split:
    """Split physical Runner cards; the same cards and seed always give the same deal.

    Sort by type and shuffle each type; PRO takes from programs and hardware; EC takes
    every economy event and resource; RE takes resources and events at random from the
    rest; STA is everything left, shuffled; GR is dealt from the top of STA.
    """
    rng = Shuffler(seed)
    by_type = {
        t: [c for c in cards if c.type is t]
        for t in (CardType.PROGRAM, CardType.HARDWARE, CardType.RESOURCE, CardType.EVENT)
    }
    for pile in by_type.values():
        rng.shuffle(pile)
    progs, hw = by_type[CardType.PROGRAM], by_type[CardType.HARDWARE]
    n_p, n_h = arith.pro_part(len(progs)), arith.pro_part(len(hw))
    pro = progs[:n_p] + hw[:n_h]
    stack = progs[n_p:] + hw[n_h:]
    ec = [c for t in (CardType.EVENT, CardType.RESOURCE) for c in by_type[t] if c.economy]
    res = [c for c in by_type[CardType.RESOURCE] if not c.economy]
    evs = [c for c in by_type[CardType.EVENT] if not c.economy]
    n_r, n_e = arith.runner_re_parts(len(res), len(evs))
    re = res[:n_r] + evs[:n_e]
    stack += res[n_r:] + evs[n_e:]
    rng.shuffle(stack)
    grip, stack = stack[: arith.grip_size(len(stack))], stack[arith.grip_size(len(stack)) :]
    for deck in (pro, ec, re):
        rng.shuffle(deck)
    notes = []
    if len(grip) < arith.GRIP_SIZE:
        notes.append(f"the stack had only {len(grip)} card(s) for the grip")
    piles = {"PRO": pro, "EC": ec, "RE": re, "STA": stack, "GR": grip}
    return Split(Side.RUNNER, difficulty, False, seed, piles, notes)
