"""Items of a big sequence kept packed: a few hundred bytes each instead of their data.

The model packs a deck's cards once they are validated (``nrprint.model.automa``), so
only the cards of the sheet being drawn exist as data; kept here, apart from the YAML
readers, so that the model can use it without importing one.
"""

from __future__ import annotations

import pickle
from typing import Any


class Packed(list):
    """Items of a sequence, each pickled: a stress card takes about 510 bytes, against
    about 7 KiB as model objects. ``item(i)`` gives one item's data back.

    The pickles are not deflated: deflating each against the first item's pickle kept
    about 110 bytes a card (3.6 MiB less at 9,000 cards), but needs a new deflater and
    inflater a card, which cost 0.26 s of CPU alone and up to 1.5 s of a 9,000-card
    build (bench/README.md, "Where big decks stand")."""

    __slots__ = ()

    def add(self, item: Any) -> None:
        self.append(pickle.dumps(item, protocol=5))

    def item(self, i: int) -> Any:
        # Our own pickles of plain YAML data, made in this process, never read from disk.
        return pickle.loads(self[i])  # noqa: S301


def pack(items: list[Any]) -> Packed:
    packed = Packed()
    for item in items:
        packed.add(item)
    return packed
