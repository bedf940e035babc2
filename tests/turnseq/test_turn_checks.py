"""Each rules-model check of the turn-sequence content fires on a broken fixture.

Fixtures are the shipped content with one thing broken, so each test proves the check
notices exactly that break, with the right code and line.
"""

from pathlib import Path

import pytest

from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Severity
from nrprint.model.project import Project
from nrprint.turnseq.plan import DOMAINS
from tests.conftest import assert_no_crash, edit, run_cli


def diagnostics(turn_content: Path):
    # strict: each missing translation is its own I18N001 (else one draft summary)
    project = Project(turn_content, display_path="content", strict=True)
    return run_checks(project, only_domains=set(DOMAINS))


def found(turn_content: Path, code: str) -> list[tuple[str, int]]:
    return [(Path(d.path).name, d.line) for d in diagnostics(turn_content) if d.code == code]


def test_shipped_content_is_clean(turn_content: Path):
    assert diagnostics(turn_content) == []


BROKEN = [
    # (code, file, old text, new text, line offset of the expected diagnostic from the edit)
    (
        "I18N001",
        "turn-sequence.yaml",
        '            text: {en: "Play an operation.", fr: "Jouez une opération.",',
        '            text: {en: "Play an operation.",',
        0,
    ),
    ("PAR001", "turn-sequence.yaml", 'fr: "Dépensez 3 {click}', 'fr: "Dépensez 2 {click}', 0),
    ("TURN003", "turn-sequence.yaml", 'fr: "Dépensez 3 {click}', 'fr: "Dépensez 2 {click}', 0),
    (
        "PAR002",
        "turn-sequence.yaml",
        'fr: "Prenez 1 {credit} à la banque."',
        'fr: "Prenez 1 crédit à la banque."',
        0,
    ),
    ("ICON001", "changes.yaml", "Runner 4 {click}, Corporation", "Runner 4 {clik}, Corporation", 0),
    (
        "TL001",
        "run-timeline.yaml",
        '      - to: "4"\n        guard: no-ice\n        when: {en: "no ice"',
        '      - to: "9"\n        guard: no-ice\n        when: {en: "no ice"',
        0,
    ),
    (
        "TL002",
        "run-timeline.yaml",
        '  - id: "6"\n',
        '  - id: "7"\n    kind: end\n    end: successful\n'
        '    title: {en: a, fr: a}\n    text: {en: a, fr: a}\n  - id: "6"\n',
        0,
    ),
    ("TL003", "run-timeline.yaml", "    end: unsuccessful\n", "", -2),
    (
        "TL004",
        "run-timeline.yaml",
        '          - to: "2"\n            guard: ice-remains\n            when: {en: "unrezzed',
        '          - to: "2"\n            when: {en: "unrezzed',
        0,
    ),
    (
        "SCHEMA001",
        "run-timeline.yaml",
        "    kind: start\n",
        "    kind: start\n    colour: red\n",
        1,
    ),
    ("SCHEMA002", "turn-sequence.yaml", "  starting_hand: 5\n", "", None),
    ("SCHEMA003", "turn-sequence.yaml", "  mulligans: 1\n", "  mulligans: one\n", 0),
    ("YAML001", "changes.yaml", "changes:\n", "changes: [\n", None),
    (
        "TYPO001",
        "turn-sequence.yaml",
        'fr: "Jouez une opération."',
        'fr: "Jouez une opération 🚳."',
        0,
    ),
    ("TURN001", "turn-sequence.yaml", "    click_budget: 4\n", "    click_budget: 5\n", 0),
    (
        "TURN002",
        "turn-sequence.yaml",
        "cost: {clicks: 1, credits: 2}",
        "cost: {clicks: 1, credits: -2}",
        0,
    ),
    ("TURN004", "turn-sequence.yaml", "        mandatory_draw: 1\n", "", None),
    ("TURN005", "turn-sequence.yaml", "  starting_hand: 5\n", "  starting_hand: 0\n", 0),
    ("MARKUP001", "turn-sequence.yaml", 'fr: "Jouez une opération."', 'fr: "Jouez une <b>opération</b>."', 0),
    ("TL005", "run-timeline.yaml", '      - id: "4.1"\n', '      - id: "2.1"\n', None),
]


