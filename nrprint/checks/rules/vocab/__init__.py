"""The rules of the words the set prints for game things, in every document, in the order they run."""

from nrprint.checks.rule import on_project, on_text

# Where the rules the glossary states are read (``rules_present``): the glossary, then
# the documents that state them.
RULES_READ_IN = ("glossary-terms", "automa-rules", "automa-reference", "setup-sheets")

RULES = (
    on_text("absent_names"),
    on_project("click_styles", "automa-decks", "automa-reference"),
    on_text("house_mark"),
    on_project("house_mark_keys", "glossary-terms", "automa-rules"),
    on_text("one_form"),
    on_text("pile_codes"),
    on_project("pile_key", "glossary-terms"),
    on_text("pile_written"),
    on_text("references"),
    on_text("written_out"),
    on_text("rules_stated"),
    on_project("rules_present", *RULES_READ_IN),
)
