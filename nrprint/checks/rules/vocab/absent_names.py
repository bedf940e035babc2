"""VOC002: the set refers to a name or a component it does not contain.

No string, in any language, names something of the source rulebook that this set does
not print: ``absent`` in ``content/glossary-terms.yaml`` lists them (the rulebook's own
AI packs, behaviour cards for damage, tags or virus counters) with the phrases that
would name them. A player told to fetch "Veekay" finds nothing to fetch. An error.
(``click_styles`` reports the same code for the quick-reference sheets' click styles.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.phrases import names
from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="VOC002")
def absent_names(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string names a thing the glossary lists as absent from the set."""
    glossary = project.get("glossary-terms")
    if glossary is None:
        return
    langs = (project.languages.source, *project.translations())
    for thing in glossary.absent:
        for lang in langs:
            value = text.raw(lang) if thing.names.get(lang) else None
            if not value:
                continue
            for name in thing.names.get(lang, []):
                if names(name, value):
                    yield error(
                        text.where(lang),
                        f"{label} ({lang}): names {name!r}, which this set does not contain ({thing.why})",
                    )
