"""Issue 37, item 1: one vocabulary across the printed set (VOC001-VOC003).

Each check fires on a broken copy of the shipped content, at the line broken, and the
shipped content passes it.
"""

from __future__ import annotations

from pathlib import Path
from unittest.mock import ANY

from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit


def found(root: Path, code: str) -> list[tuple[str, int, str]]:
    project = Project(root, display_path="content")
    return [(d.path.rsplit("/", 1)[-1], d.line, d.message) for d in run_checks(project) if d.code == code]


def test_shipped_content_prints_one_vocabulary():
    project = Project(CONTENT, display_path="content")
    codes = {"VOC001", "VOC002", "VOC003"}
    assert [d for d in run_checks(project) if d.code in codes] == []


# -- VOC001: a concept printed two ways ------------------------------------------------------


def test_a_second_gloss_for_a_symbol_is_an_error(content: Path):
    line = edit(
        content / "glossary-terms.yaml", "remote with most installed cards", "remote with most resources"
    )
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("glossary-terms.yaml", line)], hits
    assert "'most resources' prints 'corp-remote-order' a second way" in hits[0][2]


def test_a_second_french_word_in_another_document_is_an_error(content: Path):
    # the booklet says "tas"; a mat that says "poubelle" prints the heap a second way
    line = edit(content / "setup-sheets.yaml", "Tas", "Poubelle")
    hits = found(content, "VOC001")
    assert ("setup-sheets.yaml", line) in [(f, at) for f, at, _ in hits], hits
    assert all("'heap'" in m for _, _, m in hits)


# -- VOC002: a name or component the set does not contain -----------------------------------


def test_a_rulebook_ai_the_set_lacks_is_an_error(content: Path):
    line = edit(
        content / "setup-sheets.yaml", "Stratagem deck (stratagem AIs only)", "Stratagem deck (Veekay only)"
    )
    hits = found(content, "VOC002")
    assert [(f, at) for f, at, _ in hits] == [("setup-sheets.yaml", line)], hits
    assert "'Veekay'" in hits[0][2]


def test_a_click_style_no_card_uses_is_an_error(content: Path):
    line = edit(
        content / "automa/reference.yaml",
        "{action: remove-tag, secondary: {action: credit}}",
        "{action: remove-tag, reserved: true}",
    )
    hits = found(content, "VOC002")
    assert [(f, at) for f, at, _ in hits] == [("reference.yaml", line)], hits
    assert "reserved, a click style no printed AI card uses" in hits[0][2]


# -- VOC003: a rule stated from two sources ---------------------------------------------------


def test_a_tie_order_from_the_rulebook_table_is_an_error(content: Path):
    line = edit(
        content / "setup-sheets.yaml",
        "Ties: [[tie-order]]",
        "Left to right: Archives, R&D, HQ, remote 1. Ties: [[tie-order]]",
    )
    hits = found(content, "VOC003")
    assert [(f, at) for f, at, _ in hits] == [("setup-sheets.yaml", line)], hits
    assert "clarifications.tie_order is 'archives-last'" in hits[0][2]


def test_points_to_win_without_the_hard_level_are_an_error(content: Path):
    line = edit(
        content / "setup-sheets.yaml",
        "It wins with [[runner-ai-points-to-win]]. It loses",
        "It wins with 7 {agenda} (easy 7). It loses",
    )
    hits = found(content, "VOC003")
    # The set-up sheet was the only document stating the Runner AI's points, so the
    # glossary's "no document states it" follows from the same edit.
    assert [(f, at) for f, at, _ in hits] == [("glossary-terms.yaml", ANY), ("setup-sheets.yaml", line)], hits
    assert "no document states runner-ai-points-to-win (en)" in hits[0][2]
    assert "7 {agenda} (hard 8)" in hits[1][2]


def test_a_rule_no_document_states_is_an_error(content: Path):
    # the documents print the tie order by reference; in words of their own, wrongly:
    for name in ("automa/rules.yaml", "automa/reference.yaml", "setup-sheets.yaml"):
        edit(content / name, "[[tie-order]]", "the most recent remote first", count=3)
    hits = found(content, "VOC003")
    assert [(f, m) for f, _, m in hits if "(en)" in m] == [
        (
            "glossary-terms.yaml",
            "no document states tie-order (en) as play.yaml's clarifications.tie_order says: "
            "expected 'R&D first, then HQ, the newest remote, older remotes and Archives last'",
        )
    ], hits


def test_the_booklet_naming_a_reserved_click_is_an_error(content: Path):
    line = edit(
        content / "automa/rules.yaml", "**Remove 1 {tag}**: pay", "**Remove 1 {tag}** (reserved): pay"
    )
    hits = found(content, "VOC002")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "'(reserved)'" in hits[0][2]


def test_an_icon_token_is_not_the_word(content: Path):
    # "{mu}" draws the memory icon; only the letters MU print memory units a second way
    line = edit(content / "multiplayer/rules.yaml", "Nœuds et UM", "Nœuds et MU")
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "{mu}" in (content / "turn-sequence.yaml").read_text()


# -- GLOS002: a per-language key that is not a declared language -------------------------------


def test_shipped_glossary_keys_are_declared_languages():
    project = Project(CONTENT, display_path="content")
    assert [d for d in run_checks(project) if d.code == "GLOS002"] == []


def test_a_glossary_word_under_an_undeclared_language_is_an_error(content: Path):
    line = edit(
        content / "glossary-terms.yaml",
        'say: {en: "−A / −R", fr: "−A / −R", de: "−A / −R"}',
        'say: {en: "−A / −R", fr_FR: "−A / −R", de: "−A / −R"}',
    )
    hits = found(content, "GLOS002")
    assert [(f, at) for f, at, _ in hits] == [("glossary-terms.yaml", line)], hits
    assert "say: 'fr_FR' is not a declared language" in hits[0][2]
