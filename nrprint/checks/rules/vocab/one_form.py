"""VOC001: a concept printed two ways in the set.

The rule: every game term, symbol gloss and pile code that appears in more than one
document is printed one way per language, the way ``content/glossary-terms.yaml`` says
(``say``). Each term lists, per language, the other ways the set has printed it
(``avoid``); a string of any document, in any language (English included), that uses
one of them is an error, with the word to print instead. Unlike GLOS001, which compares
one translation with its English, this holds across documents: the booklet, the cards,
the reference sheets and the mats must agree with each other. Strings are read as
printed, with each ``[[term]]`` replaced by its word.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.phrases import names
from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import PRINTED
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="VOC001")
def one_form(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string prints a term by a form the glossary lists under ``avoid``."""
    glossary = project.get("glossary-terms")
    if glossary is None:
        return
    langs = (project.languages.source, *project.translations())
    for term in glossary.terms:
        for lang in langs:
            forms = term.avoid.get(lang)
            value = text.raw(lang) if forms else None
            if not value:
                continue
            # read as printed: a reference's word is part of the phrase ("[[pile-re]]: agendas")
            value = PRINTED.refer(lang, value)
            for form in forms:
                if names(form, value):
                    say = term.say.get(lang, "")
                    yield error(
                        text.where(lang),
                        f"{label} ({lang}): {form!r} prints {term.id!r} a second way; "
                        f"the set prints it {say!r} (content/glossary-terms.yaml)",
                    )
