"""gettext catalogs: export, GNU msgfmt's own checks, and imports that refuse bad input."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import CONTENT, assert_no_crash, edit, run_cli
from tests.i18n.conftest import tree_hash

MSGFMT = shutil.which("msgfmt")


def export(content: Path, out: Path, lang: str = "fr") -> Path:
    r = run_cli("i18n", "export", "--lang", lang, "--out", str(out), "--content", str(content))
    assert r.code == 0, r.err
    return out / f"{lang}.po"


def test_export_has_one_entry_per_string_with_key_reference_and_notes(lang_content: Path, tmp_path: Path):
    po = export(lang_content, tmp_path / "po").read_text(encoding="utf-8")
    assert (tmp_path / "po" / "nrprint.pot").is_file()
    assert 'msgctxt "turn-sequence.yaml:sides[id=corp].phases[id=draw].title"' in po
    assert "#: turn-sequence.yaml:" in po
    assert "{credit}" in po.split("msgid", 1)[0]  # the header explains icon tokens
    # The comment above document_title in the YAML reaches the translator.
    assert "#. The title PDF viewers show" in po
    contexts = [line for line in po.splitlines() if line.startswith("msgctxt")]
    # (the terminology table's Android words are references to the glossary: not exported)
    assert len(contexts) == len(set(contexts)) > 90


def test_a_folder_printing_automa_cards_with_the_shipped_words_exports_only_its_own(
    lang_content: Path, tmp_path: Path
):
    # Its decks print with the shipped glossary's card words; they are not its strings.
    shutil.copytree(CONTENT / "automa" / "decks", lang_content / "automa" / "decks")
    po = export(lang_content, tmp_path / "po").read_text(encoding="utf-8")
    contexts = [line for line in po.splitlines() if line.startswith("msgctxt")]
    assert not [c for c in contexts if "glossary-terms.yaml" in c]
    assert [c for c in contexts if c.startswith('msgctxt "turn-sequence.yaml:')]


def test_export_is_reproducible(lang_content: Path, tmp_path: Path):
    a = export(lang_content, tmp_path / "a").read_bytes()
    b = export(lang_content, tmp_path / "b").read_bytes()
    assert a == b


@pytest.mark.skipif(MSGFMT is None, reason="needs GNU gettext's msgfmt (Debian: apt-get install gettext)")
def test_catalogs_pass_msgfmt_checks(lang_content: Path, tmp_path: Path):
    po = export(lang_content, tmp_path / "po")
    for path in (po, tmp_path / "po" / "nrprint.pot"):
        r = subprocess.run(
            [MSGFMT, "--check-format", "--check-header", "-o", "/dev/null", str(path)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert r.returncode == 0, r.stderr
    strict = subprocess.run(
        [MSGFMT, "--check-format", "--check-header", "-o", "/dev/null", str(po)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert "warning" not in strict.stderr, strict.stderr


def test_changed_english_exports_fuzzy_with_the_earlier_english(lang_content: Path, tmp_path: Path):
    export(lang_content, tmp_path / "po")
    edit(
        lang_content / "turn-sequence.yaml",
        '"Draw the top card of R&D into HQ."',
        '"Draw R&D\'s top card into HQ."',
    )
    po = export(lang_content, tmp_path / "po").read_text(encoding="utf-8")
    block = po[po.index('#| msgid "Draw the top card of R&D into HQ."') - 200 :]
    assert "#, fuzzy" in block.split("msgstr", 1)[0]
    assert 'msgid "Draw R&D\'s top card into HQ."' in block


def test_round_trip_edit_import_build(lang_content: Path, tmp_path: Path):
    po = export(lang_content, tmp_path / "po")
    text = po.read_text(encoding="utf-8")
    text = text.replace('msgstr "Déroulement du tour"', 'msgstr "Le tour, pas à pas"', 1)
    po.write_text(text, encoding="utf-8")
    before = (lang_content / "terms.yaml").read_text(encoding="utf-8")
    r = run_cli("i18n", "import", str(po), "--content", str(lang_content))
    assert r.code == 0, r.err
    assert (lang_content / "terms.yaml").read_text(
        encoding="utf-8"
    ) == before  # unchanged strings stay as written
    assert 'fr: "Le tour, pas à pas"' in (lang_content / "turn-sequence.yaml").read_text(encoding="utf-8")
    assert run_cli("check", "--content", str(lang_content)).code == 0
    out = tmp_path / "out"
    assert (
        run_cli(
            "build", "turn-sequence", "--lang", "fr", "--out", str(out), "--content", str(lang_content)
        ).code
        == 0
    )
    assert "Le tour, pas à pas" in PdfReader(out / "fr" / "turn-sequence.pdf").pages[0].extract_text()


def _damage(po: Path, old: str, new: str) -> int:
    text = po.read_text(encoding="utf-8")
    assert old in text, old
    line = text[: text.index(old)].count("\n") + 1
    po.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        ('"Language: fr\\n"\n', "", "PO002"),  # broken header: no language
        ('"Language: fr\\n"', '"Language: xx\\n"', "PO002"),  # an undeclared language
        ('msgctxt "terms.yaml:title"', 'msgctxt "terms.yaml:titel"', "PO003"),  # wrong msgctxt
        ('msgstr "Prenez 1 {credit} à la banque."', 'msgstr "Prenez 1 crédit à la banque."', "PAR002"),
        ('msgstr "Prenez 1 {credit} à la banque."', 'msgstr "Prenez 2 {credit} à la banque."', "PAR001"),
        ('msgid "Turn sequence"', 'msgid "The turn"', "PO004"),  # English not the content's
        ('msgid ""\nmsgstr ""\n', 'msgid ""\nmsgstr ""\nmsgid broken\n', "PO001"),  # not PO
    ],
)
def test_bad_catalogs_are_refused_and_nothing_is_written(lang_content: Path, tmp_path: Path, old, new, code):
    po = export(lang_content, tmp_path / "po")
    # A real change as well, so a refused import would have had something to write.
    _damage(po, 'msgstr "Déroulement du tour"', 'msgstr "Le tour"')
    _damage(po, old, new)
    before = tree_hash(lang_content)
    r = run_cli("i18n", "import", str(po), "--content", str(lang_content))
    assert r.code == 1
    assert f" error {code}: " in r.err, r.err
    assert f"{po}:" in r.err  # reported at the catalog's path and line
    assert_no_crash(r)
    assert "nothing was written" in r.err
    assert tree_hash(lang_content) == before


def test_fuzzy_entries_are_not_imported(lang_content: Path, tmp_path: Path):
    po = export(lang_content, tmp_path / "po")
    _damage(po, 'msgctxt "terms.yaml:title"', '#, fuzzy\nmsgctxt "terms.yaml:title"')
    r = run_cli("i18n", "import", str(po), "--content", str(lang_content))
    assert r.code == 0
    assert "warning PO005" in r.err and "skipped 1 fuzzy" in r.err
