"""Issue 37, item 1: documents print the shared words and rules from one source.

``[[term]]`` in any document prints the word of ``content/glossary-terms.yaml`` in the
string's language; a rule (``[[tie-order]]``) prints the phrase of its value in
``templates/play.yaml``. VOC004 reports a reference to no word, VOC005 a shared word
written out. Each check fires on a broken copy of the shipped content, at the line
broken; the shipped content passes.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nrprint.automa.compose import Words, step_text
from nrprint.checks.registry import run_checks
from nrprint.lang.printed import TERM_REF
from nrprint.model.automa import Step
from nrprint.model.glossary_terms import read_play
from nrprint.model.project import Project
from nrprint.setupsheets import template
from nrprint.setupsheets.words import sheet_words
from nrprint.source.templates import default_dir
from tests.conftest import CONTENT, edit
from tests.vocab.test_vocabulary import found


def loaded(root: Path) -> Project:
    project = Project(root, display_path="content")
    project.langs()  # installs the typography and the vocabulary
    return project


def clarification(project: Project, key: str, lang: str) -> str:
    booklet = project.get("automa-rules")
    block = next(b for s in booklet.sections for b in s.blocks if b.key == key)
    return block.text.get(lang)


def test_shipped_content_has_no_unknown_and_no_written_out_word():
    project = Project(CONTENT, display_path="content")
    assert [d for d in run_checks(project) if d.code in {"VOC004", "VOC005"}] == []


def test_every_reference_of_the_shipped_set_prints_a_word():
    project = loaded(CONTENT)
    left = [
        (label, lang, m.group(0))
        for domain, label, text in project.texts(lazy=False)
        if domain != "multiplayer"  # its [[amount|noun]] are amounts, filled by its own code
        for lang in project.langs()
        for m in TERM_REF.finditer(text.get(lang))
    ]
    assert left == []


# -- one word, every document -------------------------------------------------------------


def test_the_new_remote_code_prints_in_each_language_from_the_glossary(content: Path):
    project = loaded(content)
    step = Step(action="install-resource", order="+REMOTE")
    glossary = project.get("automa-glossary")
    assert "**+DISTANT**" in step_text(step, Words(glossary, "fr"))
    assert "**Installer une carte\u00a0RE**" in step_text(step, Words(glossary, "fr"))
    assert "**+NEU**" in step_text(step, Words(glossary, "de"))
    assert "**+REMOTE**" in step_text(step, Words(glossary, "en"))
    assert "+DISTANT" in clarification(project, "no_remote_order", "fr")

    # one edit of the glossary changes the card and the booklet alike
    edit(content / "glossary-terms.yaml", 'fr: "+DISTANT", fr_src', 'fr: "+NOUVEAU", fr_src')
    project = loaded(content)
    glossary = project.get("automa-glossary")
    assert "**+NOUVEAU**" in step_text(step, Words(glossary, "fr"))
    assert "+NOUVEAU" in clarification(project, "no_remote_order", "fr")


def test_the_reference_sheet_heads_its_sections_with_the_cards_action_names():
    project = loaded(CONTENT)
    sheet = project.get("automa-reference")
    text = "\n".join(s.text.get("de") for s in sheet.corp.sections)
    words = Words(project.get("automa-glossary"), "de")
    for action in ("refill-hq", "advance", "install-resource", "install-ice", "play-operation"):
        assert f"**{words.action(action)}.**" in text
    assert "HQ auffüllen" not in text


def test_the_terminology_table_prints_the_glossary_word():
    project = loaded(CONTENT)
    terms = project.get("terms")
    assert terms.word("remote-server", "android", "de") == "externer Server"
    assert terms.word("remote-server", "classic", "de") == "subsidiary data fort"
    assert terms.word("trace", "android", "fr") == "traque"


# -- rules print from play.yaml -------------------------------------------------------------


@pytest.fixture
def templates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A writable copy of the templates, used by this process."""
    dst = tmp_path / "templates"
    shutil.copytree(default_dir(), dst)
    monkeypatch.setenv("NRPRINT_TEMPLATES", str(dst))
    return dst


def test_the_tie_order_prints_play_yamls_value(templates: Path):
    assert "R&D d’abord, puis le QG" in clarification(loaded(CONTENT), "tie_order", "fr")
    edit(templates / "play.yaml", "tie_order: archives-last", "tie_order: table")
    said = clarification(loaded(CONTENT), "tie_order", "fr")
    assert "de gauche à droite\u00a0: Archives, R&D, QG, puis les serveurs distants" in said


def test_the_difficulty_table_and_points_print_play_yamls_numbers(templates: Path):
    edit(
        templates / "play.yaml",
        "corp_ai_points_to_win: {easy: 8, standard: 7, hard: 6}",
        "corp_ai_points_to_win: {easy: 9, standard: 7, hard: 5}",
    )
    project = loaded(CONTENT)
    sheet = template.load().sheets["automa-corp"]
    words = sheet_words(
        "automa-corp", sheet, project.get("setup-sheets"), project.get("terms"), "android", "en"
    )
    hard_you = read_play(templates)["game"]["corp_opponent_points_to_win"]["hard"]
    assert words.table[-1][-1] == f"{hard_you} / 5"  # hard: you, the AI 5
    assert words.table[1][-1] == "5 / 9"
    # a short number keeps to the word before it: a no-break space, read as a space here
    assert "It wins with 7 {agenda} (easy 9, hard 5)" in words.hints["ai-score"].replace("\xa0", " ")
    said = clarification(project, "points_to_win", "en").replace("\xa0", " ")
    assert "the AI with 9, 7 and 5. Against the Runner AI" in said  # the Runner AI's stay


