"""A command that runs long shows one progress line on a terminal, and only there."""

from __future__ import annotations

import contextlib
import io
import time
from pathlib import Path

import pytest

from nrprint.commands import _progress as progress
from tests.conftest import run_cli


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def fast_ticks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "AFTER", 0.01)
    monkeypatch.setattr(progress, "EVERY", 0.01)


@pytest.mark.usefixtures("fast_ticks")
def test_the_line_appears_on_a_terminal_and_is_erased():
    term = Terminal()
    with contextlib.redirect_stderr(term), progress.ticking("verify"):
        progress.say("1/2 files verified")
        time.sleep(0.1)
        print("a finding", file=__import__("sys").stderr)
        time.sleep(0.1)
    out = term.getvalue()
    assert "nrprint verify: working… 1/2 files verified" in out
    assert f"{progress.ERASE}a finding\n" in out  # the line is erased before anything else
    assert out.endswith(progress.ERASE)  # and at the end


@pytest.mark.usefixtures("fast_ticks")
def test_nothing_is_drawn_off_a_terminal():
    plain = io.StringIO()
    with contextlib.redirect_stderr(plain), progress.ticking("verify"):
        time.sleep(0.1)
    assert plain.getvalue() == ""


@pytest.mark.usefixtures("fast_ticks")
def test_verify_shows_its_count_on_a_terminal(turn_content: Path, tmp_path: Path):
    out = tmp_path / "out"
    assert run_cli("build", "turn-sequence", "--content", str(turn_content), "--out", str(out)).code == 0
    from nrprint.cli import main

    term = Terminal()
    with contextlib.redirect_stderr(term):
        assert main(["verify", "--out", str(out)]) == 0
    said = term.getvalue()
    assert "nrprint verify: working…" in said and "files verified (" in said
    assert said.rstrip().endswith("file(s) verified")
    assert run_cli("verify", "--out", str(out)).err.startswith("nrprint: ")  # not a terminal: no line
