"""Faults without hangs: the drawing workers die with a killed build, and the output
folder's lock never outlives the build that took it.

A `-j 2` build killed with SIGKILL once left two forked workers behind, still holding
the output lock, and the next ``verify`` waited for them. Each kill here waits for an
observable moment (the workers have started drawing, the lock is held), never a delay.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from nrprint.system.processes import fork_method
from tests.conftest import REPO, wait_for

needs_fork = pytest.mark.skipif(
    fork_method() is None, reason="needs a system where worker processes are forked (Linux)"
)

# A build's drawing step in miniature: under the output lock, two workers each write
# their process id, then draw "forever". The test kills this process once both started.
BUILD = """
import os, sys, time
from pathlib import Path
from nrprint.pipeline.draw import output_lock
from nrprint.pipeline.parallel import render_all
from nrprint.render.outputs import Output

out, marks = Path(sys.argv[1]), Path(sys.argv[2])

def forever(path):
    (marks / str(os.getpid())).write_text("drawing")
    time.sleep(600)

with output_lock(out):
    render_all([Output("a.pdf", forever), Output("b.pdf", forever)], out / ".staging", jobs=2)
"""

# The output lock's holder forks a child that keeps the lock file open (as a worker
# would), then both wait; the test kills the holder.
HOLDER = """
import os, sys, time
from pathlib import Path
from nrprint.pipeline.draw import output_lock

out, marks = Path(sys.argv[1]), Path(sys.argv[2])
with output_lock(out):
    child = os.fork()
    if child == 0:
        (marks / "child").write_text(str(os.getpid()))
        time.sleep(600)
        os._exit(0)
    (marks / "holder").write_text(str(os.getpid()))
    time.sleep(600)
"""


def alive(pid: int) -> bool:
    """Running, as opposed to gone or a zombie that nobody reaped yet."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False
    return state not in ("Z", "X")


def _spawn(script: str, out: Path, marks: Path) -> subprocess.Popen:
    marks.mkdir()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen([sys.executable, "-c", script, str(out), str(marks)], env=env)


@needs_fork
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to read process states (Linux)")
def test_the_workers_die_with_a_killed_build_and_the_lock_is_free(tmp_path: Path):
    out, marks = tmp_path / "out", tmp_path / "marks"
    proc = _spawn(BUILD, out, marks)
    try:
        wait_for(lambda: len(list(marks.iterdir())) == 2, proc)  # both workers drawing
        workers = [int(p.name) for p in marks.iterdir()]
        proc.kill()
        proc.wait(timeout=60)
        end = time.monotonic() + 30
        while any(alive(w) for w in workers) and time.monotonic() < end:
            time.sleep(0.05)
        assert not any(alive(w) for w in workers), "a worker outlived the killed build"
        _lock_is_free_and_taken_over(out, proc.pid)
    finally:
        for pid in [int(p.name) for p in marks.iterdir()]:  # only what this test started
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def _written(path: Path) -> bool:
    return path.exists() and path.read_text().strip().isdigit()


@needs_fork
def test_a_child_holding_the_lock_file_does_not_hold_the_lock(tmp_path: Path):
    out, marks = tmp_path / "out", tmp_path / "marks"
    proc = _spawn(HOLDER, out, marks)
    child = 0
    try:
        # a file's contents, not its existence: write_text creates it empty, then writes
        wait_for(lambda: _written(marks / "holder") and _written(marks / "child"), proc)
        child = int((marks / "child").read_text())
        proc.kill()
        proc.wait(timeout=60)
        assert alive(child)  # it still has the lock file open
        _lock_is_free_and_taken_over(out, proc.pid)
    finally:
        if child:
            os.kill(child, signal.SIGKILL)


def _lock_is_free_and_taken_over(out: Path, dead: int) -> None:
    """The next build gets the lock at once (in a thread, so a lock still held fails the
    test instead of hanging it) and says it takes the folder over; a clean one says nothing."""
    from nrprint.pipeline.draw import output_lock

    said: list[str] = []

    def take() -> None:
        with output_lock(out, said.append):
            said.append("held")

    taker = threading.Thread(target=take, daemon=True)
    taker.start()
    taker.join(60)
    assert not taker.is_alive(), f"the killed build's lock is still held: {said}"
    assert said == [f"taking over {out}/ from build {dead}, which stopped without finishing", "held"]
    said.clear()
    with output_lock(out, said.append):  # let go cleanly: nothing to take over
        pass
    assert said == []


@needs_fork
def test_a_worker_whose_build_died_before_it_started_leaves_at_once():
    """The window ``prctl`` cannot cover: the parent died between the fork and the call."""
    from nrprint.pipeline import parallel

    pid = os.fork()
    if pid == 0:  # the "worker": its parent is this test, not the pid it is given
        try:
            parallel._die_with_parent(parent=os.getppid() + 1_000_000)
        finally:
            os._exit(0)  # reached only if it did not leave
    end = time.monotonic() + 30
    while (done := os.waitpid(pid, os.WNOHANG))[0] == 0 and time.monotonic() < end:
        time.sleep(0.01)
    if done[0] == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        pytest.fail("the worker did not leave")
    assert os.waitstatus_to_exitcode(done[1]) == 1


def test_a_waiting_build_says_who_it_waits_for(tmp_path: Path):
    """The lock held by a live process: the next build waits and names it."""
    from nrprint.pipeline.draw import LOCK, output_lock

    out, marks = tmp_path / "out", tmp_path / "marks"
    proc = _spawn(HOLDER.replace("child = os.fork()", "child = 1"), out, marks)
    try:
        wait_for(lambda: _written(marks / "holder"), proc)
        said: list[str] = []

        def release() -> None:
            wait_for(lambda: bool(said))
            proc.kill()

        killer = threading.Thread(target=release)
        killer.start()
        with output_lock(out, said.append):
            pass
        killer.join(60)
        assert said[0] == f"waiting for another build ({proc.pid}) to finish with {out}/"
        assert said[1].startswith(f"taking over {out}/ from build {proc.pid}")
        assert (out / LOCK).read_text() == ""
    finally:
        proc.kill()
        proc.wait(timeout=60)
