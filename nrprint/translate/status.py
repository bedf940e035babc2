"""Translation status: which translations are missing or stale, and marking reviews."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from nrprint.diagnostics import Pos
from nrprint.model.base import en_hash
from nrprint.model.project import Project
from nrprint.system.atomic import write_text_atomic

TOKEN_END = re.compile(r"[\s,}\]#]")


@dataclass(frozen=True, slots=True)
class Entry:
    domain: str
    label: str
    state: str  # "missing" | "stale"
    pos: Pos
    hash_pos: Pos | None
    en_hash: str
    node_pos: Pos | None = None  # where the string's mapping itself starts
    lang: str = ""


def status(project: Project) -> list[Entry]:
    entries: list[Entry] = []
    langs = project.translations()
    for domain, label, text in project.texts():
        for lang in langs:
            if not (text.raw(lang) or "").strip():
                entries.append(
                    Entry(domain, label, "missing", text.pos("en"), None, en_hash(text.en), None, lang)
                )
            elif text.stale(lang):
                hash_pos = text.pos(f"{lang}_src") if text.src(lang) is not None else None
                entries.append(
                    Entry(
                        domain, label, "stale", text.pos(lang), hash_pos, en_hash(text.en), text.pos(), lang
                    )
                )
    return entries


def _flow_close(lines: list[str], line: int, col: int) -> tuple[int, int] | None:
    """(line, col) of the ``}`` closing a flow mapping, scanning from a value inside it."""
    quote = ""
    for i in range(line - 1, len(lines)):
        row = lines[i]
        j = col - 1 if i == line - 1 else 0
        while j < len(row):
            ch = row[j]
            if quote:
                if ch == "\\" and quote == '"':
                    j += 1
                elif ch == quote:
                    quote = ""
            elif ch in ("'", '"'):
                quote = ch
            elif ch == "}":
                return i + 1, j + 1
            elif ch == "#" and (j == 0 or row[j - 1] == " "):
                break
            j += 1
    return None


def _insert_hash(lines: list[str], e: Entry) -> bool:
    """Add ``<lang>_src`` to a string's mapping that has none; False if its layout is unusual."""
    fr, node, key = e.pos, e.node_pos, f"{e.lang}_src"
    value = f'"{e.en_hash}"'
    if node is not None and lines[node.line - 1][node.col - 1 : node.col] == "{":
        close = _flow_close(lines, fr.line, fr.col)
        if close is None:
            return False
        row = lines[close[0] - 1]
        lines[close[0] - 1] = row[: close[1] - 1].rstrip() + f", {key}: {value}" + row[close[1] - 1 :]
        return True
    key_row = lines[fr.line - 1]
    indent = key_row.find(f"{e.lang}:")
    if indent < 0 or key_row[:indent].strip() not in ("", "-"):
        return False
    indent = len(key_row) - len(key_row.lstrip(" -")) if key_row.lstrip().startswith("-") else indent
    after = fr.line  # skip continuation lines of a multi-line value
    while (
        after < len(lines)
        and lines[after].strip()
        and len(lines[after]) - len(lines[after].lstrip()) > indent
    ):
        after += 1
    lines.insert(after, " " * indent + f"{key}: {value}")
    return True


def accept(project: Project, entries: list[Entry]) -> dict[str, int]:
    """Record the current English hash in each stale translation's ``<lang>_src``, in place.

    An existing hash is rewritten token for token; a missing one is added to its
    mapping (flow ``{en: …, fr: …}`` or block style). Comments and layout are kept.
    Returns how many strings were marked reviewed per file.
    """
    by_file: dict[str, list[Entry]] = defaultdict(list)
    for e in entries:
        if e.state == "stale":
            by_file[(e.hash_pos or e.pos).path].append(e)
    done: dict[str, int] = {}
    prefix = project.display_path.rstrip("/") + "/"
    for shown, items in by_file.items():
        file = project.safe_path(shown.removeprefix(prefix))
        lines = file.read_text(encoding="utf-8").split("\n")
        count = 0
        # Bottom to top, right to left: earlier lines and columns stay valid.
        for e in sorted(
            items, key=lambda x: ((x.hash_pos or x.pos).line, (x.hash_pos or x.pos).col), reverse=True
        ):
            if e.hash_pos is None:
                count += _insert_hash(lines, e)
                continue
            row = lines[e.hash_pos.line - 1]
            start = e.hash_pos.col - 1
            if row[start : start + 1] in ("'", '"'):
                end = row.index(row[start], start + 1) + 1
            else:
                m = TOKEN_END.search(row, start)
                end = m.start() if m else len(row)
            # Quoted: a hash of digits only would otherwise load as a number.
            lines[e.hash_pos.line - 1] = row[:start] + f'"{e.en_hash}"' + row[end:]
            count += 1
        write_text_atomic(Path(file), "\n".join(lines))
        done[shown] = count
    return done
