"""A sequence of content objects kept packed and built one at a time when read.

A deck's cards are validated once when the deck is loaded, then kept as pickled data
(about 75 bytes a card instead of about 7 KiB of model objects). Reading a card
validates its data again and gives it its source position, so memory holds the cards
being worked on, not the deck: the checks walk every card once (``nrprint.checks``) and
each drawing process walks them once more. Each read builds a new object.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

from pydantic import BaseModel

from nrprint.yamlpack import Packed
from nrprint.yamlsrc import KeyPath, SourceDoc

M = TypeVar("M", bound=BaseModel)


class LazyNodes(Sequence[M], Generic[M]):
    """Items of ``model`` at ``kp`` in ``doc``, each rebuilt on reading; ``ids`` kept apart."""

    __slots__ = ("model", "doc", "kp", "blobs", "ids")

    def __init__(self, model: type[M], doc: SourceDoc, kp: KeyPath, blobs: Packed, ids: tuple[str, ...]):
        self.model, self.doc, self.kp, self.blobs, self.ids = model, doc, kp, blobs, ids

    def __len__(self) -> int:
        return len(self.blobs)

    def _build(self, i: int) -> M:
        from nrprint.model.base import attach

        obj = self.model.model_validate(self.blobs.item(i))
        attach(obj, self.doc, (*self.kp, i))
        return obj

    @overload
    def __getitem__(self, i: int) -> M: ...
    @overload
    def __getitem__(self, i: slice) -> list[M]: ...
    def __getitem__(self, i: int | slice) -> M | list[M]:
        if isinstance(i, slice):
            return [self._build(j) for j in range(len(self))[i]]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self._build(i)

    def __iter__(self) -> Iterator[M]:
        for i in range(len(self)):
            yield self._build(i)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyNodes):
            return self.model is other.model and self.blobs == other.blobs
        return isinstance(other, list) and list(self) == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{len(self)} {self.model.__name__} objects, built when read>"


def item_ids(items: Sequence[Any]) -> tuple[str, ...]:
    """The ``id`` of every item: kept by a lazy sequence, else read from each object."""
    if isinstance(items, LazyNodes):
        return items.ids
    return tuple(item.id for item in items)
