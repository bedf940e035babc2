"""The game engine imports nothing that draws or lays out pages (only ``plot`` draws)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO

ENGINE = [
    "nrprint.simulate.game",
    "nrprint.simulate.batch",
    "nrprint.simulate.match",
    "nrprint.simulate.report",
    "nrprint.simulate.playcheck.run",
]


def test_the_engine_imports_no_drawing_or_layout():
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in ENGINE)
        + "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('reportlab', 'matplotlib', 'pypdfium2', 'PIL')"
        " or m.startswith(('nrprint.render', 'nrprint.layout', 'nrprint.documents')))\n"
        "print(','.join(bad))\n"
    )
    res = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True, timeout=600
    )
    assert res.stdout.strip() == ""
