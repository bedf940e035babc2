"""Links from other documents to a card's entry in the rulings reference.

Other documents that name a card (The Big Sell-Out names Startup Immolator, Siren, …)
call ``ruling_anchor(name, project.get("rulings"))``: it returns the named destination
of that card's entry in ``en/rulings.pdf`` (also its outline anchor), or None when no
rulings are imported or the card has none. ``ruling_uri`` turns it into a link target
relative to a PDF in the same language folder.
"""

from __future__ import annotations

from nrprint.rulings import names
from nrprint.rulings.model import RulingsDoc


def ruling_anchor(card_name: str, rulings: RulingsDoc | None = None) -> str | None:
    """Anchor of ``card_name``'s entry (Corp or Runner), matched by lookup key, or None."""
    if rulings is None:
        return None
    want = names.key(card_name)
    for part, group in rulings.groups():
        if part != "general" and group.name and names.key(group.name) == want:
            return group.anchor
    return None


def ruling_uri(anchor: str, from_lang: str = "en") -> str:
    """A link target to ``anchor`` from a PDF in ``output/<from_lang>/``."""
    prefix = "" if from_lang == "en" else "../en/"
    return f"{prefix}rulings.pdf#nameddest={anchor}"
