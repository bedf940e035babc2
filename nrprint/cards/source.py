"""Read NetrunnerDB card data from where a user has it, refusing anything odd at once.

Accepted: a checkout of ``netrunner-cards-json`` (``pack/*.json`` with
``translations/<lang>/pack/*.json``, or ``v2/cards/*.json``), a folder of pack files,
or NetrunnerDB's API cards dump (one JSON document whose ``data`` is the card list).
Every file is checked before it is opened: a regular file (no device, pipe or socket:
``/dev/zero`` would never end), at most ``MAX_FILE_BYTES``; folders are listed, never
walked, and a folder that leads back into the tree is refused (a symlink loop).
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nrprint.diagnostics import Diagnostic, Pos

MAX_FILE_BYTES = 64 * 2**20  # the API dump of every card is about 10 MB
MAX_FILES = 5000
REQUIRED = ("code", "title", "side_code", "type_code")
V2_FIELDS = {
    "id": "code",
    "side_id": "side_code",
    "card_type_id": "type_code",
    "advancement_requirement": "advancement_cost",
}


@dataclass
class Loaded:
    cards: list[dict[str, Any]] = field(default_factory=list)
    titles: dict[str, dict[str, str]] = field(default_factory=dict)  # lang -> code -> title
    errors: list[Diagnostic] = field(default_factory=list)
    kind: str = ""


def read_json(path: Path, shown: str, errors: list[Diagnostic]) -> Any:
    """One JSON file, or None with an error: size, kind and syntax checked."""
    try:
        info = os.stat(path)
    except OSError as exc:
        errors.append(Pos(shown).error("CARD002", f"cannot read: {exc.strerror}"))
        return None
    if not stat.S_ISREG(info.st_mode):
        errors.append(Pos(shown).error("CARD002", "not a regular file (a device, pipe or socket)"))
        return None
    if info.st_size > MAX_FILE_BYTES:
        errors.append(
            Pos(shown).error(
                "CARD002",
                f"{info.st_size / 2**20:.0f} MiB: larger than the {MAX_FILE_BYTES // 2**20} MiB a card file can be",
            )
        )
        return None
    try:
        return json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError:
        errors.append(Pos(shown).error("CARD003", "not UTF-8 text"))
    except json.JSONDecodeError as exc:
        errors.append(Pos(shown, exc.lineno, exc.colno).error("CARD003", f"malformed JSON: {exc.msg}"))
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
    except OSError as exc:
        out.errors.append(Pos(shown).error("CARD001", f"cannot read: {exc.strerror}"))
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


def _tagged(cards: list[Any], shown: str) -> list[dict[str, Any]]:
    return [{**c, "_file": shown} if isinstance(c, dict) else {"_file": shown, "_bad": c} for c in cards]


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
            doc = [{V2_FIELDS.get(k, k): v for k, v in doc.items()}]
        if not isinstance(doc, list):
            out.errors.append(Pos(rel).error("CARD001", "not card data: a pack file is a JSON list of cards"))
            continue
        out.cards.extend(_tagged(doc, rel))
    translations = root / "translations"
    if translations.is_dir():
        for lang_dir in _listing(translations, "*", root, shown, out.errors):
            for f in (
                _listing(lang_dir / "pack", "*.json", root, shown, out.errors)
                if (lang_dir / "pack").is_dir()
                else []
            ):
                doc = read_json(f, f"{shown.rstrip('/')}/{f.relative_to(root)}", out.errors)
                if isinstance(doc, list):
                    table = out.titles.setdefault(lang_dir.name, {})
                    table.update(
                        {
                            c["code"]: c["title"]
                            for c in doc
                            if isinstance(c, dict) and c.get("code") and c.get("title")
                        }
                    )


def line_of(shown_file: str, code: str, cache: dict[str, list[str]]) -> int:
    """The line where ``code`` first appears in a file (for a card's diagnostics)."""
    if shown_file not in cache:
        try:
            cache[shown_file] = Path(shown_file).read_text(encoding="utf-8").split("\n")
        except (OSError, UnicodeDecodeError):
            cache[shown_file] = []
    needle = f'"{code}"'
    return next((i for i, row in enumerate(cache[shown_file], 1) if needle in row), 1)
