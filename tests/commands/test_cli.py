"""CLI behaviour from a table of (arguments, exit code, stderr fragment)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from nrprint.model.project import Project
from tests.conftest import CRASH_SIGNS, REPO, assert_no_crash, edit, run_cli

COMMANDS = ["build", "check", "list", "schema", "i18n"]


@pytest.mark.parametrize(
    ("args", "code", "stderr"),
    [
        (["--version"], 0, ""),
        (["build", "no-such-target"], 2, "unknown target no-such-target"),
        (["build", "--bleed", "9"], 2, "bleed must be between 0 and 3 mm"),
        (["build", "--back-offset", "1"], 2, "expected X,Y in millimetres"),
        (["build", "--lang", "xx"], 2, "unknown language xx; declared: en, fr"),
        (["build", "--paper", "a3"], 2, "invalid choice"),
        (["check", "--content", "/no/such/dir"], 1, "content folder not found"),
        (["frobnicate"], 2, "invalid choice"),
        (["schema", "nope"], 1, "unknown domain"),
        (["build", "--jobs", "0"], 2, "must be 1 or more"),
        (["build", "-j", "-2"], 2, "must be 1 or more"),
        (["build", "--jobs", "many"], 2, "not a whole number"),
        (["import", "rulings", "/dev/zero"], 1, "RIMP001: cannot read file: not a regular file"),
        (["import", "rulings", "/dev/null"], 1, "not a regular file"),
    ],
)
def test_cli_table(args, code, stderr):
    res = run_cli(*args)
    assert res.code == code, res
    assert stderr in res.err
    assert_no_crash(res)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command):
    res = run_cli(command, "--help")
    assert res.code == 0 and "usage: nrprint" in res.out and len(res.out) > 120


def test_check_reports_like_a_compiler(turn_content: Path):
    line = edit(turn_content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
    res = run_cli("check", "--content", str(turn_content))
    assert res.code == 1
    lines = [ln for ln in res.err.splitlines() if "TL001" in ln]
    assert len(lines) == 1
    assert lines[0].endswith("error TL001: step 4.5 jumps to 8, which does not exist")
    assert f"/run-timeline.yaml:{line}:" in lines[0]


def test_check_json(turn_content: Path):
    edit(turn_content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
    res = run_cli("check", "--json", "--content", str(turn_content))
    doc = json.loads(res.out)
    assert res.code == 1 and doc["ok"] is False
    assert "TL001" in [d["code"] for d in doc["diagnostics"]]


def test_list_json_names_targets_and_files(turn_content: Path):
    doc = json.loads(run_cli("list", "--json", "--content", str(turn_content)).out)
    by_name = {t["target"]: t for t in doc["targets"]}
    langs = Project(turn_content).languages.tags()
    assert by_name["turn-sequence"]["files"] == [f"{lang}/turn-sequence.pdf" for lang in langs]
    assert by_name["turn-sequence-bilingual"]["files"] == [
        f"turn-sequence.en-{lang}.pdf" for lang in langs[1:]
    ]


def test_i18n_status_json(turn_content: Path):
    edit(turn_content / "changes.yaml", "Still 7 agenda points", "Always 7 agenda points")
    res = run_cli("i18n", "status", "--json", "--content", str(turn_content))
    doc = json.loads(res.out)
    # Every translation of the changed string is stale, and only those.
    translations = Project(turn_content).languages.tags()[1:]
    assert res.code == 1 and doc["stale"] == len(translations) >= 2
    assert {(e["label"], e["lang"]) for e in doc["entries"]} == {("changes[2].text", t) for t in translations}


def test_schema_rejects_unknown_keys_for_editors():
    schema = json.loads(run_cli("schema", "timeline").out)
    assert schema["additionalProperties"] is False
    assert "steps" in schema["properties"]


def test_named_target_without_its_content_is_an_error(tmp_path: Path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "languages.yaml").write_text("source: en\nlanguages:\n  - {tag: en, name: English}\n")
    res = run_cli("build", "turn-sequence", "--content", str(tmp_path / "c"), "--out", str(tmp_path / "o"))
    assert res.code == 1 and "IO006" in res.err and not (tmp_path / "o").exists()


def test_console_script_runs_as_a_process():
    res = subprocess.run(
        [sys.executable, "-m", "nrprint", "--version"], capture_output=True, text=True, timeout=600
    )
    assert res.returncode == 0 and res.stdout.startswith("nrprint ")


def test_the_version_lives_in_one_place():
    """pyproject takes the version from nrprint/__init__.py; the installed metadata agrees."""
    import importlib.metadata

    import nrprint

    assert 'dynamic = ["version"]' in (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert importlib.metadata.version("nrprint") == nrprint.__version__


def test_closed_pipe_is_not_an_error():
    """`nrprint list | head -1`: the reader closing early is not an error, and says nothing."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "nrprint", "list"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # like `head -1` exiting
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0, err
    assert "Broken pipe" not in err and not any(sign in err for sign in CRASH_SIGNS), err


def test_the_process_leaves_with_its_code_its_output_and_its_cache(tmp_path: Path):
    """The command ends with ``os._exit`` once its caches are saved and its output
    flushed: its exit code, every byte of its output and its cache entries arrive."""
    import os
    import shutil

    from tests.conftest import CONTENT

    content = tmp_path / "content"
    shutil.copytree(CONTENT, content, ignore=shutil.ignore_patterns("rulings"))
    (content / "terms.yaml").write_text("terms: [\n", encoding="utf-8")  # broken: exit 1
    env = {**os.environ, "NRPRINT_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("NRPRINT_NO_CACHE", None)
    res = subprocess.run(
        [sys.executable, "-m", "nrprint", "check", "--json", "--content", str(content)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert res.returncode == 1
    assert json.loads(res.stdout)["diagnostics"]  # every byte of the JSON arrived
    assert (tmp_path / "cache" / "runs.json").is_file()  # the answer was kept


def test_an_unexpected_exception_is_a_crash_exit_70_saying_where_to_report(monkeypatch):
    """A bug is not bad input: its own exit status, the error in one line, where to report
    it; with --debug the traceback as well. ``assert_no_crash`` sees it however it exits."""
    from nrprint.commands import schema

    def broken(_args):
        raise RuntimeError("a bug")

    real = schema.register

    def register(sub):
        real(sub)
        sub.choices["schema"].set_defaults(run=broken)

    monkeypatch.setattr(schema, "register", register)
    res = run_cli("schema", "automa-decks")
    assert res.code == 70, res
    assert "internal error: RuntimeError: a bug" in res.err and "Traceback" not in res.err
    assert "this is a bug in nrprint; please report it" in res.err
    with pytest.raises(AssertionError, match="nrprint crashed"):
        assert_no_crash(res)
    with pytest.raises(AssertionError, match="nrprint crashed"):  # the status alone gives it away
        assert_no_crash(type(res)(70, "", "nrprint: error: something"))
    debug = run_cli("--debug", "schema", "automa-decks")
    assert debug.code == 70 and "Traceback" in debug.err and "RuntimeError: a bug" in debug.err
