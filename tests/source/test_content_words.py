"""Mistakes in content answered in the writer's terms: one line each, at the mistake,
with the name that was meant. A table of (edit, exit code, the one error line)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import assert_no_crash, edit, run_cli

TS = "turn-sequence.yaml"
FR = '    fr: "Avant le premier tour'

CASES = [
    # (name, old text, new text, exit code, the error line after "path:line:")
    ("tab", FR, '\tfr: "Avant le premier tour', 1, "1: error YAML001: a tab: YAML indents with spaces only"),
    (
        "unclosed quote",
        'may take one mulligan."\n',
        "may take one mulligan.\n",
        1,
        '9: error YAML001: this " is never closed: add the closing " at the end of the text',
    ),
    (
        "indentation",
        FR,
        '   fr: "Avant le premier tour',
        1,
        "4: error YAML001: this line's indentation does not match the keys above it",
    ),
    (
        "union value",
        "cost: {clicks: 1}",
        "cost: {clicks: one}",
        1,
        """28: error SCHEMA003: clicks must be a whole number or 'X', got "one\"""",
    ),
    (
        "unknown key",
        "  mulligans: 1",
        "  mulligan: 1",
        1,
        "3: error SCHEMA001: unknown key 'mulligan'; did you mean 'mulligans'?",  # the key's column,
    ),
    (
        "unknown icon",
        'en: "Take 1 {credit} from the bank."',
        'en: "Take 1 {credits} from the bank."',
        1,
        "24: error ICON001: unknown icon {credits} in sides[0].phases[1].actions[1].text (en); did you mean {credit}?",
    ),
]


@pytest.mark.parametrize(("name", "old", "new", "code", "said"), CASES, ids=[c[0] for c in CASES])
def test_content_mistakes_are_answered_in_its_terms(turn_content: Path, name, old, new, code, said):
    line = edit(turn_content / TS, old, new)
    res = run_cli("check", "--content", str(turn_content), "--no-cache")
    assert_no_crash(res, code)
    kind = said.split()[2].rstrip(":")
    errors = [ln for ln in res.err.splitlines() if f" error {kind}:" in ln]
    assert len(errors) == 1, res.err  # one mistake, one line (no union member, no "missing" twin)
    assert f"/{TS}:{line}:{said}" in errors[0], errors[0]
    assert " error SCHEMA002" not in res.err and "Input should be" not in res.err
