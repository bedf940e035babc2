"""GLOS001: a translation names a game term by a word its glossary does not accept.

The rule: when an English string names a term of ``content/glossary-terms.yaml`` (one of
its ``en`` phrases, as whole words), each translation of that string may name it only by
the words the glossary accepts for its language. Every word of the translation that
contains one of the term's stems (``family``) but is not part of an accepted word or
phrase is a variant (two words for "advancement token", say) and is warned about, with
the accepted words. A warning, not an error: a translator may have a reason; the fix is
either the accepted word or a new entry in the glossary.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from nrprint.checks.phrases import phrase
from nrprint.checks.rule import Findings, check, warning
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


def variants(term, lang: str, translation: str) -> list[str]:
    """Words of ``translation`` in ``term``'s family for ``lang`` that are not accepted."""
    stems = term.family.get(lang)
    if not stems:
        return []
    rest = translation
    for form in sorted(term.accepted.get(lang, []), key=len, reverse=True):
        rest = phrase(form).sub(" ", rest)
    found = []
    for word in re.findall(r"\w+", rest):
        if any(stem in word.lower() for stem in stems) and word not in found:
            found.append(word)
    return found


@check(code="GLOS001")
def terms(project: Project, domain: str, label: str, text: Text) -> Findings:
    """Translations name each game term by a word the glossary accepts."""
    glossary = project.get("glossary-terms")
    if glossary is None:
        return
    english = text.raw("en") or ""
    if not english:
        return
    named = [t for t in glossary.terms if any(phrase(p).search(english) for p in t.en)]
    for term in named:
        for lang in project.translations():
            words = variants(term, lang, text.raw(lang) or "")
            if words:
                accepted = ", ".join(term.accepted.get(lang, [])) or "none listed"
                yield warning(
                    text.pos(lang),
                    f"{label} ({lang}): {', '.join(words)} for {term.en[0]!r}; "
                    f"the glossary accepts: {accepted}",
                )
