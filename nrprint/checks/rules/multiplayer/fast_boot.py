"""MPF001: the fast-boot half-strength rounding is stated on the cards.

Fast-booted ice has half strength; the source never says how odd strengths round, so
the rounding must be an amount (``fast_boot_rounding``) with a value and printed by a
rule in both languages — never left for players to guess at the table.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.multiplayer.values import needed, resolve

NAME = "fast_boot_rounding"


@check(code="MPF001")
def fast_boot(project: Project) -> Findings:
    """``[[fast_boot_rounding]]`` is defined, has a value and appears in EN and FR."""
    rules = project.get("multiplayer")
    if NAME not in rules.values:
        yield error(rules.pos("values"), f"no {NAME} amount: state how half strength rounds")
        return
    where = rules.values[NAME].pos()
    if NAME not in resolve(rules, project.get("multiplayer-houserules")):
        yield error(where, f"{NAME} has no value: give one in houserules.yaml")
    for lang in project.langs():
        if not any(NAME in needed(r.text.get(lang)) for c in rules.cards for r in c.rules):
            yield error(where, f"no {lang} rule prints [[{NAME}]]: the rounding is not stated")
