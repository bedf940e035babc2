"""Checks of a test's own, run instead of the catalogue's."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from nrprint.checks import registry
from nrprint.checks.rule import DECKS, Check, Kind, Rule


class OwnChecks(dict[str, Check]):
    """The checks a run sees (``registry.CHECKS`` for the test), each declared in place:
    ``@own_checks.check(name, codes=..., domains=...)`` and the card and text kinds."""

    def _add(self, name: str, kind: Kind, codes: tuple[str, ...], domains: tuple[str, ...]) -> Callable:
        def add(fn: Callable) -> Callable:
            self[name] = Check(name, fn.__module__, kind, domains, given=Rule(fn, codes))
            return fn

        return add

    def check(self, name: str, *, codes: tuple[str, ...], domains: tuple[str, ...]) -> Callable:
        return self._add(name, "project", codes, domains)

    def card_check(self, name: str, *, codes: tuple[str, ...], domains: tuple[str, ...] = ()) -> Callable:
        return self._add(name, "card", codes, (DECKS, *domains))

    def text_check(self, name: str, *, codes: tuple[str, ...]) -> Callable:
        return self._add(name, "text", codes, ())


@pytest.fixture
def own_checks(monkeypatch) -> OwnChecks:
    """An empty catalogue for the test's own checks (the real ones stay listed)."""
    checks = OwnChecks()
    monkeypatch.setattr(registry, "CHECKS", checks)
    return checks
