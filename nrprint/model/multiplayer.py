"""The Big Sell-Out (multiplayer variant): rules content and the table's house-rule config.

Two domains:

* ``multiplayer`` — ``content/multiplayer/rules.yaml``: our own bilingual wording of the
  variant, card by card. Every rule names where it comes from (seed file and section).
  Amounts are not written into the prose: a rule says ``[[name]]`` and the ``values``
  table says where the amount comes from — either the source (``source.value``) or
  ``missing_in_source`` when the text conversion lost it.
* ``multiplayer-houserules`` — ``content/multiplayer/houserules.yaml``: the values a
  table agrees on for what the source lost (and optional overrides), and which table
  sizes to print turn-order cards for.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from nrprint.diagnostics import Diagnostic
from nrprint.model.base import Node, Plural, Text, validate
from nrprint.model.domains import HOUSERULES_FILE
from nrprint.model.project import Project
from nrprint.source.reader import load_yaml

# The two copies of the variant in ../shared/seeds/ (000 is the primary source).
SEEDS = ("000_ec9e0cf93cef1cd5.txt", "001_ee62a4bc5f4ba65a.txt")
# Section headings of the variant, as both copies spell them.
SECTIONS = (
    "Introduction",
    "Deckbuilding",
    "Teams and Seating",
    "Sequence of Play",
    "Trading Bits",
    "Running the Agent Fort",
    "Running Other Forts",
    "Handling Tags",
    "Handling Agendas",
    "Victory!",
    "Optional Rules",
)
Role = Literal["sponsor", "agent"]


class Source(Node):
    """Provenance: which seed file and which of its sections a rule restates."""

    seed: str
    section: str


class SourcedValue(Source):
    """An amount the source gives, with where it gives it."""

    value: int | str


class Missing(Source):
    """An amount the source needs but lost in conversion; ``checked`` lists the copies read."""

    checked: list[str] = Field(default_factory=list)
    note: Text | None = None


class ValueDef(Node):
    """One amount a rule needs. Exactly one of ``source`` / ``missing_in_source``.

    ``kind: number`` takes a positive whole number; ``kind: choice`` takes one of the
    keys of ``choices`` (each choice has its wording in both languages).
    """

    what: Text
    kind: Literal["number", "choice"] = "number"
    choices: dict[str, Text] = Field(default_factory=dict)
    source: SourcedValue | None = None
    missing_in_source: Missing | None = None


class Rule(Node):
    """One rule sentence (or a few), in our own words, with its provenance.

    ``rulings`` names cards that have entries in the rulings reference; the printed card
    points to them when the rulings are imported.
    """

    text: Text
    source: Source | None = None
    rulings: list[str] = Field(default_factory=list)


class Card(Node):
    """A reference card. ``turn_order: true`` makes one card per configured table size,
    with its seating diagram above the rules."""

    id: str
    title: Text
    kicker: Text
    side: Literal["sponsor", "agent", "team"] = "team"
    turn_order: bool = False
    rules: list[Rule]


class Table(Node):
    """Seating data: the seats of one team (clockwise) and how the rounds go.

    ``first_round`` lists role phases: every player of the first role in team order,
    then every player of the next. ``later_rounds: seating`` means clockwise from Sponsor 1.
    """

    team: list[Role]
    first_round: list[Role]
    later_rounds: Literal["seating"] = "seating"
    source: Source | None = None


class MultiplayerRules(Node):
    """``content/multiplayer/rules.yaml``."""

    title: Text
    subtitle: Text
    labels: dict[str, Text]
    # Nouns printed after a count (``[[amount|bit]]``), each one message with its plural
    # forms (``nrprint.lang.plurals``).
    nouns: dict[str, Plural] = Field(default_factory=dict)
    # The source's section headings (keys: as in ``SECTIONS``) in each language, for the
    # source line of the cards; a heading not listed prints as the source spells it.
    sections: dict[str, Text] = Field(default_factory=dict)
    table: Table
    values: dict[str, ValueDef]
    cards: list[Card]


class HouseRules(Node):
    """``content/multiplayer/houserules.yaml``: the table's agreed values.

    ``values`` maps a value name from rules.yaml to a number (or a choice key); types are
    checked against rules.yaml by the rules model so the message can say what is wrong.
    """

    player_counts: list[Any] = Field(default_factory=lambda: [4, 6, 8])
    values: dict[str, Any] = Field(default_factory=dict)


def load_houserules(project: Project) -> tuple[HouseRules | None, list[Diagnostic]]:
    """Load the house rules; an absent file means "no house rules" (every lost value then
    fails the rules model loudly instead of this domain silently skipping its checks)."""
    path = project.safe_path(HOUSERULES_FILE)
    if not path.exists():
        return HouseRules(), []
    return validate(load_yaml(path, project.display(HOUSERULES_FILE)), HouseRules)
