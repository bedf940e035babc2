"""How worker processes start on this machine.

Forked workers inherit what the parent loaded (the project, fonts, closures that cannot
be pickled), so the build draws in forked children where forking is the platform's own
default and safe: Linux. macOS can fork, but forking a process that has started threads
(the Objective-C runtime, some libraries) can crash, and Python 3.14 stops defaulting
to it; Windows cannot fork. There the build draws in one process, and the simulator,
whose match pickles, spawns its workers.
"""

from __future__ import annotations

import multiprocessing
import sys


def fork_method() -> str | None:
    """``"fork"`` where workers may be forked, else None."""
    if sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods():
        return "fork"
    return None


def pool_method() -> str:
    """The start method for workers whose arguments pickle: fork where safe, else spawn."""
    return fork_method() or "spawn"
