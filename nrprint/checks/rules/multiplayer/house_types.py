"""MPH001/MPH002: house-rule values are usable.

MPH001: a value that is not a whole number ≥ 0 (or, for a choice, not one of its
words). MPH002: a house rule for an amount the rules do not have (a typo would
otherwise be silently ignored while the card prints the source's value, or nothing).
"""

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.multiplayer.values import house_value_ok

WRONG_TYPE = "MPH001"
UNKNOWN_AMOUNT = "MPH002"


@check(codes=(WRONG_TYPE, UNKNOWN_AMOUNT))
def house_types(project: Project) -> Findings:
    """Each house-rule value names a known amount and has the right type."""
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    for name, value in house.values.items():
        where = house.pos("values", name)
        vdef = rules.values.get(name)
        if vdef is None:
            yield where.error(
                UNKNOWN_AMOUNT, f"no amount named {name}; known: {', '.join(sorted(rules.values))}"
            )
        elif not house_value_ok(vdef, value):
            if vdef.kind == "choice":
                want = f"one of {', '.join(sorted(vdef.choices))}"
            else:
                want = "a whole number (0 or more)"
            yield where.error(WRONG_TYPE, f"{name}: {value!r} is not {want}")
