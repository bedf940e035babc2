"""Mutation testing of one package at a time with mutmut (not part of the test run).

    python scripts/mutation.py nrprint/disk            # mutate, run, list the survivors
    python scripts/mutation.py nrprint/disk --results  # the last run's survivors again
    python scripts/mutation.py nrprint/disk --show NAME

Each package is mutated in a scratch copy of the checkout (``$TMPDIR/nrprint-mutation/
<package>/``), never in the checkout itself, and only the tests that cover it run
against each mutant (``TESTS`` below): a mutant of the disk layer has no business with
the PDF tests, and the machine is shared. Runs are niced (``nice -n 15``) and use one
worker unless ``--jobs`` says otherwise. The survivors are read by a person: each one
is killed by a new test or listed as equivalent in docs/dev/mutation.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# The package (or module) mutated -> the tests run against each of its mutants.
TESTS: dict[str, list[str]] = {
    # (tests/hardening/test_all_or_nothing.py kills real builds after each rename: ~2 min
    # a mutant on a shared machine, so the unit tests of the commit stand for it here.)
    "nrprint/build/commit.py": ["tests/build/test_commit.py"],
    "nrprint/disk": [
        "tests/disk/test_disk_units.py",
        "tests/disk/test_cache.py",
        "tests/build/test_commit.py",
        # whole builds and checks in subprocesses: 15-55 s each, a mutant at a time
        "--deselect=tests/disk/test_cache.py::test_cli_check_and_build_agree_with_no_cache",
        "--deselect=tests/disk/test_cache.py::test_checks_importing_only_what_they_run_report_the_same",
        "--deselect=tests/disk/test_cache.py::test_a_build_with_the_index_imports_no_check_it_does_not_run",
        "--deselect=tests/disk/test_cache.py::test_an_unchanged_build_answers_before_loading_the_model",
    ],
    "nrprint/cards/jsonscan.py": ["tests/cards/test_jsonscan.py"],
    "nrprint/lang/plurals.py": ["tests/lang/test_plurals.py", "tests/multiplayer/test_plurals.py"],
    "nrprint/checks/registry.py": [
        "tests/checks/test_registry.py",
        # the card walk: every card built once, its strings seen with their labels
        "tests/automa/test_lazy_cards.py::test_the_checks_build_each_card_once",
        "tests/automa/test_lazy_cards.py::test_text_checks_see_card_words_with_their_labels",
    ],
    "nrprint/simulate": ["tests/simulate"],
}
# Copied beside the package: what the tests read (content, templates, fixtures).
ALSO = ["content", "templates", "tests", "bench", "pyproject.toml", "README.md", "docs"]


def scratch_for(package: str) -> Path:
    return Path(tempfile.gettempdir()) / "nrprint-mutation" / package.strip("/").replace("/", "_")


def prepare(package: str, tests: list[str]) -> Path:
    """A scratch copy of the checkout whose setup.cfg tells mutmut what to mutate."""
    root = scratch_for(package)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    shutil.copytree(REPO / "nrprint", root / "nrprint", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ALSO:
        src = REPO / name
        if src.is_dir():
            shutil.copytree(src, root / name, ignore=shutil.ignore_patterns("__pycache__"))
        elif src.is_file():
            shutil.copy2(src, root / name)
    # mutmut reads [tool.mutmut] from pyproject.toml first: the copy has none, so setup.cfg.
    also = "\n    ".join(["content", "templates", "bench", "README.md", "docs", "pyproject.toml"])
    (root / "setup.cfg").write_text(
        "[mutmut]\n"
        "source_paths = nrprint\n"  # the whole package is copied; only ``package`` is mutated
        f"only_mutate = {package if package.endswith('.py') else package + '/*'}\n"
        "pytest_add_cli_args_test_selection =\n    " + "\n    ".join(tests) + "\n"
        f"also_copy =\n    {also}\n"
        "pytest_add_cli_args = -p no:randomly -p no:cacheprovider -q -x\n"
        # A mutant that makes a test hang is killed after 3x the test's clean time.
        "timeout_multiplier = 3.0\n",
        encoding="utf-8",
    )
    # ../shared beside the copy, as beside the checkout: the tests that read it then run.
    shared = REPO.parent / "shared"
    if not shared.exists():
        shared = Path("/work/shared")
    link = root.parent / "shared"
    if shared.exists() and not link.exists():
        link.symlink_to(shared)
    return root


def mutmut(root: Path, *args: str) -> int:
    cmd = ["nice", "-n", "15", sys.executable, "-m", "mutmut", *args]
    env = {**os.environ, "PYTHONHASHSEED": "0", "NRPRINT_NO_CACHE": "1"}
    # A run started in the background inherits SIGINT ignored, and the tests of the
    # interrupt handling (tests/disk/test_disk_units.py) expect Python's own handler.
    restore = lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)  # noqa: E731
    return subprocess.call(cmd, cwd=root, env=env, preexec_fn=restore)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("package", choices=sorted(TESTS), help="what to mutate")
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1: a shared machine)")
    ap.add_argument("--results", action="store_true", help="list the last run's survivors, run nothing")
    ap.add_argument("--show", metavar="MUTANT", help="print one mutant's diff")
    args = ap.parse_args()
    if args.show or args.results:
        root = scratch_for(args.package)
        return mutmut(root, "show", args.show) if args.show else mutmut(root, "results")
    running = scratch_for(args.package).with_suffix(".pid")
    if running.exists() and Path(f"/proc/{running.read_text().strip()}").exists():
        print(f"a run on {args.package} is going on (pid {running.read_text().strip()})", file=sys.stderr)
        return 1
    running.parent.mkdir(parents=True, exist_ok=True)
    running.write_text(str(os.getpid()))
    try:
        root = prepare(args.package, TESTS[args.package])
        code = mutmut(root, "run", "--max-children", str(args.jobs))
        mutmut(root, "results")
    finally:
        running.unlink(missing_ok=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
