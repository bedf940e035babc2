"""The words of the booklet's boxed paragraphs: a clarification, a key."""

from __future__ import annotations

from nrprint.lang.printed import PRINTED
from nrprint.model.automa_rules import Block, RulesBooklet

HOUSE_ICON = "houserule"  # the Big Sell-Out cards' house-rule mark (nrprint.render.icons.house)


def clarification_text(booklet: RulesBooklet, block: Block, lang: str) -> str:
    """A clarification as printed: the house-rule mark, the bold label, the text; a key
    (the card codes, boxed so the reader finds it again) prints its text alone."""
    if block.kind == "key":
        return block.text.get(lang)
    colon = PRINTED.punctuation(lang, ":")  # French "Précision :", with its no-break space
    return f"{{{HOUSE_ICON}}} **{booklet.clarification_label.get(lang)}{colon}** {block.text.get(lang)}"
