"""AUT004: a secondary click sits to the right of a primary click; a click is never empty."""

from nrprint.automa.walk import where
from nrprint.checks.registry import card_check


@card_check("automa-secondary", codes=("AUT004",))
def secondary_beside_primary(project, deck, card):
    """The secondary is tried only when the primary cannot be done, so it needs one."""
    for i, click in enumerate(card.clicks):
        if click.action is None and click.secondary is not None:
            yield click.pos("secondary").error(
                "AUT004", f"{where(card, i)}: a secondary click without a primary action beside it"
            )
        elif click.action is None:
            yield click.pos().error("AUT004", f"{where(card, i)}: the click has no action")
