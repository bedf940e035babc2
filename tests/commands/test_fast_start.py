"""`--help` imports only argparse and the command modules: no model, no reportlab.

(What this saves is measured in bench/, never asserted here.)
"""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("pydantic", "reportlab", "yaml", "markdown_it", "pypdf", "nrprint.model", "nrprint.checks")
COMMANDS = [
    *("", "build", "check", "list", "schema", "verify", "i18n", "automa", "import", "rulings", "watch"),
    *("export", "cards", "init", "docs"),
]


@pytest.mark.parametrize("command", COMMANDS)
def test_help_loads_nothing_heavy(command):
    args = [command, "--help"] if command else ["--help"]
    res = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "nrprint", *args],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert res.returncode == 0, res.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in res.stderr.splitlines() if "|" in line}
    heavy = sorted(m for m in loaded if m.split(".")[0] in HEAVY or m.startswith(HEAVY))
    assert not heavy, f"`nrprint {command} --help` imports {heavy[:10]}"


def test_the_rulings_model_is_imported_only_with_the_rulings_file():
    """The rulings domain names its model as ``module:Class``: importing the model's
    domains (``discover``) imports it only once something loads an imported rulings list."""
    code = (
        "import sys\n"
        "from nrprint.model.domains import DOMAINS, discover\n"
        "discover()\n"
        "print('nrprint.rulings.model' in sys.modules)\n"
        "print(DOMAINS['rulings'].model_class().__name__, 'nrprint.rulings.model' in sys.modules)\n"
    )
    res = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=600
    )
    assert res.stdout.split() == ["False", "RulingsDoc", "True"]


def _commands(top) -> dict:
    import argparse

    action = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices


@pytest.mark.parametrize("command", [c for c in COMMANDS if c])
def test_a_named_command_gets_the_same_parser_alone(command):
    """``parser([command, ...])`` imports and registers that command only, and its help
    (options, defaults, sub-commands) is the one the full command line gives it."""
    from nrprint.cli import parser

    whole = _commands(parser([]))
    alone = _commands(parser([command, "--json"]))
    assert list(alone) == [command]
    assert alone[command].format_help() == whole[command].format_help()


@pytest.mark.parametrize(
    "argv", [[], ["--help"], ["--version"], ["common"], ["images"], ["chek"], ["import_"]]
)
def test_anything_but_a_command_name_gets_every_command(argv):
    from nrprint.cli import parser

    assert len(_commands(parser(argv))) == len(COMMANDS) - 1  # every command but the ""


def test_a_mistyped_command_is_answered_with_every_choice(capsys):
    from nrprint.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["chek"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'chek'" in err and "'check'" in err and "'watch'" in err
