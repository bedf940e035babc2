"""The preview page's order: documents grouped by language, then by kind, errors first.

A document's language is the first folder of its path in the output folder
(``en/setup-corp.pdf``); a side-by-side document at the top of the folder carries its
pair in its name (``turn-sequence.en-fr.pdf`` is ``en-fr``). Languages come in the
order the content declares them (English first), pairs and anything undeclared after,
by name; kinds (the target that made the file) come in the order of ``nrprint list``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Kind:
    name: str
    documents: list[Mapping[str, Any]] = field(default_factory=list)


@dataclass(slots=True)
class Language:
    tag: str
    kinds: list[Kind] = field(default_factory=list)

    def count(self) -> int:
        return sum(len(k.documents) for k in self.kinds)


def language_of(rel: str) -> str:
    """``en`` for ``en/a.pdf``; ``en-fr`` for ``turn-sequence.en-fr.pdf``; else ``""``."""
    folder, _, name = rel.rpartition("/")
    if folder:
        return folder.split("/")[0]
    stem = name.rsplit(".", 1)[0]
    return stem.partition(".")[2]


def _rank(items: Iterable[str], order: Sequence[str]) -> list[str]:
    known = {name: i for i, name in enumerate(order)}
    return sorted(set(items), key=lambda s: (s not in known, known.get(s, 0), s))


def grouped(
    documents: Iterable[Mapping[str, Any]], languages: Sequence[str], kinds: Sequence[str]
) -> list[Language]:
    """``documents`` (each with ``name`` and ``target``) by language, then kind."""
    by_lang: dict[str, dict[str, list[Mapping[str, Any]]]] = {}
    for doc in documents:
        lang = language_of(str(doc["name"]))
        by_lang.setdefault(lang, {}).setdefault(str(doc.get("target", "")), []).append(doc)
    out = []
    for lang in _rank(by_lang, languages):
        kinds_here = by_lang[lang]
        out.append(
            Language(
                lang,
                [Kind(k, sorted(kinds_here[k], key=lambda d: d["name"])) for k in _rank(kinds_here, kinds)],
            )
        )
    return out


def errors_first(diagnostics: Iterable[Mapping[str, Any]]) -> tuple[list, list]:
    """(errors, the rest), each in the order given."""
    diags = list(diagnostics)
    return [d for d in diags if d.get("severity") == "error"], [
        d for d in diags if d.get("severity") != "error"
    ]
