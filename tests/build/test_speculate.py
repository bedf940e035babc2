"""Drawing while the checks run: kept only when every check passes, never left behind."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from nrprint.build.speculate import Speculation
from nrprint.render.outputs import Output
from tests.conftest import CONTENT, run_cli

PARENT = os.getpid()


def _write(text: str):
    def draw(path: Path) -> None:
        path.write_text(text, encoding="utf-8")

    return draw


def _only_in_parent(path: Path) -> None:
    if os.getpid() != PARENT:
        raise RuntimeError("drawing failed in a child")
    path.write_text("drawn by the parent", encoding="utf-8")


def _slow(path: Path) -> None:
    time.sleep(60)
    path.write_text("too late", encoding="utf-8")


@pytest.fixture
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the temporary folder somewhere we can list afterwards."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def test_drawings_move_into_the_output_folder(tmp_path: Path, private_tmp: Path):
    outputs = [Output(f"en/{i}.txt", _write(f"file {i}")) for i in range(5)]
    spec = Speculation(outputs, jobs=2)
    written = spec.finish(outputs[1:4], tmp_path / "out")
    assert [p.read_text() for p in written] == ["file 1", "file 2", "file 3"]
    assert not (tmp_path / "out" / "en" / "0.txt").exists()  # only what is still wanted
    assert list(private_tmp.iterdir()) == []


def test_what_a_child_failed_to_draw_is_drawn_by_the_parent(tmp_path: Path, private_tmp: Path):
    outputs = [Output("a.txt", _only_in_parent), Output("b.txt", _write("b"))]
    spec = Speculation(outputs, jobs=2)
    spec.finish(outputs, tmp_path)
    assert (tmp_path / "a.txt").read_text() == "drawn by the parent"
    assert (tmp_path / "b.txt").read_text() == "b"
    assert list(private_tmp.iterdir()) == []


def test_the_drawers_take_each_drawing_manifest_entry(tmp_path: Path, private_tmp: Path):
    """Each drawer takes what the manifest records of its drawings; ``finish`` hands
    them over, equal to what the manifest would read from the moved files, and the
    build records a drawing without one (here: the parent's fallback) itself."""
    from nrprint.build.manifest import Manifest, file_info

    outputs = [Output(f"en/{i}.txt", _by_whom) for i in range(4)] + [Output("a.txt", _only_in_parent)]
    spec = Speculation(outputs, jobs=2)
    spec.join()
    written = spec.finish(outputs, tmp_path / "out")
    for path in written[:4]:
        assert spec.info[str(path.relative_to(tmp_path / "out"))] == file_info(path)
    # a.txt: drawn by the parent in `join`, or by `finish` once the child failed it
    assert spec.info.get("a.txt") in (None, file_info(written[4]))
    manifest = Manifest()
    files = [(str(p.relative_to(tmp_path / "out")), p) for p in written]
    manifest.record("t", "print", "content", files, {"a.txt": {}})
    assert manifest.files["a.txt"] == {"target": "t", **file_info(written[4])}
    assert sorted(p.name for p in (tmp_path / "out").rglob("*") if p.is_file()) == sorted(
        Path(o.relpath).name for o in outputs
    )
    assert list(private_tmp.iterdir()) == []


def _by_whom(path: Path) -> None:
    time.sleep(0.2)
    path.write_text(str(os.getpid()), encoding="utf-8")


def test_once_the_checks_pass_the_parent_draws_beside_its_children(tmp_path: Path, private_tmp: Path):
    outputs = [Output(f"{i}.txt", _by_whom) for i in range(8)]
    spec = Speculation(outputs, jobs=2)
    assert len(spec.procs) == 1  # the parent is the second drawer
    start = time.monotonic()
    spec.join()
    written = spec.finish(outputs, tmp_path / "out")
    drawers = {p.read_text() for p in written}
    assert str(PARENT) in drawers and len(drawers) == 2  # the parent and its child
    assert time.monotonic() - start < 8 * 0.2  # shared, not one after the other
    assert list(private_tmp.iterdir()) == []


def test_cancel_stops_the_children_at_once_and_removes_their_folder(private_tmp: Path):
    spec = Speculation([Output("slow.txt", _slow), Output("slow2.txt", _slow)], jobs=3)
    start = time.monotonic()
    spec.cancel()
    assert time.monotonic() - start < 5
    assert all(not proc.is_alive() for proc in spec.procs)
    assert list(private_tmp.iterdir()) == []


def test_a_build_failing_its_checks_throws_away_what_was_drawn_meanwhile(
    tmp_path: Path, private_tmp: Path, monkeypatch: pytest.MonkeyPatch
):
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content, ignore=shutil.ignore_patterns("rulings"))
    turn = content / "turn-sequence.yaml"
    # Valid YAML and schema, so the targets plan and drawing starts; PAR001 fails later.
    turn.write_text(
        turn.read_text(encoding="utf-8").replace("de départ de 5 cartes", "de départ de 6 cartes"),
        encoding="utf-8",
    )
    cancelled = []
    real_cancel = Speculation.cancel
    monkeypatch.setattr(Speculation, "cancel", lambda self: cancelled.append(self) or real_cancel(self))
    out = tmp_path / "out"
    res = run_cli("build", "--jobs", "2", "--content", str(content), "--out", str(out))
    assert res.code == 1 and "PAR001" in res.err
    assert len(cancelled) == 1 and len(cancelled[0].procs) == 1  # drawing had started (jobs - 1 children)
    assert not out.exists()
    assert list(private_tmp.iterdir()) == []  # the drawings made meanwhile are gone


