"""How a stored string becomes printed text in one language.

One object per process holds the typography of the languages of the project loaded
last (``Project.languages`` installs it). It is module state on purpose: ``Text.get``
is called from every drawing function and check, and forked drawing workers inherit
it with the loaded project.
"""

from __future__ import annotations

import re
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

    @staticmethod
    def fallback(text: str) -> str:
        """English printed where a translation is missing: each line in italics
        (``_…_``, markdown's emphasis), so a draft shows what is still to translate."""
        return _fallback(text)


@lru_cache(maxsize=8192)
def _apply(rule: Typography, text: str) -> str:
    return rule.apply(text)


@lru_cache(maxsize=8192)
def _pseudo(text: str) -> str:
    return pseudo(text)


@lru_cache(maxsize=8192)
def _fallback(text: str) -> str:
    lines = []
    for line in text.split("\n"):
        core = line.strip()
        if core:
            # ``*`` closes inside a word ("*remote server*s", a term and its ending);
            # a line already in ``*`` takes ``_`` (``**x**`` would be bold).
            mark = "_" if core[0] == "*" or core[-1] == "*" else "*"
            start = line.index(core)
            line = f"{line[:start]}{mark}{core}{mark}{line[start + len(core) :]}"
        lines.append(line)
    return "\n".join(lines)


# The mark around a fallback where it is drawn as plain text (a page header, a footer).
_MARKED = re.compile(r"(?<![\w*_])(?:\*([^*\s](?:[^*\n]*[^*\s])?)\*|_([^_\s](?:[^_\n]*[^_\s])?)_)")


def unmark(text: str) -> str:
    """Plain text drawn as it is (no markup read): without a fallback's italics mark."""
    return _MARKED.sub(lambda m: m.group(1) or m.group(2), text) if ("*" in text or "_" in text) else text


PRINTED = Printed()
