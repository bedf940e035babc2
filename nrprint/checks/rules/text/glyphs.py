"""TYPO001: every character of every string has a glyph in the embedded font."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.layout.textflow import plain
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="TYPO001")
def glyphs(project: Project, domain: str, label: str, text: Text) -> Findings:
    """A character without a glyph prints as a tofu box; report it instead."""
    from nrprint.render.fonts import missing_glyphs

    for lang in project.langs():
        missing = missing_glyphs(plain(text.get(lang)))
        if missing:
            shown = ", ".join(f"'{ch}' U+{ord(ch):04X}" for ch in missing)
            yield error(text.where(lang), f"no glyph in the embedded font for {shown} in {label} ({lang})")
