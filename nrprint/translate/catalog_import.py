"""``nrprint i18n import FILE.po``: translations from a catalog back into the content.

Everything is checked before anything is written: the file is valid PO with a header
naming a declared language; each entry's ``msgctxt`` names a string of the content and
its ``msgid`` is that string's current English; each translation keeps the English's
numbers and icons (PAR001/PAR002), has no control character and no character the
fonts lack, and is given once; then the content with the translations in is checked as
``nrprint check`` does (``catalog_checks``). Any error: nothing is written. Fuzzy and empty
entries are left out (a translator has not confirmed them), and said so.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.pofile import PoFileError, read_po

from nrprint.checks.rules.i18n.parity import parity_problems
from nrprint.diagnostics import Diagnostic, Pos
from nrprint.lang.plurals import SEP
from nrprint.lang.tags import is_pseudo
from nrprint.model.base import en_hash
from nrprint.model.project import Project
from nrprint.translate.catalog_checks import content_findings, duplicates, string_problems
from nrprint.translate.entries import entries
from nrprint.translate.yamledit import set_translations

MAX_PO_BYTES = 16 * 1024 * 1024  # the shipped content's catalog is about 150 KB


@dataclass
class ImportResult:
    lang: str = ""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    written: dict[str, int] = field(default_factory=dict)  # file → strings set
    skipped_fuzzy: int = 0
    skipped_empty: int = 0
    accepted: int = 0  # translations that passed every check

    @property
    def ok(self) -> bool:
        return not any(d.severity == "error" for d in self.diagnostics)


def _header_lang(path: Path, shown: str) -> tuple[str | None, list[Diagnostic]]:
    """The ``Language:`` of a catalog's header, read as text (babel may rewrite it)."""
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.startswith('"Language:'):
            tag = line.removeprefix('"Language:').strip().removesuffix('"').removesuffix("\\n").strip()
            return tag.replace("_", "-"), []
        if n > 60:
            break
    return None, [Pos(shown).error("PO002", "the header names no language (a 'Language:' field)")]


def read_catalog(project: Project, path: Path) -> tuple[ImportResult, list]:
    shown = str(path)
    result = ImportResult()
    if not path.is_file():
        result.diagnostics.append(Pos(shown).error("PO001", "not a regular file"))
        return result, []
    if path.stat().st_size > MAX_PO_BYTES:
        result.diagnostics.append(Pos(shown).error("PO001", f"larger than {MAX_PO_BYTES // 2**20} MiB"))
        return result, []
    try:
        path.read_text(encoding="utf-8")
        with path.open("rb") as f:
            cat = read_po(f, abort_invalid=True)
    except UnicodeDecodeError as exc:
        result.diagnostics.append(Pos(shown).error("PO001", f"not UTF-8 text ({exc.reason})"))
        return result, []
    except PoFileError as exc:
        result.diagnostics.append(
            Pos(shown, exc.lineno or 1).error(
                "PO001", f"not a valid PO file: {exc.args[0].rsplit(' on ', 1)[0]}"
            )
        )
        return result, []
    tag, diags = _header_lang(path, shown)
    result.diagnostics.extend(diags)
    if tag is not None:
        declared = project.languages
        if tag == declared.source or is_pseudo(tag) or tag not in declared.tags():
            others = ", ".join(t for t in declared.tags() if t != declared.source) or "none"
            result.diagnostics.append(
                Pos(shown).error(
                    "PO002", f"language '{tag}' is not a declared translation (declared: {others})"
                )
            )
        result.lang = tag
    if cat.charset.lower() not in ("utf-8", "utf8"):
        result.diagnostics.append(
            Pos(shown).error("PO002", f"charset {cat.charset} in the header: use UTF-8")
        )
    result.diagnostics.extend(duplicates(path.read_text(encoding="utf-8"), shown))
    return result, [m for m in cat if m.id]


def import_catalog(project: Project, path: Path, write: bool = True) -> ImportResult:
    result, messages = read_catalog(project, path)
    if not result.ok:
        return result
    shown, lang = str(path), result.lang
    known = {e.key: e for e in entries(project, lang)}
    edits: dict[str, list] = defaultdict(list)
    for m in messages:
        where = Pos(shown, m.lineno or 1)
        entry = known.get(m.context or "")
        if entry is None:
            result.diagnostics.append(
                where.error("PO003", f"msgctxt {m.context!r} names no string of the content")
            )
            continue
        msgid = m.id if isinstance(m.id, str) else SEP.join(m.id)
        if entry.plural != (not isinstance(m.id, str)) or msgid != entry.english:
            result.diagnostics.append(
                where.error(
                    "PO004",
                    f"{m.context}: the English has changed since this catalog was exported; export again",
                )
            )
            continue
        string = m.string if isinstance(m.string, str) else SEP.join(m.string)
        if not string.strip() or (not isinstance(m.string, str) and not all(f.strip() for f in m.string)):
            result.skipped_empty += 1
            continue
        if m.fuzzy:
            result.skipped_fuzzy += 1
            result.diagnostics.append(
                where.warning("PO005", f"{m.context}: fuzzy, not imported until reviewed")
            )
            continue
        for code, message in parity_problems(entry.english, string, m.context or ""):
            result.diagnostics.append(where.error(code, message))
        result.diagnostics.extend(string_problems(where, m.context or "", string))
        edits[entry.file].append((entry.kp, lang, string, en_hash(entry.english)))
        result.accepted += 1
    if not result.ok:
        return result
    texts = {file: set_translations(project.safe_path(file), items) for file, items in edits.items()}
    if texts:
        from nrprint.checks.registry import run_checks

        result.diagnostics.extend(content_findings(project, texts, run_checks))
    if not result.ok or not write:
        return result
    _write_all(project, texts, edits, result)
    return result


def _write_all(project: Project, texts: dict[str, str], edits: dict[str, list], result: ImportResult) -> None:
    """Every file's new text, each written atomically."""
    from nrprint.system.atomic import write_text_atomic

    for file, text in texts.items():
        write_text_atomic(project.safe_path(file), text)
        result.written[project.display(file)] = len(edits[file])
