"""VOC006: a pile code printed as another language spells it; VOC007: a pile code written out.

The AI piles' codes are glossary words (``codes``), one per language: ÉCO in French, EC
in English and German. A string that writes another language's code for a pile fires
VOC006, one that writes its own language's code out instead of ``[[pile-…]]`` fires
VOC007, each at its line; the shipped content passes both; the cards and every document
print their codes from the glossary.
"""

from __future__ import annotations

import re
from pathlib import Path

from nrprint.automa.compose import Words
from nrprint.checks.registry import run_checks
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit
from tests.vocab.test_references import loaded


def found(root: Path, code: str = "VOC006", domains=("automa-rules",)) -> list[tuple[str, int, str]]:
    project = Project(root, display_path="content")
    diagnostics = run_checks(project, only_domains={*domains, "glossary-terms"})
    return [(d.path.rsplit("/", 1)[-1], d.line, d.message) for d in diagnostics if d.code == code]


def test_shipped_content_prints_every_pile_code_from_the_glossary():
    project = Project(CONTENT, display_path="content")
    assert [d for d in run_checks(project) if d.code in ("VOC006", "VOC007")] == []


def test_the_english_economy_code_in_french_is_an_error(content: Path):
    line = edit(content / "automa/rules.yaml", "deck d’économie ([[pile-economy]])", "deck d’économie (EC)")
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(fr): writes the pile code 'EC'; in this language [[pile-economy]] is 'ÉCO'" in hits[0][2]


def test_the_french_economy_code_in_german_is_an_error(content: Path):
    line = edit(content / "automa/rules.yaml", "Wirtschaftsdeck ([[pile-economy]])", "Wirtschaftsdeck (ÉCO)")
    hits = found(content)
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(de): writes the pile code 'ÉCO'" in hits[0][2]


def test_the_card_type_ice_is_not_the_pile_code(content: Path):
    # Codes keep their case: with German's ICE pile spelled EIS, a German "ICE" fires,
    # the card type "Ice" (on many more lines) does not.
    edit(content / "glossary-terms.yaml", 'de: "ICE", de_src', 'de: "EIS", de_src')
    edit(
        content / "automa/rules.yaml",
        "Installiere die oberste Karte des [[pile-ice]]",
        "Installiere die oberste Karte des ICE",
    )
    lines = (content / "automa/rules.yaml").read_text(encoding="utf-8").splitlines()
    german = {n for n, line in enumerate(lines, 1) if line.lstrip().startswith("de:")}
    with_code = {n for n in german if re.search(r"\bICE\b", lines[n - 1])}
    with_type = {n for n in german if re.search(r"\bIce\b", lines[n - 1])} - with_code
    hit = {at for f, at, m in found(content) if f == "rules.yaml" and "'ICE'" in m} & german
    assert hit == with_code and len(with_code) == 1 and with_type and not hit & with_type


def test_a_pile_code_written_out_is_an_error(content: Path):
    # the booklet's Install ice paragraph, with the code written instead of referred to;
    # the card type "ice" in the same string is not a code
    old = "install the top card of the [[pile-ice]] deck face down"
    line = edit(content / "automa/rules.yaml", old, old.replace("[[pile-ice]]", "ICE"))
    hits = found(content, "VOC007")
    assert [(f, at) for f, at, _ in hits] == [("rules.yaml", line)], hits
    assert "(en): writes the pile code 'ICE' out; print it from the glossary as [[pile-ice]]" in hits[0][2]


def test_a_code_written_out_on_a_set_up_sheet_is_an_error(content: Path):
    # German writes RE as French and English do: the German label fires alone
    line = edit(content / "setup-sheets.yaml", 'de: "[[pile-re]] · Ressourcen"', 'de: "RE · Ressourcen"')
    hits = found(content, "VOC007", ("setup-sheets",))
    assert [(f, at) for f, at, _ in hits] == [("setup-sheets.yaml", line)], hits
    assert "(de): writes the pile code 'RE' out" in hits[0][2]


def test_a_decks_design_notes_are_not_read(content: Path):
    # never printed: they name the piles as the deck's designer does
    text = (content / "automa/decks/corp.yaml").read_text(encoding="utf-8")
    assert " ICE " in text.split("cards:")[0]
    assert found(content, "VOC007", ("automa-decks",)) == []


def test_the_cards_print_the_economy_code_from_the_glossary(content: Path):
    edit(content / "glossary-terms.yaml", 'fr: "ÉCO", de: "EC", de_src', 'fr: "ÉCO", de: "WI", de_src')
    glossary = loaded(content).get("automa-glossary")
    assert Words(glossary, "de").action("economy") == "Spiele WI-Karte"
    assert Words(glossary, "fr").action("economy") == "Jouer une carte ÉCO"
