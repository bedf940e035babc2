"""MPV002/MPV003: every amount a rule needs has a value.

MPV002: a rule uses ``[[name]]`` whose amount the source lost and houserules.yaml does
not give (a guess would be needed: the table must agree on one). MPV003: ``[[name]]``
names no amount of the ``values`` table.
"""

from nrprint.checks.rule import Findings, check
from nrprint.model.project import Project
from nrprint.multiplayer.values import needed, resolve

NO_VALUE = "MPV002"
UNKNOWN_AMOUNT = "MPV003"


@check(codes=(NO_VALUE, UNKNOWN_AMOUNT))
def values_needed(project: Project) -> Findings:
    """Each ``[[name]]`` in a rule resolves to a source value or a house rule."""
    rules = project.get("multiplayer")
    resolved = resolve(rules, project.get("multiplayer-houserules"))
    for card in rules.cards:
        for rule in card.rules:
            for lang in project.langs():
                for name in dict.fromkeys(needed(rule.text.get(lang))):
                    where = rule.text.where(lang)
                    if name not in rules.values:
                        yield where.error(UNKNOWN_AMOUNT, f"[[{name}]] is not an amount of the values table")
                    elif name not in resolved:
                        src = rules.values[name].missing_in_source
                        lost = f" (lost in {src.seed}, section {src.section})" if src else ""
                        yield where.error(
                            NO_VALUE,
                            f"card {card.id} needs {name}{lost}: the source has no value and "
                            f"houserules.yaml gives none; add `{name}:` under values",
                        )
