"""The rules of the glossary of game terms and their translations, in the order they run."""

from nrprint.checks.rule import on_project, on_text

RULES = (
    on_project("language_keys", "glossary-terms"),
    on_text("terms"),
)
