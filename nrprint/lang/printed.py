"""How a stored string becomes printed text in one language.

One object per process holds the typography of the languages of the project loaded
last (``Project.languages`` installs it), and the set's vocabulary: the word each
``[[term]]`` reference prints, per language (``content/glossary-terms.yaml``). It is
module state on purpose: ``Text.get`` is called from every drawing function and check,
and forked drawing workers inherit it with the loaded project.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from nrprint.lang.pseudo import pseudo
from nrprint.lang.typography import Typography

# A reference to a shared term: ``[[trash-limit]]``; ``[[Trash-limit]]`` capitalises
# the word it prints. Ids are lower case words joined by hyphens.
TERM_REF = re.compile(r"\[\[([A-Za-z][a-z0-9-]*)\]\]")
# The word for a term id, or None where the caller has no word of its own for it.
TermWord = Callable[[str], "str | None"]


class Printed:
    __slots__ = ("rules", "words")

    def __init__(self) -> None:
        self.rules: dict[str, Typography] = {}
        self.words: dict[str, dict[str, str]] = {}

    def install(self, rules: dict[str, Typography]) -> None:
        self.rules = {tag: rule for tag, rule in rules.items() if rule != Typography()}

    def install_words(self, words: dict[str, dict[str, str]]) -> None:
        """The word each ``[[term]]`` prints, by language then term id."""
        self.words = words
        # Look-ups cached per installed typography (``automa.compose.Words``) must not
        # outlive a new vocabulary: a new dict is a new key.
        self.rules = dict(self.rules)

    def word(self, term: str, lang: str) -> str | None:
        """The word ``term`` prints in ``lang`` (the English one where ``lang`` has none)."""
        found = self.words.get(lang, {}).get(term)
        return found if found is not None else self.words.get("en", {}).get(term)

    @staticmethod
    def is_reference(text: str) -> bool:
        """Whether ``text`` is one reference and nothing else (``[[credit]]``)."""
        return TERM_REF.fullmatch(text) is not None

    def refer(self, lang: str, text: str, own: TermWord | None = None) -> str:
        """``text`` with each ``[[term]]`` replaced by its word in ``lang``: ``own``'s
        word first (a setup sheet's edition), else the vocabulary's. A reference to no
        known term is left as written (a check reports it: VOC004)."""
        if "[[" not in text:
            return text

        def sub(m: re.Match[str]) -> str:
            ref = m.group(1)
            found = own(ref.lower()) if own is not None else None
            if found is None:
                found = self.word(ref.lower(), lang)
            if found is None:
                return m.group(0)
            lead = len(found) - len(found.lstrip("*_"))  # "*remote server*": capitalise the r
            if ref[:1].isupper():
                return found[:lead] + found[lead : lead + 1].upper() + found[lead + 1 :]
            return found

        return TERM_REF.sub(sub, text)

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
