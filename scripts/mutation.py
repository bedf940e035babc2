"""Mutation testing of one package at a time with mutmut (not part of the test run).

    python scripts/mutation.py nrprint/system            # mutate, run, list the survivors
    python scripts/mutation.py nrprint/system --resume   # keep the verdicts so far, run the rest
    python scripts/mutation.py nrprint/simulate/rules.py nrprint/simulate/effects --resume
    python scripts/mutation.py nrprint/system --resume --again survived   # after new tests
    python scripts/mutation.py nrprint/system --resume --mutants 'nrprint.system.cache.x__read*'
    python scripts/mutation.py nrprint/system --score    # killed/total per module, run nothing
    python scripts/mutation.py nrprint/system --results  # the last run's survivors again
    python scripts/mutation.py nrprint/system --show NAME

Each package is mutated in a scratch copy of the checkout (``$TMPDIR/nrprint-mutation/
<package>/``), never in the checkout itself, and only the tests that cover it run
against each mutant (``TESTS`` below): a mutant of the disk layer has no business with
the PDF tests, and the machine is shared. Of those, mutmut runs for each mutant only
the tests that called the mutated function in a clean run. Runs are niced (``nice -n
10``; started under another ``nice`` they add up to 19, which a loaded machine starves)
and use one worker unless ``--jobs`` says otherwise.

A module or sub-package of a package in ``TESTS`` (``nrprint/simulate/rules.py``) is
mutated alone, in its package's scratch copy, with its package's tests. ``--resume``
keeps that copy's verdicts: the code and tests are copied again (a function whose code
changed is checked again, mutants of other functions keep their verdict) and only the
mutants not yet checked run, so a long run stopped at any point goes on where it
stopped. ``--again survived`` checks the survivors again (after new tests), ``--mutants``
only the mutants named.

The survivors are read by a person: each one is killed by a new test or listed as
equivalent in docs/dev/mutation.md.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# The package (or module) mutated -> the tests run against each of its mutants.
TESTS: dict[str, list[str]] = {
    # (tests/hardening/test_all_or_nothing.py kills real builds after each rename: ~2 min
    # a mutant on a shared machine, so the unit tests of the commit stand for it here.)
    "nrprint/pipeline/commit.py": ["tests/pipeline/test_commit.py"],
    "nrprint/system": [
        "tests/system/test_disk_units.py",
        "tests/system/test_cache.py",
        "tests/pipeline/test_commit.py",
        # whole builds and checks in subprocesses: 15-55 s each, a mutant at a time
        "--deselect=tests/system/test_cache.py::test_cli_check_and_build_agree_with_no_cache",
        "--deselect=tests/system/test_cache.py::test_checks_importing_only_what_they_run_report_the_same",
        "--deselect=tests/system/test_cache.py::test_a_build_with_the_index_imports_no_check_it_does_not_run",
        "--deselect=tests/system/test_cache.py::test_an_unchanged_build_answers_before_loading_the_model",
    ],
    "nrprint/cards/jsonscan.py": ["tests/cards/test_jsonscan.py", "tests/cards/test_jsonscan_mutants.py"],
    "nrprint/lang/plurals.py": ["tests/lang/test_plurals.py", "tests/multiplayer/test_plurals.py"],
    "nrprint/checks/registry.py": [
        "tests/checks/test_registry.py",
        "tests/checks/test_registry_mutants.py",
        # the card walk: every card built once, its strings seen with their labels
        "tests/automa/test_lazy_cards.py::test_the_checks_build_each_card_once",
        "tests/automa/test_lazy_cards.py::test_text_checks_see_card_words_with_their_labels",
        # a valid card is checked without its positions (LazyNodes.checked)
        "tests/automa/test_lazy_cards.py::test_the_checks_place_only_the_cards_they_report",
    ],
    # The simulator's own tests and the card facts it plays from. Left out: the expert
    # ladder (searches of whole games, 90 s) and the 40 sample pairings (10-17 s each),
    # and the property tests that play many whole games (every card kept, two processes
    # give equal tallies, the play checks over the shipped decks): they call every rule,
    # so they are run against every mutant, and they take 130 s of the 139 s the rest
    # takes. A mutant only they would kill counts as survived here: the score is a floor.
    "nrprint/simulate": [
        "tests/simulate",
        "tests/cards/test_play_facts.py",
        "tests/cards/test_play_rules_effects.py",
        "tests/cards/test_coverage.py",
        "tests/cards/test_economy.py",
        # a short seeded game, line by line, against a transcript checked by hand (0.2 s):
        # the one test that reads every line the engine says
        "tests/automa/test_transcript.py",
        "--ignore=tests/simulate/test_expert.py",
        "--ignore=tests/simulate/test_sample_pairings.py",
        "--ignore=tests/simulate/test_determinism.py",
        "--ignore=tests/simulate/test_conservation.py",
        "--ignore=tests/simulate/test_play_checks_measured.py",
    ],
}
# What a package alone means when a package's rules live in some of its modules: the
# simulator's rules (what a card, a run, a turn does), not the AI opponents' search,
# the game's set-up and state, the reports and plots, the batch and match drivers
# (docs/dev/mutation.md says why). ``spend.py`` (credits kept on a card for one kind of
# payment) and ``game.py`` (when a game ends) are rules, and mutated since session 7.
PARTS: dict[str, list[str]] = {
    "nrprint/simulate": [
        f"nrprint/simulate/{part}"
        for part in (
            "rules.py",
            "orders.py",
            "access.py",
            "damage.py",
            "runs.py",
            "result.py",
            "stats.py",
            "rig.py",
            "played.py",
            "event_effects.py",
            "spend.py",
            "game.py",
            "effects",
            "corp",
            "runner",
        )
    ],
}
# pytest's own options for every run of mutmut: in this process, in a fixed order, and
# cheap to start, since pytest starts again for every mutant (in a process forked from
# mutmut's, which has every module imported). Without xdist: mutmut records the calls
# of the tests it runs, which it cannot see in xdist workers, and xdist's plugin alone
# (loaded for "-n 0") doubled a start-up (0.11 s of CPU against 0.05 s, for a test of a
# few milliseconds); pyproject's addopts then go ("-n auto" needs xdist) and the two of
# them that decide what runs come back here: the import mode and "not slow".
PYTEST_ARGS = [
    *("-o", "addopts=", "--import-mode=importlib", "-m", "not slow"),
    *("-p", "no:xdist", "-p", "no:randomly", "-p", "no:cacheprovider", "-q", "-x"),
]
# Copied beside the package: what the tests read (content, templates, fixtures).
ALSO = ["content", "templates", "tests", "bench", "pyproject.toml", "README.md", "docs"]


def scratch_for(package: str) -> Path:
    return Path(tempfile.gettempdir()) / "nrprint-mutation" / package.strip("/").replace("/", "_")


def package_of(target: str) -> str:
    """The package in ``TESTS`` that ``target`` (itself, a module or a sub-package) is part of."""
    target = target.strip("/")
    for package in sorted(TESTS, key=len, reverse=True):
        if target == package or target.startswith(package + "/"):
            return package
    raise SystemExit(f"{target}: not part of a package this script knows ({', '.join(sorted(TESTS))})")


def pattern(target: str) -> str:
    """mutmut's ``only_mutate`` glob for a module or a folder."""
    target = target.strip("/")
    return target if target.endswith(".py") else target + "/*"


