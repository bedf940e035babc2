"""Content files' data from the cache: the same documents, keyed by the file's bytes.

``nrprint.source.cached`` keeps what the fast path read of each small content file; a later
load of the same bytes must give the same data, the
same positions, and read nothing it cannot give back exactly.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from nrprint.diagnostics import ContentError
from nrprint.source import cached as yamlcache
from nrprint.source.reader import SourceDoc, load_yaml
from nrprint.system import cache, cachefiles
from tests.conftest import CONTENT, REPO

SHIPPED = sorted([*CONTENT.rglob("*.yaml"), *(REPO / "templates").rglob("*.yaml")])


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[Path]:
    """A cache folder of its own; the folder of the YAML entries."""
    cache.configure(tmp_path / "cache")
    yield tmp_path / "cache" / yamlcache.FOLDER
    cache.configure(None)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(REPO)))
def test_every_shipped_file_comes_back_the_same(path: Path, kept: Path) -> None:
    cache.configure(None)
    plain = load_yaml(path, "c/f.yaml")
    cache.configure(kept.parent)
    first = load_yaml(path, "c/f.yaml")  # read, and kept
    assert len(list(kept.iterdir())) == 1
    again = load_yaml(path, "c/f.yaml")  # from the cache
    assert again is not first and again.path == "c/f.yaml"
    for doc in (first, again):
        assert type(doc.data) is type(plain.data) and doc.data == plain.data
    assert again.text == plain.text  # what positions are found from


def test_positions_of_a_cached_document(tmp_path: Path, kept: Path) -> None:
    f = tmp_path / "f.yaml"
    f.write_text("a:\n  b: [1, 2]\n  c: x\n", encoding="utf-8")
    load_yaml(f, "f.yaml")
    doc = load_yaml(f, "f.yaml")
    assert len(list(kept.iterdir())) == 1
    assert (doc.pos(("a", "c")).line, doc.pos(("a", "c")).col) == (3, 6)


def test_an_edited_file_is_read_again(tmp_path: Path, kept: Path) -> None:
    f = tmp_path / "f.yaml"
    f.write_text("a: 1\n", encoding="utf-8")
    assert load_yaml(f, "f.yaml").data == {"a": 1}
    f.write_text("a: 2\n", encoding="utf-8")
    assert load_yaml(f, "f.yaml").data == {"a": 2}
    assert len(list(kept.iterdir())) == 2


def test_a_damaged_entry_is_read_again_and_rewritten(tmp_path: Path, kept: Path) -> None:
    f = tmp_path / "f.yaml"
    f.write_text("a: [1, 2]\n", encoding="utf-8")
    load_yaml(f, "f.yaml")
    (entry,) = kept.iterdir()
    assert b"[1,2]" in entry.read_bytes()
    entry.write_bytes(entry.read_bytes().replace(b"[1,2]", b"[1,3]"))
    assert load_yaml(f, "f.yaml").data == {"a": [1, 2]}
    assert load_yaml(f, "f.yaml").data == {"a": [1, 2]}
    assert b"[1,2]" in entry.read_bytes()


@pytest.mark.parametrize(
    "text",
    [
        "when: 2024-01-05\n",  # a date: JSON has none
        "x: .nan\n",  # NaN: JSON has none
        "a: &x 1\nb: *x\n",  # refused (an alias): errors are never kept
        "a: [1\n",  # malformed
    ],
)
def test_what_json_cannot_give_back_is_not_kept(tmp_path: Path, kept: Path, text: str) -> None:
    f = tmp_path / "f.yaml"
    f.write_text(text, encoding="utf-8")
    for _ in range(2):
        with contextlib.suppress(ContentError):  # the refused ones: what matters is nothing kept
            load_yaml(f, "f.yaml")
    assert not kept.exists() or not list(kept.iterdir())


def test_keys_that_are_not_strings_are_not_kept(tmp_path: Path, kept: Path) -> None:
    doc = SourceDoc("f.yaml", {1: "one"}, None, b"")
    yamlcache.put(b"1: one\n", doc)
    assert not kept.exists() or not list(kept.iterdir())


def test_bigger_files_and_no_cache_take_the_usual_path(tmp_path: Path, kept: Path, monkeypatch) -> None:
    deck = next(p for p in SHIPPED if p.parent.name == "decks")
    monkeypatch.setattr(yamlcache, "MAX_FILE", deck.stat().st_size - 1)
    doc = load_yaml(deck, "deck.yaml")
    assert isinstance(doc.data["cards"], list) and not kept.exists()  # read whole, not kept
    monkeypatch.undo()
    cache.configure(None)
    assert load_yaml(deck, "deck.yaml").data == doc.data
    assert not kept.exists()


_WARM_LOAD = """
import json, sys
from pathlib import Path
from nrprint.system import cache
from nrprint.source.reader import load_yaml
cache.configure(Path(sys.argv[1]))
for name in sys.argv[2:]:
    load_yaml(Path(name), name)
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("yaml", "ryml"))))
"""


def test_a_run_that_finds_every_file_imports_no_yaml_reader(tmp_path: Path) -> None:
    files = [str(p) for p in SHIPPED]
    run = [sys.executable, "-c", _WARM_LOAD, str(tmp_path / "cache"), *files]
    cold = subprocess.run(run, capture_output=True, text=True, check=True, timeout=600)
    warm = subprocess.run(run, capture_output=True, text=True, check=True, timeout=600)
    assert "yaml" in json.loads(cold.stdout) and json.loads(warm.stdout) == []


def test_the_file_store_checks_prunes_and_stays_off(tmp_path: Path, kept: Path, monkeypatch) -> None:
    cachefiles.write("t", "k", b"body", keep=4, what="a test entry")
    assert cachefiles.read("t", "k") == b"body"
    stored = kept.parent / "t" / "k"
    stored.write_bytes(stored.read_bytes()[:-1] + b"X")
    assert cachefiles.read("t", "k") is None  # damaged
    stored.write_bytes(b"short")
    assert cachefiles.read("t", "k") is None
    monkeypatch.setattr(cachefiles, "_pruned", set())
    for n in range(6):
        cachefiles.write("t", f"e{n}", b"x", keep=4, what="a test entry")
    monkeypatch.setattr(cachefiles, "_pruned", set())
    cachefiles.write("t", "last", b"x", keep=4, what="a test entry")  # 7 files: the older half goes
    assert len(list((kept.parent / "t").iterdir())) == 5
    cache.configure(None)
    cachefiles.write("t", "off", b"x", keep=4, what="a test entry")
    assert cachefiles.read("t", "off") is None and not (kept.parent / "t" / "off").exists()
