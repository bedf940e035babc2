"""The build's typed options: made once from the command line, and the key of the cache.

A cached build answered wrongly is a bug: every option that changes an output must
change the fingerprint, and what only says how the command runs (where to write, how
many cores, the preview server) must not.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from nrprint.cli import parser
from nrprint.commands._build_options import build_options
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.pipeline.fingerprint import target_fingerprint
from nrprint.render.outputs import BuildOptions
from tests.conftest import CONTENT, run_cli

# Each changes the bytes of a card deck (the edition: of the setup sheets).
CHANGING = [
    ["--paper", "letter"],
    ["--edition", "classic"],
    ["--layout", "single"],
    ["--bleed", "1.5"],
    ["--duplex", "short-edge"],
    ["--back-offset", "0.5,-1"],
    ["--backs", "full"],
    ["--backs", "outline"],
    ["--format", "png"],
    ["--format", "png", "--dpi", "150"],
]
# Each says how the command runs, not what it writes.
NEUTRAL = [
    ["-q"],
    ["-j", "2"],
    ["--force"],
    ["--out", "elsewhere"],
    ["--no-cache"],
    ["--debug"],
    ["--strict"],
    ["--lang", "fr"],  # the languages reach the options resolved, not as typed
    ["automa-corp", "turn-sequence"],
    ["--content", "other"],
]
BUILD_ONLY = [["--force"], ["--strict"]]
WATCH_ONLY = [["--serve"], ["--port", "9000"], ["--host", "0.0.0.0", "--public"]]
# Given as their defaults: the same options as left out.
AS_DEFAULT = [
    ["--paper", "a4", "--edition", "android", "--format", "pdf"],
    [
        "--layout",
        "sheet",
        "--bleed",
        "0",
        "--duplex",
        "long-edge",
        "--back-offset",
        "0,0",
        "--backs",
        "light",
    ],
]


def options(*argv: str, command: str = "build") -> BuildOptions:
    line = [command, *argv]
    return build_options(parser(line).parse_args(line), ("en",))


@pytest.fixture(scope="module")
def fingerprint():
    discover()
    from nrprint.documents.registry import TARGETS

    project = Project(CONTENT)

    def fp(chosen: BuildOptions, target: str = "automa-corp") -> str:
        return target_fingerprint(project, TARGETS[target], chosen)

    return fp


def test_every_option_that_changes_an_output_changes_the_fingerprint(fingerprint):
    made = {tuple(argv): fingerprint(options(*argv)) for argv in [[], *CHANGING]}
    made[("langs",)] = fingerprint(replace(options(), langs=("en", "fr")))
    made[("drafts",)] = fingerprint(replace(options(), drafts=("fr",)))
    assert len(set(made.values())) == len(made), made
    setup = options("--edition", "classic"), options()
    assert fingerprint(setup[0], "setup-sheets") != fingerprint(setup[1], "setup-sheets")


@pytest.mark.parametrize("argv", NEUTRAL + AS_DEFAULT, ids=" ".join)
def test_how_the_build_runs_leaves_the_options_alone(argv: list[str]):
    assert options(*argv) == options()


@pytest.mark.parametrize("argv", [a for a in NEUTRAL if a not in BUILD_ONLY] + WATCH_ONLY, ids=" ".join)
def test_watch_makes_the_options_build_makes(argv: list[str]):
    assert options(*argv, command="watch") == options()


def test_single_cards_print_full_backs_whatever_the_default():
    assert options("--layout", "single").cards.backs == "full"
    assert options("--layout", "single", "--backs", "full") == options("--layout", "single")
    assert options("--format", "png").cards.backs == "full"
    assert options().cards.backs == "light" and options("--backs", "outline").cards.backs == "outline"


def test_backs_count_for_decks_only(fingerprint):
    light, full = options(), options("--backs", "full")
    assert fingerprint(light) != fingerprint(full)
    assert fingerprint(light, "turn-sequence") == fingerprint(full, "turn-sequence")


def test_an_invalid_command_is_refused_even_when_its_options_were_built(content: Path, tmp_path: Path):
    """``--layout single --backs light`` makes the options ``--layout single`` makes (single
    cards print full); the cache of whole builds must not answer it for them."""
    out = str(tmp_path / "out")
    common = ["build", "automa-behaviour", "--lang", "en", "--layout", "single", "-q", "--out", out]
    first = run_cli(*common, "--content", str(content))
    assert first.code == 0, first.err
    again = run_cli(*common, "--backs", "light", "--content", str(content))
    assert again.code == 2 and "--layout single prints full backs" in again.err, again.err
