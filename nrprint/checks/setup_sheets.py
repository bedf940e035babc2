"""Rules-model checks for the setup sheets (registered when the target is imported).

- SHEET001: a zone named by templates/setup-sheets.yaml has a label in the content.
- SHEET002: a ``[[term]]`` in the sheet content names a term of content/terms.yaml.
- SHEET003: the sheet geometry holds in every language, both editions and both papers
  (A4 and Letter layouts): true-size outlines, margins, ink ≥ 5 mm from the paper's
  edge, no overlap, no reminder inside a space, every word fits where it goes, and
  the difficulty table's rows are at least 1.3 times their type size.
- SHEET004: no point size a sheet sets for words a player reads is under 6.5 pt.
- SHEET005: each kind of outline (stroke, corner radius, dash) is the same on A4 and Letter.
"""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.checks.registry import check
from nrprint.diagnostics import Diagnostic, Pos
from nrprint.lang.printed import TERM_REF
from nrprint.model.project import Project
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.layout_rules import problems, style_problems, type_problems
from nrprint.setupsheets.template import FILES, default
from nrprint.setupsheets.textcheck import text_problems
from nrprint.setupsheets.words import EDITIONS, sheet_words
from nrprint.source.templates import default_dir


def _where(paper: str, *needles: str) -> Pos:
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


def _needles(msg: str) -> tuple[str, ...]:
    """Where to look for what a finding is about: the margin for an edge finding, then
    the zone it starts with ("ai-deck: ...", "ai-deck label ...")."""
    head = msg.split(":", 1)[0].split(" ", 1)[0]
    edge = "edge of the paper" in msg or "printable margin" in msg
    return (*(("margin_mm:",) if edge else ()), f"zone: {head},", f"zone: {head}}}")


@check("setup-sheets-zones", codes=("SHEET001",), domains=("setup-sheets",))
def zones_have_words(project: Project) -> Iterator[Diagnostic]:
    """Every zone the sheet layouts place has a label in content/setup-sheets.yaml."""
    content = project.get("setup-sheets")
    said: set[str] = set()  # a zone missing from both papers' layouts is reported once
    for paper in FILES:
        for name, sheet in default(paper).sheets.items():
            if name not in content.sheets and name not in said:
                said.add(name)
                yield content.pos("sheets").error("SHEET001", f"no title for sheet '{name}'")
            for page in sheet.pages:
                for row in page.rows:
                    for item in row.items:
                        if item.zone not in content.zones and item.zone not in said:
                            said.add(item.zone)
                            yield content.pos("zones").error(
                                "SHEET001",
                                f"zone '{item.zone}' of templates/{FILES[paper]}.yaml has no label",
                            )


def _unknown_terms(project: Project) -> Iterator[tuple[object, str, str, str]]:
    known = {t.id for t in project.get("terms").terms}
    for _domain, label, text in project.texts(lazy=False, only="setup-sheets"):
        for lang in project.langs():
            for m in TERM_REF.finditer(text.get(lang)):
                if m.group(1).lower() not in known:
                    yield text, lang, label, m.group(1)


@check("setup-sheets-terms", codes=("SHEET002",), domains=("setup-sheets", "terms"))
def terms_exist(project: Project) -> Iterator[Diagnostic]:
    """Every [[term]] in the sheet words is a term of the terminology table."""
    for text, lang, label, term in _unknown_terms(project):
        yield text.where(lang).error("SHEET002", f"unknown term [[{term}]] in {label} ({lang})")  # type: ignore[attr-defined]


@check("setup-sheets-geometry", codes=("SHEET003",), domains=("setup-sheets", "terms"))
def geometry_holds(project: Project) -> Iterator[Diagnostic]:
    """Outlines are true size, ink stays 5 mm from the edge, nothing overlaps, no
    reminder lies inside a space, words fit."""
    content, terms = project.get("setup-sheets"), project.get("terms")
    if next(_unknown_terms(project), None) is not None:
        return  # SHEET002 reports it; words cannot be built
    for paper in FILES:
        tpl = default(paper)
        for name, sheet in tpl.sheets.items():
            if name not in content.sheets or any(
                i.zone not in content.zones for p in sheet.pages for r in p.rows for i in r.items
            ):
                continue  # SHEET001 reports it
            pages = [layout_page(p, tpl) for p in sheet.pages]
            said: set[str] = set()
            for n, page in enumerate(pages, 1):
                for msg in problems(page, tpl):  # the geometry alone: once, not per language
                    said.add(msg)
                    where = _where(paper, *_needles(msg))
                    yield where.error("SHEET003", f"{name} page {n} ({paper}): {msg}")
            for lang in project.langs():
                for edition in EDITIONS:
                    words = sheet_words(name, sheet, content, terms, edition, lang)
                    for n, page in enumerate(pages, 1):
                        for msg in text_problems(page, tpl, words, n, len(pages)):
                            if msg not in said:
                                yield _where(paper, *_needles(msg)).error(
                                    "SHEET003", f"{name} page {n} ({paper}, {lang}, {edition}): {msg}"
                                )


@check("setup-sheets-type", codes=("SHEET004",), domains=("setup-sheets",))
def type_floor(project: Project) -> Iterator[Diagnostic]:
    """No size a sheet template sets for words a player reads is under the type floor."""
    for paper in FILES:
        for msg in type_problems(default(paper)):
            key = msg.split(" is ", 1)[0].rsplit(" ", 1)[-1].removeprefix("type.")
            yield _where(paper, f"{key}:", f"{key}: ").error("SHEET004", msg)


@check("setup-sheets-styles", codes=("SHEET005",), domains=("setup-sheets",))
def same_outlines(project: Project) -> Iterator[Diagnostic]:
    """A4 and Letter sheets draw each kind of outline alike."""
    for msg in style_problems(default("a4"), default("letter")):
        kind = msg.split("'")[1]
        yield _where("letter", f"  {kind}: ", "outlines:").error("SHEET005", msg)


def template_pos(paper: str, *needles: str) -> Pos:
    """Where in ``paper``'s sheet template a finding points (the first needle found)."""
    return _where(paper, *needles)
