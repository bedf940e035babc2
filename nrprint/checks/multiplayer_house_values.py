"""MPV001 (warning): an amount printed on the cards rests on a house rule.

The source lost it (or leaves it unstated, or the table overrides it): the cards mark
it with the house-rule sign and footnote; the warning keeps the organiser aware.
"""

from nrprint.checks.registry import check
from nrprint.multiplayer.values import FORMS, needed, resolve


@check("multiplayer-house-values", codes=("MPV001",), domains=("multiplayer", "multiplayer-houserules"))
def house_values(project):
    """List every amount used by a rule whose value comes from houserules.yaml."""
    rules = project.get("multiplayer")
    house = project.get("multiplayer-houserules")
    used = {
        n
        for card in rules.cards
        for r in card.rules
        for n in needed(" ".join(r.text.get(lang) for lang in project.langs()))
    }
    for name, res in resolve(rules, house).items():
        if not res.house or name not in used:
            continue
        what = FORMS.sub(lambda m: m.group(2) or m.group(1), rules.values[name].what.en)
        if res.overrides is not None:
            why = f"overrides the source's {res.overrides}"
        else:
            why = "the source does not give it"
        yield house.pos("values", name).warning(
            "MPV001",
            f"{name} = {res.value} ({what}) is a house rule: {why}; printed with the house-rule mark",
        )
