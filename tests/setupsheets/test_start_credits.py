"""Starting credits, the AI's score area, win/loss and the AI-deck reshuffle on the sheets.

SHEET006 fires when a printed starting amount differs from ``templates/play.yaml`` and
passes on the shipped content; the built Automa sheets carry the words in every language.
"""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.simulate.rules import load_rules

from .test_checks import content_copy

DOMAINS = {"setup-sheets", "terms"}


@pytest.fixture(autouse=True)
def _registered():
    discover()


def _sheet006(folder) -> list:
    return [d for d in run_checks(Project(folder, "c"), only_domains=DOMAINS) if d.code == "SHEET006"]


def test_shipped_credits_match_play_settings(tmp_path):
    assert _sheet006(content_copy(tmp_path)) == []


def test_wrong_corp_credits_fire(tmp_path):
    # The table prints play.yaml's credits; a row that still gives its own must agree.
    folder = content_copy(
        tmp_path,
        lambda s: s.replace(
            '      operations: {en: "AI pays"', '      credits: 5\n      operations: {en: "AI pays"', 1
        ),
    )
    found = _sheet006(folder)
    assert len(found) == 1 and "standard" in found[0].message
    lines = (folder / "setup-sheets.yaml").read_text(encoding="utf-8").splitlines()
    assert lines[found[0].line - 1].strip() == "credits: 5"


def test_wrong_runner_credits_fire(tmp_path):
    folder = content_copy(
        tmp_path, lambda s: s.replace("L’IA commence avec 5 {credit}", "L’IA commence avec 7 {credit}")
    )
    found = _sheet006(folder)
    assert len(found) == 1 and "(fr)" in found[0].message and "7" in found[0].message


def test_missing_runner_credits_fire(tmp_path):
    folder = content_copy(
        tmp_path, lambda s: s.replace("The AI starts with 5 {credit} and pays", "The AI pays")
    )
    assert any("(en)" in d.message for d in _sheet006(folder))


# The Corp AI's starting credits by level, as play.yaml gives them (issue 36 changed them).
CREDITS = [str(n) for n in load_rules().game.corp_start_credits.values()]
WORDS = {
    "automa-corp": {
        "en": [
            *CREDITS,
            "5 / 8",
            "9 / 6",
            "AI score area",
            "wins with 7",
            "easy 8, hard 6",
            "empty R&D",
            "flatlining",
            "new AI deck",
        ],
        "fr": [
            *CREDITS,
            "Zone de score de l’IA",
            "gagne avec 7",
            "R&D est vide",
            "ou si vous êtes éliminé",
            "nouveau deck d’IA",
        ],
        "de": [
            *CREDITS,
            "5 / 8",
            "KI-Punktezone",
            "gewinnt mit 7 (Leicht 8, Schwer 6)",
            "aus dem leeren F&E",
            "Flatline",
            "neuen KI-Deck",
        ],
    },
    "automa-runner": {
        "en": [
            "starts with 5",
            "AI score area",
            "wins with 7 (hard 8)",
            "flatlined",
            "STA is empty",
            "new AI deck",
        ],
        "fr": [
            "commence avec 5",
            "Zone de score de l’IA",
            "gagne avec 7",
            "gagne avec 7 (difficile 8)",
            "STA vide",
            "nouveau deck d’IA",
        ],
        "de": [
            "beginnt mit 5",
            "KI-Punktezone",
            "gewinnt mit 7 (Schwer 8)",
            "Flatline",
            "STA leer",
            "neuen KI-Deck",
        ],
    },
}


@pytest.mark.parametrize("sheet", sorted(WORDS))
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_sheet_prints_credits_score_and_end(built, lang, sheet):
    text = " ".join(p.extract_text() for p in PdfReader(built / lang / f"setup-{sheet}.pdf").pages)
    text = re.sub(r"\s+", " ", text)
    for words in WORDS[sheet][lang]:
        assert words in text, (lang, sheet, words)


@pytest.mark.parametrize("sheet", sorted(WORDS))
def test_reshuffle_and_default_credits_are_marked(built, sheet):
    """The clarifications carry the house-rule mark of the Big Sell-Out cards."""
    data = b"".join(p.get_contents().get_data() for p in PdfReader(built / "en" / f"setup-{sheet}.pdf").pages)
    assert data.count(b"nricon_houserule") >= 1
