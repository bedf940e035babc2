"""MPX004: the Big Sell-Out's rules are set at one size, at least 9 pt.

Every card of the deck sets its rules at the same size (the template's
``card.body_size``), so no card reads smaller than its neighbours; that size, and the
overview's fitted rules (A4 and Letter, every language), are at least ``READ_FLOOR``
(9 pt), the size a player reads across the table.
"""

from typing import Any

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="MPX004")
def one_size(project: Project) -> Findings:
    """Report a card deck set at more than one size, or rules under 9 pt."""
    from nrprint.checks.rules.multiplayer.type_floor import template_doc
    from nrprint.multiplayer.laid_out import card_layouts
    from nrprint.multiplayer.overview_geometry import plan
    from nrprint.multiplayer.style import READ_FLOOR, style

    st = style()
    for key in ("body_size",):
        value = getattr(st.card, key)
        if value < READ_FLOOR - 1e-9:
            yield (
                error(
                    template_doc().pos(("card", key)),
                    f"card.{key} is {value:g} pt; the cards' rules must be at least {READ_FLOOR:g} pt",
                )
            )
    if st.overview.body_min < READ_FLOOR - 1e-9:
        yield (
            error(
                template_doc().pos(("overview", "body_min")),
                f"overview.body_min is {st.overview.body_min:g} pt; the overview's rules must be at least "
                f"{READ_FLOOR:g} pt (let them run onto the second page)",
            )
        )
    for lang in project.langs():
        sizes: dict[float, Any] = {}
        for card_lang, spec, lay in card_layouts(project):
            if card_lang == lang:
                for pb in lay.blocks:
                    if pb.role == "rule":
                        sizes.setdefault(round(pb.block.size, 2), spec)
        if len(sizes) > 1:
            spec = sizes[min(sizes)]
            yield error(
                spec.card.pos("title"),
                f"the {lang} cards set their rules at {len(sizes)} sizes "
                f"({', '.join(f'{s:g}' for s in sorted(sizes))} pt); the deck uses one",
            )
    rules, house = project.get("multiplayer"), project.get("multiplayer-houserules")
    for lang in project.langs():
        for paper in ("a4", "letter"):
            flow = plan(rules, house, lang, paper).flow
            if not flow.fits:
                yield error(
                    rules.pos("cards"),
                    f"overview ({lang}, {paper}): the rules do not fit two pages at "
                    f"{st.overview.body_min:g} pt; shorten them",
                )
