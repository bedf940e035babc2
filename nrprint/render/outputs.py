"""What a build asks of the drawing: the options of the command line (``BuildOptions``,
with its groups ``ImageOptions`` and ``CardSheetOptions``) and each file to write with
the function that draws it (``Output``). Plain data, handed down from the build to every
document and domain.

The option classes hold exactly what changes the bytes of an output, each default
declared once here; a command makes them once from its arguments. The build's
fingerprint is made from them (``nrprint.pipeline.fingerprint``), so a field added here
counts in it, and nothing else the command line holds (where to write, how many cores,
the preview server) does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from nrprint.layout.backstyle import DEFAULT_BACKS, BackStyle
from nrprint.layout.raster import DPI_DEFAULT

if TYPE_CHECKING:  # a name only: importing imposition loads the templates, and a build
    # answered from the cache (pipeline.quick) must not pay for them
    from nrprint.layout.imposition import Duplex

Edition = Literal["android", "classic"]
ImageFormat = Literal["pdf", "png"]
CardLayout = Literal["sheet", "single"]


@dataclass(frozen=True, slots=True)
class ImageOptions:
    """``--format`` and ``--dpi``: PDFs, or one PNG image per page (per card face for decks)."""

    format: ImageFormat = "pdf"
    dpi: int = DPI_DEFAULT  # of the PNG images


@dataclass(frozen=True, slots=True)
class CardSheetOptions:
    """How card decks are printed (``--layout``, ``--bleed``, ``--duplex``, ``--back-offset``,
    ``--backs``)."""

    layout: CardLayout = "sheet"  # sheet: 9-up imposed pages; single: one card a page
    bleed_mm: float = 0.0
    duplex: Duplex = "long-edge"  # how the printer flips the sheet for the backs
    back_offset_mm: tuple[float, float] = (0.0, 0.0)  # shift of the backs (duplex drift)
    backs: BackStyle = DEFAULT_BACKS  # single cards print full whatever this says


@dataclass(frozen=True, slots=True)
class BuildOptions:
    """What the user asked for on the command line; shared by every target."""

    # Language tags to print; empty: every language the content declares.
    langs: tuple[str, ...] = ()
    paper: str = "a4"
    edition: Edition = "android"  # vocabulary: android, or classic 1996 (bits, actions)
    images: ImageOptions = field(default_factory=ImageOptions)
    cards: CardSheetOptions = field(default_factory=CardSheetOptions)
    # Languages printed as drafts (under a band): set by the build once its checks ran.
    drafts: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Output:
    """One file a target writes: its path relative to the output folder and how to draw it."""

    relpath: str
    draw: Callable[[Path], None]
    lang: str | None = None
