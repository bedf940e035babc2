"""VER012/VER013 read the built PDFs' text: straight quotes and apostrophes, and hyphens
printed as a minus, fire on a build without the typography and not on the shipped one."""

from __future__ import annotations

import shutil
from pathlib import Path

from nrprint.lang.typography import Typography, minus
from nrprint.verify.typeset import typeset_checks
from tests.conftest import CONTENT, edit, run_cli


def test_rules_on_text():
    codes = {d.code for d in typeset_checks(["Damian O'Dea", "Install ice -H", 'say "hi"'], "x.pdf")}
    assert codes == {"VER012", "VER013"}
    assert typeset_checks(["O’Dea, Install ice −H, 4-6 players, fast-boot, - item"], "x.pdf") == []


def test_language_typography():
    en = Typography(quotes=("“", "”"), apostrophe="’", minus=True, nbsp_number=True)
    assert en.apply("O'Dea's \"deck\" -R and -1, 50 mm") == "O’Dea’s “deck” \u2212R and \u22121, 50\u00a0mm"
    assert en.apply("fast-boot 4-6") == "fast-boot 4-6"
    assert minus("-A") == "\u2212A" and minus("+A") == "+A"


def _build(root: Path) -> list[str]:
    out = root / "out"
    res = run_cli(
        "build",
        "multiplayer-cards",
        "automa-corp",
        "--lang",
        "en,fr",
        "--content",
        str(root / "content"),
        "--out",
        str(out),
        "-q",
        "--no-cache",
    )
    assert res.code == 0, res.err
    res = run_cli("verify", "--out", str(out))
    return [line for line in (res.out + res.err).splitlines() if "VER012" in line or "VER013" in line]


def test_shipped_build_has_no_straight_quotes_or_hyphen_minus(tmp_path):
    shutil.copytree(CONTENT, tmp_path / "content")
    assert _build(tmp_path) == []


def test_build_without_typography_fires(tmp_path):
    shutil.copytree(CONTENT, tmp_path / "content")
    langs = tmp_path / "content/languages.yaml"
    for _ in range(3):
        edit(langs, '    apostrophe: "’"\n    minus: true\n', "")
    # A code in prose, which only the language's minus rule turns into −H.
    edit(
        tmp_path / "content/multiplayer/rules.yaml",
        "Ambush nodes are allowed",
        "Ambush nodes (-H) are allowed",
    )
    found = _build(tmp_path)
    assert any("VER012" in line and "fr/big-sell-out-cards.pdf" in line for line in found), found
    assert any("VER013" in line and "en/big-sell-out-cards.pdf" in line for line in found), found
