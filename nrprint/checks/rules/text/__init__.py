"""The rules of every printed string: its glyphs, icons and markup, in the order they run."""

from nrprint.checks.rule import on_text

RULES = (
    on_text("glyphs"),
    on_text("icons"),
    on_text("markup"),
)
