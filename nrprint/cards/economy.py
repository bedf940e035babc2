"""Is a card *economy*? The Automa rulebook's test, applied to a card's text.

The rulebook (seed 003) puts a Runner event or resource that makes money or makes
things cheaper into the Economy deck, and keeps a Corp operation or upgrade that makes
money out of the Stratagem deck. Each rule below is one way a card text says so;
the first that matches decides, and its name is kept with the card so that
``nrprint cards explain NAME`` can say why. No rule matching means "not economy".

Card texts use NetrunnerDB's tokens: ``9[credit]``, ``1[recurring-credit]``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

Rule = Callable[[str, str], str | None]  # (text, side) -> evidence, or None
RULES: dict[str, tuple[str, Rule]] = {}


def rule(name: str, says: str) -> Callable[[Rule], Rule]:
    def deco(fn: Rule) -> Rule:
        if name in RULES:
            raise ValueError(f"two economy rules are named {name!r}")
        RULES[name] = (says, fn)
        return fn

    return deco


def _evidence(m: re.Match[str] | None, text: str) -> str | None:
    """The words that matched, and no more: the card's text is the publisher's."""
    return m.group(0) if m is not None else None


GAIN = re.compile(r"\bgains? (?:\d+|X)\s?\[credit\]", re.I)


@rule("gains-credits", "the card makes its player gain credits")
def gains_credits(text: str, side: str) -> str | None:
    """``gain 9[credit]``, unless the opponent is the one who gains."""
    opponent = "corp" if side == "runner" else "runner"
    for m in GAIN.finditer(text):
        before = text[max(0, m.start() - 16) : m.start()].lower()
        if opponent not in before:
            return _evidence(m, text)
    return None


@rule("takes-credits", "the card gives credits to take")
def takes_credits(text: str, side: str) -> str | None:
    """``take 2[credit] from this resource`` (or from the bank), ``take all credits``."""
    pattern = r"\btakes? (?:\d+|X|all)\s?(?:hosted )?\[credit\]|\btakes? all (?:hosted )?credits"
    return _evidence(re.search(pattern, text, re.I), text)


@rule("hosted-credits", "the card holds credits its player spends")
def hosted_credits(text: str, side: str) -> str | None:
    """``place 1[credit] on this resource`` / ``load 8[credit] onto it`` with the credits
    spent later: money stored on the card."""
    stores = re.search(r"\b(?:place|load)s? (?:\d+|X)\s?\[credit\] (?:on|onto)", text, re.I)
    spent = re.search(
        r"spend hosted credits|use (?:hosted )?credits on|hosted credits are considered to be in your credit pool",
        text,
        re.I,
    )
    return f"{stores.group(0)} … {spent.group(0)}" if stores and spent else None


@rule("recurring-credits", "the card refills credits every turn")
def recurring_credits(text: str, side: str) -> str | None:
    """``1[recurring-credit]``."""
    return _evidence(re.search(r"\d+\s?\[recurring-credit\]", text), text)


@rule("lowers-costs", "the card lowers or pays costs")
def lowers_costs(text: str, side: str) -> str | None:
    """``costs 2[credit] less``, ``lower the install cost``, ``ignoring all costs``."""
    pattern = (
        r"(?:\d+|X)\s?\[credit\] less|\blowers? the (?:\w+ )?cost|\breduce (?:the )?(?:\w+ )?cost"
        r"|\bignor(?:e|ing) (?:all )?(?:the )?(?:\w+ )?costs?|\bwithout paying (?:its|the|any) (?:\w+ )?cost"
    )
    return _evidence(re.search(pattern, text, re.I), text)


@dataclass(frozen=True, slots=True)
class Decision:
    economy: bool
    rule: str  # a RULES name, or "no-rule"
    evidence: str  # the words that matched, kept short


def decide(text: str, side: str) -> Decision:
    """The first rule that matches ``text`` (HTML already removed) decides."""
    for name, (_says, fn) in RULES.items():
        found = fn(text, side)
        if found:
            return Decision(True, name, found)
    return Decision(False, "no-rule", "")


def plain(text: str) -> str:
    """NetrunnerDB text without its HTML (``<strong>``, ``<errata>``...)."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", text or "")).strip()
