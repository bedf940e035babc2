"""MPX001: every reference card's text fits its card, in both languages.

Every card sets its rules at the deck's one size (the template's ``card.body_size``);
if they overflow (or the title or header label does not fit), the card would clip text.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.units import PT_PER_MM


@check(code="MPX001")
def fit(project: Project) -> Findings:
    """Lay out each card face as it will print and report any overflow.

    Every rulings reference is assumed present (the longest footer), so a card that
    passes fits whether or not the rulings have been imported.
    """
    from nrprint.multiplayer.laid_out import card_layouts

    for lang, spec, lay in card_layouts(project):
        if not lay.fits:
            by = f" by {lay.overflow / PT_PER_MM:.1f} mm" if lay.overflow else ""
            yield error(
                spec.card.pos("title"),
                f"card {spec.key} ({lang}) does not fit{by} at the deck's size "
                f"({lay.body_size:g} pt); shorten its text or split the card",
            )
