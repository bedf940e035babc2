"""A card's play facts, derived from one NetrunnerDB card (``nrprint.model.playfacts``).

Numbers come from the card's JSON fields first (cost, strength, agenda points,
advancement, memory, trash cost, base link, keywords); the rest from its text, one
sentence at a time, by the rules of ``nrprint.cards.play_rules``. Each field keeps the
rule that decided it and the few words that matched, so that ``nrprint cards explain
NAME`` can say why. A sentence no rule understands, or understands only in part, makes
the card *not modelled*, with a short phrase of what the engine does instead.

``derive`` returns a plain JSON-able dict: the fields that differ from ``PlayFacts``'s
defaults, and ``rules``: ``{field: [rule name, evidence]}``. ``to_facts`` turns such a
dict (or a card-facts ``play:`` entry's) into ``PlayFacts``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from nrprint.cards.play_rules import Card, Found, words
from nrprint.cards.play_rules_corp_ops import X_TAGS
from nrprint.cards.play_rules_order import TEXT_RULES
from nrprint.model.playfacts import PlayFacts

# What the engine ignores, named by a word of the sentence no rule understood.
IGNORED = [
    (r"^run\b|\brun (?:hq|r&d|archives|any)", "no run is made"),
    (r"\bencounter|\bbypass", "an encounter effect is ignored"),
    (r"\bstrength\b", "a strength change is ignored"),
    (r"\bapproach", "an approach effect is ignored"),
    (r"\bthreat\b", "a threat ability is ignored"),
    (r"\bvirus|\bpurge", "virus counters are ignored"),
    (r"\bpower counter", "power counters are ignored"),
    (r"\binstall", "an install is ignored"),
    (r"\bhost", "hosting is ignored"),
    (r"\baccess|\bbreach", "an access effect is ignored"),
    (r"\bagenda", "an agenda effect is ignored"),
    (r"\bgain \d+\[credit\]", "a credit gain is ignored"),
    (r"\bdraw", "a draw is ignored"),
    (r"\btrash", "a trash is ignored"),
    (r"\brez\b", "a rez effect is ignored"),
    (r"", "part of its text is ignored"),
]


_IGNORED = [(re.compile(pattern), phrase) for pattern, phrase in IGNORED]


def ignored(text: str) -> str:
    return next(phrase for pattern, phrase in _IGNORED if pattern.search(text))


TYPES = r"asset|resource|event|program|hardware|piece of hardware|ice|upgrade|agenda|operation|identity"


_REMINDER = re.compile(r"<em>\([^<]*\)</em>|\s\([^()]*\)(?=\s*$)", re.M)
_TAG = re.compile(r"<[^>]+>")
_THIS_TYPE = re.compile(rf"\bthis (?:{TYPES})\b")
_SENTENCE_END = re.compile(r"(?<=\.)\s+")
# facts of a choice whose every mode is read: the player picks two, or the Corp picks one
EVERY_MODE = {"two_modes", "corp_mode"}


@dataclass(frozen=True, slots=True)
class Unit:
    line: int
    text: str  # lower case, HTML and reminder text removed, no final dot
    mode: int  # 0: not a mode; n: the n-th mode of a choice


def units(raw_text: str, title: str) -> list[Unit]:
    """The text's sentences, each ``[subroutine]`` line whole, and the modes of a choice."""
    text = _REMINDER.sub("", raw_text or "")
    text = _TAG.sub("", text.replace("<li>", "\n• ")).lower()
    for name in dict.fromkeys((title, title.split(":", 1)[0])):
        text = text.replace(name.lower(), "this card")
    text = _THIS_TYPE.sub("this card", text)
    out: list[Unit] = []
    mode = 0
    for i, line in enumerate(text.splitlines()):
        line = " ".join(line.split())
        if not line:
            continue
        mode = mode + 1 if line.startswith("• ") else 0
        line = line.removeprefix("• ")
        parts = [line] if line.startswith("[subroutine]") else _SENTENCE_END.split(line)
        out += [Unit(i, p.rstrip(". "), mode) for p in parts if p.rstrip(". ")]
    return out


# Amounts an ice's subroutines (and encounter effect) share in one field each.
AMOUNTS = ("damage", "tags", "pay", "lose", "trace", "gain")
NumberRule = Callable[[dict[str, Any], Card], Found | None]
NUMBER_RULES: dict[str, tuple[str, NumberRule]] = {}


def number_rule(name: str, says: str) -> Callable[[NumberRule], NumberRule]:
    def deco(fn: NumberRule) -> NumberRule:
        if name in NUMBER_RULES or name in TEXT_RULES:
            raise ValueError(f"two rules are named {name!r}")
        NUMBER_RULES[name] = (says, fn)
        return fn

    return deco


