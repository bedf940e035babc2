"""The common mistakes, made with an output folder already there (every build after the
first): the build prints the diagnostics and nothing else (no traceback), exits 1, keeps
the previous outputs and writes nothing anywhere, in or out of the output folder.

A table of (content change, exit code, stderr contains); nrprint never crashes
(``assert_no_crash``: no traceback, no "internal error", no exit 70).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import assert_no_crash, edit, run_cli


def _icon(c: Path) -> None:
    edit(c / "turn-sequence.yaml", 'en: "Spend 3 {click}', 'en: "Spend 3 {clik}')


def _anchors(c: Path) -> None:
    edit(c / "terms.yaml", "columns:\n", "x: &a [1, 2]\ny: *a\ncolumns:\n")


def _duplicate_key(c: Path) -> None:
    edit(c / "changes.yaml", "changes:\n", 'title: {en: "Again"}\nchanges:\n')


def _fifo(c: Path) -> None:
    (c / "terms.yaml").unlink()
    os.mkfifo(c / "terms.yaml")


def _oversized(c: Path) -> None:
    with (c / "changes.yaml").open("a", encoding="utf-8") as f:
        f.write("#" + "x" * 16_000_001 + "\n")


def _deep(c: Path) -> None:
    (c / "run-timeline.yaml").write_text("x: " + "[" * 5_000 + "]" * 5_000 + "\n", encoding="utf-8")


def _tag_out_of_the_folder(c: Path) -> None:
    edit(c / "languages.yaml", "  - tag: de\n", "  - tag: ../x\n")


def _tag_absolute(c: Path) -> None:
    edit(c / "languages.yaml", "  - tag: de\n", "  - tag: /tmp/x\n")


MISTAKES: list[tuple[str, Callable[[Path], None], int, str]] = [
    ("misspelt icon", _icon, 1, "{clik}"),
    ("YAML anchors", _anchors, 1, "error YAML"),
    ("duplicate key", _duplicate_key, 1, "error YAML"),
    ("a FIFO", _fifo, 1, "error IO"),
    ("an oversized file", _oversized, 1, "error IO"),
    ("deep nesting", _deep, 1, "error YAML"),
    ("a ../x language tag", _tag_out_of_the_folder, 1, "'../x' is not a language tag"),
    ("an absolute language tag", _tag_absolute, 1, "is not a language tag: letters, digits and hyphens"),
]


def _files(root: Path) -> dict[str, str]:
    return {
        str(p): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() and not p.is_fifo() else ""
        for p in root.rglob("*")
    }


@pytest.mark.parametrize(("what", "change", "code", "says"), MISTAKES, ids=[m[0] for m in MISTAKES])
def test_a_common_mistake_prints_only_the_diagnostics(
    tmp_path: Path, turn_content: Path, what: str, change: Callable[[Path], None], code: int, says: str
):
    out = tmp_path / "out"
    assert run_cli("build", "-q", "--content", str(turn_content), "--out", str(out)).code == 0
    change(turn_content)
    before = {k: v for k, v in _files(tmp_path).items() if not k.startswith(str(turn_content))}
    res = run_cli("build", "--content", str(turn_content), "--out", str(out))
    assert res.code == code, res.err[-2000:]
    assert says in res.err
    assert_no_crash(res)
    assert "no file was written" in res.err
    after = {k: v for k, v in _files(tmp_path).items() if not k.startswith(str(turn_content))}
    assert after == before  # nothing new or changed, in the output folder or beside it
    assert run_cli("verify", "--out", str(out)).code == 0


CLI = [
    (("build", "--jobs", "0"), 2, "must be 1 or more"),
    (("build", "no-such-target"), 2, "unknown target no-such-target"),
    (("build", "--bleed", "9"), 2, "bleed must be between 0 and 3 mm"),
    (("--debug", "list"), 0, ""),
    (("list", "--debug"), 0, ""),
]


@pytest.mark.parametrize(("args", "code", "says"), CLI, ids=[" ".join(a) for a, _c, _s in CLI])
def test_command_line_table(tmp_path: Path, turn_content: Path, args: tuple[str, ...], code: int, says: str):
    command, *rest = args
    extra = ["--content", str(turn_content), "--out", str(tmp_path / "out")] if "build" in args else []
    res = run_cli(command, *rest, *extra)
    assert says in res.err
    assert_no_crash(res, code)
