"""Amounts in the rules: where each comes from, and how it is printed (pure).

Rule texts write ``[[name]]`` where an amount goes. An amount is either given by the
source (``values.<name>.source.value``) or lost in the source and supplied by the
table's house rules (``houserules.yaml``). A house-rule amount is printed with the
``{houserule}`` mark and the card carries the footnote that explains it, so a guessed
amount never reads as the original rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nrprint.model.multiplayer import HouseRules, MultiplayerRules, ValueDef

# ``[[name]]``, or ``[[name|noun]]``: the amount followed by the noun it counts, a plural
# message of the ``nouns`` table printed in the form the amount takes in the language
# (CLDR's rule: "1 bit", "2 bits"; French "0 bit", "1 bit"), bound to it by a no-break space.
PLACEHOLDER = re.compile(r"\[\[([a-z][a-z0-9_]*)(?:\|[a-z][a-z0-9_]*)?\]\]")
FORMS = re.compile(r"\[\[([a-z][a-z0-9_]*)(?:\|([a-z][a-z0-9_]*))?\]\]")
HOUSE_ICON = "houserule"


@dataclass(frozen=True, slots=True)
class Resolved:
    """An amount ready to print. ``house`` is True when it rests on a house rule."""

    name: str
    value: int | str
    house: bool
    overrides: int | str | None = None  # the source's value a house rule replaced


def is_number(value: object) -> bool:
    """A usable amount: a whole number ≥ 0 (YAML booleans are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def house_value_ok(vdef: ValueDef, value: object) -> bool:
    """Whether a house-rule value has the right type for its definition."""
    if vdef.kind == "choice":
        return isinstance(value, str) and value in vdef.choices
    return is_number(value)


def resolve(rules: MultiplayerRules, house: HouseRules) -> dict[str, Resolved]:
    """Every amount that has a usable value; a valid house rule wins over the source."""
    out: dict[str, Resolved] = {}
    for name, vdef in rules.values.items():
        source = vdef.source.value if vdef.source is not None else None
        if name in house.values and house_value_ok(vdef, house.values[name]):
            out[name] = Resolved(name, house.values[name], True, source)
        elif source is not None:
            out[name] = Resolved(name, source, False)
    return out


def needed(text: str) -> list[str]:
    """Names of the amounts a text uses, in order."""
    return PLACEHOLDER.findall(text)


def format_value(rules: MultiplayerRules, res: Resolved, lang: str, mark: bool = True) -> str:
    """The printed amount: bold, with the house-rule mark when it rests on one (and
    ``mark``: the house-rule table, whose every row is one, leaves it out)."""
    vdef = rules.values[res.name]
    shown = vdef.choices[str(res.value)].get(lang) if vdef.kind == "choice" else str(res.value)
    return f"**{shown}**{{{HOUSE_ICON}}}" if res.house and mark else f"**{shown}**"


def fill(
    text: str, rules: MultiplayerRules, resolved: dict[str, Resolved], lang: str, mark: bool = True
) -> str:
    """Replace every ``[[name]]`` by its amount; an unknown one stays visible as ``??``.

    ``[[name|noun]]`` adds the noun of the ``nouns`` table in the form the amount takes
    in ``lang``, bound to the number by a no-break space; an unknown noun stays visible
    as ``??``. The house-rule mark then follows the noun ("2 bits🏠"), never a numeral,
    where it would read as a digit.
    """

    def sub(m: re.Match[str]) -> str:
        res = resolved.get(m.group(1))
        if m.group(2) is None:
            return format_value(rules, res, lang, mark) if res is not None else "**??**"
        shown = format_value(rules, res, lang, mark=False) if res is not None else "**??**"
        noun = rules.nouns.get(m.group(2))
        count = res.value if res is not None and is_number(res.value) else 2
        word = noun.say(lang, int(count)) if noun is not None else "??"
        after = f"{{{HOUSE_ICON}}}" if res is not None and res.house and mark else ""
        return f"{shown}\u00a0{word}{after}"

    return FORMS.sub(sub, text)


def uses_house_rule(text: str, resolved: dict[str, Resolved]) -> bool:
    return any(resolved[n].house for n in needed(text) if n in resolved)
