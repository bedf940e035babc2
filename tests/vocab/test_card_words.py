"""The cards' words are the last part (``cards``) of the one glossary per language.

There is no second glossary file: the AI cards and their reference sheets print the
words of ``glossary-terms.yaml``'s ``cards``; a content folder without its own glossary
prints the shipped one's, and a mistake in that part is reported in glossary-terms.yaml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from nrprint.automa.compose import Words
from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit
from tests.vocab.test_references import loaded


def test_the_set_has_one_glossary_file():
    assert not (CONTENT / "automa" / "glossary.yaml").exists()
    assert Words(loaded(CONTENT).get("automa-glossary"), "de").label("otherwise") == "Sonst"


def test_a_folder_prints_the_card_words_of_its_own_glossary(content: Path):
    edit(content / "glossary-terms.yaml", 'otherwise: {en: "Otherwise"', 'otherwise: {en: "Failing that"')
    assert Words(loaded(content).get("automa-glossary"), "en").label("otherwise") == "Failing that"


def test_a_folder_without_a_glossary_prints_the_shipped_card_words(tmp_path: Path):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT / "automa" / "decks", folder / "automa" / "decks")
    assert Words(loaded(folder).get("automa-glossary"), "fr").label("otherwise") == "Sinon"


def test_a_mistake_in_the_card_words_is_reported_in_the_glossary(content: Path):
    line = edit(content / "glossary-terms.yaml", "  remote_orders:", "  remote_order:")
    project = Project(content, display_path="content")
    found = [(d.path, d.line, d.code) for d in run_checks(project, only_domains={"automa-glossary"})]
    assert ("content/glossary-terms.yaml", line, "SCHEMA001") in found, found
