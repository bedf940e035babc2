"""The rules of the card facts for preparing the Automa's decks, in the order they run."""

from nrprint.checks.rule import on_project

RULES = (
    on_project("facts_advancement", "card-facts"),
    on_project("facts_duplicates", "card-facts"),
    on_project("facts_side", "card-facts"),
)