def prepare(package: str, targets: list[str], tests: list[str], *, resume: bool) -> Path:
    """A scratch copy of the checkout whose setup.cfg tells mutmut what to mutate.

    With ``resume`` the copy's ``mutants/`` folder (mutmut's verdicts and the tests each
    function is covered by) is kept and everything else is copied again.
    """
    root = scratch_for(package)
    if root.exists() and not resume:
        shutil.rmtree(root)
    root.mkdir(parents=True, exist_ok=True)
    # mutmut keeps its map of which tests call each function from run to run and maps
    # again only the tests that are new: a function the code changed to be called by
    # other tests, or one of a module the last run left out, then has "no tests" (47
    # registry mutants did, of a function its tests call). The map is made again on
    # every run (seconds of the tests' time); the verdicts stay in the ``.meta`` files.
    # Without the old map mutmut cannot see a change of TESTS either: after one, run
    # with ``--again killed survived timeout "no tests"``.
    (root / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
    for name in ["nrprint", *ALSO]:
        src, dst = REPO / name, root / name
        if dst.is_dir():
            shutil.rmtree(dst)
        if src.is_dir():
            shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
        elif src.is_file():
            shutil.copy2(src, dst)
        # mutmut copies the tests, content... into mutants/ over the old copy (a test
        # file deleted here would still run there): they are copied afresh each run.
        if name != "nrprint" and (root / "mutants" / name).is_dir():
            shutil.rmtree(root / "mutants" / name)
    refresh(root, targets)
    # mutmut reads [tool.mutmut] from pyproject.toml first: the copy has none, so setup.cfg.
    also = "\n    ".join(["content", "templates", "bench", "README.md", "docs", "pyproject.toml"])
    (root / "setup.cfg").write_text(
        "[mutmut]\n"
        "source_paths = nrprint\n"  # the whole package is copied; only ``package`` is mutated
        "only_mutate =\n    " + "\n    ".join(pattern(t) for t in targets) + "\n"
        "pytest_add_cli_args_test_selection =\n    " + "\n    ".join(tests) + "\n"
        f"also_copy =\n    {also}\n"
        # One argument a line: mutmut reads each line as one argument (on one line, "-n 0"
        # was part of a "-p" value and pytest spread the tests over xdist workers).
        "pytest_add_cli_args =\n    " + "\n    ".join(PYTEST_ARGS) + "\n"
        # A mutant that makes a test hang is stopped after 6x (the tests' clean time + 20 s)
        # of CPU (mutmut doubles it): the 20 s cover the worker's own collection and
        # fixtures, which the clean times leave out (with mutmut's 1 s, a simulate mutant
        # whose tests take 0.01 s was stopped at 6 s while pytest was still collecting).
        "timeout_multiplier = 3.0\n"
        "timeout_constant = 20\n",
        encoding="utf-8",
    )
    # ../shared beside the tests' checkout, as beside this one: mutmut runs the tests in
    # ``root/mutants``, whose parent is ``root`` (a link beside ``root`` was one level too
    # high, and the tests that read the card data or the seeds skipped).
    shared = REPO.parent / "shared"
    link = root / "shared"
    if shared.exists() and not link.exists():
        link.symlink_to(shared.resolve())
    return root


def refresh(root: Path, targets: list[str]) -> None:
    """Make ``mutants/nrprint`` (mutmut's copy, with the verdicts) follow ``root/nrprint``.

    mutmut makes a module's mutants again only when the source's mtime is newer than its
    mutated copy's, and copies other files only when they are missing. Copies keep the
    mtime of the checkout they came from, so a module changed in another checkout, or by
    a merge dated before the last run, kept its old copy: simulate's ``setup.py`` stayed
    the old one ("50 unmodified") and the tests that import ``present_facts`` failed at
    mutmut's stats run. Here the content decides: a module that differs from the one
    mutated last time (``sources.json``) loses its mutated copy, which mutmut then makes
    again (its changed functions lose their verdicts, the others keep them); other files
    are copied when they differ, and files gone from the checkout are removed. Only the
    modules of ``targets`` are recorded: mutmut copies the others plainly over their
    mutated copy, which a later run that mutates them again must not take as mutated.
    """
    mutated = [pattern(t) for t in targets]
    src, out = root / "nrprint", root / "mutants" / "nrprint"
    record = root / "sources.json"
    try:
        before = json.loads(record.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        before = {}
    now = {}
    for path in sorted(src.rglob("*")):
        if not path.is_file():
            continue
        name = str(path.relative_to(src))
        copy = out / name
        data = path.read_bytes()
        if path.suffix == ".py":
            if not any(fnmatch.fnmatch(f"nrprint/{name}", glob) for glob in mutated):
                continue  # mutmut copies it over the old copy
            now[name] = hashlib.sha256(data).hexdigest()
            if before.get(name) != now[name]:
                copy.unlink(missing_ok=True)
        elif not copy.is_file() or copy.read_bytes() != data:
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, copy)
    if out.is_dir():
        for copy in sorted(out.rglob("*")):
            name = str(copy.relative_to(out)).removesuffix(".meta").removesuffix(".spans")
            if copy.is_file() and "__pycache__" not in copy.parts and not (src / name).exists():
                copy.unlink()
    record.write_text(json.dumps(now, indent=1, sort_keys=True), encoding="utf-8")


def mutmut(root: Path, *args: str) -> int:
    cmd = ["nice", "-n", "10", sys.executable, "-m", "mutmut", *args]
    env = {**os.environ, "PYTHONHASHSEED": "0", "NRPRINT_NO_CACHE": "1"}
    # A run started in the background inherits SIGINT ignored, and the tests of the
    # interrupt handling (tests/system/test_disk_units.py) expect Python's own handler.
    restore = lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)  # noqa: E731
    return subprocess.call(cmd, cwd=root, env=env, preexec_fn=restore)


