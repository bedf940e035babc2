"""Text rules for an icebreaker paid with its counters (``nrprint.cards.play`` imports this
module for its rules; ``nrprint.simulate.runs.plan_break`` and
``nrprint.simulate.effects.runner_breakers.counter_cost`` play them):

- ``interface → hosted power counter: break up to 2 barrier subroutines`` or ``interface →
  any virus counter: break 1 barrier subroutine`` (breaks, break_count, a break_cost of 1
  counter: counter_break);
- ``any virus counter: +1 strength`` or ``hosted power counter: +2 strength`` (pump, a
  pump_cost of 1 counter: counter_pump);
- ``whenever you make a successful run, you may place 1 virus counter on this card``
  (success_counter: counters after a successful run on any server);
- ``when you install this card, you may spend any number of credits to place that many power
  counters on it`` (x_counters) with ``this card gets +1 strength for each hosted power counter,
  and it can only interface with ice of exactly equal strength`` (strength_per_counter,
  exact_strength: Atman).

"Any virus counter" may be paid with a virus counter of any installed card; the engine
pays with the breaker's own (the player's other viruses keep theirs for their own use).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_COUNTER = r"(?:any virus counter|hosted (?:power|virus) counter)"
_X_COUNTERS = (
    "when you install this card, you may spend any number of credits to place that many power counters on it"
)
_EXACT = (
    r"this card gets \+(\d+) strength for each hosted power counter, "
    r"and it can only interface with ice of exactly equal strength"
)


@rule("counter-breaks", "an icebreaker that breaks or gains strength for its counters")
def counter_breaks(text: str, card: Card) -> Found | None:
    """The sentences above, on a program."""
    if card.type != "program":
        return None
    m = re.fullmatch(
        rf"interface → {_COUNTER}: break (up to )?(\d+) (barrier|code gate|sentry) subroutines?", text
    )
    if m:
        fields = {
            "breaks": m.group(3),
            "break_cost": 1,
            "break_count": int(m.group(2)),
            "counter_break": True,
        }
        return Found(fields, words(text.removeprefix("interface → ")))
    m = re.fullmatch(rf"{_COUNTER}: \+(\d+) strength", text)
    if m:
        return Found({"pump": int(m.group(1)), "pump_cost": 1, "counter_pump": True}, words(text))
    if text == _X_COUNTERS:
        return Found({"x_counters": True}, words(text))
    m = re.fullmatch(_EXACT, text)
    if m:
        return Found({"strength_per_counter": int(m.group(1)), "exact_strength": True}, words(text))
    m = re.fullmatch(
        r"whenever you make a successful run, you may place (\d+) virus counters? on this card", text
    )
    return Found({"success_counter": int(m.group(1))}, words(text)) if m else None
