"""MPX001: every reference card's text fits its card, in both languages.

The card layout shrinks the rules down to the template's ``body_min`` (a card with an
inline house-rule mark stops where the mark would drop under 3 mm); if they still
overflow (or the title or header label does not fit), the card would clip text.
"""

from nrprint.checks.registry import check
from nrprint.source.templates import MM


@check("multiplayer-fit", codes=("MPX001",), domains=("multiplayer", "multiplayer-houserules"))
def cards_fit(project):
    """Lay out each card face as it will print and report any overflow.

    Every rulings reference is assumed present (the longest footer), so a card that
    passes fits whether or not the rulings have been imported.
    """
    from nrprint.multiplayer.cardlayout import body_floor
    from nrprint.multiplayer.laid_out import card_layouts
    from nrprint.multiplayer.style import style

    for lang, spec, lay in card_layouts(project):
        if not lay.fits:
            by = f" by {lay.overflow / MM:.1f} mm" if lay.overflow else ""
            yield spec.card.pos("title").error(
                "MPX001",
                f"card {spec.key} ({lang}) does not fit{by} at the smallest size "
                f"({body_floor(spec.paragraphs, style().card):g} pt); shorten its text or split the card",
            )