def modules(root: Path, targets: list[str]) -> list[tuple[str, Path]]:
    """The mutated modules of ``targets`` (``nrprint/simulate/corp/table``) and their verdicts' files."""
    prefixes = [t.strip("/").removesuffix(".py") for t in targets]
    found = []
    for meta in sorted((root / "mutants").rglob("*.py.meta")):
        module = str(meta.relative_to(root / "mutants")).removesuffix(".py.meta")
        if any(module == p or module.startswith(p + "/") for p in prefixes):
            found.append((module, meta))
    return found


def again(root: Path, statuses: set[str], targets: list[str]) -> int:
    """Forget the verdicts of the mutants of ``targets`` in ``statuses`` so that the next
    run checks them again (those of the package's other modules stand)."""
    count = 0
    for _, meta in modules(root, targets):
        data = json.loads(meta.read_text(encoding="utf-8"))
        codes = data.get("exit_code_by_key", {})
        for key, code in codes.items():
            if code is not None and STATUS.get(code, "suspicious") in statuses:
                codes[key] = None
                count += 1
        meta.write_text(json.dumps(data, indent=4), encoding="utf-8")
    return count


# mutmut's exit codes of a mutant's test run (mutmut/stats.py), as the table in
# docs/dev/mutation.md counts them: a timeout is a mutant the tests did not pass.
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped"}
STATUS |= dict.fromkeys((36, -24, 24, 152, 255), "timeout")