def _int(raw: dict[str, Any], key: str) -> int | None:
    value = raw.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@number_rule("card-cost", "the card's play, install or rez cost")
def cost(raw: dict[str, Any], card: Card) -> Found | None:
    """``cost``; no cost on a card that has one (X) is taken as 0."""
    if card.type in ("agenda", "identity"):
        return None
    value = _int(raw, "cost")
    if value is None and X_TAGS in " ".join(u.text for u in units(raw.get("text") or "", card.title)):
        return Found({"cost": 0}, "cost X")  # X is paid as the card is played (x_tags)
    if value is None:
        return Found({"cost": 0}, "cost X", "a variable cost taken as 0")
    return Found({"cost": value}, f"cost {value}")


@number_rule("card-points", "an agenda's points")
def points(raw: dict[str, Any], card: Card) -> Found | None:
    """``agenda_points``."""
    value = _int(raw, "agenda_points")
    return Found({"points": value}, f"agenda_points {value}") if card.type == "agenda" and value else None


@number_rule("card-advancement", "an agenda's advancement requirement")
def advancement(raw: dict[str, Any], card: Card) -> Found | None:
    """``advancement_cost``."""
    value = _int(raw, "advancement_cost")
    if card.type != "agenda" or value is None:
        return None
    return Found({"advancement": value}, f"advancement_cost {value}")


@number_rule("card-strength", "an ice's or icebreaker's strength")
def strength(raw: dict[str, Any], card: Card) -> Found | None:
    """``strength``; none on an ice or icebreaker (X) is taken as 0."""
    value = _int(raw, "strength")
    if value is None:
        needs = card.type == "ice" or "icebreaker" in card.subtypes
        return Found({"strength": 0}, "strength X", "a variable strength taken as 0") if needs else None
    return Found({"strength": value}, f"strength {value}")


@number_rule("card-keywords", "the card's subtypes")
def subtypes(raw: dict[str, Any], card: Card) -> Found | None:
    """``keywords`` (``Sentry - AP``), lower case."""
    return Found({"subtypes": list(card.subtypes)}, str(raw["keywords"])) if card.subtypes else None


@number_rule("card-trash-cost", "the cost to trash the card")
def trash_cost(raw: dict[str, Any], card: Card) -> Found | None:
    """``trash_cost``."""
    value = _int(raw, "trash_cost")
    return Found({"trash_cost": value}, f"trash_cost {value}") if value is not None else None


@number_rule("card-memory", "the memory units a program uses")
def memory(raw: dict[str, Any], card: Card) -> Found | None:
    """``memory_cost``."""
    value = _int(raw, "memory_cost")
    return Found({"memory": value}, f"memory_cost {value}") if value else None


@number_rule("trasher", "a Runner resource that lets its player trash cards")
def trasher(raw: dict[str, Any], card: Card) -> Found | None:
    """A resource's text with ``trash`` and what is trashed, not the card itself
    (``you may trash 1 of your other installed cards``; not ``trash it``, ``trash this card``)."""
    if card.type != "resource" or card.side != "runner":
        return None
    text = " ".join(u.text for u in units(raw.get("text") or "", card.title))
    m = re.search(
        r"\btrash (?!it\b|this card\b|cost\b)(?:\S+ ){0,5}?(?:cards?|assets?|upgrades?|resources?)\b", text
    )
    return Found({"trasher": True}, words(m.group(0))) if m else None


@number_rule("card-link", "an identity's base link")
def link(raw: dict[str, Any], card: Card) -> Found | None:
    """``base_link``."""
    value = _int(raw, "base_link")
    return Found({"link": value}, f"base_link {value}") if value else None


RULES: dict[str, tuple[str, Callable[..., Found | None]]] = {**NUMBER_RULES, **TEXT_RULES}
DEFAULTS = {f.name: f.default for f in dataclasses.fields(PlayFacts) if f.default is not dataclasses.MISSING}
LISTS = ("subtypes", "subs")
NOT_PLAY = ("name", "type", "side", "economy", "source", "evidence")  # not derived here
PLAY_FIELDS = tuple(f.name for f in dataclasses.fields(PlayFacts) if f.name not in NOT_PLAY)


def _card(raw: dict[str, Any]) -> Card:
    keywords = raw.get("keywords") or ""
    subtypes = tuple(k.strip().lower() for k in str(keywords).split(" - ") if k.strip())
    return Card(
        str(raw.get("title", "")), str(raw.get("type_code", "")), str(raw.get("side_code", "")), subtypes
    )


