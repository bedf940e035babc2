"""The rules, one module each, by family: ``<family>/<rule>.py`` declares one rule
(``nrprint.checks.rule``) and ``<family>/__init__.py`` lists its family's rules in
order. ``FAMILIES`` lists the families in order; ``docs/codes.md`` is generated from
them (``python scripts/codes.py``).

A family's list and this one import no rule: a run imports only the rules it runs.
"""

from nrprint.checks.rules import (
    automa,
    deckprep,
    glossary,
    i18n,
    multiplayer,
    rulings,
    sheets,
    text,
    timeline,
    turn,
    vocab,
)

FAMILIES = {
    "automa": automa.RULES,
    "deckprep": deckprep.RULES,
    "glossary": glossary.RULES,
    "i18n": i18n.RULES,
    "multiplayer": multiplayer.RULES,
    "rulings": rulings.RULES,
    "sheets": sheets.RULES,
    "text": text.RULES,
    "timeline": timeline.RULES,
    "turn": turn.RULES,
    "vocab": vocab.RULES,
}
