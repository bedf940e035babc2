"""One terminology table shared by every document: 1996 words versus Android words."""

from __future__ import annotations

from typing import Literal

from nrprint.model.base import Node, Text

Edition = Literal["classic", "android"]


class Term(Node):
    id: str
    classic: Text  # the word in the 1996 game, in each language
    # The word in Android: Netrunner, in each language: the set's word for the term,
    # written once in glossary-terms.yaml (``{en: "[[credit]]", …}`` refers to it).
    android: Text
    source: str  # where the correspondence is stated (seed file and section)


class Terms(Node):
    title: Text
    columns: dict[Literal["classic", "android"], Text]
    terms: list[Term]

    def has(self, term_id: str) -> bool:
        return any(term.id == term_id for term in self.terms)

    def word(self, term_id: str, edition: Edition, lang: str) -> str:
        """The word for ``term_id`` in the given edition and language."""
        for term in self.terms:
            if term.id == term_id:
                return getattr(term, edition).get(lang)
        raise KeyError(term_id)
