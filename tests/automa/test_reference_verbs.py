"""The quick references define the AI's verbs and mark our clarifications, in every language.

Read back from the built PDFs: the Corp page defines each of its six verbs, the Runner
page says how the AI faces ice and which card ``grip`` plays, both carry the
clarification mark (the house-rule mark of the Big Sell-Out cards), and nothing on
either page is set below the type floor, on A4 or Letter.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.automa.compose import Words
from nrprint.automa.reference import SECTION_MIN_PT, plan_reference
from nrprint.cli import main
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.model.project import Project

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"
LANGS = ("en", "fr", "de")

# The headings print the cards' action names (glossary-terms.yaml's words, issue 37).
CORP_VERBS = {
    "en": [
        "Refill HQ.",
        "Advance.",
        "Install RE card.",
        "Install ice.",
        "Play operation.",
        "Play stratagem.",
    ],
    "fr": [
        "Remplir le QG.",
        "Avancer.",
        "Installer une carte RE.",
        "Installer une glace.",
        "Jouer une opération.",
        "Jouer un stratagème.",
    ],
    "de": [
        "Fülle HQ auf.",
        "Entwickle.",
        "Installiere RE-Karte.",
        "Installiere Ice.",
        "Spiele Operation.",
        "Spiele Stratagem.",
    ],
}
# Words of each verb's definition (the rule, not only its name).
CORP_RULES = {
    "en": [
        "more than 5",
        "a token",
        "At most 2 cards",
        "Free for the AI",
        "standard only",
        "upgrade is installed",
    ],
    "fr": [
        "plus de 5",
        "par pion",
        "Au plus 2 cartes",
        "Gratuit pour l'IA",
        "qu'en standard",
        "extension est installée",
    ],
    "de": [
        "mehr als 5",
        "je Marker",
        "Höchstens 2 Karten",
        "Für die KI kostenlos",
        "nur auf Standard",
        "Upgrade wird installiert",
    ],
}
RUNNER_LINES = {
    "en": [
        "Facing ice.",
        "cheapest breaker",
        "bioroid",
        "stopped it this turn",
        "Play from grip.",
        "Resource ability.",
        "Link limit and trash limit.",
        "next row",
    ],
    "fr": [
        "Face aux glaces.",
        "le moins cher",
        "bioroïde",
        "l'a arrêtée",
        "Jouer depuis la main.",
        "Capacité de ressource.",
        "Limite de lien et limite d’effacement.",
        "ligne suivante",
    ],
    "de": [
        "Gegen Ice.",
        "billigsten",
        "Bioroid",
        "gestoppt hat",
        "Spiele aus dem Grip.",
        "Ressourcen-Fähigkeit.",
        "Entsorgungslimit",
        "nächsten Zeile",
    ],
}
MARK = "nricon_houserule"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("reference")
    assert main(["build", "automa-reference", "--content", str(CONTENT), "--out", str(out), "-q"]) == 0
    return out


def _text(path: Path) -> str:
    text = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return re.sub(r"\s+", " ", text)


def _marks(path: Path) -> int:
    """How many times the page draws the clarification mark."""
    page = PdfReader(path).pages[0]
    return page.get_contents().get_data().decode("latin-1").count(MARK)


@pytest.mark.parametrize("lang", LANGS)
def test_corp_reference_defines_every_verb(built, lang):
    text = _text(built / lang / "automa-reference-corp.pdf")
    for words in CORP_VERBS[lang] + CORP_RULES[lang]:
        assert words.replace("'", "’") in text, (lang, words)  # printed with the apostrophe ’


@pytest.mark.parametrize("lang", LANGS)
def test_runner_reference_has_ice_grip_and_limits(built, lang):
    text = _text(built / lang / "automa-reference-runner.pdf")
    for words in RUNNER_LINES[lang]:
        assert words.replace("'", "’") in text, (lang, words)  # printed with the apostrophe ’


@pytest.mark.parametrize("side", ["corp", "runner"])
@pytest.mark.parametrize("lang", LANGS)
def test_clarifications_are_marked(built, lang, side):
    """The mark is drawn beside each clarification and explained once (icons section)."""
    assert _marks(built / lang / f"automa-reference-{side}.pdf") >= 5


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("side", ["corp", "runner"])
@pytest.mark.parametrize("lang", LANGS)
def test_nothing_below_the_type_floor(lang, side, paper):
    project = Project(CONTENT)
    ref, glossary = project.get("automa-reference"), project.get("automa-glossary")
    plan = plan_reference(side, getattr(ref, side), Words(glossary, lang), lang, paper)
    assert plan.overflows == []
    assert plan.section_pt >= SECTION_MIN_PT >= TYPE_FLOOR_PT
    for block, *_ in plan.sections:
        assert block.size >= TYPE_FLOOR_PT
    for _n, block, *_ in plan.callouts:
        assert block.size >= TYPE_FLOOR_PT
