"""A language in progress builds as a draft; `--strict` keeps each missing string an error."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.lang.printed import PRINTED, unmark
from nrprint.layout.textflow import parse_rich
from nrprint.model.base import Plural, Text
from tests.conftest import assert_no_crash, run_cli


def declare_spanish(content: Path) -> None:
    decl = content / "languages.yaml"
    decl.write_text(decl.read_text(encoding="utf-8") + "  - tag: es\n    name: Español\n", encoding="utf-8")


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_a_declared_language_builds_as_a_draft(lang_content: Path, tmp_path: Path):
    declare_spanish(lang_content)
    out = tmp_path / "out"
    r = run_cli("build", "turn-sequence", "--out", str(out), "--content", str(lang_content))
    assert r.code == 0, r.err
    drafts = [ln for ln in r.err.splitlines() if "I18N006" in ln]
    assert len(drafts) == 1 and "I18N001" not in r.err and " error " not in r.err
    assert re.search(
        r"languages.yaml:\d+:5: warning I18N006: Español \(es\) is a draft: \d+ string\(s\) not translated yet.*"
        r"`nrprint i18n export --lang es`",
        drafts[0],
    )
    spanish, english = pdf_text(out / "es" / "turn-sequence.pdf"), pdf_text(out / "en" / "turn-sequence.pdf")
    assert "DRAFT" in spanish and "Español (es) is not fully translated" in spanish
    assert "Play an operation." in spanish  # the English, where the Spanish is missing
    assert "DRAFT" not in english and "not fully translated" not in english
    verified = run_cli("verify", "--out", str(out))  # what a print shop would check: a draft passes
    assert verified.code == 0, verified.err


def test_strict_keeps_every_missing_string_an_error(lang_content: Path, tmp_path: Path):
    declare_spanish(lang_content)
    out = tmp_path / "out"
    r = run_cli("build", "turn-sequence", "--strict", "--out", str(out), "--content", str(lang_content))
    assert_no_crash(r, 1)
    missing = [ln for ln in r.err.splitlines() if "error I18N001: missing Español (es) translation" in ln]
    assert len(missing) > 50 and "I18N006" not in r.err
    assert not out.exists()
    check = run_cli("check", "--strict", "--content", str(lang_content))
    assert_no_crash(check, 1)
    assert check.err.count("I18N001") == len(missing)
    assert run_cli("check", "--content", str(lang_content)).code == 0


def test_a_finished_language_has_no_band(lang_content: Path, tmp_path: Path):
    out = tmp_path / "out"
    r = run_cli("build", "turn-sequence", "--out", str(out), "--content", str(lang_content))
    assert r.code == 0 and "I18N006" not in r.err
    assert "DRAFT" not in pdf_text(out / "fr" / "turn-sequence.pdf")


def test_the_english_printed_in_a_draft_has_the_english_typography():
    from nrprint.lang.typography import Typography

    saved = dict(PRINTED.rules)
    PRINTED.install({"en": Typography(apostrophe="’")})
    try:
        assert Text(en="The Runner's turn").get("es") == "*The Runner’s turn*"
        assert Plural(en="Runner's bit|Runner's bits").say("es", 2) == "*Runner’s bits*"
    finally:
        PRINTED.rules = saved


@pytest.mark.parametrize(
    ("english", "printed"),
    [
        ("Play an operation.", "*Play an operation.*"),
        ("**Draw phase**", "_**Draw phase**_"),  # not ***: that would read as bold and italic
        ("Gain 1 {credit}.\n\n  Then draw.", "*Gain 1 {credit}.*\n\n  *Then draw.*"),
    ],
)
def test_a_missing_translation_prints_the_english_in_italics(english: str, printed: str):
    text = Text(en=english, fr="Jouez.")
    assert text.get("es") == printed and text.get("fr") == "Jouez." and text.get("en") == english
    styles = {p.style for para in parse_rich(text.get("es")) for p in para if p.text.strip()}
    assert styles <= {"italic", "bold_italic"} and styles


def test_a_missing_plural_prints_the_english_form_in_italics():
    bits = Plural(en="bit|bits", fr="bit|bits|bits")
    assert bits.say("es", 1) == "*bit*" and bits.say("es", 3) == "*bits*" and bits.say("fr", 3) == "bits"


@pytest.mark.parametrize(
    ("drawn", "plain"),
    [
        ("*Corporation AI: Harbour Grid* · 1/2", "Corporation AI: Harbour Grid · 1/2"),
        ("_**Title**_", "**Title**"),
        ("*remote server*s", "remote servers"),
        ("3 * 4 = 12", "3 * 4 = 12"),
        ("___", "___"),
        ("file_name_here", "file_name_here"),
    ],
)
def test_plain_strings_are_drawn_without_the_mark(drawn: str, plain: str):
    assert unmark(drawn) == plain
    assert PRINTED.fallback(plain) != plain or not plain.strip()


@pytest.mark.slow  # the whole shipped content, built
def test_init_with_a_language_then_its_next_step_builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """`nrprint init DIR --lang es`, then the command it prints as the next step."""
    monkeypatch.chdir(tmp_path)
    r = run_cli("init", "es-project", "--lang", "es")
    assert r.code == 0, r.err
    step = re.search(r"next: cd (\S+) && nrprint (\w+)", r.err)
    assert step is not None, r.err
    monkeypatch.chdir(tmp_path / step.group(1))
    built = run_cli(step.group(2))
    assert built.code == 0, built.err
    assert " error " not in built.err and built.err.count("I18N006") == 1
    assert (Path("output") / "es" / "turn-sequence.pdf").is_file()
    assert (Path("output") / "en" / "turn-sequence.pdf").is_file()
