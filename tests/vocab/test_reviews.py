"""Issue 37, item 3: review fixes that are code, read from what the code prints."""

from __future__ import annotations

from nrprint.automarules.panels import clarification_text
from nrprint.model.project import Project
from tests.conftest import CONTENT


def test_the_french_clarification_label_takes_a_no_break_space_before_its_colon():
    project = Project(CONTENT)
    project.langs()  # installs each language's typography
    booklet = project.get("automa-rules")
    block = next(b for s in booklet.sections for b in s.blocks if b.kind == "clarification")
    assert "**Précision\u00a0:**" in clarification_text(booklet, block, "fr")
    assert "**Clarification:**" in clarification_text(booklet, block, "en")
    assert "**Klarstellung:**" in clarification_text(booklet, block, "de")
