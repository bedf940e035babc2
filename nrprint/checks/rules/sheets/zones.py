"""SHEET001: every zone the setup-sheet templates place has a label in the content."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.setupsheets.template import FILES, default


@check(code="SHEET001")
def zones(project: Project) -> Findings:
    """Every zone the sheet layouts place has a label in content/setup-sheets.yaml."""
    content = project.get("setup-sheets")
    said: set[str] = set()  # a zone missing from both papers' layouts is reported once
    for paper in FILES:
        for name, sheet in default(paper).sheets.items():
            if name not in content.sheets and name not in said:
                said.add(name)
                yield error(content.pos("sheets"), f"no title for sheet '{name}'")
            for page in sheet.pages:
                for row in page.rows:
                    for item in row.items:
                        if item.zone not in content.zones and item.zone not in said:
                            said.add(item.zone)
                            yield error(
                                content.pos("zones"),
                                f"zone '{item.zone}' of templates/{FILES[paper]}.yaml has no label",
                            )
