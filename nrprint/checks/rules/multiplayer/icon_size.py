"""MPX003: every house-rule mark on a Big Sell-Out card is at least 3 mm tall.

The marks drawn on their own (header label, footnote) at the template's ``icon_mm``,
and the marks inline with the rules, whose height follows the fitted text size.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.units import PT_PER_MM


@check(code="MPX003")
def icon_size(project: Project) -> Findings:
    """Report the template's ``icon_mm`` and each laid-out mark under the floor."""
    from nrprint.checks.rules.multiplayer.type_floor import template_doc
    from nrprint.layout import textflow
    from nrprint.layout.floor import ICON_FLOOR_MM
    from nrprint.layout.imposition import sheets
    from nrprint.multiplayer.cardlayout import layout_card
    from nrprint.multiplayer.deck import card_specs
    from nrprint.multiplayer.style import style
    from nrprint.render.fonts import measure

    st = style()
    if st.card.icon_mm < ICON_FLOOR_MM - 1e-9:
        yield (
            error(
                template_doc().pos(("card", "icon_mm")),
                f"card.icon_mm is {st.card.icon_mm:g} mm; a house-rule mark must be at least "
                f"{ICON_FLOOR_MM:g} mm tall to read at card size",
            )
        )
        return  # every house-rule card would repeat the template's fault
    floor = ICON_FLOOR_MM * PT_PER_MM - 1e-6
    size = sheets().cards["poker"]
    w, h = size.width_mm * PT_PER_MM, size.height_mm * PT_PER_MM
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    for lang in project.langs():
        for spec in card_specs(rules, house, lang, anchor=lambda name: name):
            lay = layout_card(spec, w, h, st.card, measure)
            heights = [(f"{m.name} mark", m.side) for m in lay.marks]
            for pb in lay.blocks:
                if any(i.piece.icon for line in pb.block.lines for i in line.items):
                    heights.append((f"inline icon ({pb.role})", textflow.icon_side(pb.block.size)))
            for what, side in heights:
                if side < floor:
                    yield error(
                        spec.card.pos("title"),
                        f"card {spec.key} ({lang}): its {what} is {side / PT_PER_MM:.1f} mm tall, "
                        f"under {ICON_FLOOR_MM:g} mm; shorten the text so it can stay larger",
                    )
