"""AUT015: disposable and reserved marks are Runner AI marks, and exclusive."""

from nrprint.automa.walk import where
from nrprint.checks.registry import card_check


@card_check("automa-marks", codes=("AUT015",))
def disposable_reserved(project, deck, card):
    """A disposable click is dropped when another action needs clicks; a reserved click
    falls back to the lower instruction. One click cannot be both, and runs are the
    point of the turn, so a run is never disposable."""
    for i, click in enumerate(card.clicks):
        if deck.kind != "runner" and (click.disposable or click.reserved):
            key = "disposable" if click.disposable else "reserved"
            yield click.pos(key).error("AUT015", f"{where(card, i)}: only Runner AI clicks are {key}")
        elif click.disposable and click.reserved:
            yield click.pos("reserved").error(
                "AUT015", f"{where(card, i)}: a click is disposable or reserved, not both"
            )
        elif click.disposable and click.action == "run":
            yield click.pos("disposable").error(
                "AUT015", f"{where(card, i)}: a run click cannot be disposable"
            )
