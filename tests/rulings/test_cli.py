"""The commands: (arguments, exit code, stderr fragment), bad input included."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nrprint.cli import main
from tests.conftest import CliResult, assert_no_crash


@pytest.fixture
def files(tmp_path: Path, seed_path: Path) -> dict[str, Path]:
    (tmp_path / "content").mkdir()
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    (tmp_path / "blank.txt").write_text("\n\n   \n", encoding="utf-8")
    (tmp_path / "prose.txt").write_text("A shopping list.\n\nEggs, milk and bread.\n", encoding="utf-8")
    (tmp_path / "binary.bin").write_bytes(bytes(range(256)) * 64)
    (tmp_path / "latin1.txt").write_bytes(
        "Title, v1.0\n\nCaf\xe9 Rulings\n   @An invented ruling.  (Someone, Netrunner-L, 1/2/97)\n".encode(
            "cp1252"
        )
    )
    return {"dir": tmp_path, "seed": seed_path}


CASES = [
    # args (with {dir} and {seed} filled in), exit code, stderr fragment
    (
        ["import", "rulings", "{seed}", "--content", "{dir}/content"],
        0,
        "warning RUL101: rulings with no header",
    ),
    (
        ["import", "rulings", "{dir}/empty.txt", "--content", "{dir}/content"],
        1,
        "error RIMP003: file is empty",
    ),
    (["import", "rulings", "{dir}/blank.txt", "--content", "{dir}/content"], 1, "error RIMP003"),
    (
        ["import", "rulings", "{dir}/prose.txt", "--content", "{dir}/content"],
        1,
        "error RIMP005: not a rulings list",
    ),
    (
        ["import", "rulings", "{dir}/binary.bin", "--content", "{dir}/content"],
        1,
        "error RIMP004: binary file",
    ),
    (
        ["import", "rulings", "{dir}/missing.txt", "--content", "{dir}/content"],
        1,
        "error RIMP001: cannot read",
    ),
    (["import", "rulings", "{dir}", "--content", "{dir}/content"], 1, "error RIMP001: is a folder"),
    (
        ["import", "rulings", "{seed}", "--content", "{dir}/nowhere"],
        1,
        "error RIMP006: content folder not found",
    ),
    (["import", "rulings", "{dir}/latin1.txt", "--content", "{dir}/content"], 0, "imported"),
    (
        ["rulings", "search", "jack", "--content", "{dir}/content"],
        1,
        "run `nrprint import rulings PATH` first",
    ),
    (["rulings", "search", "--content", "{dir}/content"], 2, "give WORDS to search for"),
]


def fill(args, files):
    return [a.format(dir=files["dir"], seed=files["seed"]) for a in args]


@pytest.mark.parametrize(("args", "code", "fragment"), CASES)
def test_cli_table(args, code, fragment, files, capsys):
    assert main(fill(args, files)) == code
    out = capsys.readouterr()
    assert fragment in out.err + out.out
    assert_no_crash(CliResult(code, out.out, out.err))
    if code != 0 and args[0] == "import":
        assert not (files["dir"] / "content" / "rulings").exists()  # nothing written


def test_import_then_search(files, capsys):
    content = f"{files['dir']}/content"
    assert main(["import", "rulings", str(files["seed"]), "--content", content]) == 0
    out = capsys.readouterr()
    assert "imported 524 rulings (source has 524)" in out.out
    assert "corp:    96 cards + 23 untitled groups, 173 rulings" in out.out
    # Each warning is followed by its source line.
    lines = out.err.splitlines()
    first = next(i for i, ln in enumerate(lines) if "warning RUL101" in ln)
    assert lines[first].startswith(f"{files['seed']}:110:") and lines[first + 1].startswith("    | ")
    assert main(["rulings", "search", "doom", "counter", "--content", content]) == 0
    assert "Demolition Run" in capsys.readouterr().out
    assert main(["rulings", "search", "--card", "Startup Immolator", "--content", content]) == 0
    out = capsys.readouterr()
    assert "Startup Immolator — Runner card" in out.out and "5 ruling(s) found" in out.err
    assert main(["rulings", "search", "xyzzy", "--content", content]) == 1
    assert "0 ruling(s) found" in capsys.readouterr().err
    assert main(["rulings", "search", "x", "--card", "No Such Card", "--content", content]) == 1
    assert "no card named 'No Such Card'" in capsys.readouterr().err


def test_json_outputs(files, capsys):
    content = f"{files['dir']}/content"
    assert main(["import", "rulings", str(files["seed"]), "--content", content, "--json"]) == 0
    out = capsys.readouterr()
    doc = json.loads(out.out)
    assert out.err == ""
    assert doc["summary"]["rulings"]["total"] == 524 and doc["ok"] is True
    assert len(doc["diagnostics"]) == sum(doc["summary"]["anomalies"].values())
    assert doc["written"].endswith("rulings/rulings.yaml")
    assert main(["rulings", "search", "siren", "--content", content, "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["count"] == len(found["hits"]) > 0
    assert main(["import", "rulings", f"{files['dir']}/empty.txt", "--content", content, "--json"]) == 1
    bad = json.loads(capsys.readouterr().out)
    assert bad["ok"] is False and bad["diagnostics"][0]["code"] == "RIMP003"


def test_failed_import_keeps_previous_content(files, capsys):
    content = f"{files['dir']}/content"
    assert main(["import", "rulings", str(files["seed"]), "--content", content]) == 0
    target = files["dir"] / "content" / "rulings" / "rulings.yaml"
    before = target.read_bytes()
    assert main(["import", "rulings", f"{files['dir']}/prose.txt", "--content", content]) == 1
    assert target.read_bytes() == before
    capsys.readouterr()


def test_fifty_megabytes_is_refused_before_reading(tmp_path, capsys, monkeypatch):
    """The size is checked before the file is read (nrprint/rulings/source.py): a 50 MB
    file is refused with no byte of it read, whatever the machine's speed (a wall-clock
    limit let a reader that read and scanned all of it first pass)."""
    import builtins
    import io

    big = tmp_path / "big.txt"
    with big.open("wb") as f:
        f.truncate(50_000_000)  # sparse: 50 MB by its size, nothing to write
    (tmp_path / "content").mkdir()
    opened: list[str] = []
    real_open, real_io_open = builtins.open, io.open

    def watch(opener):
        def open_(file, *args, **kwargs):
            if str(file) == str(big):
                opened.append(str(file))
            return opener(file, *args, **kwargs)

        return open_

    monkeypatch.setattr(builtins, "open", watch(real_open))
    monkeypatch.setattr(io, "open", watch(real_io_open))  # Path.read_bytes/read_text/open
    assert main(["import", "rulings", str(big), "--content", str(tmp_path / "content")]) == 1
    assert opened == [], "the file was opened before its size was checked"
    assert "error RIMP002: file is 50.0 MB; a rulings list is at most 1 MB" in capsys.readouterr().err


def test_help_texts(capsys):
    for args in (["import", "--help"], ["import", "rulings", "--help"], ["rulings", "search", "--help"]):
        with pytest.raises(SystemExit) as exc:
            main(args)
        assert exc.value.code == 0
    assert "--card NAME" in capsys.readouterr().out


def test_too_large_to_read_back_is_refused(tmp_path, capsys, monkeypatch):
    """Under the size limit, but its content would exceed what the loader reads: RIMP007."""
    import nrprint.source.reader

    monkeypatch.setattr(nrprint.source.reader, "MAX_BYTES", 1_000_000)  # the loader's limit, made small
    big = tmp_path / "dense.txt"
    entry = "Card {n:05d}\n   @A made-up ruling on this card, with words enough.  (Someone, NR-L, 1/2/97)\n"
    big.write_text("List, v1.0\n\n" + "".join(entry.format(n=n) for n in range(9000)), encoding="utf-8")
    assert big.stat().st_size < 1_000_000
    (tmp_path / "content").mkdir()
    assert main(["import", "rulings", str(big), "--content", str(tmp_path / "content")]) == 1
    assert "error RIMP007" in capsys.readouterr().err
    assert not (tmp_path / "content" / "rulings").exists()
