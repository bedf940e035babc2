"""MPV001 (note): an amount printed on the cards rests on a house rule.

The source lost it (or leaves it unstated, or the table overrides it): the cards mark
it with the house-rule sign and footnote. Nothing is wrong, so it is a note: commands
count the notes in one line, and `nrprint check --notes` lists them for the organiser.
"""

from nrprint.checks.rule import Findings, check, note
from nrprint.model.project import Project
from nrprint.multiplayer.values import FORMS, needed, resolve


@check(code="MPV001")
def house_values(project: Project) -> Findings:
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
        # The noun in English's plural ("bits the Sponsor pays"), as the sentence reads.
        what = FORMS.sub(lambda m: _plural(rules, m.group(2)) or m.group(1), rules.values[name].what.en)
        if res.overrides is not None:
            why = f"overrides the source's {res.overrides}"
        else:
            why = "the source does not give it"
        yield note(
            house.pos("values", name),
            f"{name} = {res.value} ({what}) is a house rule: {why}; printed with the house-rule mark",
        )


def _plural(rules, noun: str | None) -> str:
    """English's "other" form of ``noun`` from the nouns table ("" for no noun)."""
    if not noun:
        return ""
    forms = rules.nouns.get(noun)
    return forms.en.split("|")[-1] if forms is not None else noun
