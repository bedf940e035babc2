"""The drawing workers: forked from a parent whose objects they never collect."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from nrprint.pipeline import parallel
from nrprint.render.outputs import Output
from nrprint.system.processes import fork_method

needs_fork = pytest.mark.skipif(
    fork_method() is None, reason="needs a system where worker processes are forked (Linux)"
)


def _writes_the_freeze_count(path: Path) -> None:
    path.write_text(str(gc.get_freeze_count()), encoding="utf-8")


@needs_fork
def test_workers_do_not_collect_what_the_parent_held_and_the_parent_unfreezes(tmp_path: Path):
    held = [{"n": i} for i in range(10_000)]  # tracked objects the parent holds at the fork
    before = gc.get_freeze_count()
    outputs = [Output(f"{n}.txt", _writes_the_freeze_count) for n in ("a", "b", "c")]
    paths = parallel.render_all(outputs, tmp_path, jobs=2)
    seen = [int(p.read_text(encoding="utf-8")) for p in paths]
    assert all(n >= len(held) for n in seen), seen  # frozen in the worker: never walked
    assert gc.get_freeze_count() == before  # the parent collects them again (`watch` lives on)


@needs_fork
def test_a_failed_fork_leaves_the_parent_unfrozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from concurrent.futures import ProcessPoolExecutor

    def refuse(*_args, **_kwargs):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(ProcessPoolExecutor, "submit", refuse)
    before = gc.get_freeze_count()
    outputs = [Output(f"{n}.txt", _writes_the_freeze_count) for n in ("a", "b")]
    with pytest.raises(OSError):
        parallel.render_all(outputs, tmp_path, jobs=2)
    assert gc.get_freeze_count() == before
