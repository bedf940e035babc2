"""The content domains: each kind of content, which file(s) of the content folder it
reads and how, listed here in order (``DOMAINS``).

Listing them imports none of the model: a domain names its model class or loader as
``"module:name"``, imported when the domain is first loaded, so a check answered from
the cache, or a domain whose file is absent, costs no import. A loader is handed the
project; what this module itself asks of one is ``ContentFolder``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from nrprint.diagnostics import Diagnostic


class ContentFolder(Protocol):
    """A project as the domains see it (``nrprint.model.project.Project`` is one)."""

    root: Path


def imported(path: str) -> Any:
    """The object a ``"module:name"`` path names, its module imported."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True, slots=True)
class Later:
    """A function named by ``"module:name"``, imported when it is first called."""

    path: str

    def __call__(self, *args: Any) -> Any:
        return imported(self.path)(*args)


@dataclass(frozen=True, slots=True)
class Domain:
    """A kind of content: which file(s) under the content folder and how to read them.

    ``load`` receives the project and returns the typed object (or None) and diagnostics.
    Simple single-file domains give ``file`` and ``model`` and use the default loader.
    """

    name: str
    description: str
    file: str | None = None
    model: Any = None  # the model class, or its "module:Class"
    required: bool = True
    load: Callable[[Any], tuple[Any, list[Diagnostic]]] | None = None  # handed the project
    # Whether this content is in the folder at all; absent content is skipped, not an
    # error, so a user's own content folder may hold only some documents.
    exists: Callable[[Any], bool] | None = None  # handed the project
    # Files or folders (relative to the content folder) this domain reads, for
    # incremental builds; defaults to ``file``.
    paths: tuple[str, ...] = ()

    def model_class(self) -> Any:
        """``model``, imported first when it is given as ``"module:Class"``."""
        return imported(self.model) if isinstance(self.model, str) else self.model

    def present(self, project: ContentFolder) -> bool:
        if self.exists is not None:
            return self.exists(project)
        if self.file is not None:
            return (project.root / self.file).exists()
        return True


# Folders and files named here and read by their models (one spelling for both).
DECK_DIR = "automa/decks"
HOUSERULES_FILE = "multiplayer/houserules.yaml"


def _decks_present(project: ContentFolder) -> bool:
    return (project.root / DECK_DIR).is_dir()


_LISTED = (
    Domain(
        "automa-decks",
        "Automa AI decks (automa/decks/*.yaml)",
        load=Later("nrprint.model.automa:load_decks"),
        required=False,
        exists=_decks_present,
        paths=(DECK_DIR,),  # so that editing another file leaves its results cached
    ),
    Domain(
        "automa-glossary",
        "printed words for the Automa card vocabulary (glossary-terms.yaml, cards)",
        load=Later("nrprint.model.card_words:load_card_words"),
        required=False,
        exists=Later("nrprint.model.card_words:present"),
        paths=("glossary-terms.yaml",),
    ),
    Domain(
        "automa-reference",
        "Automa quick-reference and calibration texts (automa/reference.yaml)",
        file="automa/reference.yaml",
        model="nrprint.model.automa:Reference",
        required=False,
    ),
    Domain(
        "automa-rules",
        "the Automa rules booklet (automa/rules.yaml)",
        file="automa/rules.yaml",
        model="nrprint.model.automa_rules:RulesBooklet",
        required=False,
    ),
    Domain(
        "card-facts",
        "card facts for Automa deck preparation (automa/card-facts.yaml)",
        file="automa/card-facts.yaml",
        model="nrprint.model.deckprep:CardFacts",
        required=False,
    ),
    Domain(
        "glossary-terms",
        "game terms and their accepted translations (glossary-terms.yaml)",
        file="glossary-terms.yaml",
        model="nrprint.model.glossary_terms:GlossaryTerms",
        required=False,
    ),
    Domain(
        "languages",
        "the languages the content is printed in",
        file="languages.yaml",
        model="nrprint.model.languages:Languages",
        required=False,
    ),
    Domain(
        "multiplayer",
        "The Big Sell-Out multiplayer rules (content/multiplayer/rules.yaml)",
        file="multiplayer/rules.yaml",
        model="nrprint.model.multiplayer:MultiplayerRules",
        required=False,
    ),
    Domain(
        "multiplayer-houserules",
        "house-rule values for The Big Sell-Out (content/multiplayer/houserules.yaml)",
        load=Later("nrprint.model.multiplayer:load_houserules"),
        paths=(HOUSERULES_FILE,),  # so that editing another file leaves its results cached
    ),
    Domain(
        "rulings",
        "imported rulings list (rulings/rulings.yaml, written by `nrprint import rulings`)",
        file="rulings/rulings.yaml",
        model="nrprint.rulings.model:RulingsDoc",
        required=False,
    ),
    Domain("terms", "the terminology table", file="terms.yaml", model="nrprint.model.terms:Terms"),
    Domain("turn", "the turn sequence", file="turn-sequence.yaml", model="nrprint.model.turn:TurnSequence"),
    Domain("timeline", "the run timeline", file="run-timeline.yaml", model="nrprint.model.turn:RunTimeline"),
    Domain("changes", "changes since the 1996 game", file="changes.yaml", model="nrprint.model.turn:Changes"),
    Domain(
        "setup-sheets",
        "setup sheet labels and reminders",
        file="setup-sheets.yaml",
        model="nrprint.setupsheets.content:SetupSheets",
        required=False,
    ),
)
# Every domain by name, in the order above (the order the checks load them in).
DOMAINS: dict[str, Domain] = {d.name: d for d in _LISTED}


def discover() -> None:
    """Import now the domains' modules of the model layer (before forking workers,
    say). Nothing needs it: each is imported when its domain is first loaded; the
    domains whose model lives above the model layer (the imported rulings, the setup
    sheets) are left to that."""
    for domain in DOMAINS.values():
        for named in (domain.model, domain.load, domain.exists):
            path = named.path if isinstance(named, Later) else named
            if isinstance(path, str) and path.startswith("nrprint.model."):
                imported(path)
