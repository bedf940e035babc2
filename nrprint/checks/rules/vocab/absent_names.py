"""VOC002: the set refers to a name or a component it does not contain.

Two rules (the first an error, the second a warning):

- No string, in any language, names something of the source rulebook that this set
  does not print: ``absent`` in ``content/glossary-terms.yaml`` lists them (the
  rulebook's own AI packs, behaviour cards for damage, tags or virus counters) with the
  phrases that would name them. A player told to fetch "Veekay" finds nothing to fetch.
- A click style the quick-reference sheets explain (an example-card click marked
  ``disposable`` or ``reserved``, or its icon in a reference text) is used by at least
  one printed AI card of that side. A sheet that teaches a look no card has sends the
  player looking for it. (A content folder without decks of a side has nothing to
  compare that side's sheet with, and is not checked.) A warning: a small test deck
  may lack a style the shipped decks have.
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
