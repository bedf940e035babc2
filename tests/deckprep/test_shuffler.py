"""``Shuffler`` deals exactly as ``random.Random`` does: the same order for the same
seed, and the generator left in the same state (so every later draw of a game agrees)."""

from __future__ import annotations

import random

from nrprint.deckprep.shuffle import Shuffler


def test_the_same_seed_gives_the_same_order_and_state_as_random_random():
    # lengths around powers of two, where a draw past the bound is rejected most often
    for seed in [*range(200), "1:standard:7", 2**40]:
        ours, theirs = Shuffler(seed), random.Random(seed)
        for n in (0, 1, 2, 3, 4, 5, 16, 17, 33, 45, 64, 65):
            a, b = list(range(n)), list(range(n))
            ours.shuffle(a)
            theirs.shuffle(b)
            assert a == b, (seed, n)
        assert ours.getstate() == theirs.getstate(), seed
        assert ours.random() == theirs.random()
