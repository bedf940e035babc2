"""Every Big Sell-Out card laid out as it prints, once per check run.

The fit check (MPX001) and the type-floor check (MPX002) both need each card's layout in
every language; laying the cards out is slow without the text cache, so
the second check reuses what the first computed for the same content objects.
"""

from __future__ import annotations

from typing import Any

from nrprint.units import PT_PER_MM


def card_layouts(project: Any) -> list[tuple[str, Any, Any]]:
    """``(lang, spec, layout)`` for every card face, in deck order, per language."""
    from nrprint.layout.imposition import sheets
    from nrprint.model.project import remembered
    from nrprint.multiplayer.cardlayout import layout_card
    from nrprint.multiplayer.deck import card_specs
    from nrprint.multiplayer.style import style
    from nrprint.render.fonts import measure

    st = style()
    size = sheets().cards["poker"]
    w, h = size.width_mm * PT_PER_MM, size.height_mm * PT_PER_MM

    def lay_out() -> list[tuple[str, Any, Any]]:
        rules, house = project.get("multiplayer"), project.get("multiplayer-houserules")
        return [
            (lang, spec, layout_card(spec, w, h, st.card, measure))
            for lang in project.langs()
            for spec in card_specs(rules, house, lang, anchor=lambda name: name)
        ]

    key = ("big-sell-out cards", tuple(project.langs()), size.width_mm, size.height_mm)
    return remembered(project, ("multiplayer", "multiplayer-houserules"), key, lay_out, also=(st,))
