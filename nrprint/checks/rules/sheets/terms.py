"""SHEET002: a ``[[term]]`` in the sheet content names a term of content/terms.yaml."""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import unknown_terms
from nrprint.model.project import Project


@check(code="SHEET002")
def terms(project: Project) -> Findings:
    """Every [[term]] in the sheet words is a term of the terminology table."""
    for text, lang, label, term in unknown_terms(project):
        yield error(text.where(lang), f"unknown term [[{term}]] in {label} ({lang})")  # type: ignore[attr-defined]
