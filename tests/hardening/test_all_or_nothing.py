"""All-or-nothing output: however a build stops, the output folder holds the previous
build or the new one, with a manifest that matches (``nrprint verify`` passes).

Fault injection: SIGKILL after every rename a build makes (each drawn file, the commit
point, each file moved into place, the manifest) and at moments seen from
outside (the staging folder made, each PDF staged); SIGTERM and
SIGINT (a clean message, exit 143 / 130); a drawer that crashes; a full disk.
"""

from __future__ import annotations

import errno
import hashlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import CRASH_SIGNS, CRASH_STATUS, REPO, assert_no_crash, edit, run_cli, wait_for

# Runs a build, killing itself with SIGKILL just after its Nth rename out of the staging
# folder (a wrapper: the product has no switch for this).
KILL_AFTER_RENAMES = """
import os, signal, sys
n, count, replace = int(sys.argv[1]), [0], os.replace
def counting(src, dst, *a, **k):
    replace(src, dst, *a, **k)
    if "/.staging" in str(src):
        count[0] += 1
        if count[0] == n:
            os.kill(os.getpid(), signal.SIGKILL)
os.replace = counting
from nrprint.cli import main
sys.exit(main(sys.argv[2:]))
"""


def _state(out: Path) -> dict[str, str]:
    return {
        str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != ".nrprint.lock"
    }


def _build_args(content: Path, out: Path) -> list[str]:
    return ["build", "--force", "--jobs", "1", "--content", str(content), "--out", str(out)]


@pytest.fixture
def two_builds(tmp_path: Path, turn_content: Path) -> tuple[Path, Path, dict, dict]:
    """An output folder holding build A; content edited to give build B. The PDFs of
    each build, as reference."""
    out, other = tmp_path / "out", tmp_path / "other"
    assert run_cli(*_build_args(turn_content, out), "-q").code == 0
    edit(turn_content / "terms.yaml", 'classic: {en: "bit"', 'classic: {en: "bits"')
    assert run_cli(*_build_args(turn_content, other), "-q").code == 0
    pdfs = lambda s: {k: v for k, v in s.items() if k.endswith(".pdf")}  # noqa: E731
    return turn_content, out, pdfs(_state(out)), pdfs(_state(other))


def _old_or_new(out: Path, old: dict, new: dict) -> str:
    """``verify`` passes (finishing or discarding what a killed build left), and the
    folder holds one build, whole."""
    res = run_cli("verify", "--out", str(out))
    assert res.code == 0, res.err
    pdfs = {k: v for k, v in _state(out).items() if k.endswith(".pdf")}
    assert pdfs in (old, new), "a mix of two builds"
    assert not (out / ".staging").exists() and not list(out.rglob("*.tmp"))
    return "old" if pdfs == old else "new"


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO)}


