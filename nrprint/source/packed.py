"""Items of a big sequence kept packed: a few dozen bytes each instead of their data.

The model packs a deck's cards once they are validated (``nrprint.model.automa``), so
only the cards of the sheet being drawn exist as data; kept here, apart from the YAML
readers, so that the model can use it without importing one.
"""

from __future__ import annotations

import pickle
import zlib
from typing import Any


class Packed(list):
    """Items of a sequence, each pickled and deflated with the first item's pickle as
    the dictionary: cards share key names and most of their shape, so a card takes
    about 75 bytes (430 pickled alone). ``item(i)`` gives one item's data back."""

    __slots__ = ("zdict",)

    def __init__(self) -> None:
        super().__init__()
        self.zdict = b""

    def add(self, item: Any) -> None:
        raw = pickle.dumps(item, protocol=5)
        if not self:
            self.zdict = raw[-32768:]  # zlib looks back at most 32 KiB
        deflate = zlib.compressobj(6, zdict=self.zdict)
        self.append(deflate.compress(raw) + deflate.flush())

    def item(self, i: int) -> Any:
        inflate = zlib.decompressobj(zdict=self.zdict)
        # Our own pickles of plain YAML data, made in this process, never read from disk.
        return pickle.loads(inflate.decompress(self[i]) + inflate.flush())  # noqa: S301


def pack(items: list[Any]) -> Packed:
    packed = Packed()
    for item in items:
        packed.add(item)
    return packed