@pytest.mark.parametrize(("code", "file", "old", "new", "offset"), BROKEN, ids=[b[0] for b in BROKEN])
def test_check_fires_on_broken_fixture(turn_content: Path, code, file, old, new, offset):
    line = edit(turn_content / file, old, new)
    hits = found(turn_content, code)
    assert hits, f"{code} did not fire"
    assert all(name == file for name, _ in hits)
    if offset is not None:
        assert (file, line + offset) in hits, hits


def test_overflowing_text_is_an_error_naming_step_and_language(turn_content: Path):
    long = " ".join(["encore"] * 400)
    line = edit(turn_content / "run-timeline.yaml", 'fr: "Le piratage est terminé."', f'fr: "{long}"')
    diags = [d for d in diagnostics(turn_content) if d.code == "TYPO002"]
    assert diags and diags[0].line == line
    assert "(fr," in diags[0].message and "steps[4].text" in diags[0].message


def test_long_label_on_arrow_must_fit_at_minimum_size(turn_content: Path):
    edit(
        turn_content / "run-timeline.yaml",
        'when: {en: "no ice"',
        'when: {en: "' + "no ice at all " * 12 + '"',
    )
    msgs = [d.message for d in diagnostics(turn_content) if d.code == "TYPO002"]
    assert any("jumps[1].when (en" in m and "6.5 pt" in m for m in msgs), msgs


def test_stale_translation_is_reported_until_accepted(turn_content: Path):
    line = edit(turn_content / "turn-sequence.yaml", '{en: "Play an event."', '{en: "Play one event card."')
    stale = [d for d in diagnostics(turn_content) if d.code == "I18N002"]
    translations = Project(turn_content).languages.tags()[1:]
    assert [(d.line, d.severity) for d in stale] == [(line, Severity.WARNING)] * len(translations)
    status = run_cli("i18n", "status", "--content", str(turn_content))
    assert status.code == 1 and "stale fr sides[1].phases[0].actions[3].text" in status.out
    assert run_cli("i18n", "accept", "--content", str(turn_content)).code == 0
    assert run_cli("i18n", "status", "--content", str(turn_content)).code == 0
    assert "Play one event card." in (turn_content / "turn-sequence.yaml").read_text()


def test_missing_translation_makes_i18n_status_fail(turn_content: Path):
    line = edit(turn_content / "changes.yaml", 'fr: "Au plus 3 exemplaires', 'frx: "Au plus 3 exemplaires')
    # A misspelt language key leaves the French missing.
    res = run_cli("i18n", "status", "--content", str(turn_content))
    # Reported at the English it lacks a translation of, the line above.
    assert res.code == 1 and f"changes.yaml:{line - 1}:" in res.out and ": missing fr changes[" in res.out


def test_all_errors_reported_at_once(turn_content: Path):
    edit(turn_content / "turn-sequence.yaml", 'fr: "Dépensez 3 {click}', 'fr: "Dépensez 2 {click}')
    edit(turn_content / "run-timeline.yaml", 'to: "5"', 'to: "8"')
    res = run_cli("check", "--content", str(turn_content))
    assert res.code == 1
    for code in ("PAR001", "TURN003", "TL001"):
        assert f"error {code}:" in res.err
    assert_no_crash(res)


def test_accept_adds_a_missing_hash_in_flow_and_block_mappings(turn_content: Path):
    changes = turn_content / "changes.yaml"
    original = changes.read_text(encoding="utf-8")
    # The German's hashes are the last keys of their mappings: accept puts them back there.
    flow_old = ', de: "Neu seit dem Spiel von 1996", de_src: "1459b0e9"}'
    edit(changes, flow_old, ', de: "Neu seit dem Spiel von 1996"}  # kept comment')
    text = changes.read_text(encoding="utf-8")
    block_hash = text[text.index("  - id: copies") :].split("de_src: ", 1)[1].split("\n", 1)[0]
    edit(changes, f"      de_src: {block_hash}\n", "", 1)
    assert run_cli("i18n", "status", "--content", str(turn_content)).code == 1
    assert run_cli("i18n", "accept", "--content", str(turn_content)).code == 0
    assert run_cli("i18n", "status", "--content", str(turn_content)).code == 0
    restored = changes.read_text(encoding="utf-8")
    assert restored == original.replace(flow_old, flow_old[:-1] + "}  # kept comment")
