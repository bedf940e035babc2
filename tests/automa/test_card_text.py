"""Issue 36 item 2: the AI's handling of ordinary card text is one printed part of each AI
section, in every language; the bioroid rule reads the same in the booklet and the Runner
reference; and docs/automa-rules.md answers every numbered defect of both blind playtests.

Each helper has a broken fixture: a booklet without the Runner's part, the reference's
old bioroid wording, a defect table missing a row or citing a line that does not exist.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from nrprint.model.project import Project
from tests.conftest import run_cli

from .conftest import CONTENT

LANGS = ("en", "fr", "de")
PARTS = {"corp": "corp_card_text", "runner": "runner_card_text"}  # section id: its clarification
HEADING = {"en": "Card text", "fr": "Le texte des cartes", "de": "Kartentext"}
# The bioroid rule in each language: one disposable click still to come per subroutine.
STILL_TO_COME = {"en": "click still to come per subroutine", "fr": "encore à venir", "de": "noch folgenden"}
DOCS = CONTENT.parent / "docs" / "automa-rules.md"
PLAYTESTS = CONTENT.parent.parent / "shared" / "playtests"
FILES = {"C": "2026-11-27-corp-ai.md", "R": "2026-11-27-runner-ai.md"}


def card_text_problems(booklet, lang: str) -> list[str]:
    """What is missing of the "Card text" part (a heading, then items and the part's
    clarification) in the Corp AI and Runner AI sections."""
    out = []
    for section_id, key in PARTS.items():
        section = next((s for s in booklet.sections if s.id == section_id), None)
        blocks = section.blocks if section else []
        at = next(
            (n for n, b in enumerate(blocks) if b.kind == "heading" and b.text.get(lang) == HEADING[lang]),
            None,
        )
        if at is None:
            out.append(f"{section_id}: no heading {HEADING[lang]!r}")
            continue
        part = blocks[at + 1 :]
        part = part[: next((n for n, b in enumerate(part) if b.kind == "heading"), len(part))]
        if sum(b.kind == "item" for b in part) < 5:
            out.append(f"{section_id}: fewer than 5 items under {HEADING[lang]!r}")
        if not any(b.kind == "clarification" and b.key == key for b in part):
            out.append(f"{section_id}: no clarification {key}")
    return out


def bioroid_problems(texts: dict[str, str], lang: str) -> list[str]:
    """The documents (name: text) whose bioroid rule is not worded the one way."""
    return [name for name, text in texts.items() if STILL_TO_COME[lang] not in text]


def defect_rows(doc: str) -> set[tuple[str, int]]:
    """(file letter, line) cited by the rows of the defect table."""
    section = doc[doc.index("## Every playtest defect answered") :]
    cited = set()
    for row in re.findall(r"^\| ((?:[CR] \d+(?:, )?)+) \|", section, flags=re.M):
        cited |= {(m[0], int(m[1])) for m in re.findall(r"([CR]) (\d+)", row)}
    return cited


def defect_problems(cited: set[tuple[str, int]], playtests: Path) -> list[str]:
    """Numbered defects of the playtests no row answers, and rows citing no defect."""
    out = []
    for letter, name in FILES.items():
        lines = (playtests / name).read_text(encoding="utf-8").splitlines()
        numbered = {n for n, line in enumerate(lines, 1) if re.match(r"^\d+\. ", line)}
        mine = {n for f, n in cited if f == letter}
        out += [f"{letter} {n}: not answered" for n in sorted(numbered - mine)]
        out += [f"{letter} {n}: no defect on that line" for n in sorted(mine - numbered)]
    return out


@pytest.fixture(scope="module")
def booklet():
    return Project(CONTENT).get("automa-rules")


def _reference_ice(lang: str) -> str:
    ref = yaml.safe_load((CONTENT / "automa" / "reference.yaml").read_text(encoding="utf-8"))
    return next(s["text"][lang] for s in ref["runner"]["sections"] if s["key"] == "ice")


def _booklet_breaking(booklet, lang: str) -> str:
    runner = next(s for s in booklet.sections if s.id == "runner")
    return next(b.text.get(lang) for b in runner.blocks if "bioroid" in (b.text.get("en") or "").lower())


@pytest.mark.parametrize("lang", LANGS)
def test_both_ai_sections_print_their_card_text_part(booklet, lang):
    assert card_text_problems(booklet, lang) == []


def test_a_booklet_without_the_runner_part_is_caught(booklet):
    runner = next(s for s in booklet.sections if s.id == "runner")
    cut = runner.model_copy(update={"blocks": [b for b in runner.blocks if b.key != "runner_card_text"]})
    broken = booklet.model_copy(update={"sections": [cut if s is runner else s for s in booklet.sections]})
    assert card_text_problems(broken, "en") == ["runner: no clarification runner_card_text"]
    gone = cut.model_copy(update={"blocks": [b for b in cut.blocks if b.kind != "heading"]})
    broken = booklet.model_copy(update={"sections": [gone if s is runner else s for s in booklet.sections]})
    assert card_text_problems(broken, "fr") == ["runner: no heading 'Le texte des cartes'"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_bioroid_rule_reads_the_same_in_booklet_and_reference(booklet, lang):
    texts = {"booklet": _booklet_breaking(booklet, lang), "reference": _reference_ice(lang)}
    assert bioroid_problems(texts, lang) == []


def test_the_reference_s_old_bioroid_wording_is_caught():
    old = "Against a bioroid it may spend a {click} per subroutine, dropping {disposable} clicks first."
    assert bioroid_problems({"reference": old}, "en") == ["reference"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_built_booklet_prints_both_parts(tmp_path, lang):
    assert run_cli("build", "automa-rules", "--out", str(tmp_path), "-q").code == 0
    text = " ".join(p.extract_text() or "" for p in PdfReader(tmp_path / lang / "automa-rules.pdf").pages)
    assert text.count(HEADING[lang]) >= 2


def _playtests() -> Path:
    if not all((PLAYTESTS / n).is_file() for n in FILES.values()):
        pytest.skip("needs the playtests beside the checkout (../shared/playtests)")
    return PLAYTESTS


def test_every_playtest_defect_has_a_row():
    assert defect_problems(defect_rows(DOCS.read_text(encoding="utf-8")), _playtests()) == []


def test_a_missing_row_and_a_wrong_line_are_caught():
    cited = defect_rows(DOCS.read_text(encoding="utf-8"))
    broken = (cited - {("R", 155)}) | {("C", 160)}
    assert defect_problems(broken, _playtests()) == ["C 160: no defect on that line", "R 155: not answered"]
