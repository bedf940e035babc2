"""Text layouts kept between runs: a string laid out in a frame is the same next time.

``persistent(encode, decode)`` wraps a layout function ``f(text, width, ..., measure, ...)`` so its
result is stored in the ``textfit`` cache bucket, keyed by every argument (the string,
the frame, sizes, style) and by the measuring function's ``cache_id`` (a hash of the
font files it measures with). No language name is in the key: a translation is just
another string. A measuring function without ``cache_id`` (a test's fake) is never
cached. Rendering needs the same blocks, so warm builds skip the measuring too.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from nrprint.system import cache

F = TypeVar("F", bound=Callable[..., Any])
BUCKET = "textfit"
# Bumped whenever the line-breaking rules change (icon widths, glued short codes), so
# layouts stored by an older nrprint are not reused.
LAYOUT_VERSION = (
    9  # 5: punctuation closes up to an icon; 6: a run keeps its word space; 7: an icon keeps its number;
    # 8: a short number ending a phrase keeps to the word before it; 9: a numbered step's lines hang
)


_depth = 0  # > 0 while a cached call runs: the layouts it tries are not stored apart


def persistent(encode: Callable[[Any], Any], decode: Callable[[Any], Any]) -> Callable[[F], F]:
    """The decorator; ``encode`` turns a result into JSON data, ``decode`` turns it back."""

    def decorate(fn: F) -> F:
        return _persistent(fn, encode, decode)

    return decorate


def _persistent(fn: F, encode: Callable[[Any], Any], decode: Callable[[Any], Any]) -> F:
    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        global _depth
        store = cache.bucket(BUCKET)
        if store is None or _depth:  # the cache is off, or fit() trying sizes: no key to pay for
            return fn(*args, **kwargs)
        # One pass over the arguments: the measuring function (the first callable, unless
        # given by name) and the rest (a title's layout is looked up twice a card).
        measure = kwargs.get("measure")
        plain = []
        for a in args:
            if not callable(a):
                plain.append(a)
            elif measure is None:
                measure = a
        measure_id = getattr(measure, "cache_id", None)
        if measure_id is None:
            return fn(*args, **kwargs)
        # repr() keeps floats exact; the measuring function is named by its fonts' hash.
        named = sorted((k, v) for k, v in kwargs.items() if k != "measure")
        key = hashlib.blake2b(
            repr((fn.__name__, LAYOUT_VERSION, measure_id(), plain, named)).encode(), digest_size=16
        ).hexdigest()
        hit = store.get(key)
        if hit is not None:
            try:
                return decode(hit)
            except (TypeError, ValueError):  # an entry of the wrong shape: lay it out again
                pass
        _depth += 1
        try:
            block = fn(*args, **kwargs)
        finally:
            _depth -= 1
        store.put(key, encode(block))
        return block

    return wrapper  # type: ignore[return-value]
