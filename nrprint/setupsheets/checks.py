"""Rules-model checks for the setup sheets (registered when the target is imported).

- SHEET001: a zone named by templates/setup-sheets.yaml has a label in the content.
- SHEET002: a ``[[term]]`` in the sheet content names a term of content/terms.yaml.
- SHEET003: the sheet geometry holds (true-size outlines, margins, no overlap, labels
  fit) in every language, both editions and both papers (A4 and Letter layouts).
"""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.checks.registry import check
from nrprint.diagnostics import Diagnostic, Pos
from nrprint.project import Project
from nrprint.setupsheets.content import TERM_REF
from nrprint.setupsheets.geometry import problems
from nrprint.setupsheets.layout import layout_page
from nrprint.setupsheets.template import FILES, default
from nrprint.setupsheets.words import EDITIONS, sheet_words


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


@check("setup-sheets-terms", codes=("SHEET002",), domains=("setup-sheets", "terms"))
def terms_exist(project: Project) -> Iterator[Diagnostic]:
    """Every [[term]] in the sheet words is a term of the terminology table."""
    known = {t.id for t in project.get("terms").terms}
    for _domain, label, text in project.texts(lazy=False, only="setup-sheets"):
        for lang in project.langs():
            for m in TERM_REF.finditer(text.get(lang)):
                if m.group(1).lower() not in known:
                    yield text.where(lang).error(
                        "SHEET002", f"unknown term [[{m.group(1)}]] in {label} ({lang})"
                    )


@check("setup-sheets-geometry", codes=("SHEET003",), domains=("setup-sheets", "terms"))
def geometry_holds(project: Project) -> Iterator[Diagnostic]:
    """Outlines are true size and inside the margin, nothing overlaps, words fit."""
    from nrprint.layout.textflow import fit
    from nrprint.render.fonts import measure
    from nrprint.templates import MM

    def hint_fits(text: str, r, size: float) -> bool:
        return fit(text, r.w * MM, r.h * MM, size, size * 1.2, measure, min_size=tpl.min_hint_pt).fits

    tpl = default()
    content, terms = project.get("setup-sheets"), project.get("terms")
    known = {t.id for t in terms.terms}
    if any(
        m.group(1).lower() not in known
        for _d, _l, t in project.texts(lazy=False, only="setup-sheets")
        for lang in project.langs()
        for m in TERM_REF.finditer(t.get(lang))
    ):
        return  # SHEET002 reports it; words cannot be built
    for paper in FILES:
        tpl = default(paper)
        for name, sheet in tpl.sheets.items():
            if name not in content.sheets or any(
                i.zone not in content.zones for p in sheet.pages for r in p.rows for i in r.items
            ):
                continue
            for lang in project.langs():
                for edition in EDITIONS:
                    words = sheet_words(name, sheet, content, terms, edition, lang)
                    for n, page in enumerate(sheet.pages, 1):
                        found = problems(
                            layout_page(page, tpl),
                            tpl,
                            lambda s, tpl=tpl: measure(s, "bold", tpl.label_pt) / MM,
                            words.labels,
                            hint_fits,
                            words.hints,
                        )
                        for msg in found:
                            yield Pos(f"templates/{FILES[paper]}.yaml").error(
                                "SHEET003", f"{name} page {n} ({paper}, {lang}, {edition}): {msg}"
                            )