def test_the_points_say_only_the_levels_that_differ_from_standard(templates: Path):
    # the Runner AI needs 7 on easy as on standard, 8 on hard: "7 (hard 8)", not "7 (easy 7, hard 8)"
    def hints(lang: str) -> str:
        project = loaded(CONTENT)
        sheet = template.load().sheets["automa-runner"]
        words = sheet_words(
            "automa-runner", sheet, project.get("setup-sheets"), project.get("terms"), "android", lang
        )
        return words.hints["rai-score"].replace("\xa0", " ")

    game = read_play(templates)["game"]
    assert game["runner_ai_points_to_win"] == {"easy": 7, "standard": 7, "hard": 8}
    assert "It wins with 7 {agenda} (hard 8)." in hints("en")
    assert "Sie gewinnt mit 7 {agenda} (Schwer 8);" in hints("de")
    edit(
        templates / "play.yaml",
        "runner_ai_points_to_win: {easy: 7, standard: 7, hard: 8}",
        "runner_ai_points_to_win: {easy: 7, standard: 7, hard: 7}",
    )
    assert "It wins with 7 {agenda}. It loses" in hints("en")
    assert "Elle gagne avec 7 {agenda} ; elle perd" in hints("fr")


def test_the_corp_sheets_op_pile_marks_where_played_operations_go(tmp_path: Path):
    # played_operation is a marked clarification of the booklet: the sheet says it with the mark
    project = loaded(CONTENT)
    sheet = template.load().sheets["automa-corp"]
    for lang in ("en", "fr", "de"):
        words = sheet_words(
            "automa-corp", sheet, project.get("setup-sheets"), project.get("terms"), "android", lang
        )
        assert "{houserule}" in words.hints["op"], (lang, words.hints["op"])


# -- VOC004 / VOC005 fire on a broken copy --------------------------------------------------


def test_a_reference_to_no_word_is_an_error(content: Path):
    line = edit(content / "automa/reference.yaml", "[[trash-limit]] {trash}", "[[trash-limt]] {trash}")
    hits = found(content, "VOC004")
    assert [(f, at) for f, at, _ in hits] == [("reference.yaml", line)], hits
    assert "[[trash-limt]] names no word of glossary-terms.yaml" in hits[0][2]


def test_a_shared_word_written_out_is_an_error(content: Path):
    line = edit(
        content / "automa/rules.yaml", "**[[new-remote-code]]**: a new remote", "**+REMOTE**: a new remote"
    )
    hits = found(content, "VOC005")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "writes out '+REMOTE'; print it from the glossary as [[new-remote-code]]" in hits[0][2]


def test_the_action_names_of_the_worked_turn_written_out_are_an_error(content: Path):
    # the booklet's worked Corp turn names its actions as the cards do: from the glossary
    line = edit(
        content / "automa/rules.yaml",
        "**[[install-ice]] -H**: HQ and Archives",
        "**Install ice -H**: HQ and Archives",
    )
    other = edit(content / "automa/rules.yaml", "comme pour [[refill-hq]]", "comme pour Remplir le QG")
    hits = found(content, "VOC005")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", other), ("rules.yaml", line)], hits
    assert "(fr): writes out 'Remplir le QG'; print it from the glossary as [[refill-hq]]" in hits[0][2]
    assert "(en): writes out 'Install ice'; print it from the glossary as [[install-ice]]" in hits[1][2]


def test_a_decks_design_notes_may_write_a_shared_word_out():
    # never printed: the French notes of Harbour Grid say "Remplir le QG" and pass
    notes = (CONTENT / "automa/decks/corp.yaml").read_text(encoding="utf-8").split("cards:")[0]
    assert "Remplir le QG" in notes
    assert not [d for d in run_checks(loaded(CONTENT)) if d.code == "VOC005" and "decks" in d.path]


def test_a_rule_written_out_in_french_is_an_error(content: Path):
    line = edit(
        content / "setup-sheets.yaml",
        "Elle gagne avec [[corp-ai-points-to-win]]",
        "Elle gagne avec 7 {agenda} (facile 8, difficile 6)",
    )
    hits = found(content, "VOC005")
    # both AIs need 8/7/6 today, so the phrase is either AI's term: one finding per term
    assert {(f, at) for f, at, _ in hits} == {("setup-sheets.yaml", line)}, hits
    assert "(fr): writes out '7 {agenda} (facile 8, difficile 6)'" in hits[0][2]
    assert any("[[corp-ai-points-to-win]]" in message for _, _, message in hits)


def test_a_changed_glossary_word_makes_every_document_out_of_date(content: Path):
    from nrprint.documents.registry import TARGETS, BuildOptions
    from nrprint.pipeline.fingerprint import target_fingerprint

    options = BuildOptions(("fr",))
    names = ("automa-rules", "automa-corp", "setup-sheets")
    before = {n: target_fingerprint(Project(content), TARGETS[n], options) for n in names}
    edit(content / "glossary-terms.yaml", 'fr: "+DISTANT", fr_src', 'fr: "+NOUVEAU", fr_src')
    after = {n: target_fingerprint(Project(content), TARGETS[n], options) for n in names}
    assert [n for n in names if before[n] == after[n]] == []
