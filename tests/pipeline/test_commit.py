"""A staging folder left by an interrupted build is finished (a commit point was
written) or discarded (none was), and paths never leave the output folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from nrprint.pipeline import commit
from nrprint.pipeline.manifest import Manifest
from nrprint.system.confine import OutsideFolder, inside


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


def test_discard_forgets_the_staged_files_only_before_the_commit_point(tmp_path: Path):
    out = tmp_path / "out"
    _built(out, {"a.txt": b"old"}).save(out)
    commit.discard(out)  # nothing staged: nothing to do
    assert (out / "a.txt").read_bytes() == b"old"
    stage = commit.begin(out)
    (stage / "sub").mkdir()
    (stage / "sub" / "a.txt").write_bytes(b"half drawn")  # a tree: the folder goes whole
    assert not commit.committed(out)
    commit.discard(out)
    assert not stage.exists() and (out / "a.txt").read_bytes() == b"old"
    stage = commit.begin(out)
    _built(stage, {"a.txt": b"new"}).save(stage)  # the commit point: the new build wins
    assert commit.committed(out)
    commit.discard(out)
    assert (stage / "a.txt").read_bytes() == b"new"
    assert commit.recover(out) == "forward" and (out / "a.txt").read_bytes() == b"new"


def test_begin_makes_the_staging_folder_inside_the_output_folder(tmp_path: Path):
    out = tmp_path / "new" / "out"  # not there yet: made with its parents
    stage = commit.begin(out)
    assert stage == out / ".staging" == commit.staging(out) and stage.is_dir()
    assert commit.begin(out) == stage  # again: the same folder, no error


def test_commit_moves_every_staged_file_in_and_the_manifest_last(tmp_path: Path, monkeypatch):
    out = tmp_path / "out"
    _built(out, {"a.txt": b"old a"}).save(out)
    stage = commit.begin(out)
    new = _built(stage, {"a.txt": b"new a", "deep/er/b.txt": b"new b"})  # two new folders
    renames: list[str] = []
    replace = os.replace

    def watched(src, dst):
        renames.append(Path(dst).relative_to(out).as_posix())
        replace(src, dst)

    monkeypatch.setattr(commit.os, "replace", watched)
    commit.commit(out, new)
    # The commit point (written atomically), each file, then the manifest over the old one.
    assert renames == [".staging/manifest.json", "a.txt", "deep/er/b.txt", "manifest.json"]
    assert (out / "deep" / "er" / "b.txt").read_bytes() == b"new b" and not stage.exists()
    assert Manifest.load(out).files == new.files


@pytest.mark.parametrize("how", ["discard", "recover back", "recover forward"])
def test_a_staging_folder_that_will_not_go_away_does_not_stop_the_build(
    tmp_path: Path, monkeypatch, how: str
):
    """Removing the staging folder is tidying: if it fails (a file held open on Windows,
    a network disk), the outputs are what they must be and the next run removes the rest."""
    out = tmp_path / "out"
    _built(out, {"a.txt": b"old"}).save(out)
    stage = commit.begin(out)
    if how == "recover forward":
        _built(stage, {"a.txt": b"new"}).save(stage)
    else:
        (stage / "half.txt").write_bytes(b"half drawn")
    rmdir = os.rmdir

    def stuck(path, *args, **kwargs):
        if Path(path).name == commit.STAGING:
            raise PermissionError(13, "Permission denied", str(path))
        return rmdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "rmdir", stuck)
    if how == "discard":
        commit.discard(out)
    else:
        assert commit.recover(out) == how.split()[1]
    assert (out / "a.txt").read_bytes() == (b"new" if how == "recover forward" else b"old")
    monkeypatch.setattr(os, "rmdir", rmdir)
    commit.recover(out)  # the next run
    assert not stage.exists()
