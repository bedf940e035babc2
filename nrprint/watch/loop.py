"""Wait for saves under the content and template folders; rebuild after each burst.

watchfiles (Rust ``notify``) groups the events of one save (editors write, rename and
touch several files) into one batch; the rebuild runs after it. Saves made while a
rebuild runs are collected and handled by the next one, so the last save always wins.
"""

from __future__ import annotations

import threading
from pathlib import Path

from watchfiles import Change, DefaultFilter, watch

from nrprint.watch.session import Session


class SourceFilter(DefaultFilter):
    """Editors' swap and backup files (DefaultFilter), our temporaries, outputs and cache."""

    def __init__(self, ignore: list[Path]):
        super().__init__()
        self.ignore = [p.resolve() for p in ignore]

    def __call__(self, change: Change, path: str) -> bool:
        p = Path(path)
        if p.name.startswith(".") and p.name.endswith(".tmp"):
            return False
        resolved = p.resolve()
        if any(resolved == i or i in resolved.parents for i in self.ignore):
            return False
        return super().__call__(change, path)


def run(
    session: Session, folders: list[Path], ignore: list[Path], stop: threading.Event | None = None
) -> None:
    """Build once, then after every batch of saves until ``stop`` is set (or Ctrl-C)."""
    session.rebuild()
    existing = [str(f) for f in folders if f.is_dir()]
    for _changes in watch(
        *existing,
        watch_filter=SourceFilter(ignore),
        stop_event=stop,
        debounce=100,
        step=50,
        yield_on_timeout=False,
    ):
        session.rebuild()
