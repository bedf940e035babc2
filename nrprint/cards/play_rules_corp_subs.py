"""Text rules for ice subroutines of the real decklists' Corp cards (registered by
``play_rules_corp``, tried before the general ``subroutine`` rule, which would read each
of them as a partial or ``other`` subroutine).

Played by ``nrprint.simulate.effects.corp_ice_subs`` (called from ``effects.subroutines.fire``).
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words

# (pattern of the subroutine after "[subroutine] ", its kind, the fields its numbers go to)
_SUBS: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = (
    (
        re.compile(r"trace\[(\d+)\]\.? if successful, the runner loses \[click\], if able"),
        "trace-lose-click",
        ("trace",),
    ),
    (
        re.compile(r"trace\[(\d+)\]\.? if successful, the corp gains (\d+)\[credit\]"),
        "trace-gain",
        ("gain_trace", "gain"),
    ),
    (re.compile(r"if the runner has (\d+)\[credit\] or less, end the run"), "etr-poor", ("etr_at_most",)),
    (re.compile(r"do (\d+) net damage\. the runner may jack out"), "net-jack", ("damage",)),
    (re.compile(r"trash 1 installed ai program"), "trash-ai", ()),
    (re.compile(r"end the run unless the corp pays (\d+)\[credit\]"), "etr-corp-pays", ("pay",)),
    (re.compile(r"do (\d+) net damage\. the runner loses (\d+)\[credit\]"), "net-lose", ("damage", "lose")),
    (re.compile(r"you may draw 1 or (\d+) cards"), "draw-up", ("sub_draw",)),
    (
        re.compile(
            r"you may install 1 piece of ice from hq or archives directly inward from this card, ignoring all costs"
        ),
        "install-inward",
        (),
    ),
)
_NO_AI = "the runner cannot break subroutines on this card using ai programs"


@rule("corp-ice-subs", "ice subroutines that trace for a click, end poor runs, let the Runner jack out...")
def corp_ice_subs(text: str, card: Card) -> Found | None:
    """``[subroutine] trace[3]. if successful, the runner loses [click], if able``
    (trace-lose-click: Viper); ``[subroutine] trace[3]. if successful, the corp gains 3[credit]``
    (trace-gain, gain_trace, gain: Caduceus); ``[subroutine] if the runner has 6[credit] or less, end the run``
    (etr-poor, etr_at_most: Whitespace); ``[subroutine] do 2 net damage. the runner may jack
    out`` (net-jack: Karunā); ``[subroutine] trash 1 installed ai program`` (trash-ai) with
    ``the runner cannot break subroutines on this card using ai programs`` (no_ai_break:
    Swordsman); ``[subroutine] end the run unless the corp pays 1[credit]`` (etr-corp-pays,
    pay: Tsurugi); ``[subroutine] do 1 net damage. the runner loses 2[credit]`` (net-lose:
    DNA Tracker); ``[subroutine] you may draw 1 or 2 cards`` (draw-up, sub_draw:
    Vampyronassa); ``[subroutine] you may install 1 piece of ice from hq or archives
    directly inward from this card, ignoring all costs`` (install-inward: Brân 1.0)."""
    if card.type != "ice":
        return None
    if text == _NO_AI:
        return Found({"no_ai_break": True}, words(text))
    if not text.startswith("[subroutine] "):
        return None
    body = text.removeprefix("[subroutine] ")
    for pattern, kind, fields in _SUBS:
        m = pattern.fullmatch(body)
        if m:
            found: dict[str, object] = {"subs": kind}
            found |= {name: int(value) for name, value in zip(fields, m.groups(), strict=True)}
            return Found(found, words(body))
    return None
