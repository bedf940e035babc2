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
