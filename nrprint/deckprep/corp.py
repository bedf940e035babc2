"""Deal a Corporation deck into the Corp AI's piles (see ``arith`` for the rules)."""

from __future__ import annotations

from nrprint.deckprep import arith
from nrprint.deckprep.arith import Difficulty
from nrprint.deckprep.cards import Card, CardType, Side
from nrprint.deckprep.piles import Split
from nrprint.deckprep.shuffle import Shuffler


def _take(pile: list[Card], n: int) -> tuple[list[Card], list[Card]]:
    return pile[:n], pile[n:]


def split_corp(cards: list[Card], difficulty: Difficulty, stratagem: bool, seed: int) -> Split:
    """Split physical Corp cards; the same cards and seed always give the same deal.

    Order of work follows the rulebook: sort by type and shuffle each type; Stratagem
    first (when used); then ICE, OP, RE; what is left is R&D, shuffled, and HQ is dealt
    from its top. Every deck the AI draws from is shuffled once more at the end.
    """
    rng = Shuffler(seed)
    by_type = {
        t: [c for c in cards if c.type is t]
        for t in (CardType.ICE, CardType.OPERATION, CardType.AGENDA, CardType.UPGRADE, CardType.ASSET)
    }
    for pile in by_type.values():
        rng.shuffle(pile)
    st: list[Card] = []
    if stratagem:
        pool = [c for t in (CardType.OPERATION, CardType.UPGRADE) for c in by_type[t] if not c.economy]
        rng.shuffle(pool)
        st = pool[: arith.stratagem_deck(len(pool))]
        chosen = {c.uid for c in st}
        for t in (CardType.OPERATION, CardType.UPGRADE):
            by_type[t] = [c for c in by_type[t] if c.uid not in chosen]
    ice, rest_ice = _take(by_type[CardType.ICE], arith.ice_deck(len(by_type[CardType.ICE])))
    ops, rest_ops = _take(by_type[CardType.OPERATION], arith.op_deck(len(by_type[CardType.OPERATION])))
    n_a, n_u, n_s = arith.re_parts(
        len(by_type[CardType.AGENDA]), len(by_type[CardType.UPGRADE]), len(by_type[CardType.ASSET])
    )
    re_a, rest_a = _take(by_type[CardType.AGENDA], n_a)
    re_u, rest_u = _take(by_type[CardType.UPGRADE], n_u)
    re_s, rest_s = _take(by_type[CardType.ASSET], n_s)
    re = re_a + re_u + re_s
    rnd = rest_ice + rest_ops + rest_a + rest_u + rest_s
    rng.shuffle(rnd)
    hq, rnd = _take(rnd, arith.hq_size(difficulty))
    for deck in (st, ice, ops, re):
        rng.shuffle(deck)
    notes = []
    if len(hq) < arith.hq_size(difficulty):
        notes.append(f"R&D had only {len(hq)} card(s) for HQ")
    piles = {"ST": st, "ICE": ice, "OP": ops, "RE": re, "R&D": rnd, "HQ": hq}
    if not stratagem:
        del piles["ST"]
    return Split(Side.CORP, difficulty, stratagem, seed, piles, notes)