def card_data(root: Path) -> str:
    """Whether the scratch copy holds imported card data (``content/cards``, copied from the
    checkout): with it more simulate tests play the printed cards, so a score says which."""
    return "imported" if (root / "content" / "cards" / "cards.json").is_file() else "not imported"


def score(root: Path, targets: list[str]) -> None:
    """Per module: mutants, killed (with timeouts), survived, not run; and the total."""
    print(f"card data in the scratch copy: {card_data(root)}")
    rows: dict[str, Counter[str]] = {}
    for module, meta in modules(root, targets):
        codes = json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {})
        if codes:
            rows[module] = Counter(
                "not run" if c is None else STATUS.get(c, "suspicious") for c in codes.values()
            )
    total: Counter[str] = Counter()
    print(
        f"{'module':48} {'mutants':>7} {'killed':>7} {'timeout':>7} {'survived':>8} {'no test':>7} {'not run':>7}  score of run"
    )
    for module, c in [*rows.items(), ("total", total)]:
        if module != "total":
            total.update(c)
        n, run = sum(c.values()), sum(c.values()) - c["not run"]
        dead = c["killed"] + c["timeout"]
        pct = f"{100 * dead / run:.1f} % ({dead}/{run})" if run else "-"
        print(
            f"{module:48} {n:7} {c['killed']:7} {c['timeout']:7} {c['survived']:8} {c['no tests']:7} {c['not run']:7}  {pct}"
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "targets",
        nargs="+",
        metavar="package",
        help=f"what to mutate: {', '.join(sorted(TESTS))} or a part of one",
    )
    ap.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1: a shared machine)")
    ap.add_argument(
        "--resume", action="store_true", help="keep the verdicts so far and run the mutants not checked"
    )
    ap.add_argument(
        "--again",
        nargs="+",
        default=[],
        metavar="STATUS",
        help="with --resume: check these again (survived, timeout)",
    )
    ap.add_argument(
        "--mutants",
        nargs="+",
        default=[],
        metavar="NAME",
        help="with --resume: check only these (names or globs) again",
    )
    ap.add_argument("--results", action="store_true", help="list the last run's survivors, run nothing")
    ap.add_argument(
        "--score", action="store_true", help="killed/total per module of the last run, run nothing"
    )
    ap.add_argument("--show", metavar="MUTANT", help="print one mutant's diff")
    args = ap.parse_args()
    packages = {package_of(t) for t in args.targets}
    if len(packages) != 1:
        ap.error(f"one package at a time: {', '.join(sorted(packages))}")
    package = packages.pop()
    targets = [part for t in args.targets for part in PARTS.get(t.strip("/"), [t])]
    root = scratch_for(package)
    if args.score:
        score(root, targets)
        return 0
    if args.show or args.results:
        return mutmut(root, "show", args.show) if args.show else mutmut(root, "results")
    if (args.again or args.mutants) and not args.resume:
        ap.error("--again and --mutants need --resume")
    running = root.with_suffix(".pid")
    if running.exists() and Path(f"/proc/{running.read_text().strip()}").exists():
        print(f"a run on {package} is going on (pid {running.read_text().strip()})", file=sys.stderr)
        return 1
    running.parent.mkdir(parents=True, exist_ok=True)
    running.write_text(str(os.getpid()))
    try:
        root = prepare(package, targets, TESTS[package], resume=args.resume)
        print(f"card data: {card_data(root)}", file=sys.stderr)
        if args.again:
            print(f"{again(root, set(args.again), targets)} mutants to check again", file=sys.stderr)
        code = mutmut(root, "run", "--max-children", str(args.jobs), *args.mutants)
        mutmut(root, "results")
    finally:
        running.unlink(missing_ok=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
