"""SIM002: a deck spends at most ``dead_rate`` of its clicks dead, and no AI card more
than ``card_dead_rate`` of its own, at every difficulty.

A dead click fell back to credits or did nothing.
"""

from __future__ import annotations


def rule(subject):
    s = subject.settings
    for level, d in subject.data["difficulties"].items():
        if d["dead_rate"] > s.dead_rate:
            yield subject.deck_pos.error(
                "SIM002",
                f"{d['dead_rate']:.1%} of the AI's clicks are dead ({subject.label}, {level}; at most {s.dead_rate:.0%})",
            )
        for card in d["cards"]:
            if card.get("dead_rate", 0) > s.card_dead_rate:
                pos = subject.card_pos.get(card["id"], subject.deck_pos)
                yield pos.error(
                    "SIM002",
                    f"{card['id']} spends {card['dead_rate']:.1%} of its clicks dead"
                    f" ({subject.label}, {level}; at most {s.card_dead_rate:.0%})",
                )
