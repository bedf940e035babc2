"""VOC006: a pile code printed in another language's spelling.

The rule: the AI piles' codes (ICE, OP, RE, ST; PRO, EC, STA, GR) are words of
``content/glossary-terms.yaml`` listed under ``codes``, one per language. They are the
same in most languages, but not all (the Runner AI's economy pile is ÉCO in French, as
the cards print it): a string of one language that writes another language's code for
the same pile names a pile its cards do not show. Codes are upper case and matched as
whole words with their case, so the card type "ice" is not the pile ICE.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import PRINTED
from nrprint.model.base import ICON_TOKEN
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@lru_cache(maxsize=256)
def _code(code: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(code)}(?!\w)")


def foreign_codes(codes: list[str], langs: tuple[str, ...], lang: str) -> list[tuple[str, str, str]]:
    """(pile id, another language's code, ``lang``'s code) for each pile whose code in
    another language differs from ``lang``'s."""
    out = []
    for pile in codes:
        own = PRINTED.word(pile, lang)
        for other in langs:
            code = PRINTED.word(pile, other)
            if own and code and code != own and (pile, code, own) not in out:
                out.append((pile, code, own))
    return out


@check(code="VOC006")
def pile_codes(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string writes a pile's code as another language spells it."""
    if domain == "glossary-terms":  # where every language's code is written once
        return
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.codes:
        return
    langs = (project.languages.source, *project.translations())
    for lang in langs:
        value = text.raw(lang)
        if not value:
            continue
        value = ICON_TOKEN.sub(" ", value)
        for pile, code, own in foreign_codes(glossary.codes, langs, lang):
            if _code(code).search(value):
                yield error(
                    text.where(lang),
                    f"{label} ({lang}): writes the pile code {code!r}; in this language "
                    f"[[{pile}]] is {own!r} (content/glossary-terms.yaml)",
                )
