"""VOC004: every ``[[term]]`` names a word or rule of the glossary.

Documents print the set's shared words and rules from one place,
``content/glossary-terms.yaml``, by reference (``[[trash-limit]]``, ``[[tie-order]]``).
An error: a reference names neither a word (``words``) nor a rule (``rules``) of the
glossary (the project's, else the shipped one), nor, on a setup sheet, a term of the
terminology table (``terms.yaml``, whose edition picks the word). It would print as
written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import TERM_REF
from nrprint.model.glossary_terms import PILE_KEY
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text

# Domains whose strings may name a term of the terminology table (edition words).
EDITION_DOMAINS = ("setup-sheets", "terms")


def known_references(project, domain: str) -> set[str]:
    """The ids a string of ``domain`` may refer to."""
    glossary = project.vocabulary()
    known = (set(glossary.words) | {r.id for r in glossary.rules}) if glossary is not None else set()
    if glossary is not None and glossary.pile_key:
        known.add(PILE_KEY)
    if domain in EDITION_DOMAINS and project.get("terms") is not None:
        known |= {t.id for t in project.get("terms").terms}
    return known


@check(code="VOC004")
def references(project: Project, domain: str, label: str, text: Text) -> Findings:
    """Every ``[[term]]`` names a word or rule of the glossary."""
    if domain == "multiplayer":  # its ``[[amount|noun]]`` are amounts (MPV003)
        return
    known = None
    for lang in (project.languages.source, *project.translations()):
        value = text.raw(lang) or ""
        if "[[" not in value:
            continue
        known = known if known is not None else known_references(project, domain)
        for m in TERM_REF.finditer(value):
            if m.group(1).lower() not in known:
                yield error(
                    text.where(lang),
                    f"{label} ({lang}): [[{m.group(1)}]] names no word of glossary-terms.yaml "
                    "(its `words` and `rules`)",
                )
