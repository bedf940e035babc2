"""MPL001: English and French of a rule use the same amounts.

The generic parity check compares digits and icons; amounts are ``[[name]]``
placeholders, so a French rule that drops or swaps one would print different numbers.
"""

from collections import Counter

from nrprint.checks.registry import check
from nrprint.multiplayer.values import needed


@check("multiplayer-amount-parity", codes=("MPL001",), domains=("multiplayer",))
def amount_parity(project):
    """Each rule's EN and FR name the same ``[[amounts]]`` the same number of times."""
    rules = project.get("multiplayer")
    for card in rules.cards:
        for i, rule in enumerate(card.rules):
            if not rule.text.fr:
                continue
            en, fr = Counter(needed(rule.text.en)), Counter(needed(rule.text.fr))
            if en != fr:
                show = lambda c: ", ".join(sorted(c.elements())) or "none"  # noqa: E731
                yield rule.text.pos("fr").error(
                    "MPL001",
                    f"card {card.id}, rule {i + 1}: English uses {show(en)}, French uses {show(fr)}",
                )
