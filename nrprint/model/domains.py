"""The registry of content domains: each model module registers the kind of content it
defines (``register_domain``); ``discover`` imports every registering module.

Imports nothing of the model, not even for its annotations: the model's modules import
this to register, and the project (``nrprint.model.project``) reads it. A loader is
handed the project; what the registry itself asks of one is ``ContentFolder``.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from nrprint.diagnostics import Diagnostic


class ContentFolder(Protocol):
    """A project as the registry sees it (``nrprint.model.project.Project`` is one)."""

    root: Path


@dataclass(frozen=True, slots=True)
class Domain:
    """A kind of content: which file(s) under the content folder and how to read them.

    ``load`` receives the project and returns the typed object (or None) and diagnostics.
    Simple single-file domains give ``file`` and ``model`` and use the default loader.
    """

    name: str
    description: str
    file: str | None = None
    model: Any = None
    required: bool = True
    load: Callable[[Any], tuple[Any, list[Diagnostic]]] | None = None  # handed the project
    # Whether this content is in the folder at all; absent content is skipped, not an
    # error, so a user's own content folder may hold only some documents.
    exists: Callable[[Any], bool] | None = None  # handed the project
    # Files or folders (relative to the content folder) this domain reads, for
    # incremental builds; defaults to ``file``.
    paths: tuple[str, ...] = ()

    def model_class(self) -> Any:
        """``model``, imported first when it is given as ``"module:Class"``: an optional
        domain (the imported rulings) then costs no import when its file is absent."""
        if isinstance(self.model, str):
            module, _, name = self.model.partition(":")
            return getattr(importlib.import_module(module), name)
        return self.model

    def present(self, project: ContentFolder) -> bool:
        if self.exists is not None:
            return self.exists(project)
        if self.file is not None:
            return (project.root / self.file).exists()
        return True


DOMAINS: dict[str, Domain] = {}
# Domains known from the registry index (``nrprint.checks.lazy``) whose module is not
# imported yet: name -> module. ``DOMAINS`` holds a stand-in with the same name and
# paths (enough to hash the domain's files); the first ``get`` imports the module.
PENDING: dict[str, str] = {}
# The module each domain was registered by (what the index records).
ORIGIN: dict[str, str] = {}


def register_domain(domain: Domain) -> Domain:
    ORIGIN[domain.name] = sys._getframe(1).f_globals.get("__name__", "")
    DOMAINS[domain.name] = domain  # a stand-in's place is kept: the order stays the same
    PENDING.pop(domain.name, None)
    return domain


def real_domain(name: str) -> Domain:
    """``DOMAINS[name]``, its module imported first if only its stand-in is there."""
    module = PENDING.get(name)
    if module is not None:
        importlib.import_module(module)
        if name in PENDING:  # the index named the wrong module: load everything
            PENDING.clear()
            discover()
    return DOMAINS[name]


REGISTERING = ("nrprint.model", "nrprint.checks", "nrprint.documents")


def discover(packages: tuple[str, ...] = REGISTERING) -> None:
    """Import every module of these packages (by default the model, checks and
    documents) so they register."""
    for pkg_name in packages:
        pkg = importlib.import_module(pkg_name)
        for info in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"{pkg_name}.{info.name}")
    importlib.import_module("nrprint.setupsheets.content")  # registers outside those packages
