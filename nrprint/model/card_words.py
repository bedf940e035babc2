"""The Automa cards' printed words: the ``cards`` part of the one glossary.

Rule: the set has one glossary per language, ``content/glossary-terms.yaml``. Its
``cards`` part holds the words only the AI cards and their reference sheets print
(action names, special-order glosses, conditions, targets, labels), keyed by the deck
files' spellings; every document prints from it. A content folder without its own
glossary prints the shipped one's words, as its ``[[term]]`` references do
(``Project.vocabulary``).

The ``automa-glossary`` domain is that part, validated apart from the rest: its strings
are walked once, as the cards' words, and their diagnostics point into
glossary-terms.yaml.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field

from nrprint.diagnostics import Diagnostic
from nrprint.model.base import Node, Text


class Glossary(Node):
    """Printed words for the vocabulary (keys are the content spellings)."""

    actions: dict[str, Text]
    orders: dict[str, Text]
    # An order's gloss after an action that needs a remote (``REMOTE_ACTIONS``): there
    # -H/+H count remotes only, as the booklet says.
    remote_orders: dict[str, Text] = Field(default_factory=dict)
    conditions: dict[str, Text]
    locations: dict[str, Text]
    targets: dict[str, Text]
    lower: dict[str, Text]
    labels: dict[str, Text]


FILE = "glossary-terms.yaml"
PART = "cards"


def load_card_words(project: Any) -> tuple[Any, list[Diagnostic]]:
    """The ``cards`` part of the folder's glossary (else of the shipped one), as the
    cards' vocabulary; None, without a diagnostic, when there is no such part."""
    own = project.root / FILE
    if own.is_file():
        return _read(own, project.display(FILE))
    from nrprint.system.paths import shipped_content

    shipped = shipped_content() / FILE
    if not shipped.is_file():
        return None, []
    stat = shipped.stat()
    return _shipped(shipped, stat.st_mtime_ns, stat.st_size)


def present(project: Any) -> bool:
    """A folder has card words when its glossary has them, or when it holds Automa
    material (``automa/``) that prints with the shipped ones. A folder of other documents
    (the turn sequence alone) has none: it is neither checked nor exported for them."""
    from nrprint.system.paths import shipped_content

    if (project.root / FILE).is_file():
        return True
    return (project.root / "automa").is_dir() and (shipped_content() / FILE).is_file()


@lru_cache(maxsize=2)
def _shipped(file: Path, _mtime: int, _size: int) -> tuple[Any, list[Diagnostic]]:
    return _read(file, f"content/{FILE}")


def _read(file: Path, shown: str) -> tuple[Any, list[Diagnostic]]:
    from nrprint.model.base import attach
    from nrprint.source.reader import load_yaml
    from nrprint.source.validate import validate_part

    doc = load_yaml(file, shown)
    data = doc.data if isinstance(doc.data, dict) else {}
    if PART not in data:
        return None, []
    words, diags = validate_part(doc, Glossary, data[PART], (PART,))
    if words is not None:
        attach(words, doc, (PART,))
    return words, diags
