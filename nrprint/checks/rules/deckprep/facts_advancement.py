"""DPF002: only Corporation agendas carry an advancement requirement."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="DPF002")
def facts_advancement(project: Project) -> Findings:
    """An advancement requirement belongs to a corp agenda (type agenda or not given)."""
    for fact in project.get("card-facts").cards:
        if fact.advancement is None:
            continue
        if fact.side != "corp" or (fact.type is not None and fact.type != "agenda"):
            kind = fact.type or fact.side
            yield error(
                fact.pos("advancement"),
                f"'{fact.name}' is a {kind} card; only agendas have an advancement requirement",
            )
