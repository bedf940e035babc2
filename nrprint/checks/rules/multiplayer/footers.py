"""MPX006: every card's footer names its source sections in the card's language.

The small print at the foot of a card names the sections of the variant it restates;
a section without an entry in ``sections:`` would print in English on a French or
German card. An entry that lacks one language is a string still to translate, which
I18N001 reports (a draft language prints it in English, marked).
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="MPX006")
def footers(project: Project) -> Findings:
    """Report a rule's source section that has no name in a printed language."""
    rules = project.get("multiplayer")
    langs = project.translations()
    for card in rules.cards:
        reported: set[str] = set()
        for rule in card.rules:
            if rule.source is None or rule.source.section in reported:
                continue  # MPR001, or said once for this card
            name = rule.source.section
            reported.add(name)
            if name not in rules.sections and langs:
                yield error(
                    rule.source.pos("section"),
                    f"card {card.id}: section {name!r} has no {'/'.join(langs)} name under "
                    "`sections:`; its footer would print it in English",
                )
