"""Content domains for the Automa print-and-play decks (``content/automa/``).

A deck file (``content/automa/decks/*.yaml``) holds one deck: Corporation AI cards
(three clicks each), Runner AI cards (four clicks each) or behaviour cards (sides A and
B). The grammar follows the Automa rulebook; values that must come from its vocabulary
(actions, special orders, conditions, locations, targets) are plain strings here and
are checked by ``nrprint/checks/automa_*.py`` so a typo gets a precise diagnostic.

The ``cards`` part of ``glossary-terms.yaml`` (the set's one glossary) gives the printed
words for every vocabulary entry (``nrprint.model.card_words``); ``automa/reference.yaml``
holds the quick-reference sheet texts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from pydantic import Field, ValidationError

from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.model.base import LazyNodes, Node, Text, attach, validate
from nrprint.model.domains import DECK_DIR
from nrprint.model.project import Project
from nrprint.source.packed import Packed, pack
from nrprint.source.reader import SourceDoc, load_yaml_items
from nrprint.source.validate import validate_part

DeckKind = Literal["corp", "runner", "behaviour"]


class Step(Node):
    """An action with an optional special order: a secondary click or a behaviour entry."""

    action: str
    order: str | None = None
    note: Text | None = None


class RunData(Node):
    """A run's data: its colour (its name on the card), link limit and trash limit.

    The limits are typed loosely on purpose: check AUT007 explains a bad value.
    """

    colour: str
    link_limit: Any = None
    trash_limit: Any = None


class Row(Node):
    """One execution-order row: an optional condition that diverts to an action, and a
    location with a target for the run."""

    condition: str | None = None
    divert: str | None = None
    location: str | None = None
    target: str | None = None


class Click(Node):
    """One click of an AI card.

    ``action`` is the primary click; ``secondary`` (to its right) is tried when the
    primary cannot be done. Runner run clicks carry ``run`` data and either their own
    ``execution`` order or ``reuse`` (the colour of another run on the card).
    """

    action: str | None = None
    order: str | None = None
    condition: str | None = None
    secondary: Step | None = None
    run: RunData | None = None
    execution: list[Row] | None = None
    reuse: str | None = None
    disposable: bool = False
    reserved: bool = False
    note: Text | None = None


class Lower(Node):
    """The lower instruction: spend every click still available on it.

    ``credits``: gain 1 credit per available click; ``behaviour``: use the behaviour card
    (Corp); ``run``: attempt the run of colour ``run`` once per available click (Runner).
    """

    kind: str
    run: str | None = None


class Side(Node):
    """A behaviour-card side: actions read left to right, top to bottom."""

    actions: list[Step] = Field(default_factory=list)


class Card(Node):
    id: str = Field(min_length=1, max_length=40)
    title: Text
    clicks: list[Click] = Field(default_factory=list)
    lower: Lower | None = None
    side_a: Side | None = None
    side_b: Side | None = None
    note: Text | None = None


class Deck(Node):
    """One deck; ``size`` is the card count the designer states (checked, AUT013).

    A loaded deck's ``cards`` is a :class:`~nrprint.model.base.LazyNodes`: each card is
    built when read, so a deck of any size holds little memory.
    """

    version: Literal[1] = 1
    id: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")
    kind: DeckKind
    stratagem: bool = False
    title: Text
    design_notes: Text
    size: int
    cards: Sequence[Card]


class Decks(Node):
    """Every deck file, in file-name order."""

    decks: list[Deck] = Field(default_factory=list)


class Callout(Node):
    key: str
    text: Text


class RefSheet(Node):
    """One quick-reference page: an example card (same grammar as the decks), numbered
    callouts pointing at its parts, then short sections."""

    title: Text
    intro: Text
    example: Card
    callouts: list[Callout]
    sections: list[Callout]


class Reference(Node):
    corp: RefSheet
    runner: RefSheet
    calibration: list[Text]


def load_decks(project: Project) -> tuple[Decks | None, list[Diagnostic]]:
    """Read every ``automa/decks/*.yaml``; diagnostics of all files at once."""
    folder = project.safe_path(DECK_DIR)
    if not folder.is_dir():
        return None, []  # a content folder without Automa decks: nothing to check or build
    files = sorted(folder.glob("*.yaml"))
    if not files:
        return None, [Pos(project.display(DECK_DIR)).error("IO006", "no Automa deck files (*.yaml) found")]
    decks: list[Deck] = []
    diags: list[Diagnostic] = []
    for file in files:
        shown = project.display(f"{DECK_DIR}/{file.name}")
        try:
            # A deck file may be a link, but not to a file outside the content folder.
            doc = load_yaml_items(project.safe_path(f"{DECK_DIR}/{file.name}"), shown, "cards")
        except ContentError as exc:
            diags.extend(exc.diagnostics)
            continue
        deck, found = _validate_deck(doc, len(decks), project.card_pass)
        diags.extend(found)
        if deck is not None:
            decks.append(deck)
    if diags:
        return None, diags
    return Decks(decks=decks), []


# What reads a deck's cards: ``(d, deck, cards) -> (ids, diagnostics)`` for the deck at
# index ``d`` (its own fields validated and placed, its cards still packed).
CardPass = Callable[[int, "Deck", LazyNodes["Card"]], tuple[list[str], list[Diagnostic]]]


def read_card(cards: LazyNodes[Card], i: int) -> tuple[Card | None, list[Diagnostic]]:
    """Card ``i`` as the checks read it (``LazyNodes.checked``: no positions until a
    message asks), or the schema's diagnostics at their positions."""
    try:
        return cards.checked(i), []
    except ValidationError:
        return validate_part(cards.doc, Card, cards.blobs.item(i), (*cards.kp, i))


def read_cards(d: int, deck: Deck | None, cards: LazyNodes[Card]) -> tuple[list[str], list[Diagnostic]]:
    """Each card validated: its id ("" when invalid), and the schema's diagnostics."""
    ids, diags = [], []
    for i in range(len(cards)):
        card, found = read_card(cards, i)
        diags.extend(found)
        ids.append(card.id if card is not None else "")
    return ids, diags


def _validate_deck(
    doc: SourceDoc, d: int = 0, card_pass: CardPass | None = None
) -> tuple[Deck | None, list[Diagnostic]]:
    """The deck's own fields, then each card alone (by ``card_pass``, which the checks
    set to check each card as it is read); the cards stay packed (LazyNodes)."""
    data = doc.data
    raw = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(raw, list):  # no card list at all: the whole model words the error
        return validate(doc, Deck)
    cards = LazyNodes(Card, doc, ("cards",), raw if isinstance(raw, Packed) else pack(raw), ())
    head, diags = validate_part(doc, Deck, {**data, "cards": []})
    if head is not None:
        attach(head, doc)  # the deck as the checks of its cards see it: its fields, placed
    if card_pass and head is not None:
        ids, found = card_pass(d, head, cards)
    else:
        ids, found = read_cards(d, head, cards)
    diags.extend(found)
    doc.data = None
    if head is None or diags:
        return None, sorted(set(diags))
    cards.ids = tuple(ids)
    deck = head.model_copy(update={"cards": cards})
    attach(deck, doc)
    return deck, []
