"""AUT010: every AI card has a lower instruction that its side can use."""

from nrprint.automa.vocab import CORP_LOWER, RUNNER_LOWER, suggest
from nrprint.checks.registry import card_check


@card_check("automa-lower", codes=("AUT010",))
def lower_instruction(project, deck, card):
    """Clicks that cannot be resolved are spent on the lower instruction: Corp cards gain
    1 credit per click or use the behaviour card; Runner cards gain credits or repeat a
    run of the card, named by its colour. Behaviour cards have none."""
    if deck.kind == "behaviour":
        if card.lower is not None:
            yield card.pos("lower").error(
                "AUT010",
                f"behaviour card '{card.id}': behaviour cards have no lower instruction",
            )
        return
    if card.lower is None:
        yield card.pos("id").error("AUT010", f"card '{card.id}' has no lower instruction (lower:)")
        return
    allowed = CORP_LOWER if deck.kind == "corp" else RUNNER_LOWER
    kind = card.lower.kind
    if kind not in allowed:
        yield card.lower.pos("kind").error(
            "AUT010",
            f"card '{card.id}': unknown lower instruction '{kind}'{suggest(kind, allowed)}",
        )
    elif kind == "run":
        colours = {c.run.colour for c in card.clicks if c.run is not None}
        if card.lower.run not in colours:
            yield card.lower.pos("run" if card.lower.run else "kind").error(
                "AUT010",
                f"card '{card.id}': the lower instruction must name a run of this card "
                f"(one of: {', '.join(sorted(colours)) or 'none'})",
            )
    elif card.lower.run is not None:
        yield card.lower.pos("run").error(
            "AUT010", f"card '{card.id}': only a 'run' lower instruction names a run"
        )
