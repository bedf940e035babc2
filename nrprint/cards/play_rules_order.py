"""The order in which the text rules are tried on a sentence (``nrprint.cards.play``).

The first rule that understands a sentence decides what it adds, so a narrower reading
of a sentence comes before a broader rule that would read it with a gap (a card's own
sentence before the generic ``play-effect``, ``subroutine`` or ``click-ability``). Each
rule is declared with ``play_rules.rule`` in its module (the modules are imported below,
``play_rules_corp`` imports the rest of the Corp's); ``ordered`` lays the declared rules
out in this order as ``TEXT_RULES``, and a rule declared but not listed here, or listed
but not declared, is an error. The comments name the module each run of rules comes from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from nrprint.cards import (  # noqa: F401  (each declares its rules)
    play_rules_corp,
    play_rules_currents,
    play_rules_runner,
    play_rules_runner_access,
    play_rules_runner_choices,
    play_rules_runner_click_runs,
    play_rules_runner_counter_breaks,
    play_rules_runner_counters,
    play_rules_runner_events,
    play_rules_runner_gains,
    play_rules_runner_ice,
    play_rules_runner_plays,
    play_rules_runner_runs,
    play_rules_runner_score_area,
    play_rules_runner_servers,
    play_rules_runner_small,
    play_rules_runner_spend,
    play_rules_runner_tools,
    play_rules_runner_turns,
)
from nrprint.cards.play_rules import RULES

T = TypeVar("T")

ORDER: tuple[str, ...] = (
    # play_rules_runner_spend
    "hoard",
    "spend-on",
    # play_rules_runner_small
    "runner-small",
    # play_rules_runner_score_area
    "score-area",
    # play_rules_runner_runs
    "run-discount",
    "chosen-ice",
    "run-breach",
    # play_rules_runner_plays
    "runner-plays",
    # play_rules_runner_gains
    "runner-gains",
    # play_rules_runner_tools
    "runner-tools",
    # play_rules_runner_access
    "runner-access",
    # play_rules_runner_ice
    "ice-acts",
    # play_rules_runner_events
    "event-extras",
    # play_rules_runner_counters
    "once-click",
    "access-trash",
    "rd-counters",
    "counter-credits",
    "turn-counters",
    # play_rules_runner_counter_breaks
    "counter-breaks",
    # play_rules_runner_click_runs
    "click-run",
    # play_rules_runner_choices
    "resource-guard",
    "central-pay-or-bp",
    "piles",
    "two-modes",
    # play_rules_runner
    "agenda-host",
    "breach-counters",
    "ice-virus",
    "program-fetch",
    "breaker-host",
    "stored-credits",
    "replay-event",
    "host-from-stack",
    "runner-extras",
    "install-program-from",
    "virus-weakens",
    "outer-ice-trash",
    "install-counters",
    "rig-protection",
    "breach-more",
    "run-event-terms",
    "run-server",
    "pump-x",
    "pump-breaks",
    "heap-install",
    # play_rules_corp_subs (corpcards, session 13)
    "corp-ice-subs",
    # play_rules_corp_plays (corpcards, session 13)
    "corp-plays",
    "corp-scores",
    "corp-asset-turns",
    # play_rules_corp_extras
    "root-install-pays",
    "corp-hand-size",
    "ai-proof-clicks-ice",
    "installed-access-meat",
    "agenda-abilities",
    # play_rules_corp_gains
    "corp-gain-tap",
    # play_rules_corp_access
    "agenda-access",
    "remote-only",
    # play_rules_corp_ops
    "operation-clicks",
    # play_rules_corp_more
    "psi-game",
    "corp-choice-sub",
    # play_rules_corp_ice
    "advanced-sub",
    "advance-ice",
    "rd-ice",
    "rez-turn-ice",
    # play_rules_corp_agendas
    "agenda-click",
    # play_rules_corp_actions
    "trace-counter",
    "ice-strength",
    "corp-sub",
    # play_rules
    "click-ability",
    "turn-begins",
    "drip-unprotected",
    "on-score",
    "successful-run",
    "server-draw",
    "worth-less-stolen",
    "damage-draw",
    "on-install",
    "run-any",
    "after-run",
    "play-effect",
    "stack-search",
    "on-access",
    "subroutine",
    "strength-per-tag",
    "on-encounter",
    "toll-unpaid",
    "breaks",
    "pump",
    "memory-bonus",
    "link-bonus",
    "recurring-credits",
    "operation-terms",
    "bioroid-clicks",
    "spend-hosted",
    "when-empty",
    "limit",
    "modes",
    # play_rules_corp
    "terminal",
    "empty-draw",
    "score-wait",
    "rez-ice",
    "approach-toll",
    "agenda-counters",
    "turn-end-tags",
    "sacrifice",
    "recycle",
    "archives-to-hq",
    "steal-cost",
    "bad-publicity",
    "operation-trace",
    "score-ice",
    "access-trace",
    "counter-strength",
    "access-encounter",
    "must-trash",
    "influence",
    "requirement-per-bp",
    "server-discount",
    # play_rules_corp_actions
    "same-action-click",
    "advance-to-trash",
    "trash-etr",
    "untrashable",
    "score-counters",
    "steal-gain",
    "trash-to-rd",
    "purge",
    "click-counter-clicks",
    # play_rules_corp_agendas
    "agenda-credits",
    # play_rules_corp_more
    "run-rez",
    "steal-damage",
    "score-install",
    "swap-agenda",
    "draw-more",
    "unprotected-draw",
    "rez-forfeit",
    # play_rules_corp_ops
    "operation-when",
    "operation-harm",
    # play_rules_corp_access
    "agenda-access-tagged",
    "upgrade-etr",
    # play_rules_currents
    "current",
    # play_rules_runner_servers
    "server-runs",
    # play_rules_runner_turns
    "turn-cards",
)


def ordered(declared: Mapping[str, T]) -> dict[str, T]:
    """``declared`` (rule name -> rule) in ``ORDER``; ValueError when the two differ."""
    unlisted = sorted(set(declared) - set(ORDER))
    undeclared = sorted(set(ORDER) - set(declared))
    twice = sorted({n for n in ORDER if ORDER.count(n) > 1})
    if unlisted or undeclared or twice:
        raise ValueError(
            "play_rules_order.ORDER and the declared text rules differ:"
            f" not listed {unlisted}, not declared {undeclared}, listed twice {twice}"
        )
    return {name: declared[name] for name in ORDER}


TEXT_RULES = ordered(RULES)
