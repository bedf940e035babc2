"""Text layouts kept between runs: a string laid out in a frame is the same next time.

``persistent`` wraps a layout function ``f(text, width, ..., measure, ...)`` so its
result is stored in the ``textfit`` cache bucket, keyed by every argument (the string,
the frame, sizes, style) and by the measuring function's ``cache_id`` (a hash of the
font files it measures with). No language name is in the key: a translation is just
another string. A measuring function without ``cache_id`` (a test's fake) is never
cached. Rendering needs the same blocks, so warm builds skip the measuring too.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from nrprint import cache

F = TypeVar("F", bound=Callable[..., Any])
BUCKET = "textfit"


def encode(block: Any) -> list[Any]:
    lines = [
        [ln.width, [[p.x, p.width, p.piece.text, p.piece.style, p.piece.icon] for p in ln.items]]
        for ln in block.lines
    ]
    return [block.size, block.leading, block.width, block.fits, lines]


def decode(data: list[Any]) -> Any:
    from nrprint.layout.textflow import Line, Piece, Placed, TextBlock

    size, leading, width, fits, lines = data
    return TextBlock(
        [Line([Placed(x, w, Piece(t, s, i)) for x, w, t, s, i in items], lw) for lw, items in lines],
        size,
        leading,
        width,
        fits,
    )


def persistent(fn: F) -> F:
    sig = inspect.signature(fn)

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        store = cache.bucket(BUCKET)
        if store is None:  # the cache is off: not even the cost of a key
            return fn(*args, **kwargs)
        bound = sig.bind(*args, **kwargs)
        bound.apply_defaults()
        params = dict(bound.arguments)
        measure_id = getattr(params.pop("measure"), "cache_id", None)
        if measure_id is None:
            return fn(*args, **kwargs)
        key = cache.digest(fn.__name__, measure_id(), params)
        hit = store.get(key)
        if hit is not None:
            try:
                return decode(hit)
            except (TypeError, ValueError):  # an entry of the wrong shape: lay it out again
                pass
        block = fn(*args, **kwargs)
        store.put(key, encode(block))
        return block

    return wrapper  # type: ignore[return-value]
