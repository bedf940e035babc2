"""The card walk: each Automa card's card checks, then its strings' checks.

A deck's cards are checked where they are validated: while the checks load the decks,
the registry sets ``project.card_pass`` to a :class:`CardsAsRead`, which validates each
card (as reading it must) and checks the card it got, so a card is validated once for
the reading and its checks instead of once for each. It keeps no card: only the
findings, until the registry asks for them. What the card checks see is the same as in
a walk after loading: the card, built without positions and placed when a message asks
(``LazyNodes.checked``), and its deck's own fields (a card check reads only
its card, its deck's fields and the loaded project; the halves rely on it too).

Nothing is drawn before these findings are in: the drawing starts after the
registry returns. A deck that fails to load (a schema error in any card) is not checked:
its findings are dropped (``replay`` is not called). When the decks were not
read under a ``CardsAsRead`` (their loading came from the cache, or a second pass found
them loaded), ``walk_cards`` walks the loaded cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import partial
from itertools import chain
from typing import Any

from nrprint.checks.halves import walk_halves
from nrprint.checks.rule import CardCheck, Rule, TextCheck, coded
from nrprint.diagnostics import Diagnostic
from nrprint.model.automa import Card, read_card
from nrprint.model.base import LazyNodes, iter_texts
from nrprint.model.project import Project

CardRules = list[Rule[CardCheck]]
TextRules = list[Rule[TextCheck]]


def check_card(
    project: Project, rules: tuple[CardRules, TextRules], d: int, deck: Any, i: int, card: Card
) -> Iterator[Diagnostic]:
    """Card ``i`` of deck ``d``: its card rules, then its strings' rules (``rules`` is
    ``(card rules, text rules)``). Each rule's function is called as it is, and the code
    filled in here: a big deck's walk calls each a few hundred thousand times."""
    card_rules, text_rules = rules
    for rule in card_rules:
        for found in rule.fn(project, deck, card):
            yield found if found.code else coded(found, rule.code, rule)
    for label, text in iter_texts(card, f"decks[{d}].cards[{i}]"):
        for text_rule in text_rules:
            for found in text_rule.fn(project, "automa-decks", label, text):
                yield found if found.code else coded(found, text_rule.code, text_rule)


def walk_cards(project: Project, card_rules: CardRules, text_rules: TextRules) -> Iterable[Diagnostic]:
    """Each card of each loaded deck, built once: its card checks, then its strings'
    checks (a big deck's cards in two halves on two cores, ``nrprint.checks.halves``)."""
    decks: Any = project.get("automa-decks")
    if decks is None or not (card_rules or text_rules):
        return
    rules = (card_rules, text_rules)

    def walk(d: int, deck: Any, start: int, stop: int) -> Iterable[Diagnostic]:
        cards = deck.cards
        build = cards.checked if isinstance(cards, LazyNodes) else cards.__getitem__
        for i in range(start, stop):
            yield from check_card(project, rules, d, deck, i, build(i))

    def upper(d: int, deck: Any, start: int, stop: int) -> Iterable[Diagnostic]:
        return walk(d, deck, 1 + start, 1 + stop)  # the cards after the first

    for d, deck in enumerate(decks.decks):
        n = len(deck.cards)
        yield from walk(d, deck, 0, min(n, 1))  # before any fork: what a rule imports on its first call, once
        yield from walk_halves(partial(upper, d, deck), n - 1, project.jobs)


class CardsAsRead:
    """A deck's card pass (``nrprint.model.automa.CardPass``) that checks each valid card
    as it validates it; the findings wait in ``found`` for ``replay``."""

    __slots__ = ("project", "rules", "found", "reads", "ran")

    def __init__(self, project: Project, card_rules: CardRules, text_rules: TextRules):
        self.project = project
        self.rules = (card_rules, text_rules)
        self.found: list[Diagnostic] = []
        self.reads: set[str] = set()  # what the checks read: the walk's unit's, not the loading's
        self.ran = False

    def __call__(self, d: int, deck: Any, cards: LazyNodes[Card]) -> tuple[list[str], list[Diagnostic]]:
        self.ran = True
        project = self.project
        outer, project.reads = project.reads, set()
        ids: list[str] = []
        schema: list[Diagnostic] = []
        n = len(cards)
        try:
            first = self._part(d, deck, cards, 0, min(n, 1))  # before any fork, as walk_cards
            rest = walk_halves(
                lambda start, stop: self._part(d, deck, cards, 1 + start, 1 + stop), n - 1, project.jobs
            )
            for item in chain(first, rest):
                if isinstance(item, str):
                    ids.append(item)
                elif item[0]:
                    schema.append(item[1])
                else:
                    self.found.append(item[1])
        finally:
            self.reads |= project.reads
            project.reads = outer
        return ids, schema

    def _part(self, d: int, deck: Any, cards: LazyNodes[Card], start: int, stop: int) -> Iterator[Any]:
        """Cards ``start .. stop``: each one's id (a str), schema diagnostics ``(True, d)``
        and checks' findings ``(False, d)``; picklable, for the half a child walks."""
        for i in range(start, stop):
            card, schema = read_card(cards, i)
            yield from ((True, diag) for diag in schema)
            yield card.id if card is not None else ""
            if card is not None:
                yield from ((False, diag) for diag in check_card(self.project, self.rules, d, deck, i, card))

    def replay(self) -> list[Diagnostic]:
        """The findings of the cards read, as the walk's unit reports them (with what its
        checks read, for the cache)."""
        if self.project.reads is not None:
            self.project.reads |= self.reads
        return self.found
