"""Translation status: which French strings are missing or stale, and marking reviews."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from nrprint.atomic import write_text_atomic
from nrprint.diagnostics import Pos
from nrprint.model.base import en_hash
from nrprint.project import Project

TOKEN_END = re.compile(r"[\s,}\]#]")


@dataclass(frozen=True, slots=True)
class Entry:
    domain: str
    label: str
    state: str  # "missing" | "stale"
    pos: Pos
    hash_pos: Pos | None
    en_hash: str


def status(project: Project) -> list[Entry]:
    entries: list[Entry] = []
    for domain, label, text in project.texts():
        if not (text.fr or "").strip():
            entries.append(Entry(domain, label, "missing", text.pos("en"), None, en_hash(text.en)))
        elif text.stale:
            hash_pos = text.pos("fr_src") if text.fr_src is not None else None
            entries.append(Entry(domain, label, "stale", text.pos("fr"), hash_pos, en_hash(text.en)))
    return entries


def accept(project: Project, entries: list[Entry]) -> dict[str, int]:
    """Record the current English hash in each stale string's ``fr_src``, in place.

    Only the hash token is rewritten, so comments and layout of the file are kept.
    Returns how many strings were marked reviewed per file.
    """
    by_file: dict[str, list[Entry]] = defaultdict(list)
    for e in entries:
        if e.state == "stale" and e.hash_pos is not None:
            by_file[e.hash_pos.path].append(e)
    done: dict[str, int] = {}
    prefix = project.display_root.rstrip("/") + "/"
    for shown, items in by_file.items():
        file = project.safe_path(shown.removeprefix(prefix))
        lines = file.read_text(encoding="utf-8").split("\n")
        # Right to left so earlier columns on the same line stay valid.
        for e in sorted(items, key=lambda x: (x.hash_pos.line, x.hash_pos.col), reverse=True):
            row = lines[e.hash_pos.line - 1]
            start = e.hash_pos.col - 1
            if row[start : start + 1] in ("'", '"'):
                end = row.index(row[start], start + 1) + 1
            else:
                m = TOKEN_END.search(row, start)
                end = m.start() if m else len(row)
            # Quoted: a hash of digits only would otherwise load as a number.
            lines[e.hash_pos.line - 1] = row[:start] + f'"{e.en_hash}"' + row[end:]
        write_text_atomic(Path(file), "\n".join(lines))
        done[shown] = len(items)
    return done