def derive(raw: dict[str, Any]) -> dict[str, Any]:
    """The play facts of one raw NetrunnerDB card: non-default fields and their rules."""
    card = _card(raw)
    decided: list[tuple[str, Found, int]] = []  # (rule, what it found, text line; -1: a JSON field)
    gaps: list[str] = []
    unknown: list[str] = []
    for name, (_says, number) in NUMBER_RULES.items():
        found = number(raw, card)
        if found is not None:
            decided.append((name, found, -1))
            gaps += [found.gap] if found.gap else []
    partial: set[int] = set()  # text lines with a sentence understood in part or not at all
    choice = seen_modes = False  # inside "resolve 1 of the following", and past its first mode
    every_mode = False  # "resolve two of the following": every mode is read (the player picks two)
    for unit in units(raw.get("text") or "", card.title):
        if choice and unit.mode == 0 and seen_modes:
            choice = seen_modes = every_mode = False
        seen_modes = seen_modes or unit.mode > 0
        if unit.mode > 1 and choice and not every_mode:
            continue  # a later mode of a choice: only the first is played
        hit = None if unit.mode and not choice else _read(unit.text, card)
        if hit is not None and (hit[0] == "modes" or EVERY_MODE & hit[1].fields.keys()):
            choice, seen_modes, every_mode = True, False, hit[0] != "modes"
        if hit is None or hit[1].gap:
            partial.add(unit.line)
        if hit is None:
            unknown.append(unit.text)
            gaps.append(ignored(unit.text))
        else:
            decided.append((hit[0], hit[1], unit.line))
            gaps += [hit[1].gap] if hit[1].gap else []
    out: dict[str, Any] = {}
    rules: dict[str, list[str]] = {}
    # Lists add up in text order; other fields: a fully understood line first, then the first.
    ranked = sorted(decided, key=lambda d: d[2] in partial)
    for name, found, _ in ranked:
        for key, value in found.fields.items():
            if key in ("subs", "encounter"):
                continue
            if key not in out:
                out[key], rules[key] = value, [name, found.words]
            elif (
                key in AMOUNTS
                and name in ("subroutine", "on-encounter", "advanced-sub")
                and out[key] != value
            ):
                # one field holds the amount for every subroutine: different ones are not played
                gaps.append("subroutines of different amounts are played with one")
                out[key] = max(out[key], value) if key in ("damage", "tags") else out[key]
    subs = [(name, f) for name, f, _ in decided if "subs" in f.fields]
    if subs:
        out["subs"] = [f.fields["subs"] for _, f in subs]
        rules["subs"] = ["subroutine", "; ".join(f.words for _, f in subs)[:120]]
    enc = next((f for name, f, _ in decided if "encounter" in f.fields), None)
    if enc is not None:
        out["encounter"], rules["encounter"] = enc.fields["encounter"], ["on-encounter", enc.words]
    if {"access_tags", "access_damage"} & out.keys() and "access_pay" not in out:
        gaps.append("an 'if you do' read without the access it follows")  # on-access reads it alone
    if gaps:
        out["modelled"] = False
        out["stand_in"] = "; ".join(list(dict.fromkeys(gaps))[:3])
        if unknown:
            more = f" and {len(unknown) - 1} more" if len(unknown) > 1 else ""
            rules["modelled"] = ["unknown-text", f"{words(unknown[0], 32)}{more}"]
        else:
            rules["modelled"] = ["partial", out["stand_in"]]
        rules["stand_in"] = rules["modelled"]
    # Only values that differ from the defaults; the rules of every field a rule decided.
    play: dict[str, Any] = {k: out[k] for k in PLAY_FIELDS if k in out and out[k] != DEFAULTS.get(k)}
    play["rules"] = {k: rules[k] for k in PLAY_FIELDS if k in rules}
    return play


def _read(text: str, card: Card) -> tuple[str, Found] | None:
    for name, (_says, fn) in TEXT_RULES.items():
        found = fn(text, card)
        if found is not None:
            return name, found
    return None


def to_facts(
    name: str,
    type_: str,
    side: str,
    play: Mapping[str, Any],
    *,
    source: str,
    economy: bool = False,
    advancement: int | None = None,
) -> PlayFacts:
    """``PlayFacts`` from a ``derive`` dict or a card-facts ``play:`` mapping. ``economy``
    and ``advancement`` (when given) come from the caller's card facts."""
    values = {k: play[k] for k in PLAY_FIELDS if play.get(k) is not None}
    for key in LISTS:
        if key in values:
            values[key] = tuple(values[key])
    if advancement is not None:
        values["advancement"] = advancement
    rules = play.get("rules") or {}
    evidence = {k: f"{rules[k][0]}: {rules[k][1]}" if k in rules else source for k in (*rules, *values)}
    return PlayFacts(
        name=name, type=type_, side=side, economy=economy, source=source, evidence=evidence, **values
    )


def says(rule_name: str) -> str:
    """What a rule reads, for ``cards explain``."""
    if rule_name == "unknown-text":
        return "sentences no rule understands"
    if rule_name == "partial":
        return "sentences understood only in part"
    return RULES[rule_name][0] if rule_name in RULES else rule_name
