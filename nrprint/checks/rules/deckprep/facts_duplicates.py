"""DPF001: a card appears once in the card facts (names compared ignoring case/accents)."""

from __future__ import annotations

from typing import Any

from nrprint.checks.rule import Findings, check, error
from nrprint.deckprep.cards import card_key
from nrprint.model.project import Project


@check(code="DPF001")
def facts_duplicates(project: Project) -> Findings:
    """Each card is listed once in automa/card-facts.yaml: a second entry would be ignored."""
    seen: dict[str, Any] = {}  # positions are looked up only for a duplicate
    for fact in project.get("card-facts").cards:
        key = card_key(fact.name)
        if key in seen:
            first = seen[key].pos("name").line
            yield error(
                fact.pos("name"), f"'{fact.name}' is already listed (line {first}); the first entry wins"
            )
        else:
            seen[key] = fact
