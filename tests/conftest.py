"""Shared test helpers: the repository, a scratch copy of the content, running the CLI."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CONTENT = REPO / "content"
SEEDS = REPO.parent / "shared" / "seeds"
# Tests never write a cache into the checkout; each test's content copy has its own keys.
os.environ.setdefault("NRPRINT_CACHE_DIR", tempfile.mkdtemp(prefix="nrprint-test-cache-"))


@dataclass
class CliResult:
    code: int
    out: str
    err: str


def run_cli(*args: str) -> CliResult:
    """Run ``nrprint`` in-process and capture its exit code, stdout and stderr."""
    from nrprint.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse errors and --help/--version
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            if isinstance(exc.code, str):
                err.write(exc.code)
    return CliResult(code, out.getvalue(), err.getvalue())


# What only a crash prints: a traceback (``--debug``), or the one line ``cli.main`` gives an
# unexpected exception, whose exit status is 70 (EX_SOFTWARE).
CRASH_SIGNS = ("Traceback", "internal error", "this is a bug in nrprint")
CRASH_STATUS = 70


def assert_no_crash(res: CliResult | object, code: int | None = None) -> None:
    """The one assertion of every test of bad input: nrprint answered the input, it did
    not crash. A crash shows as a traceback, an "internal error" line or exit 70 whatever
    else the test checks; ``code``, when given, is the exit status expected as well.
    Takes a :class:`CliResult` or a ``subprocess.CompletedProcess``."""
    out, err = _streams(res)
    status = getattr(res, "code", getattr(res, "returncode", None))
    seen = [sign for sign in CRASH_SIGNS if sign in err or sign in out]
    assert not seen and status != CRASH_STATUS, f"nrprint crashed (exit {status}): {err or out}"
    if code is not None:
        assert status == code, f"exit {status}, expected {code}: {err}"


def _streams(res: object) -> tuple[str, str]:
    out = getattr(res, "out", None)
    out = getattr(res, "stdout", "") if out is None else out
    err = getattr(res, "err", None)
    err = getattr(res, "stderr", "") if err is None else err
    decode = lambda s: s.decode("utf-8", "replace") if isinstance(s, bytes) else (s or "")  # noqa: E731
    return decode(out), decode(err)


def wait_for(seen: Callable[[], object], proc: subprocess.Popen | None = None, timeout: float = 120) -> None:
    """Poll until ``seen()`` is true: the observable moment a kill test waits for (a
    folder appears, a worker starts), never a fixed delay. Fails if ``proc`` ends first
    (the moment never came) or after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not seen():
        if proc is not None and proc.poll() is not None:
            pytest.fail(f"the process ended (exit {proc.returncode}) before the moment to kill it")
        if time.monotonic() > end:
            pytest.fail(f"not seen within {timeout} s")
        time.sleep(0.002)


def copy_content(dst: Path) -> Path:
    """``dst``: a writable copy of the shipped content folder, without what a user imports
    into a checkout (the rulings list, NetrunnerDB's card data): a test sees the same
    content in CI and in a checkout where someone ran ``nrprint import``."""
    shutil.copytree(CONTENT, dst, ignore=shutil.ignore_patterns("rulings", "cards"))
    return dst


@pytest.fixture
def content(tmp_path: Path) -> Path:
    """A writable copy of the shipped content folder (``copy_content``)."""
    return copy_content(tmp_path / "content")


TURN_FILES = ("turn-sequence.yaml", "run-timeline.yaml", "changes.yaml", "terms.yaml")


@pytest.fixture
def turn_content(tmp_path: Path) -> Path:
    """Only the turn-sequence content files, so other domains cannot disturb the test."""
    dst = tmp_path / "turn-content"
    dst.mkdir()
    for name in (*TURN_FILES, "languages.yaml"):
        shutil.copy(CONTENT / name, dst / name)
    return dst


def edit(path: Path, old: str, new: str, count: int = 1) -> int:
    """Replace ``old`` by ``new`` in a file; return the 1-based line of the first change."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"fixture text not found in {path.name}: {old!r}"
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return line


@pytest.fixture(scope="session", autouse=True)
def _discover() -> None:
    from nrprint.model.domains import discover

    discover()


@pytest.fixture(scope="session", autouse=True)  # first, before any fixture that draws
def _shipped_print_state() -> tuple:
    from nrprint.lang.printed import PRINTED
    from nrprint.model.project import Project

    Project(CONTENT).languages  # noqa: B018 - reading them installs their typography and words
    return PRINTED.rules, PRINTED.words


@pytest.fixture(autouse=True)
def _print_state_of_the_shipped_content(_shipped_print_state):
    """Every test starts with the print state a build of the shipped content has: the
    typography and ``[[term]]`` words that ``Project.languages`` installs for ``Text.get``
    are process-wide, so without this a test would print with whatever project an earlier
    test (in a random order, on any xdist worker) loaded last. Restored after the test
    too: a module's fixtures are made between tests, before the next test's own reset."""
    from nrprint.lang.printed import PRINTED

    PRINTED.rules, PRINTED.words = _shipped_print_state
    yield
    PRINTED.rules, PRINTED.words = _shipped_print_state


@pytest.fixture(autouse=True)
def _no_cache_left_behind():
    """A command run in-process (``run_cli``) turns the cache on for the whole process.
    Switch it off after every test: cached answers are keyed by content and code, not by
    what a test monkeypatches (a template, a check), so a later test must not see them."""
    yield
    from nrprint.system import cache

    cache.configure(None)


SLOW_LIST = Path(__file__).parent / "slow-tests.tsv"


def slow_ids() -> set[str]:
    """Node ids of tests/slow-tests.tsv (CPU seconds, a tab, the node id; # comments)."""
    lines = SLOW_LIST.read_text(encoding="utf-8").splitlines()
    return {line.split("\t", 1)[1] for line in lines if line.strip() and not line.startswith("#")}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests measured slow (tests/slow-tests.tsv) get the ``slow`` marker, so a plain
    ``pytest`` leaves them out and ``pytest -m slow`` runs them."""
    slow = slow_ids()
    for item in items:
        if item.nodeid in slow:
            item.add_marker(pytest.mark.slow)
