"""Every Automa rules-model check fires on its broken fixture, at the marked line, and the
shipped decks pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.checks.registry import CHECKS, run_checks
from nrprint.diagnostics import Severity
from nrprint.model.project import Project

from .conftest import FIXTURES, expected, make_content

AUTOMA = {"automa-decks", "automa-glossary", "automa-reference"}
FIXTURE_FILES = sorted(FIXTURES.glob("*.yaml"))


def diagnostics(project: Project):
    return run_checks(project, only_domains=AUTOMA)


def test_shipped_content_has_no_automa_findings(shipped):
    found = [
        d
        for d in diagnostics(shipped)
        if d.code.startswith(("AUT", "SCHEMA", "I18N001", "I18N006", "PAR", "ICON"))
    ]
    assert found == []


@pytest.mark.parametrize("fixture", FIXTURE_FILES, ids=lambda p: p.stem)
def test_fixture_fires_its_code_at_its_line(tmp_path: Path, fixture: Path):
    project = Project(make_content(tmp_path, [fixture]), display_path="content", strict=True)
    marks = expected(fixture)
    assert marks, f"{fixture.name} has no '# expect:' mark"
    found = diagnostics(project)
    shown = f"content/automa/decks/{fixture.name}"
    for line, code in marks:
        hits = [d for d in found if d.code == code and d.path == shown and d.line == line]
        assert hits, f"{code} not reported at {shown}:{line}; got {[d.format() for d in found]}"
    # Exactly the expected findings among the rules-model codes: nothing spurious.
    ours = [d for d in found if d.code.startswith("AUT") or d.severity is Severity.ERROR]
    assert sorted((d.line, d.code) for d in ours) == sorted(marks), [d.format() for d in ours]


def test_every_automa_code_has_a_fixture():
    codes = {c for chk in CHECKS.values() if chk.name.startswith("automa-") for c in chk.codes}
    covered = {f.name.split("-")[0] for f in FIXTURE_FILES}
    covered.add("AUT018")  # the quick-reference pages: tests/automa/test_reference_fit.py
    assert codes <= covered, sorted(codes - covered)
    assert len(codes) >= 16


def test_messages_suggest_a_fix(tmp_path: Path):
    project = Project(make_content(tmp_path, [FIXTURES / "AUT002-unknown-action.yaml"]))
    (msg,) = [d.message for d in diagnostics(project) if d.code == "AUT002"]
    assert "install-icee" in msg and "did you mean 'install-ice'" in msg


def test_texts_reachable_by_generic_checks(shipped):
    """The lead's generic i18n/glyph checks walk the Automa texts (fields of Node models)."""

    labels = [label for domain, label, _t in shipped.texts() if domain == "automa-decks"]
    assert any(".clicks[" in label and label.endswith("].note") for label in labels)
    assert any(".title" in label for label in labels)
    assert len(labels) >= 55
