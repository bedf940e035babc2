"""The rules of the turn sequence summary, in the order they run."""

from nrprint.checks.rule import on_project
from nrprint.turnseq import DOMAINS

RULES = (
    on_project("fit", *DOMAINS),
    on_project("budget", "turn"),
    on_project("costs", "turn"),
    on_project("said_clicks", "turn"),
    on_project("phases", "turn"),
    on_project("setup", "turn"),
    on_project("type_floor", *DOMAINS),
    on_project("reading_size", *DOMAINS),
)
