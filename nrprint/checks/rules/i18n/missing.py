"""I18N001: every printed string has a translation in every declared language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="I18N001")
def missing(project: Project, domain: str, label: str, text: Text) -> Findings:
    """Every string has non-empty text in each language the run covers."""
    languages = project.languages
    for lang in project.translations():
        if not (text.raw(lang) or "").strip():
            yield error(text.pos("en"), f"missing {languages.name(lang)} ({lang}) translation of {label}")
