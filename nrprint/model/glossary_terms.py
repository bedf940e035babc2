"""The game's terms and their accepted translations, per language (data for a check).

``content/glossary-terms.yaml`` lists, for each term, the English phrases that name it
and, per language, the stems every word for it contains (``family``) and the words and
phrases that are accepted (``accepted``). The check GLOS001 (``nrprint.checks.
glossary_terms``) warns when a translation of an English string naming the term uses a
word of the family that is not accepted: a second word for the same thing.

It is also the set's one vocabulary (issue 37): ``avoid`` lists, per language, the other
ways the set has printed a term (VOC001: none may appear in any document); ``absent``
names the things the source rulebook has and this set does not print (VOC002); ``rules``
ties a rule that several documents state to its value in ``templates/play.yaml`` (VOC003).

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
    # Per language: other ways of printing the term that no document may use.
    avoid: dict[str, list[str]] = Field(default_factory=dict)
    # Per language: the one way the set prints it (for messages).
    say: dict[str, str] = Field(default_factory=dict)
    note: str = ""


class AbsentThing(Node):
    """Something of the source rulebook this set does not contain (an AI pack, a card)."""

    id: str
    # Per language: phrases that name it (whole words, ignoring case).
    names: dict[str, list[str]]
    why: str


class RuleStatement(Node):
    """A rule several documents state, and the ``templates/play.yaml`` value it follows.

    ``play`` is a dotted key of play.yaml. When its value is a name, ``states`` maps each
    possible value to the phrases (per language) that state it: a phrase of another value
    is a second source. When its value is a mapping by difficulty, ``states`` has one
    entry, ``levels``: per language a sentence with ``{easy}``, ``{standard}``,
    ``{hard}``, and ``marker`` (per language) finds the strings that state it.
    """

    id: str
    play: str
    states: dict[str, dict[str, list[str]]]
    marker: dict[str, str] = Field(default_factory=dict)


class GlossaryTerms(Node):
    terms: list[GlossaryTerm]
    absent: list[AbsentThing] = Field(default_factory=list)
    rules: list[RuleStatement] = Field(default_factory=list)


register_domain(
    Domain(
        "glossary-terms",
        "game terms and their accepted translations (glossary-terms.yaml)",
        file="glossary-terms.yaml",
        model=GlossaryTerms,
        required=False,
    )
)
