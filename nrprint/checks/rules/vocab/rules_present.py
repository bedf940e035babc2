"""VOC003: every rule the glossary ties to play.yaml is stated somewhere, with its value.

A rule that several documents state (the tie order, what a refill scores, the points
each side needs by difficulty) follows one source, its value in ``templates/play.yaml``,
which the simulator plays; ``rules`` in ``content/glossary-terms.yaml`` ties each such
rule to its play.yaml key and to the phrases that state each value. An error: no string
of the set, in some language, states play.yaml's value at all. (``rules_stated``
reports a string that states another value.)
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.vocab import RULES_READ_IN
from nrprint.checks.rules.vocab.rules_stated import wanted
from nrprint.lang.printed import PRINTED
from nrprint.model.project import Project


@check(code="VOC003")
def rules_present(project: Project) -> Findings:
    """Each rule is stated, with play.yaml's value, somewhere in the set, per language."""
    glossary = project.get("glossary-terms")
    texts = [t for name in RULES_READ_IN[1:] for _, t in _texts(project, name)]
    for stated in glossary.rules:
        for lang in (project.languages.source, *project.translations()):
            want = wanted(stated, lang)
            if want and not any(w in PRINTED.refer(lang, t.raw(lang) or "") for t in texts for w in want):
                yield error(
                    stated.pos("states"),
                    f"no document states {stated.id} ({lang}) as play.yaml's {stated.play} says: "
                    f"expected {want[0]!r}",
                )


def _texts(project, name):
    from nrprint.model.base import iter_texts

    return iter_texts(project.get(name))
