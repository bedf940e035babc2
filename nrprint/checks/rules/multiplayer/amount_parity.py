"""MPL001: every translation of a rule uses the same amounts as the English.

The generic parity check compares digits and icons; amounts are ``[[name]]``
placeholders, so a translated rule that drops or swaps one would print different numbers.
"""

from collections import Counter

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.multiplayer.values import needed


@check(code="MPL001")
def amount_parity(project: Project) -> Findings:
    """Each rule's translations name the English's ``[[amounts]]`` as many times."""
    rules = project.get("multiplayer")
    show = lambda c: ", ".join(sorted(c.elements())) or "none"  # noqa: E731
    for card in rules.cards:
        for i, rule in enumerate(card.rules):
            en = Counter(needed(rule.text.en))
            for lang in project.translations():
                translated = rule.text.raw(lang)
                if not translated:
                    continue
                other = Counter(needed(translated))
                if en != other:
                    yield error(
                        rule.text.pos(lang),
                        f"card {card.id}, rule {i + 1}: English uses {show(en)}, {lang} uses {show(other)}",
                    )
