"""The rules of the Automa AI decks: each card's clicks, rows and words, and the decks as a whole, in the order they run."""

from nrprint.checks.rule import on_card, on_project

RULES = (
    on_card("actions"),
    on_card("behaviour"),
    on_card("clicks"),
    on_card("colours"),
    on_card("conditions"),
    on_project("economy", "automa-decks"),
    on_card("fit", "automa-glossary"),
    on_project("ids", "automa-decks"),
    on_card("limits"),
    on_card("lower"),
    on_card("marks"),
    on_card("orders"),
    on_card("orphan_codes", "automa-glossary"),
    on_project("reference_fit", "automa-reference", "automa-glossary"),
    on_card("reuse"),
    on_card("rows"),
    on_card("secondary"),
    on_project("size", "automa-decks"),
)
