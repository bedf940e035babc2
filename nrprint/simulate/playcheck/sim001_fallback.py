"""SIM001: no AI card falls back in more than ``fallback_rate`` of its reveals.

A reveal falls back when at least one of the card's clicks ended as a fallback credit
or did nothing. Measured at standard difficulty (or the only level played). At standard
the count includes the rulebook's own fallback for an operation the AI cannot afford
(under its deck, credits instead), so the limit in play.yaml (30 %) sits above the
share that rule alone gives an economy-light deck; a card whose clicks fail for want of
a target still stands out well above it.
"""

from __future__ import annotations


def rule(subject):
    s = subject.settings
    level = (
        "standard" if "standard" in subject.data["difficulties"] else next(iter(subject.data["difficulties"]))
    )
    for card in subject.data["difficulties"][level]["cards"]:
        if card["reveals"] and card["fallback_rate"] > s.fallback_rate:
            yield subject.card_pos[card["id"]].error(
                "SIM001",
                f"{card['id']} falls back in {card['fallback_rate']:.0%} of its reveals "
                f"({subject.label}, {level}; at most {s.fallback_rate:.0%})",
            )
