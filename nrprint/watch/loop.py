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


ARM_MS = 200  # how long arming the watcher waits for a first batch before the first build


def run(
    session: Session, folders: list[Path], ignore: list[Path], stop: threading.Event | None = None
) -> None:
    """Arm the watcher, build once, then rebuild after every batch of saves until ``stop``
    is set (or Ctrl-C). The watcher is armed first, so a save made during the first build
    (or while its preview images are drawn) is caught and triggers the next rebuild."""
    existing = [str(f) for f in folders if f.is_dir()]
    batches = watch(
        *existing,
        watch_filter=SourceFilter(ignore),
        stop_event=stop,
        debounce=100,
        step=50,
        rust_timeout=ARM_MS,
        yield_on_timeout=True,
    )
    # The first batch arms the watcher (inotify watches are set when it starts) and comes
    # back empty after ARM_MS; from then on every save is recorded, even mid-build.
    next(batches, None)
    session.rebuild()
    for changes in batches:
        if changes:
            session.rebuild()
