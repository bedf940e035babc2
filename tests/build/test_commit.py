"""A staging folder left by an interrupted build is finished (a commit point was
written) or discarded (none was), and paths never leave the output folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from nrprint.build import commit
from nrprint.build.manifest import Manifest
from nrprint.disk.confine import OutsideFolder, inside


def _built(out: Path, files: dict[str, bytes]) -> Manifest:
    m = Manifest()
    for rel, data in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_bytes(data)
    m.record("t", "f", "c", [(rel, out / rel) for rel in files])
    return m


def test_without_a_commit_point_the_staging_folder_is_discarded(tmp_path: Path):
    out = tmp_path / "out"
    _built(out, {"en/a.txt": b"old"}).save(out)
    stage = commit.begin(out)
    (stage / "en").mkdir()
    (stage / "en" / "a.txt").write_bytes(b"new, half drawn")
    assert commit.recover(out) == "back"
    assert (out / "en" / "a.txt").read_bytes() == b"old" and not stage.exists()


@pytest.mark.parametrize("moved", [0, 1, 2])
def test_with_a_commit_point_the_rest_is_moved_into_place(tmp_path: Path, moved: int):
    out = tmp_path / "out"
    _built(out, {"a.txt": b"old a", "b.txt": b"old b"}).save(out)
    stage = commit.begin(out)
    new = _built(stage, {"a.txt": b"new a", "b.txt": b"new b"})
    new.save(stage)  # the commit point
    for rel in ["a.txt", "b.txt"][:moved]:  # killed after this many renames
        os.replace(stage / rel, out / rel)
    assert commit.recover(out) == "forward"
    assert (out / "a.txt").read_bytes() == b"new a" and (out / "b.txt").read_bytes() == b"new b"
    assert Manifest.load(out).files == new.files and not stage.exists()


def test_nothing_to_recover(tmp_path: Path):
    assert commit.recover(tmp_path) == ""


@pytest.mark.parametrize("rel", ["../x/a.pdf", "/etc/x.pdf", "en/../../x.pdf", "", "a\\..\\x.pdf"])
def test_paths_out_of_the_folder_are_refused(tmp_path: Path, rel: str):
    with pytest.raises(OutsideFolder):
        inside(tmp_path / "out", rel)


def test_a_link_out_of_the_folder_is_refused(tmp_path: Path):
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "elsewhere").mkdir()
    (out / "en").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(OutsideFolder):
        inside(out, "en/turn-sequence.pdf")
    assert inside(out, "fr/turn-sequence.pdf") == out / "fr" / "turn-sequence.pdf"
