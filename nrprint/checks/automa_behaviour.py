"""AUT009: a behaviour card has side A and side B, each with at least one action."""

from nrprint.automa.walk import cards
from nrprint.checks.registry import check


@check("automa-behaviour", codes=("AUT009",), domains=("automa-decks",))
def both_sides(project):
    """The card flips after every action it resolves, so both sides must say something;
    sides belong to behaviour cards only."""
    for deck, card in cards(project):
        if deck.kind != "behaviour":
            for key in ("side_a", "side_b"):
                if getattr(card, key) is not None:
                    yield card.pos(key).error("AUT009", f"card '{card.id}': only behaviour cards have sides")
            continue
        for key, name in (("side_a", "A"), ("side_b", "B")):
            side = getattr(card, key)
            if side is None:
                yield card.pos("id").error(
                    "AUT009", f"behaviour card '{card.id}' has no side {name} ({key}:)"
                )
            elif not side.actions:
                yield card.pos(key).error("AUT009", f"behaviour card '{card.id}': side {name} has no action")
