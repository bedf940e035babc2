"""VOC006: a pile code printed as another language spells it.

The AI piles' codes are glossary words (``codes``), one per language: ÉCO in French, EC
in English and German. A string that writes another language's code for a pile fires,
at its line; the shipped content passes; the cards print their codes from the glossary.
"""

from __future__ import annotations

import re
from pathlib import Path

from nrprint.automa.compose import Words
from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit
from tests.vocab.test_references import loaded


def found(root: Path) -> list[tuple[str, int, str]]:
    project = Project(root, display_root="content")
    diagnostics = run_checks(project, only_domains={"automa-rules", "glossary-terms"})
    return [(d.path.rsplit("/", 1)[-1], d.line, d.message) for d in diagnostics if d.code == "VOC006"]


def test_shipped_content_writes_each_languages_pile_codes():
    project = Project(CONTENT, display_root="content")
    assert [d for d in run_checks(project) if d.code == "VOC006"] == []


def test_the_english_economy_code_in_french_is_an_error(content: Path):
    line = edit(content / "automa/rules.yaml", "deck d’économie (ÉCO)", "deck d’économie (EC)")
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(fr): writes the pile code 'EC'; in this language [[pile-economy]] is 'ÉCO'" in hits[0][2]


def test_the_french_economy_code_in_german_is_an_error(content: Path):
    line = edit(content / "automa/rules.yaml", "Wirtschaftsdeck (EC)", "Wirtschaftsdeck (ÉCO)")
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(de): writes the pile code 'ÉCO'" in hits[0][2]


def test_the_card_type_ice_is_not_the_pile_code(content: Path):
    # Codes keep their case: with German's ICE pile spelled EIS, a German "ICE" fires,
    # the card type "Ice" (on many more lines) does not.
    edit(content / "glossary-terms.yaml", 'de: "ICE", de_src', 'de: "EIS", de_src')
    lines = (content / "automa/rules.yaml").read_text(encoding="utf-8").splitlines()
    german = {n for n, line in enumerate(lines, 1) if line.lstrip().startswith("de:")}
    with_code = {n for n in german if re.search(r"\bICE\b", lines[n - 1])}
    with_type = {n for n in german if re.search(r"\bIce\b", lines[n - 1])} - with_code
    hit = {at for f, at, m in found(content) if f == "rules.yaml" and "'ICE'" in m} & german
    assert hit == with_code and with_type and not hit & with_type


def test_the_cards_print_the_economy_code_from_the_glossary(content: Path):
    edit(content / "glossary-terms.yaml", 'fr: "ÉCO", de: "EC", de_src', 'fr: "ÉCO", de: "WI", de_src')
    glossary = loaded(content).get("automa-glossary")
    assert Words(glossary, "de").action("economy") == "Spiele WI-Karte"
    assert Words(glossary, "fr").action("economy") == "Jouer une carte ÉCO"
