"""Paths confined to a folder: nothing is ever written outside the output folder.

The rule: a relative path that content can influence (a language tag, a deck id, a
file name) is joined to the folder it is meant for only through :func:`inside`, which
refuses it unless it resolves (links followed) to a place under that folder. Loading
refuses such names first, with a diagnostic; this is the writer's own guard.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath


class OutsideFolder(ValueError):
    """A path that would leave the folder it is written into."""

    def __init__(self, rel: str, folder: Path) -> None:
        super().__init__(f"{rel!r} would be written outside {folder}/; refused")
        self.rel, self.folder = rel, folder


def inside(folder: Path, rel: str) -> Path:
    """``folder / rel``, or :class:`OutsideFolder` if that is not under ``folder``
    (an absolute path, ``..``, or a link inside ``folder`` that points out of it)."""
    pure = PurePosixPath(rel)
    if not rel or pure.is_absolute() or ".." in pure.parts or "\\" in rel or "\0" in rel:
        raise OutsideFolder(rel, folder)
    root = folder.resolve()
    target = (folder / rel).resolve()
    if target == root or not target.is_relative_to(root):
        raise OutsideFolder(rel, folder)
    return folder / rel
