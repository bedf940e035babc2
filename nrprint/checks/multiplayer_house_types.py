"""MPH001/MPH002: house-rule values are usable.

MPH001: a value that is not a whole number ≥ 0 (or, for a choice, not one of its
words). MPH002: a house rule for an amount the rules do not have (a typo would
otherwise be silently ignored while the card prints the source's value, or nothing).
"""

from nrprint.checks.registry import check
from nrprint.multiplayer.values import house_value_ok


@check(
    "multiplayer-house-types",
    codes=("MPH001", "MPH002"),
    domains=("multiplayer", "multiplayer-houserules"),
)
def house_types(project):
    """Each house-rule value names a known amount and has the right type."""
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    for name, value in house.values.items():
        where = house.pos("values", name)
        vdef = rules.values.get(name)
        if vdef is None:
            yield where.error("MPH002", f"no amount named {name}; known: {', '.join(sorted(rules.values))}")
        elif not house_value_ok(vdef, value):
            if vdef.kind == "choice":
                want = f"one of {', '.join(sorted(vdef.choices))}"
            else:
                want = "a whole number (0 or more)"
            yield where.error("MPH001", f"{name}: {value!r} is not {want}")