def test_without_a_temporary_folder_the_build_draws_after_its_checks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    def no_room(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "mkdtemp", no_room)
    out = tmp_path / "out"
    res = run_cli("build", "turn-sequence", "--jobs", "2", "--out", str(out), "-q")
    assert res.code == 0, res.err
    assert (out / "en" / "turn-sequence.pdf").is_file()


def test_folders_of_killed_builds_are_removed_by_the_next_one(private_tmp: Path):
    dead = private_tmp / "nrprint-render-999999999-abc"  # no such process
    live = private_tmp / f"nrprint-render-{os.getpid()}-def"
    odd = private_tmp / "nrprint-render-99999999999999999999-ghi"  # not a pid at all
    for folder in (dead, live, odd):
        (folder / "en").mkdir(parents=True)
    Speculation([Output("a.txt", _write("a"))], jobs=2).cancel()
    assert not dead.exists() and live.exists() and odd.exists()


def test_drawings_are_renamed_into_place_or_copied_across_file_systems(
    tmp_path: Path, private_tmp: Path, monkeypatch: pytest.MonkeyPatch
):
    import errno

    import nrprint.build.speculate as speculate

    outputs = [Output(f"en/{i}.txt", _write(f"file {i}")) for i in range(4)]
    spec = Speculation(outputs, jobs=2)
    spec.join()
    real_replace = os.replace
    renamed, refused = [], []

    def replace(src, dst):
        if str(src).startswith(str(private_tmp)) and len(refused) < 2:  # as from another device
            refused.append(dst)
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        renamed.append(dst)
        return real_replace(src, dst)

    monkeypatch.setattr(speculate.os, "replace", replace)
    written = spec.finish(outputs, tmp_path / "out")
    assert [p.read_text() for p in written] == [f"file {i}" for i in range(4)]
    assert len(refused) == 2 and len(renamed) >= 2  # two copied (then renamed by atomic_path), two moved
    assert list(private_tmp.iterdir()) == []


def test_every_drawing_is_announced_once_as_it_is_finished(tmp_path: Path, private_tmp: Path):
    outputs = [Output(f"{i}.txt", _by_whom) for i in range(6)]
    spec = Speculation(outputs, jobs=2)
    lines: list[str] = []
    spec.join(lines.append)
    during = len(lines)
    spec.finish(outputs, tmp_path / "out", lines.append)
    assert during >= 2  # the parent's own drawings, as they were finished
    assert sorted(line.split("] ")[1] for line in lines) == sorted(o.relpath for o in outputs)
    assert [line.split("]")[0] for line in lines] == [f"[{k}/6" for k in range(1, 7)]
