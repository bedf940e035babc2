"""The rules of the run timeline, in the order they run."""

from nrprint.checks.rule import on_project

RULES = (
    on_project("drawn", "timeline"),
    on_project("ends", "timeline"),
    on_project("heads", "timeline"),
    on_project("jumps", "timeline"),
    on_project("loop", "timeline"),
    on_project("reachable", "timeline"),
)
