"""Every printed string of a project as a catalog entry: a stable key, where it is, the
English, one translation, and the notes a translator needs.

The key (a PO ``msgctxt``) is the file and the key path of the string, with list items
named by their ``id`` where they have one (``turn-sequence.yaml:sides[id=corp].name``),
so inserting a card or a step does not rename the strings after it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from nrprint.lang.printed import PRINTED
from nrprint.model.base import Plural
from nrprint.model.project import Project
from nrprint.source.reader import KeyPath, load_yaml


@dataclass(frozen=True, slots=True)
class Entry:
    key: str  # stable: file relative to the content folder, then the key path
    file: str  # relative to the content folder
    kp: KeyPath  # the key path in the file's data (list indexes as loaded today)
    line: int
    english: str
    translation: str | None
    source_hash: str | None  # <lang>_src as stored
    label: str
    comments: tuple[str, ...]
    plural: bool = False  # a message after a count: forms separated by "|" (lang.plurals)


def entries(project: Project, lang: str) -> Iterator[Entry]:
    """The project's strings in file order, each once (a string can be printed twice)."""
    prefix = project.display_path.rstrip("/") + "/"
    lines: dict[str, list[str]] = {}
    data: dict[str, Any] = {}
    seen: set[str] = set()
    for _domain, label, text in project.texts(lazy=True):
        source = text.__pydantic_private__
        if not source or PRINTED.is_reference(text.en):
            continue  # made in code, or only a reference: the glossary has its words
        doc, kp = source["_doc"], source["_kp"]
        if not doc.path.startswith(prefix):
            continue  # the shipped card words a folder without its own glossary prints
        file = doc.path.removeprefix(prefix)
        if file not in lines:
            path = project.safe_path(file)
            lines[file] = path.read_text(encoding="utf-8").split("\n")
            # The model dropped the raw data once validated; ids are read from it again.
            data[file] = load_yaml(path, doc.path).data
        key = f"{file}:{stable_path(data[file], kp)}"
        if key in seen:
            continue
        seen.add(key)
        line = text.pos("en").line
        yield Entry(
            key,
            file,
            kp,
            line,
            text.en,
            text.raw(lang),
            text.src(lang),
            label,
            comments_above(lines[file], text.pos().line),
            isinstance(text, Plural),
        )


def stable_path(data: Any, kp: KeyPath) -> str:
    """``sides[id=corp].phases[id=draw].text``: list items by id where they have one."""
    parts: list[str] = []
    node = data
    for part in kp:
        if isinstance(part, int):
            item = node[part] if isinstance(node, list) and part < len(node) else None
            ident = item.get("id") if isinstance(item, dict) else None
            parts.append(f"[id={ident}]" if isinstance(ident, str) and ident else f"[{part}]")
            node = item
        else:
            parts.append(f".{part}" if parts else str(part))
            node = node.get(part) if isinstance(node, dict) else None
    return "".join(parts)


def comments_above(lines: list[str], line: int, most: int = 3) -> tuple[str, ...]:
    """The comment lines right above ``line`` (1-based): the author's notes on it."""
    found: list[str] = []
    i = line - 2
    while i >= 0 and len(found) < most and lines[i].strip().startswith("#"):
        found.insert(0, lines[i].strip().lstrip("#").strip())
        i -= 1
    return tuple(c for c in found if c)
