"""VOC003: a rule stated in two documents from two sources.

The rule: a rule that several documents state (the tie order, what a refill scores, the
points each side needs by difficulty) follows one source, its value in
``templates/play.yaml``, which the simulator plays. ``rules`` in
``content/glossary-terms.yaml`` ties each such rule to its play.yaml key and to the
phrases that state each value. Two findings, both errors:

- a string states another value than play.yaml's (a phrase of another value, or, for a
  rule by difficulty, a string with the rule's ``marker`` that does not carry the
  sentence filled with play.yaml's numbers);
- no string of the set, in some language, states play.yaml's value at all.

Documents print these rules by reference (``[[tie-order]]``, from play.yaml): what this
check still sees is a rule stated in words of a document's own.
"""

from __future__ import annotations

from nrprint.checks.glossary_terms import _phrase
from nrprint.checks.registry import check, text_check
from nrprint.lang.printed import PRINTED

DOMAINS = ("glossary-terms", "automa-rules", "automa-reference", "setup-sheets")


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
        if marker and _phrase(marker).search(text) and not any(w in text for w in want):
            return [f"{marker!r} without {want[0]!r}" if want else repr(marker)]
        return []
    found = []
    for other, phrases in rule.states.items():
        if other != str(value):
            found += [p for p in phrases.get(lang, []) if _phrase(p).search(text)]
    return found


@text_check("vocabulary-rules-stated", codes=("VOC003",))
def stated_otherwise(project, domain, label, text):
    """No string states a rule otherwise than its value in play.yaml."""
    glossary = project.get("glossary-terms")
    if glossary is None or not glossary.rules:
        return
    langs = [lang for lang in (project.languages.source, *project.translations()) if text.raw(lang)]
    if not langs:
        return
    for rule in glossary.rules:
        played = play_value(rule.play)
        for lang in langs:
            # A reference prints play.yaml's phrase: only the words around it can differ.
            for said in contradictions(rule, lang, PRINTED.refer(lang, text.raw(lang)), played):
                yield text.where(lang).error(
                    "VOC003",
                    f"{label} ({lang}): states {rule.id} as {said}, but play.yaml's {rule.play} is {played!r}",
                )


@check("vocabulary-rules-present", codes=("VOC003",), domains=DOMAINS)
def stated_somewhere(project):
    """Each rule is stated, with play.yaml's value, somewhere in the set, per language."""
    glossary = project.get("glossary-terms")
    texts = [t for name in DOMAINS[1:] for _, t in _texts(project, name)]
    for rule in glossary.rules:
        for lang in (project.languages.source, *project.translations()):
            want = wanted(rule, lang)
            if want and not any(w in PRINTED.refer(lang, t.raw(lang) or "") for t in texts for w in want):
                yield rule.pos("states").error(
                    "VOC003",
                    f"no document states {rule.id} ({lang}) as play.yaml's {rule.play} says: "
                    f"expected {want[0]!r}",
                )


def _texts(project, name):
    from nrprint.model.base import iter_texts

    return iter_texts(project.get(name))
