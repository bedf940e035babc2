"""The catalogue: every listed rule as a ``Check``, families in order, each family's
rules in its order (``nrprint.checks.rules``). Reading it imports no rule."""

from __future__ import annotations

from functools import cache

from nrprint.checks.rule import Check
from nrprint.checks.rules import FAMILIES


@cache
def checks() -> tuple[Check, ...]:
    return tuple(Check.listed(family, entry) for family, entries in FAMILIES.items() for entry in entries)


def by_name() -> dict[str, Check]:
    return {c.name: c for c in checks()}


CODES_DOC = "docs/codes.md"


def codes_page() -> str:
    """``docs/codes.md``: every code with the rule that reports it, its family and what
    the rule states (a code two rules report is listed for each)."""
    rows = sorted(
        ((code, c.name, c.module.rsplit(".", 2)[1], c.doc) for c in checks() for code in c.codes),
        key=lambda row: (
            row[0].rstrip("0123456789"),
            int(row[0][len(row[0].rstrip("0123456789")) :]),
            row[1],
        ),
    )
    lines = [
        "# Diagnostic codes of the checks",
        "",
        "<!-- Generated from the catalogue (nrprint/checks/rules/); do not edit by hand.",
        "     Regenerate with `python scripts/codes.py`; tests/checks/test_catalogue.py",
        "     fails while this page is out of date. -->",
        "",
        "Each code is reported by the rule named beside it, `nrprint/checks/rules/<family>/<rule>.py`.",
        "",
        "| code | rule | family | what the rule states |",
        "|---|---|---|---|",
    ]
    bar = "\\|"  # a "|" in a rule's words, escaped in its table cell
    lines += [
        f"| {code} | `{name}` | {family} | {doc.replace('|', bar)} |" for code, name, family, doc in rows
    ]
    return "\n".join(lines) + "\n"
