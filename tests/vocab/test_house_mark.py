"""VOC009: a set-up or reference sheet that states a marked clarification carries the mark.

The booklet prints our answers to the rulebook's gaps as marked clarifications; the
glossary's ``marked`` names those the sheets state too, with the phrases that state them.
Each fires on a broken copy, at the line broken; the shipped content passes.
"""

from __future__ import annotations

from pathlib import Path

from nrprint.checks.rules.vocab.house_mark import SHEETS, house_mark
from nrprint.checks.rules.vocab.house_mark_keys import house_mark_keys
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit


def found(root: Path) -> list[tuple[str, int, str]]:
    """VOC009's findings: the check's two functions called on the sheets' strings and the
    glossary (a full check run of these domains takes seconds)."""
    project = Project(root, display_path="content")
    project.langs()  # installs the typography and the vocabulary
    diagnostics = [
        d
        for domain in SHEETS
        for d_, label, text in project.texts(only=domain)
        for d in house_mark(project, d_, label, text)
    ]
    diagnostics += list(house_mark_keys(project))
    return [(d.path.rsplit("/", 1)[-1], d.line, d.message) for d in diagnostics if d.code == "VOC009"]


def test_shipped_sheets_mark_every_clarification_they_state():
    assert found(CONTENT) == []


def test_a_set_up_sheet_hint_without_the_mark_is_an_error(content: Path):
    line = edit(
        content / "setup-sheets.yaml",
        "Les opérations jouées reviennent ici {houserule} ;",
        "Les opérations jouées reviennent ici ;",
    )
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("setup-sheets.yaml", line)], hits
    assert (
        "(fr): 'opérations jouées reviennent' states the marked clarification 'played_operation'"
        in hits[0][2]
    )


def test_a_reference_sheet_without_the_mark_is_an_error(content: Path):
    line = edit(
        content / "automa/reference.yaml", "Grip-Karten kostenlos {houserule}.", "Grip-Karten kostenlos."
    )
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("reference.yaml", line)], hits
    assert "'runner_ai_free_cards'" in hits[0][2]


def test_a_mark_in_another_sentence_of_the_string_does_not_count(content: Path):
    # the Runner AI's hard level: the mark moved from its sentence to the next one
    line = edit(
        content / "setup-sheets.yaml",
        "**Hard** {houserule}: as standard; its [[pile-pro]], [[pile-re]] and grip cards are free.\\n**All:**",
        "**Hard**: as standard; its [[pile-pro]], [[pile-re]] and grip cards are free.\\n**All:** {houserule}",
    )
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("setup-sheets.yaml", line)], hits
    assert "(en): 'grip cards are free'" in hits[0][2]


def test_a_marked_key_that_is_no_clarification_is_an_error(content: Path):
    line = edit(content / "glossary-terms.yaml", "  - key: played_operation", "  - key: played_operations")
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("glossary-terms.yaml", line)], hits
    assert "'played_operations' is no clarification of the booklet" in hits[0][2]
