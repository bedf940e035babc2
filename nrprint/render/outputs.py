"""What a build asks of the drawing: the options of the command line (``BuildOptions``:
languages, paper, extras) and each file to write with the function that draws it
(``Output``). Plain data, handed down from the build to every document and domain."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True, slots=True)
class BuildOptions:
    """What the user asked for on the command line; shared by every target."""

    # Language tags to print; empty: every language the content declares.
    langs: tuple[str, ...] = ()
    paper: str = "a4"
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Output:
    """One file a target writes: its path relative to the output folder and how to draw it."""

    relpath: str
    draw: Callable[[Path], None]
    lang: str | None = None
