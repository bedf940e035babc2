"""A seeded generator whose shuffle is twice as fast and deals exactly the same.

``random.Random.shuffle`` draws each position's partner with ``_randbelow``, a Python
method call per card; :class:`Shuffler` runs the same draws inline (the same
``getrandbits`` calls, with the same rejection of draws past the bound), so a seed gives
the same order and leaves the generator in the same state as ``random.Random`` does.
Every other method is ``random.Random``'s. Dealing a game is a tenth of a simulated
game's time, most of it shuffling (bench/README.md, "Issue 35: the opponent ladder").
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence


class Shuffler(random.Random):
    def shuffle(self, x: MutableSequence) -> None:
        getrandbits = self.getrandbits
        for i in range(len(x) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:  # as random.Random._randbelow_with_getrandbits: draw again
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]
