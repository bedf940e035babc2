"""The checks a catalog's translations pass before ``i18n import`` writes anything.

At the catalog's own lines: an entry given twice (GNU ``msgfmt`` refuses the file), a
NUL or another control character (it would be written into the content and print as a
box), a character the embedded fonts lack (the content would then fail ``check``,
TYPO001). Then the content itself, with the translations applied in a scratch copy, is
checked as ``nrprint check`` checks it: what the new strings break (a string that no
longer fits its box, among others) is reported at the content's position, as an error
or a warning as ``check`` would; what was already reported before is not.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.model.project import Project
from nrprint.source.text import CONTROL

_CTXT = re.compile(r'^msgctxt\s+"(.*)"\s*$')
_MORE = re.compile(r'^"(.*)"\s*$')
_UNESCAPE = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", lambda m: _UNESCAPE.get(m.group(1), m.group(0)), text)


def duplicates(text: str, shown: str) -> list[Diagnostic]:
    """PO007: a ``msgctxt`` given twice (every entry of an export has its own)."""
    first: dict[str, int] = {}
    out: list[Diagnostic] = []
    lines = text.split("\n")
    for n, line in enumerate(lines, 1):
        m = _CTXT.match(line)
        if not m:
            continue
        ctxt = m.group(1)
        for more in lines[n : n + 20]:
            cont = _MORE.match(more)
            if not cont:
                break
            ctxt += cont.group(1)
        ctxt = _unescape(ctxt)
        if ctxt in first:
            out.append(
                Pos(shown, n).error(
                    "PO007",
                    f"{ctxt[:80]}: a second entry for this string (the first is on line {first[ctxt]})",
                )
            )
        else:
            first[ctxt] = n
    return out


def string_problems(where: Pos, context: str, string: str) -> list[Diagnostic]:
    """PO006 control characters and PO008 glyphs the fonts lack, in one translation."""
    from nrprint.layout.textflow import plain
    from nrprint.render.fonts import missing_glyphs

    out = []
    bad = CONTROL.search(string)
    if bad:
        out.append(
            where.error("PO006", f"{context}: control character U+{ord(bad.group()):04X} in the translation")
        )
        return out
    missing = missing_glyphs(plain(string))
    if missing:
        shown = ", ".join(f"'{ch}' U+{ord(ch):04X}" for ch in missing)
        out.append(where.error("PO008", f"{context}: no glyph in the embedded font for {shown}"))
    return out


def _key(d: Diagnostic) -> tuple[str, str, str, str]:
    return (d.path, str(d.severity), d.code, d.message)


def content_findings(
    project: Project, texts: dict[str, str], check: Callable[[Project], list[Diagnostic]]
) -> list[Diagnostic]:
    """What ``check`` finds in the content with ``texts`` (file → new text) written in,
    that it does not find in the content as it is (compared without line numbers: a
    new translation line moves the ones below it)."""
    before = Counter(_key(d) for d in check(project))
    with tempfile.TemporaryDirectory(prefix="nrprint-import-") as tmp:
        copy = Path(tmp) / "content"
        shutil.copytree(project.root, copy, symlinks=True, ignore=shutil.ignore_patterns("cards"))
        for rel, text in texts.items():
            (copy / rel).write_text(text, encoding="utf-8")
        scratch = Project(copy, display_path=project.display_path, only_langs=project.only_langs)
        after = check(scratch)
    out = []
    for d in after:
        if before[_key(d)]:
            before[_key(d)] -= 1
        else:
            out.append(d)
    return out
