"""The stress generator makes decks that pass every check (so the bench times a real build)."""

import pytest

from nrprint.automa.stress import write_content
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.model.project import Project


def test_generated_decks_are_valid(tmp_path):
    for kind in ("corp", "runner"):
        folder = write_content(tmp_path / kind, 12, kind)
        found = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
        assert [d.format() for d in found if d.severity is Severity.ERROR or d.code.startswith("AUT")] == []
        deck = Project(folder).get("automa-decks").decks[0]
        assert len(deck.cards) == 12 and deck.kind == kind


@pytest.mark.slow
def test_repeated_click_rows_are_drawn_once_and_still_read(tmp_path):
    """A generated deck repeats rows: each distinct row is one form, placed many times,
    and every card's page text still has its rows' words."""
    from pypdf import PdfReader

    from tests.conftest import run_cli

    folder = write_content(tmp_path / "c", 90, "runner")
    out = tmp_path / "out"
    assert (
        run_cli(
            "build", "automa-decks", "--lang", "en", "--content", str(folder), "--out", str(out), "-q"
        ).code
        == 0
    )
    reader = PdfReader(str(out / "en" / "automa-stress-runner.pdf"))
    fronts = reader.pages[0::2]
    forms = {name for page in fronts for name in page["/Resources"]["/XObject"] if "row_" in name}
    placed = sum(page.get_contents().get_data().count(b" Do") for page in fronts)
    assert 0 < len(forms) < 90 * 4 / 2  # 360 rows on the cards, fewer than 180 drawn
    assert placed >= 90 * 4
    for page in fronts:
        text = page.extract_text()
        assert text.count("Run") >= 9 and "Stress card" in text
