"""MPX002: nothing a player reads on the Big Sell-Out cards or overview is under 6.5 pt.

The template's font sizes, and every size the layout actually sets (fitted rules,
titles, orders, small print, seat labels on the diagrams), in every language, on the
card and on both papers of the overview.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

# Template keys that are font sizes (points), by section of templates/multiplayer.yaml.
FONT_KEYS = {
    "card": ("title_size", "kicker_size", "body_size", "foot_size", "order_size"),
    "overview": (
        "title_size",
        "heading_size",
        "body_size",
        "body_min",
        "order_size",
        "foot_size",
        "table_size",
    ),
}


def template_doc():
    """``templates/multiplayer.yaml`` with positions (for messages that point into it)."""
    from nrprint.source.reader import load_yaml
    from nrprint.system.paths import default_dir

    return load_yaml(default_dir() / "multiplayer.yaml", "templates/multiplayer.yaml")


@check(code="MPX002")
def type_floor(project: Project) -> Findings:
    """Report each template size and each laid-out size under the floor."""
    from nrprint.layout.floor import TYPE_FLOOR_PT
    from nrprint.multiplayer.diagram import diagram
    from nrprint.multiplayer.laid_out import card_layouts
    from nrprint.multiplayer.overview_geometry import overview_sizes
    from nrprint.multiplayer.style import style

    st = style()
    doc = template_doc()
    low = [
        (section, key, getattr(getattr(st, section), key))
        for section, keys in FONT_KEYS.items()
        for key in keys
        if getattr(getattr(st, section), key) < TYPE_FLOOR_PT - 1e-9
    ]
    for section, key, value in low:
        yield error(
            doc.pos((section, key)),
            f"{section}.{key} is {value:g} pt; nothing a player reads may be under {TYPE_FLOOR_PT:g} pt",
        )
    if low:
        return  # every card would repeat the template's fault
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    for lang, spec, lay in card_layouts(project):
        found = {pb.role: pb.block.size for pb in lay.blocks}
        if lay.diagram is not None:
            box = lay.diagram
            marks = diagram(spec.seats, box.x, box.y, box.w, box.h).seats
            found["seat label"] = min(m.label_size for m in marks)
        for role, pt in sorted(found.items()):
            if pt < TYPE_FLOOR_PT - 1e-9:
                yield error(
                    spec.card.pos("title"),
                    f"card {spec.key} ({lang}): its {role} is set at {pt:.1f} pt, "
                    f"under {TYPE_FLOOR_PT:g} pt; shorten the text or enlarge the template's sizes",
                )
    for lang in project.langs():
        for paper in ("a4", "letter"):
            for what, pt in overview_sizes(rules, house, lang, paper).items():
                if pt < TYPE_FLOOR_PT - 1e-9:
                    yield error(
                        rules.pos("cards"),
                        f"overview ({lang}, {paper}): its {what} are set at {pt:.1f} pt, "
                        f"under {TYPE_FLOOR_PT:g} pt; shorten the rules or enlarge the template's sizes",
                    )
