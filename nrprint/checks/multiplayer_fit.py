"""MPX001: every reference card's text fits its card, in both languages.

The card layout shrinks the rules down to the template's ``body_min`` (a card with an
inline house-rule mark stops where the mark would drop under 3 mm); if they still
overflow (or the title or header label does not fit), the card would clip text.
"""

from nrprint.checks.registry import check
from nrprint.templates import MM


@check("multiplayer-fit", codes=("MPX001",), domains=("multiplayer", "multiplayer-houserules"))
def cards_fit(project):
    """Lay out each card face as it will print and report any overflow.

    Every rulings reference is assumed present (the longest footer), so a card that
    passes fits whether or not the rulings have been imported.
    """
    from nrprint.layout.imposition import sheets
    from nrprint.multiplayer.cardlayout import body_floor, layout_card
    from nrprint.multiplayer.deck import card_specs
    from nrprint.multiplayer.style import style
    from nrprint.render.fonts import measure

    size = sheets().cards["poker"]
    w, h = size.width_mm * MM, size.height_mm * MM
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    for lang in project.langs():
        for spec in card_specs(rules, house, lang, anchor=lambda name: name):
            lay = layout_card(spec, w, h, style().card, measure)
            if not lay.fits:
                by = f" by {lay.overflow / MM:.1f} mm" if lay.overflow else ""
                yield spec.card.pos("title").error(
                    "MPX001",
                    f"card {spec.key} ({lang}) does not fit{by} at the smallest size "
                    f"({body_floor(spec.paragraphs, style().card):g} pt); shorten its text or split the card",
                )
