"""MPX006: every card's footer names its source sections in the card's language.

The small print at the foot of a card names the sections of the variant it restates;
a section without an entry in ``sections:`` (or without the card's language there)
would print in English on a French or German card.
"""

from nrprint.checks.registry import check


@check("multiplayer-footers", codes=("MPX006",), domains=("multiplayer",))
def footers(project):
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
            entry = rules.sections.get(name)
            missing = [lang for lang in langs if entry is None or not entry.raw(lang)]
            if missing:
                yield rule.source.pos("section").error(
                    "MPX006",
                    f"card {card.id}: section {name!r} has no {'/'.join(missing)} name under "
                    "`sections:`; its footer would print it in English",
                )
