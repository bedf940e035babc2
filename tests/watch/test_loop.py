"""The watch loop: a save made during the first build is not lost (issue 27)."""

from __future__ import annotations

import threading
from pathlib import Path

from nrprint.watch import loop


class SaveDuringFirstBuild:
    """A session whose first build saves a content file, as a user would mid-build."""

    def __init__(self, folder: Path, stop: threading.Event):
        self.file = folder / "turn-sequence.yaml"
        self.stop = stop
        self.builds = 0

    def rebuild(self) -> bool:
        self.builds += 1
        if self.builds == 1:
            self.file.write_text("version: 1\n# saved during the first build\n", encoding="utf-8")
        else:
            self.stop.set()
        return True


def test_a_save_during_the_first_build_triggers_a_rebuild(tmp_path: Path):
    content = tmp_path / "content"
    content.mkdir()
    (content / "turn-sequence.yaml").write_text("version: 1\n", encoding="utf-8")
    stop = threading.Event()
    session = SaveDuringFirstBuild(content, stop)
    give_up = threading.Timer(10, stop.set)  # without the fix the loop would wait forever
    give_up.start()
    try:
        loop.run(session, [content], [tmp_path / "output"], stop)  # type: ignore[arg-type]
    finally:
        give_up.cancel()
    assert session.builds == 2


def test_saves_to_ignored_folders_do_not_rebuild(tmp_path: Path):
    content, out = tmp_path / "content", tmp_path / "content" / "output"
    out.mkdir(parents=True)
    stop = threading.Event()

    class WritesOutput:
        builds = 0

        def rebuild(self) -> bool:
            self.builds += 1
            (out / "x.pdf").write_bytes(b"%PDF")
            return True

    session = WritesOutput()
    threading.Timer(1.5, stop.set).start()
    loop.run(session, [content], [out], stop)  # type: ignore[arg-type]
    assert session.builds == 1
