"""Read NetrunnerDB card data from where a user has it, refusing anything odd at once.

Accepted: a checkout of ``netrunner-cards-json`` (``pack/*.json`` with
``translations/<lang>/pack/*.json``, or ``v2/cards/*.json``), a folder of pack files,
or NetrunnerDB's API cards dump (one JSON document whose ``data`` is the card list).
Every file is checked before it is opened: a regular file (no device, pipe or socket:
``/dev/zero`` would never end), at most ``MAX_FILE_BYTES``; folders are listed, never
walked, and a folder that leads back into the tree is refused (a symlink loop).
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nrprint.cards.jsonscan import Located, ScanError, scan
from nrprint.diagnostics import Diagnostic, Pos

MAX_FILE_BYTES = 64 * 2**20  # the API dump of every card is about 10 MB
MAX_FILES = 5000
MAX_TITLE = 200
MAX_TEXT = 10_000
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
V2_FIELDS = {
    "id": "code",
    "side_id": "side_code",
    "card_type_id": "type_code",
    "advancement_requirement": "advancement_cost",
}


def text_problem(value: object, limit: int) -> str | None:
    """Why ``value`` cannot be a card's text field (a title, a type), or None."""
    if not isinstance(value, str):
        kind = {bool: "true or false", int: "a number", float: "a number", list: "a list", dict: "an object"}
        return f"is {kind.get(type(value), 'null')}, not text"
    if len(value) > limit:
        return f"is {len(value)} characters long (at most {limit})"
    if CONTROL.search(value):
        return "holds a control character"
    return None


@dataclass
class Loaded:
    cards: list[dict[str, Any]] = field(default_factory=list)
    titles: dict[str, dict[str, str]] = field(default_factory=dict)  # lang -> code -> title
    errors: list[Diagnostic] = field(default_factory=list)
    kind: str = ""


def read_json(path: Path, shown: str, errors: list[Diagnostic], max_bytes: int = MAX_FILE_BYTES) -> Any:
    """One JSON file, or None with an error: kind, size, encoding and syntax checked, and
    each card of a card list located (``jsonscan``)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:
        errors.append(Pos(shown).error("CARD002", f"cannot read: {getattr(exc, 'strerror', None) or exc}"))
        return None
    if not stat.S_ISREG(info.st_mode):
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "a device, pipe or socket"
        errors.append(Pos(shown).error("CARD002", f"not a regular file ({what})"))
        return None
    if info.st_size > max_bytes:
        errors.append(
            Pos(shown).error(
                "CARD002",
                f"{info.st_size / 2**20:.0f} MiB: larger than the {max_bytes / 2**20:.0f} MiB such a file can be",
            )
        )
        return None
    try:
        with path.open("rb") as f:  # not read_bytes: the file may have grown since stat
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        errors.append(Pos(shown).error("CARD002", f"cannot read: {exc.strerror}"))
        return None
    if len(raw) > max_bytes:
        errors.append(Pos(shown).error("CARD002", "the file grew past the size a card file can be"))
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        errors.append(Pos(shown, line).error("CARD003", "not UTF-8 text"))
        return None
    try:
        return scan(text.removeprefix("\ufeff"), shown)
    except ScanError as exc:
        errors.append(exc.diagnostic)
    return None


def _listing(folder: Path, pattern: str, root: Path, shown: str, errors: list[Diagnostic]) -> list[Path]:
    real, top = folder.resolve(), root.resolve()
    if folder != root and (real == top or real in top.parents):
        errors.append(Pos(shown).error("CARD001", f"{folder.name}/ leads back to {real}: a folder loop"))
        return []
    found = sorted(folder.glob(pattern))
    if len(found) > MAX_FILES:
        errors.append(Pos(shown).error("CARD001", f"more than {MAX_FILES} files in {folder.name}/"))
        return []
    return found


def load(path: Path, shown: str) -> Loaded:
    out = Loaded()
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:
        out.errors.append(
            Pos(shown).error("CARD001", f"cannot read: {getattr(exc, 'strerror', None) or exc}")
        )
        return out
    if stat.S_ISDIR(info.st_mode):
        _load_folder(path, shown, out)
    else:
        doc = read_json(path, shown, out.errors)
        if doc is not None:
            if isinstance(doc, dict) and isinstance(doc.get("data"), list):
                out.kind, out.cards = "NetrunnerDB API dump", _tagged(doc["data"], shown)
            else:
                out.errors.append(
                    Pos(shown).error(
                        "CARD001", "not card data: expected a JSON document with a 'data' list of cards"
                    )
                )
    return out


def _tagged(cards: list[Located], shown: str) -> list[dict[str, Any]]:
    """Each card with where it is (``_file``, ``_line``, ``_col``); not an object: ``_bad``."""
    out = []
    for c in cards:
        where = {"_file": shown, "_line": c.line, "_col": c.col}
        out.append({**c.value, **where} if isinstance(c.value, dict) else {**where, "_bad": True})
    return out


def _load_folder(root: Path, shown: str, out: Loaded) -> None:
    files, kind = [], ""
    for sub, form in ((root / "pack", "pack"), (root / "v2" / "cards", "v2"), (root, "pack")):
        files = _listing(sub, "*.json", root, shown, out.errors) if sub.is_dir() else []
        if out.errors:
            return
        if files:
            kind = form
            break
    if not files:
        out.errors.append(
            Pos(shown).error("CARD001", "not card data: no pack/*.json or v2/cards/*.json here")
        )
        return
    out.kind = "netrunner-cards-json " + ("pack files" if kind == "pack" else "v2 cards")
    for f in files:
        rel = f"{shown.rstrip('/')}/{f.relative_to(root)}"
        doc = read_json(f, rel, out.errors)
        if doc is None:
            continue
        if kind == "v2" and isinstance(doc, dict):
            doc = [Located({V2_FIELDS.get(k, k): v for k, v in doc.items()}, 1, 1)]
        if not isinstance(doc, list):
            out.errors.append(Pos(rel).error("CARD001", "not card data: a pack file is a JSON list of cards"))
            continue
        out.cards.extend(_tagged(doc, rel))
    translations = root / "translations"
    if translations.is_dir():
        for lang_dir in _listing(translations, "*", root, shown, out.errors):
            pack = lang_dir / "pack"
            for f in _listing(pack, "*.json", root, shown, out.errors) if pack.is_dir() else []:
                rel = f"{shown.rstrip('/')}/{f.relative_to(root)}"
                doc = read_json(f, rel, out.errors)
                if isinstance(doc, list):
                    table = out.titles.setdefault(lang_dir.name, {})
                    table.update(translated_titles(doc, rel, out.errors))


def translated_titles(doc: list[Located], shown: str, errors: list[Diagnostic]) -> dict[str, str]:
    """code → title of a translation file; a title that is not text is an error."""
    out: dict[str, str] = {}
    for c in doc:
        card = c.value
        if not isinstance(card, dict) or not isinstance(card.get("code"), str):
            continue
        title = card.get("title")
        if title is None or title == "":
            continue
        problem = text_problem(title, MAX_TITLE)
        if problem:
            errors.append(Pos(shown, c.line, c.col).error("CARD009", f"card {card['code']}: title {problem}"))
            continue
        out[card["code"]] = title
    return out
