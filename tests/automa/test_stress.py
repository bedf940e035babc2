"""The stress generator makes decks that pass every check (so the bench times a real build)."""

from nrprint.automa.stress import write_content
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.project import Project


def test_generated_decks_are_valid(tmp_path):
    for kind in ("corp", "runner"):
        folder = write_content(tmp_path / kind, 12, kind)
        found = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
        assert [d.format() for d in found if d.severity is Severity.ERROR or d.code.startswith("AUT")] == []
        deck = Project(folder).get("automa-decks").decks[0]
        assert len(deck.cards) == 12 and deck.kind == kind
