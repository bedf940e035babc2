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
    *("export", "cards"),
]


@pytest.mark.parametrize("command", COMMANDS)
def test_help_loads_nothing_heavy(command):
    args = [command, "--help"] if command else ["--help"]
    res = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "nrprint", *args], capture_output=True, text=True
    )
    assert res.returncode == 0, res.stderr[-2000:]
    loaded = {line.rsplit("|", 1)[-1].strip() for line in res.stderr.splitlines() if "|" in line}
    heavy = sorted(m for m in loaded if m.split(".")[0] in HEAVY or m.startswith(HEAVY))
    assert not heavy, f"`nrprint {command} --help` imports {heavy[:10]}"


def test_the_rulings_model_is_imported_only_with_the_rulings_file():
    """The rulings domain names its model as ``module:Class``: registering every domain
    (``discover``) imports it only once something loads an imported rulings list."""
    code = (
        "import sys\n"
        "from nrprint.project import DOMAINS, discover\n"
        "discover()\n"
        "print('nrprint.rulings.model' in sys.modules)\n"
        "print(DOMAINS['rulings'].model_class().__name__, 'nrprint.rulings.model' in sys.modules)\n"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert res.stdout.split() == ["False", "RulingsDoc", "True"]
