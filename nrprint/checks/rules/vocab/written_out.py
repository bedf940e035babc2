"""VOC005: no string writes out a shared word the glossary prints by reference.

Documents print the set's shared words and rules from one place,
``content/glossary-terms.yaml``, by reference (``[[trash-limit]]``, ``[[tie-order]]``).
An error: a string writes out, in its own language, a word or a rule's phrase that the
glossary lists under ``referenced``, or one of its other forms (``forms``: "trash
limits", „Entsorgungslimits"): the one source would no longer decide what the document
prints. The glossary itself, where the words are written once, and a deck's design
notes, never printed, are not read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.phrases import names
from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import PRINTED
from nrprint.model.base import ICON_TOKEN
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


def unprinted(label: str) -> bool:
    """Whether the string at ``label`` is never printed: a deck's design notes, written
    for its designer, may say things as it likes."""
    return label.endswith("design_notes")


@check(code="VOC005")
def written_out(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string writes out a word or rule the glossary says is printed by reference."""
    if domain == "glossary-terms" or unprinted(label):
        return
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.referenced:
        return
    for lang in (project.languages.source, *project.translations()):
        value = text.raw(lang)
        if not value:
            continue
        for ref in glossary.referenced:
            word = PRINTED.word(ref, lang)
            forms = glossary.forms.get(ref, {}).get(lang, [])
            # An icon in a rule's phrase ("7 {agenda}") is a picture, not a word.
            for form in ([word] if word else []) + forms:
                if names(ICON_TOKEN.sub(" ", form), value):
                    yield error(
                        text.where(lang),
                        f"{label} ({lang}): writes out {form!r}; print it from the glossary as [[{ref}]]",
                    )
                    break