@pytest.mark.slow
def test_killed_after_every_rename_leaves_one_whole_build(two_builds):
    content, out, old, new = two_builds
    seen = []
    # 5 drawn files, the commit point, 5 files moved, the manifest: 12 renames.
    for n in range(1, 13):
        proc = subprocess.run(
            [sys.executable, "-c", KILL_AFTER_RENAMES, str(n), *_build_args(content, out), "-q"],
            env=_env(),
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert proc.returncode == -signal.SIGKILL, proc.stderr
        seen.append(_old_or_new(out, old, new))
        if seen[-1] == "new":  # back to the old build for the next kill
            edit(content / "terms.yaml", 'classic: {en: "bits"', 'classic: {en: "bit"')
            assert run_cli(*_build_args(content, out), "-q").code == 0
            edit(content / "terms.yaml", 'classic: {en: "bit"', 'classic: {en: "bits"')
    # Killed before the commit point: the old build; from it on: the new one.
    assert seen == ["old"] * 5 + ["new"] * 7


@pytest.mark.slow
def test_killed_at_every_drawing_moment_leaves_one_whole_build(two_builds):
    """A `-j 2` build (forked workers drawing) killed at moments seen from outside: the
    staging folder made, then after each of the first four PDFs it holds. ``verify``
    answers at once (no worker outlives the build to hold the lock) and the folder holds
    one build, whole."""
    content, out, old, new = two_builds
    staged = lambda: len(list((out / ".staging").rglob("*.pdf")))  # noqa: E731
    moments = [lambda: (out / ".staging").is_dir()] + [lambda n=n: staged() >= n for n in range(1, 5)]
    for moment in moments:
        proc = subprocess.Popen(
            [sys.executable, "-m", "nrprint", *_build_args(content, out)[:-1], str(out), "-j", "2", "-q"],
            env=_env(),
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_for(moment, proc)
        finally:
            proc.kill()
            proc.wait(timeout=60)
        _old_or_new(out, old, new)  # old, unless the build reached its commit point before the kill landed


@pytest.mark.slow
@pytest.mark.parametrize(("signum", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_sigterm_and_sigint_end_cleanly_with_the_previous_outputs(two_builds, signum: int, code: int):
    content, out, old, new = two_builds
    proc = subprocess.Popen(
        [sys.executable, "-m", "nrprint", *_build_args(content, out), "-j", "2"],
        env=_env(),
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    for line in proc.stderr:  # the first file drawn: the build is in its drawing step
        if line.startswith("[1/"):
            break
    proc.send_signal(signum)
    err = proc.stderr.read()
    assert proc.wait(timeout=60) == code, err
    assert not any(sign in err for sign in CRASH_SIGNS), err
    state = _old_or_new(out, old, new)
    if state == "old":
        assert "interrupted; previous outputs are untouched" in err
    else:  # the signal came during the renames: they finished first
        assert "after the new outputs were in place" in err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_drawer_that_crashes_is_one_line_naming_the_target(two_builds, monkeypatch, jobs: str):
    from nrprint.documents import turn_sequence

    content, out, old, new = two_builds

    def broken(*_a, **_k):
        def draw(_path: Path) -> None:
            raise KeyError("clik")

        return draw

    monkeypatch.setattr(turn_sequence, "_language", broken)
    res = run_cli(*_build_args(content, out)[:-2], "--jobs", jobs, "--out", str(out), "-q")
    # A drawer that raises is a bug in nrprint: exit 70 and where to report it, no traceback.
    assert res.code == CRASH_STATUS, res.err
    assert "Traceback" not in res.err and "this is a bug in nrprint" in res.err
    assert "(target turn-sequence) failed: KeyError: 'clik'" in res.err
    assert "previous outputs are untouched" in res.err
    assert _old_or_new(out, old, new) == "old"
    debug = run_cli(*_build_args(content, out), "-q", "--debug")
    assert debug.code == CRASH_STATUS and "Traceback" in debug.err and "KeyError: 'clik'" in debug.err


def test_a_full_disk_names_the_output_folder(two_builds, monkeypatch):
    from nrprint.pipeline import parallel

    content, out, old, new = two_builds
    calls = []

    def fill(target: Path, draw) -> None:
        calls.append(target)
        if len(calls) == 3:
            raise OSError(
                errno.ENOSPC, "No space left on device", f"/tmp/nrprint-render-1/.{target.name}.tmp"
            )
        parallel_write(target, draw)

    parallel_write = parallel.write_atomic
    monkeypatch.setattr(parallel, "write_atomic", fill)
    res = run_cli(*_build_args(content, out), "-q")
    assert_no_crash(res, 1)
    assert f"cannot write to the output folder {out}/: No space left on device" in res.err
    assert ".tmp" not in res.err and "nrprint-render" not in res.err
    assert _old_or_new(out, old, new) == "old"


def test_a_real_full_disk(two_builds, tmp_path: Path):
    """A small tmpfs (only where this test may mount one): the old build fits, the old
    and the staged new one do not."""
    content, _out, old, new = two_builds
    disk = tmp_path / "disk"
    disk.mkdir()
    if subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=500k", "tmpfs", str(disk)],
        capture_output=True,
        timeout=600,
    ).returncode:
        pytest.skip("needs root to mount a small tmpfs (a full disk); run as root, as CI does")
    try:
        out = disk / "out"
        edit(content / "terms.yaml", 'classic: {en: "bits"', 'classic: {en: "bit"')
        assert run_cli(*_build_args(content, out), "-q").code == 0
        edit(content / "terms.yaml", 'classic: {en: "bit"', 'classic: {en: "bits"')
        res = run_cli(*_build_args(content, out), "-q")
        assert res.code == 1 and f"cannot write to the output folder {out}/: No space left" in res.err
        assert _old_or_new(out, old, new) == "old"
    finally:
        subprocess.run(["umount", str(disk)], check=False, timeout=600)


def test_a_disk_error_after_the_commit_point_says_the_next_run_finishes(two_builds, monkeypatch):
    """A rename that fails once the commit point is written: the previous outputs are no
    longer what the folder will hold, and the message says so; the next run finishes."""
    from nrprint.pipeline import commit

    content, out, old, new = two_builds
    replace, moved = os.replace, []

    def failing(src, dst, *a, **k):
        if "/.staging/" in str(src) and "/.staging/" not in str(dst):  # into place: past the commit point
            moved.append(src)
            if len(moved) == 2:
                raise OSError(errno.EIO, "Input/output error", str(dst))
        replace(src, dst, *a, **k)

    monkeypatch.setattr(commit.os, "replace", failing)
    res = run_cli(*_build_args(content, out), "-q")
    assert_no_crash(res, 1)
    assert f"cannot write to the output folder {out}/: Input/output error" in res.err
    assert "the next build or `nrprint verify` finishes it" in res.err
    assert "previous outputs are untouched" not in res.err
    assert commit.committed(out)  # the commit point is there for the next run
    monkeypatch.setattr(commit.os, "replace", replace)
    assert _old_or_new(out, old, new) == "new"
