"""AUT004: a secondary click sits to the right of a primary click; a click is never empty."""

from nrprint.automa.walk import where
from nrprint.checks.rule import check, error


@check(code="AUT004")
def secondary(project, deck, card):
    """The secondary is tried only when the primary cannot be done, so it needs one."""
    for i, click in enumerate(card.clicks):
        if click.action is None and click.secondary is not None:
            yield error(
                click.pos("secondary"),
                f"{where(card, i)}: a secondary click without a primary action beside it",
            )
        elif click.action is None:
            yield error(click.pos(), f"{where(card, i)}: the click has no action")
