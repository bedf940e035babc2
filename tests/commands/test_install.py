"""nrprint outside its checkout (issue 27): the shipped content as a default, `nrprint
init`, the cache folder, and builds where workers cannot be forked."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nrprint.system import cache
from nrprint.system.paths import shipped_content
from tests.conftest import REPO, assert_no_crash, run_cli


def _nrprint(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-m", "nrprint", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.mark.parametrize(
    ("setup", "args", "code", "stderr"),
    [
        ("file", ["init", "{tmp}/taken"], 1, "is a file, not a folder"),
        ("non-empty", ["init", "{tmp}/taken"], 1, "is not empty; --force writes only the files missing"),
        ("", ["init", "{tmp}/p", "--lang", "../x"], 1, "--lang ../x is not a language tag"),
        ("", ["init", "/dev/null/p"], 1, "cannot write to /dev/null/p"),
        ("", ["init"], 2, "the following arguments are required: DIR"),
    ],
)
def test_init_refuses_what_cannot_be_a_project(
    tmp_path: Path, setup: str, args: list[str], code: int, stderr: str
):
    taken = tmp_path / "taken"
    if setup == "file":
        taken.write_text("x", encoding="utf-8")
    elif setup == "non-empty":
        taken.mkdir()
        (taken / "notes.txt").write_text("mine", encoding="utf-8")
    res = run_cli(*(a.format(tmp=tmp_path) for a in args))
    assert res.code == code
    assert stderr in res.err
    assert_no_crash(res)
    if setup == "non-empty":
        assert sorted(p.name for p in taken.iterdir()) == ["notes.txt"]


def test_init_writes_a_project_that_checks_clean(tmp_path: Path):
    res = run_cli("init", str(tmp_path / "proj"))
    assert res.code == 0, res.err
    proj = tmp_path / "proj"
    assert {"README.md", ".gitignore", "content"} <= {p.name for p in proj.iterdir()}
    assert "output/" in (proj / ".gitignore").read_text(encoding="utf-8")
    assert not (proj / "content" / "rulings").exists() and not (proj / "content" / "cards").exists()
    shipped = sorted(p.relative_to(shipped_content()) for p in shipped_content().rglob("*.yaml"))
    shipped = [p for p in shipped if p.parts[0] not in ("rulings", "cards")]
    assert sorted(p.relative_to(proj / "content") for p in (proj / "content").rglob("*.yaml")) == shipped
    check = run_cli("check", "--content", str(proj / "content"), "--no-cache")
    assert check.code == 0, check.err
    assert "content is consistent (0 errors, 0 warnings)" in check.err


def test_init_with_force_never_overwrites(tmp_path: Path):
    proj = tmp_path / "proj"
    (proj / "content").mkdir(parents=True)
    (proj / "README.md").write_text("my own notes\n", encoding="utf-8")
    (proj / "content" / "terms.yaml").write_text("# my terms\n", encoding="utf-8")
    res = run_cli("init", str(proj), "--force")
    assert res.code == 0, res.err
    assert "2 existing file(s) left as they were" in res.err
    assert (proj / "README.md").read_text(encoding="utf-8") == "my own notes\n"
    assert (proj / "content" / "terms.yaml").read_text(encoding="utf-8") == "# my terms\n"
    assert (proj / "content" / "languages.yaml").is_file()


def test_init_declares_a_language_ready_for_export(tmp_path: Path):
    proj = tmp_path / "proj"
    assert run_cli("init", str(proj), "--lang", "es").code == 0
    langs = (proj / "content" / "languages.yaml").read_text(encoding="utf-8")
    assert '  - tag: es\n    name: "Español"\n' in langs
    res = run_cli(
        "i18n", "export", "--lang", "es", "--content", str(proj / "content"), "--out", str(tmp_path / "po")
    )
    assert res.code == 0, res.err
    assert (tmp_path / "po" / "es.po").is_file()


def test_without_a_content_folder_the_shipped_content_is_built(tmp_path: Path):
    res = _nrprint(tmp_path, "build", "turn-sequence", "--lang", "en", "--no-cache")
    assert res.returncode == 0, res.stderr
    assert "no ./content here: using the shipped content" in res.stderr
    assert (tmp_path / "output" / "en" / "turn-sequence.pdf").is_file()
    listed = _nrprint(tmp_path, "list")
    assert listed.returncode == 0 and "turn-sequence" in listed.stdout


@pytest.mark.parametrize(
    "args",
    [["import", "rulings", "list.txt"], ["import", "cards", "cards.json"], ["i18n", "import", "de.po"]],
)
def test_commands_that_write_content_need_a_content_folder(tmp_path: Path, args: list[str]):
    res = _nrprint(tmp_path, *args)
    assert res.returncode == 1
    assert "no content folder here; `nrprint init DIR` writes a project" in res.stderr
    assert_no_crash(res)
    assert not (tmp_path / "output").exists()


def test_a_content_folder_without_content_is_refused(tmp_path: Path):
    (tmp_path / "content").mkdir()
    (tmp_path / "content" / "notes.txt").write_text("x", encoding="utf-8")
    res = _nrprint(tmp_path, "build")
    assert res.returncode == 1
    assert "content holds no nrprint content (no .yaml file)" in res.stderr
    assert_no_crash(res)


def test_the_cache_goes_to_the_user_cache_for_content_the_user_does_not_own(tmp_path: Path, monkeypatch):
    monkeypatch.delenv("NRPRINT_CACHE_DIR", raising=False)
    mine = tmp_path / "content"
    mine.mkdir()
    assert cache.folder_for(mine) == tmp_path / ".nrprint-cache"
    monkeypatch.setattr(cache, "SHIPPED", tmp_path)  # as if this were the wheel's own copy
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.folder_for(mine).parent == tmp_path / "xdg" / "nrprint"


def _hashes(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*.pdf"))
    }


def test_a_build_where_workers_cannot_fork_draws_in_one_process(tmp_path: Path, monkeypatch):
    """Forcing each start method: forked workers (Linux) and one process (macOS, Windows)
    write the same bytes."""
    import importlib

    args = ["build", "turn-sequence", "automa-runner", "--no-cache", "--jobs", "2"]
    assert run_cli(*args, "--out", str(tmp_path / "fork")).code == 0
    calls = []
    for name in ("nrprint.pipeline.parallel", "nrprint.pipeline.speculate"):  # every module that forks
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        monkeypatch.setattr(module, "fork_method", lambda: calls.append(1))  # returns None
    assert run_cli(*args, "--out", str(tmp_path / "one")).code == 0
    assert calls, "the build asked how workers start"
    assert _hashes(tmp_path / "fork") == _hashes(tmp_path / "one") != {}


def test_the_simulator_spawns_its_workers_where_it_cannot_fork(monkeypatch):
    from nrprint.simulate import batch

    args = [
        "automa", "simulate", "tests/fixtures/decklists/runner-core.txt", "--games", "40",
        "--jobs", "2", "--json", "--content", str(REPO / "content"),
    ]  # fmt: skip
    forked = run_cli(*args)
    monkeypatch.setattr(batch, "pool_method", lambda: "spawn")
    spawned = run_cli(*args)
    assert forked.code == spawned.code == 0, spawned.err
    assert json.loads(forked.out) == json.loads(spawned.out)
