"""A referenced word's other forms, and the Corp AI action that installs an RE card.

VOC005 reports a referenced word written out in any of its forms (the glossary's
``forms``: "trash limits", „Entsorgungslimits"); a document prints an inflected form
from the reference with its ending after it (``[[trash-limit]]s``). The Corp AI's
agenda/asset/upgrade pile is RE: its action is "Install RE card" in every document, and
the old "Install resource" (a Runner card type) is a second form (VOC001).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.automa.compose import Words, step_text
from nrprint.checks.registry import run_checks
from nrprint.model.automa import Step
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit
from tests.vocab.test_references import loaded


def found(root: Path, code: str, domains=("automa-rules",)) -> list[tuple[str, int, str]]:
    """``code``'s findings in the booklet (or ``domains``) and the glossary (the strings these tests edit)."""
    project = Project(root, display_path="content")
    domains = {*domains, "glossary-terms"}
    return [
        (d.path.rsplit("/", 1)[-1], d.line, d.message)
        for d in run_checks(project, only_domains=domains)
        if d.code == code
    ]


def booklet_text(project, needle: str, lang: str) -> str:
    booklet = project.get("automa-rules")
    texts = [b.text.get(lang) for s in booklet.sections for b in s.blocks if b.text is not None]
    return next(t for t in texts if needle in t)


def test_an_inflected_form_written_out_is_an_error(content: Path):
    line = edit(
        content / "automa/rules.yaml",
        "innerhalb des [[trash-limit]]s bezahlen",
        "innerhalb des Entsorgungslimits bezahlen",
    )
    hits = found(content, "VOC005")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(de): writes out 'Entsorgungslimits'; print it from the glossary as [[trash-limit]]" in hits[0][2]


def test_an_english_plural_written_out_is_an_error(content: Path):
    line = edit(
        content / "automa/rules.yaml", "own link limit and [[trash-limit]].", "own link and trash limits."
    )
    hits = found(content, "VOC005")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(en): writes out 'trash limits'" in hits[0][2]


def test_a_reference_with_an_ending_prints_the_inflected_word():
    project = loaded(CONTENT)
    assert "innerhalb des Entsorgungslimits bezahlen" in booklet_text(project, "Entsorgungslimits", "de")
    assert "own link limit and trash limit." in booklet_text(project, "own link limit", "en")


def test_the_corp_ai_installs_an_re_card_in_every_language():
    project = loaded(CONTENT)
    glossary = project.get("automa-glossary")
    step = Step(action="install-resource", order="-R")
    # "RE card" is kept on one line by a no-break space
    printed = {
        lang: step_text(step, Words(glossary, lang)).replace("\u00a0", " ") for lang in ("en", "fr", "de")
    }
    assert printed["en"].startswith("**Install RE card**"), printed
    assert printed["fr"].startswith("**Installer une carte RE**"), printed
    assert printed["de"].startswith("**Installiere RE-Karte**"), printed
    assert "Install RE\u00a0card" in booklet_text(project, "makes one: the top card of RE", "en")


def test_the_old_name_of_the_corp_install_action_is_reported(content: Path):
    line = edit(
        content / "automa/rules.yaml",
        "**[[install-resource]]**: install the top card of [[pile-re]]",
        "**Install resource**: install the top card of [[pile-re]]",
    )
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "'Install resource' prints 'install-re-card' a second way" in hits[0][2]


def test_the_old_french_name_of_the_corp_install_action_is_reported(content: Path):
    edit(
        content / "glossary-terms.yaml",
        'fr: "Installer une carte\u00a0RE", fr_src',
        'fr: "Installer une ressource", fr_src',
    )
    hits = found(content, "VOC001")
    assert hits and all("'Installer une ressource'" in m for _, _, m in hits), hits


def test_the_corp_re_deck_called_a_resource_deck_is_reported(content: Path):
    line = edit(
        content / "automa/rules.yaml",
        "the [[pile-re]] deck (agendas, assets and upgrades)",
        "the resource deck ([[pile-re]]: agendas, assets and upgrades)",
    )
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "prints 'corp-re-deck' a second way" in hits[0][2]


def test_a_french_paquet_beside_the_booklets_deck_is_reported(content: Path):
    line = edit(
        content / "automa/rules.yaml", "le deck [[pile-re]] (projets", "le paquet [[pile-re]] (projets"
    )
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "'paquet' prints 'deck-fr' a second way" in hits[0][2]


def test_a_german_reused_run_named_two_ways_is_reported(content: Path):
    line = edit(content / "automa/rules.yaml", "**Wiederverwendete Runs**:", "**Wiederholte Runs**:")
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "prints 'reused-run' a second way" in hits[0][2]


def test_a_french_subroutine_broken_with_briser_is_reported(content: Path):
    line = edit(content / "automa/rules.yaml", "aucune n’est neutralisée ainsi", "aucune n’est brisée ainsi")
    hits = found(content, "VOC001")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "'brisée' prints 'break-fr' a second way" in hits[0][2]


def test_neutraliser_for_a_subroutine_is_not_a_flatline(content: Path):
    # The VF's break is neutraliser; only "neutralisé quand il subit …" meant flatlined.
    edit(
        content / "automa/rules.yaml",
        "aucune n’est neutralisée ainsi",
        "aucune n’est neutralisée quand elle manque",
    )
    hits = found(content, "VOC001")
    assert len(hits) == 1 and "'neutralisée quand' prints 'flatline'" in hits[0][2], hits


# (file, domain, shipped words, old words, the finding): each a second form VOC001 reports
SECOND_FORMS = [
    # one name for the side in French, Corporation, as the booklet and the cards print it
    (
        "turn-sequence.yaml",
        "turn",
        "quand la Corporation doit piocher",
        "quand la Corpo doit piocher",
        "'la Corpo' prints 'corp-fr' a second way; the set prints it 'Corporation'",
    ),
    # the Runner reference's limits paragraph said "in einem wiederholten Run"
    (
        "automa/reference.yaml",
        "automa-reference",
        "in einem wiederverwendeten Run.",
        "in einem wiederholten Run.",
        "'wiederholten Run' prints 'reused-run' a second way",
    ),
]


@pytest.mark.parametrize(("file", "domain", "new", "old", "message"), SECOND_FORMS)
def test_a_second_form_of_a_term_is_reported(content: Path, file, domain, new, old, message):
    line = edit(content / file, new, old)
    hits = found(content, "VOC001", (domain,))
    assert [(f, at) for f, at, _ in hits] == [(file.rsplit("/", 1)[-1], line)], hits
    assert message in hits[0][2]
