"""Play many games, across processes, with the same figures whatever ``--jobs`` is.

Game ``i`` of a batch at difficulty ``d`` is seeded with the text ``"<seed>:<d>:<i>"``
(``random.Random`` hashes a text seed the same way on every machine), so a game does
not depend on which worker plays it, and tallies merge by addition. Workers receive
the match once, at start, and send back one :class:`~nrprint.simulate.stats.Tally`
per chunk of games: memory stays flat in the number of games.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator

from nrprint.simulate.game import play_one
from nrprint.simulate.setup import Match
from nrprint.simulate.stats import Tally
from nrprint.system.processes import pool_method

CHUNK = 100  # games per task: large enough that a task's overhead is small
_MATCH: Match | None = None


def game_seed(seed: int, difficulty: str, index: int) -> str:
    return f"{seed}:{difficulty}:{index}"


def _worker_init(match: Match) -> None:
    """A pool worker: the parent answers Ctrl-C, and the pool's own SIGTERM at its end
    ends the worker quietly (the command's handler, inherited by fork, would print a
    traceback)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _init(match)


def _init(match: Match) -> None:
    global _MATCH
    _MATCH = match


def play_chunk(match: Match, difficulty: str, seed: int, start: int, stop: int) -> Tally:
    tally = Tally()
    for i in range(start, stop):
        result, _ = play_one(match, difficulty, game_seed(seed, difficulty, i))
        tally.add(result)
    return tally


def _task(args: tuple[str, int, int, int]) -> tuple[str, int, Tally]:
    difficulty, seed, start, stop = args
    assert _MATCH is not None
    return difficulty, stop - start, play_chunk(_MATCH, difficulty, seed, start, stop)


def _tasks(difficulties, games: int, seed: int) -> Iterator[tuple[str, int, int, int]]:
    for d in difficulties:
        for start in range(0, games, CHUNK):
            yield (d, seed, start, min(games, start + CHUNK))


def run_batch(
    match: Match,
    difficulties: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> dict[str, Tally]:
    """``games`` games per difficulty; ``progress(n)`` after each chunk of ``n`` games."""
    tallies = {d: Tally() for d in difficulties}
    tasks = list(_tasks(difficulties, games, seed))
    if jobs <= 1 or len(tasks) == 1:
        _init(match)
        results = map(_task, tasks)
        for d, n, tally in results:
            tallies[d].merge(tally)
            if progress:
                progress(n)
        return tallies
    ctx = multiprocessing.get_context(pool_method())  # spawn where fork is not safe: the match pickles
    with ctx.Pool(min(jobs, len(tasks)), initializer=_worker_init, initargs=(match,)) as pool:
        for d, n, tally in pool.imap_unordered(_task, tasks):
            tallies[d].merge(tally)
            if progress:
                progress(n)
    return tallies
