"""Where a setup-sheet finding points in the sheet templates, and the terms the sheets
name that the terminology table lacks (shared by the sheet rules)."""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.diagnostics import Pos
from nrprint.lang.printed import TERM_REF
from nrprint.model.project import Project
from nrprint.setupsheets.template import FILES
from nrprint.source.templates import default_dir


def template_pos(paper: str, *needles: str) -> Pos:
    """The template of ``paper``, at the first line holding the first needle found there
    (a zone, a key), so an editor jumps to what to change; line 1 otherwise."""
    rel = f"templates/{FILES[paper]}.yaml"
    try:
        lines = (default_dir() / f"{FILES[paper]}.yaml").read_text(encoding="utf-8").splitlines()
    except OSError:
        return Pos(rel)
    for needle in needles:
        for n, line in enumerate(lines, 1):
            col = line.find(needle)
            if col >= 0 and not line.lstrip().startswith("#"):
                return Pos(rel, n, col + 1)
    return Pos(rel)


def needles(msg: str) -> tuple[str, ...]:
    """Where to look for what a finding is about: the margin for an edge finding, then
    the zone it starts with ("ai-deck: ...", "ai-deck label ...")."""
    head = msg.split(":", 1)[0].split(" ", 1)[0]
    edge = "edge of the paper" in msg or "printable margin" in msg
    return (*(("margin_mm:",) if edge else ()), f"zone: {head},", f"zone: {head}}}")


def unknown_terms(project: Project) -> Iterator[tuple[object, str, str, str]]:
    known = {t.id for t in project.get("terms").terms}
    for _domain, label, text in project.texts(lazy=False, only="setup-sheets"):
        for lang in project.langs():
            for m in TERM_REF.finditer(text.get(lang)):
                if m.group(1).lower() not in known:
                    yield text, lang, label, m.group(1)
