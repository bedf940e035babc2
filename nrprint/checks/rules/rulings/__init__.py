"""The rules of the imported rulings list, in the order they run."""

from nrprint.checks.rule import on_project

RULES = (
    on_project("count", "rulings"),
    on_project("dates", "rulings"),
    on_project("glyphs", "rulings"),
    on_project("names", "rulings"),
    on_project("xrefs", "rulings"),
)
