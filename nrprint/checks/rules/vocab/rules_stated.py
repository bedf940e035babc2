"""VOC003: no string states a rule otherwise than its value in play.yaml.

A rule that several documents state (the tie order, what a refill scores, the points
each side needs by difficulty) follows one source, its value in ``templates/play.yaml``,
which the simulator plays; ``rules`` in ``content/glossary-terms.yaml`` ties each such
rule to its play.yaml key and to the phrases that state each value. An error: a string
states another value than play.yaml's (a phrase of another value, or, for a rule by
difficulty, a string with the rule's ``marker`` that does not carry the sentence filled
with play.yaml's numbers). Documents print these rules by reference (``[[tie-order]]``):
what this rule still sees is a rule stated in a document's own words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.phrases import phrase
from nrprint.checks.rule import Findings, check, error
from nrprint.lang.printed import PRINTED
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


def play_value(key: str):
    """The value at a dotted key of templates/play.yaml (``clarifications.tie_order``)."""
    from nrprint.model.glossary_terms import play_value as value_at
    from nrprint.model.glossary_terms import read_play

    return value_at(read_play(), key)


def wanted(rule, lang: str, value=None) -> list[str]:
    """The phrases that state play.yaml's value of ``rule`` in ``lang``."""
    value = play_value(rule.play) if value is None else value
    if isinstance(value, dict):
        return [rule.fill(s, lang, value) for s in rule.states.get("levels", {}).get(lang, [])]
    return rule.states.get(str(value), {}).get(lang, [])


def contradictions(rule, lang: str, text: str, value=None) -> list[str]:
    """What ``text`` states of ``rule`` that play.yaml does not."""
    value = play_value(rule.play) if value is None else value
    if isinstance(value, dict):
        marker = rule.marker.get(lang)
        want = wanted(rule, lang, value)
        if marker and phrase(marker).search(text) and not any(w in text for w in want):
            return [f"{marker!r} without {want[0]!r}" if want else repr(marker)]
        return []
    found = []
    for other, phrases in rule.states.items():
        if other != str(value):
            found += [p for p in phrases.get(lang, []) if phrase(p).search(text)]
    return found


@check(code="VOC003")
def rules_stated(project: Project, domain: str, label: str, text: Text) -> Findings:
    """No string states a rule otherwise than its value in play.yaml."""
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.rules:
        return
    langs = [lang for lang in (project.languages.source, *project.translations()) if text.raw(lang)]
    if not langs:
        return
    for stated in glossary.rules:
        played = play_value(stated.play)
        for lang in langs:
            # A reference prints play.yaml's phrase: only the words around it can differ.
            for said in contradictions(stated, lang, PRINTED.refer(lang, text.raw(lang) or ""), played):
                yield error(
                    text.where(lang),
                    f"{label} ({lang}): states {stated.id} as {said}, but play.yaml's {stated.play} is {played!r}",
                )
