"""AUT016: a condition written in a click is one of the rulebook's condition icons."""

from nrprint.automa.vocab import CONDITIONS, suggest
from nrprint.automa.walk import where
from nrprint.checks.rule import check, error


@check(code="AUT016")
def conditions(project, deck, card):
    """Conditions are printed as icons; a word we cannot draw cannot be printed.
    Corporation cards have no conditions."""
    for i, click in enumerate(card.clicks):
        if click.condition is None:
            continue
        if deck.kind != "runner":
            yield error(click.pos("condition"), f"{where(card, i)}: conditions are Runner AI marks")
        elif click.condition not in CONDITIONS:
            hint = suggest(click.condition, CONDITIONS)
            yield error(
                click.pos("condition"), f"{where(card, i)}: unknown condition '{click.condition}'{hint}"
            )
