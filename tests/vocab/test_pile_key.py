"""The booklet prints a key of the AI piles' codes from the glossary (VOC008 holds it whole).

Players meet ICE, OP, RE, ÉCO … on the cards; the booklet's ``[[pile-key]]`` prints,
per AI, each code (its language's word) with what its pile holds, from the glossary's
``pile_key``. A code missing from the key, or a key entry that is no code, is an error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit
from tests.vocab.test_references import loaded

NBSP = "\u00a0"


def found(root: Path) -> list[tuple[str, int, str]]:
    project = Project(root, display_path="content")
    diagnostics = run_checks(project, only_domains={"glossary-terms"})
    return [(d.path.rsplit("/", 1)[-1], d.line, d.message) for d in diagnostics if d.code == "VOC008"]


def key_paragraph(project: Project, lang: str) -> str:
    booklet = project.get("automa-rules")
    block = next(b for s in booklet.sections for b in s.blocks if "[[pile-key]]" in b.text.en)
    return block.text.get(lang)


def test_shipped_content_keys_every_pile_code():
    assert found(CONTENT) == []


@pytest.mark.parametrize(
    ("lang", "entries"),
    [
        ("en", ["**ICE**" + NBSP + "ice", "**EC**" + NBSP + "economy cards", "**GR**" + NBSP + "grip."]),
        ("fr", ["**ÉCO**" + NBSP + "cartes d’économie", "**STA**" + NBSP + "pile"]),
        (
            "de",
            ["**RE**" + NBSP + "Agendas, Assets und Upgrades", "**RE**" + NBSP + "Ressourcen und Ereignisse"],
        ),
    ],
)
def test_the_booklet_prints_each_code_with_what_its_pile_holds(lang, entries):
    printed = key_paragraph(loaded(CONTENT), lang)
    assert "[[" not in printed, printed
    for entry in entries:
        assert entry in printed, (entry, printed)


def test_the_key_prints_the_codes_from_the_glossary(content: Path):
    edit(
        content / "glossary-terms.yaml",
        'pile-economy: {en: "EC", fr: "ÉCO"',
        'pile-economy: {en: "ECO", fr: "ÉCO"',
    )
    assert "**ECO**" + NBSP + "economy cards" in key_paragraph(loaded(content), "en")


def test_a_code_left_out_of_the_key_is_an_error(content: Path):
    edit(content / "glossary-terms.yaml", '      pile-grip: {en: "grip"', '      # pile-grip: {en: "grip"')
    hits = found(content)
    assert len(hits) == 1 and hits[0][0] == "glossary-terms.yaml", hits
    assert "'pile-grip' is in no group of the key" in hits[0][2]


def test_a_key_entry_that_is_no_code_is_an_error(content: Path):
    line = edit(
        content / "glossary-terms.yaml",
        '      pile-grip: {en: "grip"',
        '      pile-heap: {en: "heap"}\n      pile-grip: {en: "grip"',
    )
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("glossary-terms.yaml", line)], hits
    assert "'pile-heap' is not a pile code" in hits[0][2]
