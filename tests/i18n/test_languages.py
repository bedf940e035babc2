"""Languages are data: declared in languages.yaml, checked, and printed with no code."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.checks.registry import run_checks
from nrprint.model.domains import discover
from nrprint.model.project import Project
from tests.conftest import CONTENT, edit, run_cli

discover()


def codes(root: Path, langs: tuple[str, ...] | None = None) -> list[tuple[str, int, str, str]]:
    project = Project(root, display_path="content", strict=True, only_langs=langs)
    return [(d.path.rsplit("/", 1)[-1], d.line, str(d.severity), d.code) for d in run_checks(project)]


def test_shipped_languages_are_declared_and_clean():
    project = Project(CONTENT)
    assert project.languages.tags()[0] == "en"
    assert len(project.languages.tags()) >= 2
    found = [d for d in run_checks(project) if d.code.startswith(("LANG", "I18N"))]
    assert found == [], [d.format() for d in found]


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        ("  - tag: fr\n", "  - tag: French\n", "LANG001"),
        ("  - tag: fr\n", "  - tag: en\n", "LANG002"),
        ("source: en\n", "source: fr\n", "LANG003"),
        ("  - tag: fr\n", "  - tag: en-XA\n", "LANG003"),
    ],
)
def test_broken_declarations_fire(lang_content: Path, old: str, new: str, code: str):
    line = edit(lang_content / "languages.yaml", old, new)
    found = codes(lang_content)
    assert (
        "languages.yaml",
        line if code != "LANG003" or "source" not in old else line,
        "error",
        code,
    ) in found, found


def test_a_key_that_is_no_language_is_an_error(lang_content: Path):
    line = edit(lang_content / "terms.yaml", "fr:", "FR:")
    found = codes(lang_content)
    assert ("terms.yaml", line, "error", "I18N003") in found


def test_an_undeclared_language_is_a_warning_and_a_typo_loses_the_translation(lang_content: Path):
    line = edit(lang_content / "terms.yaml", "fr:", "fe:")
    found = codes(lang_content)
    assert ("terms.yaml", line, "warning", "I18N003") in found
    assert ("terms.yaml", line, "error", "I18N001") in found


def test_without_a_declaration_the_strings_languages_count(lang_content: Path):
    (lang_content / "languages.yaml").unlink()
    project = Project(lang_content)
    assert set(project.languages.tags()) >= {"en", "fr"}
    line = edit(lang_content / "terms.yaml", ", fr:", ", xx:")
    assert ("terms.yaml", line, "error", "I18N001") in codes(lang_content)


@pytest.mark.parametrize(
    ("args", "code", "stderr"),
    [
        (["check", "--lang", "xx"], 2, "unknown language xx; declared: en, fr"),
        (["build", "--lang", "en,zz", "--out", "OUT"], 2, "unknown language zz"),
        (["i18n", "status", "--lang", "xx-"], 2, "unknown language xx-"),
        (["i18n", "export", "--lang", "en", "--out", "OUT"], 2, "en is not a declared translation"),
        (["i18n", "export", "--lang", "es", "--out", "OUT"], 2, "to add a language, declare it in"),
    ],
)
def test_cli_refuses_unknown_languages(lang_content: Path, tmp_path: Path, args, code, stderr):
    args = [a.replace("OUT", str(tmp_path / "out")) for a in args]
    r = run_cli(*args, "--content", str(lang_content))
    assert r.code == code
    assert stderr in r.err
    assert not (tmp_path / "out").exists()


def test_a_fourth_language_is_a_content_change(lang_content: Path, tmp_path: Path):
    """Spanish: declared, reported missing, translated through a catalog, printed."""
    decl = lang_content / "languages.yaml"
    decl.write_text(decl.read_text(encoding="utf-8") + "  - tag: es\n    name: Español\n", encoding="utf-8")
    missing = [c for c in codes(lang_content) if c[3] == "I18N001"]
    assert len(missing) > 50  # every string of the four files lacks Spanish

    assert (
        run_cli(
            "i18n", "export", "--lang", "es", "--out", str(tmp_path / "po"), "--content", str(lang_content)
        ).code
        == 0
    )
    po = tmp_path / "po" / "es.po"
    po.write_text(_translate(po.read_text(encoding="utf-8"), lambda en: "¡" + en), encoding="utf-8")
    r = run_cli("i18n", "import", str(po), "--content", str(lang_content))
    assert r.code == 0, r.err
    assert [c for c in codes(lang_content) if c[2] == "error"] == []

    out = tmp_path / "out"
    r = run_cli("build", "turn-sequence", "--lang", "es", "--out", str(out), "--content", str(lang_content))
    assert r.code == 0, r.err
    text = PdfReader(out / "es" / "turn-sequence.pdf").pages[0].extract_text()
    assert "¡Turn sequence" in text


def _translate(po: str, how) -> str:
    """Fill every msgstr after its msgid, as a translator's tool would."""
    import io

    from babel.messages.pofile import read_po, write_po

    cat = read_po(io.StringIO(po))
    for m in cat:
        if m.id:
            m.string = how(m.id)
    buf = io.BytesIO()
    write_po(buf, cat, width=0)
    return buf.getvalue().decode("utf-8")


def test_translations_are_kept_and_follow_the_languages_asked_for():
    """Worked out once per --lang (a text check asks for them on every card), and
    again for a check run's pass over other languages (``Project.narrowed``)."""
    project = Project(CONTENT)
    everything = project.translations()
    assert everything == ("fr", "de")
    assert project.translations() is everything
    assert project.narrowed(langs=("en", "de")).translations() == ("de",)
    assert project.translations() is everything
