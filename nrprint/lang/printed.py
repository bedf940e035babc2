"""How a stored string becomes printed text in one language.

One object per process holds the typography of the languages of the project loaded
last (``Project.languages`` installs it). It is module state on purpose: ``Text.get``
is called from every drawing function and check, and forked drawing workers inherit
it with the loaded project.
"""

from __future__ import annotations

from functools import lru_cache

from nrprint.lang.pseudo import pseudo
from nrprint.lang.typography import Typography


class Printed:
    __slots__ = ("rules",)

    def __init__(self) -> None:
        self.rules: dict[str, Typography] = {}

    def install(self, rules: dict[str, Typography]) -> None:
        self.rules = {tag: rule for tag, rule in rules.items() if rule != Typography()}

    def typeset(self, lang: str, text: str) -> str:
        rule = self.rules.get(lang)
        return _apply(rule, text) if rule is not None else text

    def punctuation(self, lang: str, mark: str) -> str:
        """``mark`` as it follows a word in ``lang`` (French ``:`` takes a no-break space)."""
        rule = self.rules.get(lang)
        return f"\u00a0{mark}" if rule is not None and mark in rule.nbsp_before else mark

    @staticmethod
    def pseudo(text: str) -> str:
        return _pseudo(text)


@lru_cache(maxsize=8192)
def _apply(rule: Typography, text: str) -> str:
    return rule.apply(text)


@lru_cache(maxsize=8192)
def _pseudo(text: str) -> str:
    return pseudo(text)


PRINTED = Printed()
