"""The catalogue of rules (nrprint/checks/rules/): every rule module is listed and every
listed rule exists, one rule a module named like it, and docs/codes.md is current."""

from __future__ import annotations

import importlib
from pathlib import Path

from nrprint.checks.catalogue import CODES_DOC, checks, codes_page
from nrprint.checks.rule import PACKAGE, Rule
from nrprint.checks.rules import FAMILIES
from tests.conftest import REPO

RULES = REPO / "nrprint" / "checks" / "rules"


def _modules(folder: Path) -> set[str]:
    return {p.stem for p in folder.glob("*.py") if not p.name.startswith("_")}


def test_every_family_folder_is_listed_and_every_listed_family_is_a_folder():
    folders = {p.name for p in RULES.iterdir() if (p / "__init__.py").is_file()}
    assert set(FAMILIES) == folders


def test_every_rule_module_is_in_its_familys_list_and_every_entry_is_a_module():
    for family, entries in FAMILIES.items():
        listed = [e.rule for e in entries]
        assert len(listed) == len(set(listed)), f"{family} lists a rule twice"
        modules = _modules(RULES / family)
        assert sorted(modules - set(listed)) == [], f"rules of {family} not in its RULES"
        assert sorted(set(listed) - modules) == [], f"{family}'s RULES names rules it does not have"


def test_each_rule_module_declares_one_rule_named_like_it():
    for chk in checks():
        module = importlib.import_module(chk.module)
        own = [
            name
            for name, value in vars(module).items()
            if isinstance(value, Rule) and value.fn.__module__ == chk.module
        ]
        stem = chk.module.rsplit(".", 1)[1]
        assert own == [stem], f"{chk.module} declares {own}"
        assert chk.rule.fn.__name__ == stem
        assert chk.module == f"{PACKAGE}.{chk.name.split('-', 1)[0]}.{stem}"


def test_docs_codes_is_generated_from_the_catalogue():
    page = (REPO / CODES_DOC).read_text(encoding="utf-8")
    assert page == codes_page(), "docs/codes.md is out of date: run `python scripts/codes.py`"
