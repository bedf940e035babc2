"""MPE001: the trading example agrees with the exchange rates.

Sponsor → Agent: the Agent gains ``pays / s2a_spent × s2a_received``; Agent → Sponsor:
the Sponsor gains ``pays / a2s_spent × a2s_received``; the payment is a whole number of
exchanges. When a house rule changes a rate, the example must change with it.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project
from nrprint.multiplayer.values import is_number, resolve

PAIRS = (
    ("example_sponsor_pays", "example_agent_gains", "s2a_spent", "s2a_received"),
    ("example_agent_pays", "example_sponsor_gains", "a2s_spent", "a2s_received"),
)


@check(code="MPE001")
def trade_example(project: Project) -> Findings:
    """Each example payment and gain follows its rate."""
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    res = resolve(rules, house)
    for pays, gains, spent, received in PAIRS:
        names = (pays, gains, spent, received)
        if not all(n in res and is_number(res[n].value) for n in names):
            continue  # missing or wrong-typed amounts are reported by their own checks
        p, g, s, r = (int(res[n].value) for n in names)  # whole numbers, as just checked
        where = house.pos("values", gains) if res[gains].house else rules.values[gains].pos()
        if s == 0 or p % s:
            yield error(where, f"{pays} = {p} is not a whole number of exchanges of {s}")
        elif p // s * r != g:
            yield error(where, f"{gains} = {g}, but paying {p} at {s} for {r} gives {p // s * r}")
