"""MPR001/MPR002: every rule and every amount says where in the source it comes from.

MPR001: a rule (or the seating data) without ``source``, or an amount with neither
``source`` nor ``missing_in_source`` (or with both). MPR002: a provenance that names a
seed file or section the variant does not have.
"""

from nrprint.checks.rule import Findings, check
from nrprint.model.multiplayer import SECTIONS, SEEDS
from nrprint.model.project import Project

NO_SOURCE = "MPR001"
UNKNOWN_SEED = "MPR002"


def _where(src, label):
    if src.seed not in SEEDS:
        yield src.pos("seed").error(
            UNKNOWN_SEED, f"{label}: unknown seed file {src.seed!r}; use one of {', '.join(SEEDS)}"
        )
    if src.section not in SECTIONS:
        yield src.pos("section").error(
            UNKNOWN_SEED,
            f"{label}: the variant has no section {src.section!r}; sections: {', '.join(SECTIONS)}",
        )
    for seed in getattr(src, "checked", []):
        if seed not in SEEDS:
            yield src.pos("checked").error(UNKNOWN_SEED, f"{label}: unknown seed file {seed!r} in checked")


@check(codes=(NO_SOURCE, UNKNOWN_SEED))
def provenance(project: Project) -> Findings:
    """Rules and amounts carry a seed file and a section of the variant."""
    rules = project.get("multiplayer")
    if rules.table.source is None:
        yield rules.table.pos().error(NO_SOURCE, "the seating data has no source (seed file and section)")
    else:
        yield from _where(rules.table.source, "table")
    for card in rules.cards:
        for i, rule in enumerate(card.rules):
            label = f"card {card.id}, rule {i + 1}"
            if rule.source is None:
                yield rule.pos().error(NO_SOURCE, f"{label} has no source (seed file and section)")
            else:
                yield from _where(rule.source, label)
    for name, vdef in rules.values.items():
        given = [s for s in (vdef.source, vdef.missing_in_source) if s is not None]
        if len(given) != 1:
            yield vdef.pos().error(
                NO_SOURCE,
                f"amount {name} needs exactly one of source (with its value) or missing_in_source",
            )
        for src in given:
            yield from _where(src, f"amount {name}")
