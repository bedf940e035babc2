"""The README's example commands run verbatim, from a copy of the checkout."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, SEEDS, assert_no_crash


def example_commands() -> list[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Examples") : readme.index("## Commands")]
    (block,) = re.findall(r"```sh\n(.*?)\n```", section, re.S)
    return [line for line in block.splitlines() if line.strip()]


@pytest.mark.slow
def test_readme_examples_run_verbatim(tmp_path: Path):
    if not SEEDS.is_dir():
        pytest.skip(f"needs the source documents (the rulings list among them) in {SEEDS}")
    main = tmp_path / "main"
    main.mkdir()
    shutil.copytree(REPO / "content", main / "content", ignore=shutil.ignore_patterns("rulings"))
    # The user's own files, as the README names them.
    shutil.copytree(REPO / "tests" / "fixtures" / "decklists", main / "decks")
    (main / "rulings-v1.70.txt").symlink_to(SEEDS / "002_574b36660af46fce.txt")
    cards = REPO.parent / "shared" / "netrunner-cards-json"
    if not cards.is_dir():
        pytest.skip(f"needs NetrunnerDB's card data (netrunner-cards-json) cloned as {cards}")
    (main / "netrunner-cards-json").symlink_to(cards)
    commands = example_commands()
    assert len(commands) >= 10
    for line in commands:
        argv = shlex.split(line)
        assert argv[0] == "nrprint"
        res = subprocess.run(
            [sys.executable, "-m", "nrprint", *argv[1:]],
            cwd=main,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert res.returncode == 0, f"{line}\n{res.stderr[-1500:]}"
        assert_no_crash(res)
    assert (main / "output" / "en" / "rulings.pdf").exists()
    assert (main / "output" / "letter" / "fr" / "turn-sequence.pdf").exists()
    assert (main / "content" / "cards" / "cards.json").exists()
