"""GLOS002: every per-language part of the glossary is keyed by a declared language.

The glossary (``content/glossary-terms.yaml``) keeps, per language, each term's stems,
accepted words, forms to avoid and printed form, the phrases that name things the set
does not contain, and the phrases and markers of the rules it states. A key that is not
a declared language tag (a typo, ``fr_FR``, a stray key) is never read: the words under
it guard nothing, and nothing says so.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

TERM_PARTS = ("family", "accepted", "avoid", "say")


@check(code="GLOS002")
def language_keys(project: Project) -> Findings:
    """Every per-language mapping of the glossary is keyed by a declared language."""
    glossary = project.get("glossary-terms")
    if glossary is None:
        return
    declared = set(project.languages.tags())
    known = ", ".join(sorted(declared))

    def stray(node, part, keys, what):
        for lang in keys:
            if lang not in declared:
                yield error(
                    node.pos(part),
                    f"{what}: '{lang}' is not a declared language ({known}); its words are never read",
                )

    for term in glossary.terms:
        for part in TERM_PARTS:
            yield from stray(term, part, getattr(term, part), f"term '{term.id}', {part}")
    for thing in glossary.absent:
        yield from stray(thing, "names", thing.names, f"absent '{thing.id}', names")
    for rule in glossary.rules:
        yield from stray(rule, "marker", rule.marker, f"rule '{rule.id}', marker")
        for value, phrases in rule.states.items():
            yield from stray(rule, "states", phrases, f"rule '{rule.id}', states of {value}")
