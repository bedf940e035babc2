"""Counted nouns: CLDR's plural rule per language, the cards and overview read back,
and the plural messages through a gettext catalog (msgfmt --check) and back."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from nrprint.lang.plurals import categories, choose, gettext_rule, index
from tests.conftest import CONTENT, edit, run_cli
from tests.multiplayer.conftest import build_mp

HOUSE = "multiplayer/houserules.yaml"


def test_cldr_categories_and_choice():
    assert categories("en") == ("one", "other")
    assert categories("fr") == ("one", "many", "other")
    assert [index("fr", n) for n in (0, 1, 2, 1_000_000)] == [0, 0, 2, 1]
    assert [index("de", n) for n in (0, 1, 2)] == [1, 0, 1]
    assert choose("bit|bits", "en", 1) == "bit"
    assert choose("bit|bits", "en", 0) == "bits"
    assert choose("bit|de bits|bits", "fr", 0) == "bit"
    assert gettext_rule("en").startswith("nplurals=2;")
    assert gettext_rule("fr").startswith("nplurals=3;")
    assert " e" not in gettext_rule("fr")  # whole numbers: no exponent operand for msgfmt


@pytest.fixture(scope="module")
def built_one(tmp_path_factory) -> Path:
    """The Big Sell-Out with every trading amount 1: each noun in its singular."""
    root = tmp_path_factory.mktemp("plural")
    shutil.copytree(CONTENT / "multiplayer", root / "content" / "multiplayer")
    house = root / "content" / HOUSE
    edit(house, "a2s_spent: 3 ", "a2s_spent: 1 ")
    edit(house, "example_agent_pays: 3", "example_agent_pays: 1")
    return build_mp(root)


@pytest.mark.parametrize(
    ("lang", "wrong", "right"),
    [
        ("en", r"\b1\s*bits\b", r"\b1\s*bit\b"),
        ("fr", r"\b1\s*bits\b", r"\b1\s*bit\b"),
        ("de", r"\b1\s*Bits\b", r"\b1\s*Bit\b"),
    ],
)
def test_one_bit_is_singular(built_one, lang, wrong, right):
    for name in ("big-sell-out-cards.pdf", "big-sell-out-overview.pdf"):
        text = " ".join(p.extract_text() for p in PdfReader(built_one / lang / name).pages)
        assert not re.search(wrong, text), (lang, name)
        assert re.search(right, text), (lang, name)


def test_plural_messages_through_gettext(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(CONTENT, root)
    out = tmp_path / "po"
    res = run_cli("i18n", "export", "--content", str(root), "--lang", "fr", "--out", str(out), "--no-cache")
    assert res.code == 0, res.err
    po = (out / "fr.po").read_text(encoding="utf-8")
    assert 'msgid_plural "bits"' in po and 'msgstr[1] "de bits"' in po
    assert '"Plural-Forms: nplurals=3;' in po
    subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(out / "fr.po")], check=True, timeout=600)
    # A changed form comes back into the content as one message with its forms.
    edit(out / "fr.po", 'msgstr[2] "bits"', 'msgstr[2] "bitz"')
    res = run_cli("i18n", "import", "--content", str(root), str(out / "fr.po"), "--no-cache")
    assert res.code == 0, res.err
    assert 'fr: "bit|de bits|bitz"' in (root / "multiplayer/rules.yaml").read_text(encoding="utf-8")
