"""The game's terms and their accepted translations, per language (data for a check).

``content/glossary-terms.yaml`` lists, for each term, the English phrases that name it
and, per language, the stems every word for it contains (``family``) and the words and
phrases that are accepted (``accepted``). The check GLOS001 (``nrprint.checks.
glossary_terms``) warns when a translation of an English string naming the term uses a
word of the family that is not accepted: a second word for the same thing.

The entries are not printed, so they are plain strings, not translated ``Text``.
"""

from __future__ import annotations

from pydantic import Field

from nrprint.model.base import Node
from nrprint.model.domains import Domain, register_domain


class GlossaryTerm(Node):
    id: str
    # English phrases naming the term, matched as whole words, ignoring case.
    en: list[str]
    # Per language: stems (lower case) found in every word that could name the term.
    family: dict[str, list[str]] = Field(default_factory=dict)
    # Per language: the accepted words and phrases (whole words, ignoring case).
    accepted: dict[str, list[str]] = Field(default_factory=dict)
    note: str = ""


class GlossaryTerms(Node):
    terms: list[GlossaryTerm]


register_domain(
    Domain(
        "glossary-terms",
        "game terms and their accepted translations (glossary-terms.yaml)",
        file="glossary-terms.yaml",
        model=GlossaryTerms,
        required=False,
    )
)
