"""The rules of the declared languages and each string's translations, in the order they run."""

from nrprint.checks.rule import on_project, on_text

RULES = (
    on_text("keys"),
    on_text("missing"),
    on_text("stale"),
    on_project("languages", "languages"),
    on_text("parity"),
)
