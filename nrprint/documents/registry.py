"""The targets: a target is one named document that writes one or more files.

Each module of ``MODULES`` lists its targets in ``TARGETS``; ``TARGETS`` here is all of
them by name, in that order, the modules imported when it is first read (a command
that prints its help or answers from the cache draws nothing).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output


@dataclass(frozen=True, slots=True)
class Target:
    name: str
    description: str
    domains: tuple[str, ...]
    plan: Callable[[Project, BuildOptions], list[Output]]
    # Targets whose content is optional (e.g. imported rulings) are skipped when absent.
    optional: bool = False
    how_to_enable: str = ""
    # Domains read when present but not required (e.g. rulings references on cards):
    # they count in the fingerprint, so importing rulings rebuilds the cards.
    uses: tuple[str, ...] = ()
    # A deck of cards (one card a page with --layout single): exported as one image per
    # card face with --format png, and by `nrprint export tts`.
    cards: bool = False
    # About how long one of its files takes to draw, against a one-page sheet (1). A
    # build draws the heaviest first (``by_weight``): its drawers take files from one
    # queue, so the build ends when the last file is drawn, and that one should be short.
    weight: float = 1.0

    def available(self, project: Project) -> bool:
        return all(project.exists(d) for d in self.domains)

    def outputs(self, project: Project, options: BuildOptions) -> list[Output]:
        """The files to write: the PDFs of ``plan``, or with --format png their pages as images."""
        if image_format(options) != "png":
            return self.plan(project, options)
        from nrprint.documents.images import png_outputs

        return png_outputs(self.plan, self.cards, project, options)

    def manifest_key(self, options: BuildOptions) -> str:
        """PDFs and images of one target are recorded apart, so both stay up to date."""
        return f"{self.name}.png" if image_format(options) == "png" else self.name


def by_weight(targets: list[Target]) -> list[Target]:
    """``targets`` to draw, heaviest first (in registry order among equals)."""
    return sorted(targets, key=lambda t: -t.weight)


def image_format(options: BuildOptions) -> str:
    return options.images.format


# The modules that declare targets, in the order of ``nrprint list`` and of a build.
MODULES = (
    "nrprint.documents.automa",
    "nrprint.documents.automa_rules",
    "nrprint.documents.multiplayer",
    "nrprint.documents.rulings",
    "nrprint.documents.setup_sheets",
    "nrprint.documents.turn_sequence",
)


class _Targets(Mapping[str, Target]):
    """Every module's targets by name, imported on first use (by string: a document
    module imports this one for ``Target``)."""

    def __init__(self) -> None:
        self._all: dict[str, Target] | None = None

    def _targets(self) -> dict[str, Target]:
        if self._all is None:
            self._all = {t.name: t for module in MODULES for t in importlib.import_module(module).TARGETS}
        return self._all

    def __getitem__(self, name: str) -> Target:
        return self._targets()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._targets())

    def __len__(self) -> int:
        return len(self._targets())


TARGETS: Mapping[str, Target] = _Targets()


def with_languages(project: Project, options: BuildOptions) -> BuildOptions:
    """``options`` with its languages made explicit (the project's, unless given); a
    build checks and draws ``project.narrowed(langs=options.langs)``."""
    from dataclasses import replace

    if not options.langs:
        options = replace(options, langs=project.langs())
    return options
