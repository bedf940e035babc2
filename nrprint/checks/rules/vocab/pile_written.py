"""VOC007: a pile code written out instead of printed from the glossary.

The rule: the AI piles' codes (ICE, OP, RE, ST; PRO, EC, STA, GR) are words of
``content/glossary-terms.yaml`` listed under ``codes``, and every document prints them
by reference (``[[pile-ice]]``, ``**[[pile-re]]** · resources``, ``[[pile-re]]-Karte``),
as the cards do. A string that writes a code out, in its own language's spelling, would
keep its own copy: renaming a pile in the glossary would leave it behind. Codes are
matched as whole words with their case, so the card type "ice" is not the pile ICE; a
code written in another language's spelling is VOC006's finding, not this one's. The
glossary itself, where each code is written once, and the decks' design notes, which
are never printed, are not read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.vocab.pile_codes import _code
from nrprint.checks.rules.vocab.written_out import unprinted
from nrprint.lang.printed import PRINTED, TERM_REF
from nrprint.model.base import ICON_TOKEN
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


def written_codes(codes: list[str], lang: str, value: str) -> list[tuple[str, str]]:
    """(pile id, code) for each pile whose ``lang`` code ``value`` writes out."""
    value = TERM_REF.sub(" ", ICON_TOKEN.sub(" ", value))
    out: list[tuple[str, str]] = []
    for pile in codes:
        code = PRINTED.word(pile, lang)
        if code and _code(code).search(value) and all(c != code for _p, c in out):
            out.append((pile, code))
    return out


@check(code="VOC007")
def pile_written(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string writes a pile code out: it prints ``[[pile-…]]``."""
    # The glossary writes each language's code once.
    if domain == "glossary-terms" or unprinted(label):
        return
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.codes:
        return
    for lang in (project.languages.source, *project.translations()):
        value = text.raw(lang)
        if not value:
            continue
        for pile, code in written_codes(glossary.codes, lang, value):
            yield error(
                text.where(lang),
                f"{label} ({lang}): writes the pile code {code!r} out; print it from the glossary as [[{pile}]]",
            )
