"""The rules of the Automa setup sheets, in the order they run."""

from nrprint.checks.rule import on_project

RULES = (
    on_project("start_credits", "setup-sheets"),
    on_project("zones", "setup-sheets"),
    on_project("terms", "setup-sheets", "terms"),
    on_project("geometry", "setup-sheets", "terms"),
    on_project("type_floor", "setup-sheets"),
    on_project("styles", "setup-sheets"),
    on_project("captions", "setup-sheets"),
    on_project("labels_once", "setup-sheets"),
    on_project("server_order", "setup-sheets", "automa-rules"),
    on_project("write_in", "setup-sheets"),
)
