"""Image options refused from a table of (arguments, exit code, stderr); nothing written."""

from __future__ import annotations

import pytest

from tests.conftest import CONTENT, assert_no_crash, run_cli

PNG = ["build", "automa-corp", "--format", "png"]


@pytest.mark.parametrize(
    ("args", "code", "stderr"),
    [
        ([*PNG, "--layout", "sheet"], 2, "--layout does not apply to --format png"),
        ([*PNG, "--layout", "single"], 2, "--layout does not apply to --format png"),
        ([*PNG, "--duplex", "short-edge"], 2, "--duplex does not apply to --format png"),
        ([*PNG, "--back-offset", "1,1"], 2, "--back-offset does not apply to --format png"),
        ([*PNG, "--dpi", "0"], 2, "--dpi must be between 72 and 600, got 0 (higher needs too much memory"),
        ([*PNG, "--dpi", "5000"], 2, "--dpi must be between 72 and 600, got 5000"),
        ([*PNG, "--dpi", "abc"], 2, "invalid int value"),
        (["build", "automa-corp", "--dpi", "300"], 2, "--dpi applies only to --format png"),
        (["build", "automa-corp", "--format", "jpg"], 2, "invalid choice"),
        (["export", "tts", "turn-sequence"], 2, "unknown card-deck target 'turn-sequence' for export tts"),
        (["export", "tts", "nope"], 2, "use one of automa-behaviour, automa-corp"),
        (["export", "tts", "automa-corp", "--dpi", "5000"], 2, "between 72 and 400"),
        (["export", "tts", "automa-decks"], 1, "error IO006: automa-decks: no cards to export"),
        (["export", "tts", "automa-corp", "--lang", "en,fr"], 2, "export tts takes one --lang"),
        (["export", "tts", "automa-corp"], 2, "the following arguments are required: --out"),
    ],
)
def test_refused_with_one_clear_line_and_nothing_written(tmp_path, args, code, stderr):
    out = tmp_path / "out"
    extra = ["--content", str(CONTENT)] if args[0] == "build" or "--out" not in args else []
    res = run_cli(*args, "--out", str(out), *extra) if "required: --out" not in stderr else run_cli(*args)
    assert res.code == code, res
    assert stderr in res.err
    assert_no_crash(res)
    assert not out.exists()


def test_all_problems_at_once(tmp_path):
    res = run_cli(
        *PNG, "--duplex", "short-edge", "--layout", "sheet", "--dpi", "5000", "--out", str(tmp_path / "o")
    )
    assert res.code == 2
    assert [ln.split(":")[2].strip().split()[0] for ln in res.err.splitlines()] == [
        "--layout",
        "--duplex",
        "--dpi",
    ]


def test_export_refuses_content_with_errors(tmp_path, content):
    deck = next((content / "automa" / "decks").glob("*.yaml"))
    deck.write_text(deck.read_text(encoding="utf-8").replace("cards:", "cardz:", 1), encoding="utf-8")
    res = run_cli("export", "tts", "automa-corp", "--out", str(tmp_path / "o"), "--content", str(content))
    assert res.code == 1 and "export stopped; no file was written" in res.err
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("args", [["export", "--help"], ["export", "tts", "--help"]])
def test_export_has_help(args):
    res = run_cli(*args)
    assert res.code == 0 and "usage: nrprint export" in res.out
