"""Catalog imports checked like content (issue 26): control characters, entries given
twice, characters the fonts lack and strings that would not fit are refused at the
catalog's line before anything is written; ``export --lang fr,de`` writes both.

One table: (case, the edit to the exported catalog, exit code, what stderr says)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import assert_no_crash, run_cli
from tests.i18n.conftest import tree_hash

TITLE = 'msgstr "Déroulement du tour"'
ENTRY = 'msgctxt "turn-sequence.yaml:title"'


def export(content: Path, out: Path, langs: str = "fr") -> Path:
    r = run_cli("i18n", "export", "--lang", langs, "--out", str(out), "--content", str(content))
    assert r.code == 0, r.err
    return out / f"{langs.split(',')[0]}.po"


def _dup(text: str) -> str:
    start = text.index(ENTRY)
    end = text.index("\n\n", start)
    return text + "\n" + text[start:end] + "\n"


CASES = [
    (
        "NUL byte",
        lambda t: t.replace(TITLE, 'msgstr "Déroulement\x00 du tour"'),
        1,
        "error PO006: turn-sequence.yaml:title: control character U+0000",
    ),
    (
        "bell",
        lambda t: t.replace(TITLE, 'msgstr "Déroulement\x07"'),
        1,
        "error PO006: turn-sequence.yaml:title: control character U+0007",
    ),
    ("escape sequence", lambda t: t.replace(TITLE, 'msgstr "\x1b[31mTour"'), 1, "error PO006"),
    (
        "entry given twice",
        _dup,
        1,
        "error PO007: turn-sequence.yaml:title: a second entry for this string (the first is on line",
    ),
    (
        "glyph the fonts lack",
        lambda t: t.replace(TITLE, 'msgstr "臨時収入"'),
        1,
        "error PO008: turn-sequence.yaml:title: no glyph in the embedded font for '臨' U+81E8",
    ),
    (
        "a string that overflows",
        lambda t: t.replace(TITLE, 'msgstr "' + "Déroulement interminable " * 40 + '"'),
        1,
        "turn-sequence.yaml:",
    ),
    # (every exported string is imported again; "imported 1" matched the old count of 106 by accident)
    (
        "a plain change",
        lambda t: t.replace(TITLE, 'msgstr "Le tour"'),
        0,
        "skipped 0 fuzzy and 0 untranslated",
    ),
]


@pytest.mark.parametrize(("case", "damage", "code", "stderr"), CASES, ids=[c[0] for c in CASES])
def test_hostile_catalog(lang_content: Path, tmp_path: Path, case, damage, code: int, stderr: str):
    po = export(lang_content, tmp_path / "po")
    text = po.read_text(encoding="utf-8")
    assert TITLE in text
    po.write_text(damage(text.replace('msgstr "Le tour"', "")), encoding="utf-8")
    before = tree_hash(lang_content)
    r = run_cli("i18n", "import", str(po), "--content", str(lang_content))
    assert_no_crash(r, code)
    assert stderr in r.err, r.err
    if code:
        assert "nothing was written" in r.err and tree_hash(lang_content) == before


def test_export_of_two_languages(lang_content: Path, tmp_path: Path):
    r = run_cli(
        "i18n", "export", "--lang", "fr,de", "--out", str(tmp_path / "po"), "--content", str(lang_content)
    )
    assert_no_crash(r, 0)
    assert {p.name for p in (tmp_path / "po").iterdir()} == {"nrprint.pot", "fr.po", "de.po"}
    assert "Language: de" in (tmp_path / "po" / "de.po").read_text(encoding="utf-8")


def test_export_refuses_the_source_language_among_others(lang_content: Path, tmp_path: Path):
    r = run_cli(
        "i18n", "export", "--lang", "fr,en", "--out", str(tmp_path / "x"), "--content", str(lang_content)
    )
    assert r.code == 2 and "en is not a declared translation" in r.err
    assert not (tmp_path / "x").exists()
