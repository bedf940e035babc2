"""Text rules for an icebreaker paid with its counters (``nrprint.cards.play`` imports this
module for its rules; ``nrprint.simulate.runs.plan_break`` and
``nrprint.simulate.effects.runner_breakers.counter_cost`` play them):

- ``interface → hosted power counter: break up to 2 barrier subroutines`` or ``interface →
  any virus counter: break 1 barrier subroutine`` (breaks, break_count, a break_cost of 1
  counter: counter_break);
- ``any virus counter: +1 strength`` or ``hosted power counter: +2 strength`` (pump, a
  pump_cost of 1 counter: counter_pump);
- ``whenever you make a successful run, you may place 1 virus counter on this card``
  (success_counter: counters after a successful run on any server).

"Any virus counter" may be paid with a virus counter of any installed card; the engine
pays with the breaker's own (the player's other viruses keep theirs for their own use).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

_COUNTER = r"(?:any virus counter|hosted (?:power|virus) counter)"


@rule("counter-breaks", "an icebreaker that breaks or gains strength for its counters", first=True)
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
    m = re.fullmatch(
        r"whenever you make a successful run, you may place (\d+) virus counters? on this card", text
    )
    return Found({"success_counter": int(m.group(1))}, words(text)) if m else None
