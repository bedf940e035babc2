"""The Automa rules booklet (``automa-rules``), built and read back in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.lang.printed import PRINTED
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.layout.ops import TextOp
from nrprint.model.project import Project
from tests.conftest import run_cli

from .conftest import CONTENT

LANGS = ("en", "fr", "de")
PAPERS = ("a4", "letter")
VERBS = ("refill-hq", "advance", "install-resource", "install-ice", "play-operation", "play-stratagem")


@pytest.fixture(scope="module")
def project() -> Project:
    return Project(CONTENT)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    outs = {}
    for paper in PAPERS:
        out = tmp_path_factory.mktemp(f"rules-{paper}")
        res = run_cli("build", "automa-rules", "--paper", paper, "--out", str(out), "-q")
        assert res.code == 0, res.err
        outs[paper] = out
    return outs


def _text(path: Path) -> str:
    return " ".join((p.extract_text() or "") for p in PdfReader(path).pages)


def _flat(text: str) -> str:
    """Extracted text with line breaks and hyphenation joins flattened for searching."""
    return " ".join(text.replace("\u00ad", "").split())


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
def test_page_count(built, lang, paper):
    n = len(PdfReader(built[paper] / lang / "automa-rules.pdf").pages)
    assert 4 <= n <= 8


@pytest.mark.parametrize("lang", LANGS)
def test_every_verb_printed(built, project, lang):
    glossary = project.get("automa-glossary")
    text = _flat(_text(built["a4"] / lang / "automa-rules.pdf"))
    for verb in VERBS:
        assert _flat(glossary.actions[verb].get(lang)) in text, verb


@pytest.mark.parametrize("lang", LANGS)
def test_clarifications_marked(built, project, lang):
    from nrprint.automarules.layout import HOUSE_ICON, plan_booklet
    from nrprint.render.fonts import measure

    booklet = project.get("automa-rules")
    expected = sum(1 for s in booklet.sections for b in s.blocks if b.kind == "clarification")
    assert expected >= 10
    keys = {b.key for s in booklet.sections for b in s.blocks if b.kind == "clarification"}
    assert {"no_remote_order", "tie_order", "skip_stopped_server", "breaker_condition"} <= keys
    assert {"refill_scores", "impossible_diversion", "ice_install_tax", "ai_deck_reshuffle"} <= keys
    assert {"advance_cost", "corp_start_credits"} <= keys
    label = booklet.clarification_label.get(lang)
    text = _flat(_text(built["a4"] / lang / "automa-rules.pdf"))
    colon = PRINTED.punctuation(lang, ":")  # French: "Précision :" with a no-break space
    assert text.count(f"{label}{colon}".replace("\u00a0", " ")) == expected  # _flat spaces it
    pages, overflows = plan_booklet(booklet, lang, measure, "a4")
    assert not overflows
    marks = sum(
        1
        for page in pages
        for op in page.ops
        if isinstance(op, TextOp)
        for line in op.block.lines
        for item in line.items
        if item.piece.icon == HOUSE_ICON
    )
    assert marks == expected


def test_clarifications_documented(project):
    doc = (CONTENT.parent / "docs" / "automa-rules.md").read_text(encoding="utf-8")
    booklet = project.get("automa-rules")
    for s in booklet.sections:
        for b in s.blocks:
            if b.kind == "clarification":
                assert f"`{b.key}`" in doc, b.key


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGS)
def test_type_floor_and_fit(project, lang, paper):
    from nrprint.automarules.layout import plan_booklet
    from nrprint.render.fonts import measure

    pages, overflows = plan_booklet(project.get("automa-rules"), lang, measure, paper)
    assert not overflows
    for page in pages:
        for op in page.ops:
            if isinstance(op, TextOp):
                assert op.block.size >= TYPE_FLOOR_PT
                assert op.x >= 0 and op.x + op.block.width <= page.width + 0.01
                assert op.top - op.block.height >= 0


@pytest.mark.parametrize("lang", LANGS)
def test_authorship(built, project, lang):
    text = _flat(_text(built["a4"] / lang / "automa-rules.pdf"))
    assert "Ferran Leal" in text
    assert "@espiraldejuegos" in text
    assert _flat(project.get("automa-rules").authorship.get(lang))[:40] in text
