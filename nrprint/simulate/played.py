"""Which card facts the engine plays, for each way a card is used.

Rule: every fact a card's play facts carry is either played by the engine or counted.
A card is *used* when it is installed, played, rezzed, encountered, scored or stolen;
``PLAYED`` names, for each kind of use, the facts the code of that use reads. A fact
with a value (anything but its default) that the use does not play is *unplayed*: the
use is counted as a stand-in and the fact named in the report, so no fact is ever
dropped silently. A fact added to ``PlayFacts`` later is unplayed everywhere until a
use plays it and says so here. ``DESCRIPTIVE`` facts describe the card (what it is,
where its facts came from) and have no effect of their own to play.
"""

from __future__ import annotations

import dataclasses
from functools import cache

from nrprint.model.playfacts import PlayFacts

DESCRIPTIVE = frozenset(
    {"name", "type", "side", "subtypes", "economy", "trasher", "modelled", "stand_in", "source", "evidence"}
)
_BREAKER = {"strength", "breaks", "break_cost", "break_count", "pump_cost", "pump"}
# Runner cards: effects.runner_breakers, runner_protect, runner_runs (access_more also access.py)
_RUNNER_RIG = {"pump_breaks", "pump_x", "heap_install", "trash_outer_ice", "access_more", "access_server"} | {
    "counters",
    "prevent_trash",
    "prevent_meat",
    "central_counter",
    "weakens",
    "install_from",
    "install_fee",
    "counter_breaks_at",
    "trash_after_use",
    "turn_draw",
    "host_top",
    "host_discount",
    "replay_event",
    "click_store",
    "hosts_breaker",
    "on_ice",
    "turn_counter",
    "wheel_counter",
    "wheel_spend",
    "strength_per_counter",
    "clean_breach_counter",
    "hosts_agenda",
    "once_turn",
    "click_damage",
    "cash_counters",
    "counter_credit",
    "rd_counter",
    "counter_access",
    "access_trash",
    "spend_on",  # simulate.spend
    "counter_break",  # runs.plan_break, effects.runner_breakers
    "counter_pump",
    "success_counter",
    "fan_site",  # effects.score_areas
    "steal_swap",
    "corp_gain_tap",  # effects.corp_credit_gains (tap_trash: opponents.corp, a human Corp's)
    "tap_trash",
    "decline_hq_trash",  # effects.access_declined
    "host_break",  # effects.runner_breakers.counter_breaker, runner_virus
    "x_counters",  # effects.runner_breakers.x_counters
    "exact_strength",  # runs.plan_break
    "ice_weaken",
    "central_only",
    "turn_trash",  # effects.runner_turn_cards
    "turn_trash_gain",
    "turn_lose",
    "corp_turn_draw",
    "first_success_draw",
    "first_fail_tags",
    "no_fast_score",
    "purge_trash",
    "heap_reinstall_runs",
    "empty_draw",  # rig.collect_drip
    "click_run",  # opponents.runner_click_runs
    "breach_server",  # effects.runner_breach
    "rd_reveal",
    "rd_trash",
    "steal_place",  # effects.runner_hoard
    "hoard_at",
    "hoard_cost",
    "chosen_server",  # effects.runner_servers
    "run_take",
    "breach_gain",
    "remote_take",
    "chosen_ice",  # effects.runner_bypass
    "bypass_pay",
    "trash_fee",  # effects.runner_protect
    "fall_guy",
    "cash_in",
    "run_discount",  # rig.install_cost
    *("pump_per_breaker", "trash_after_run", "turn_click_tag"),  # runs.plan_break, effects.runner_extras
    *("install_needs", "turn_corp_share", "event_trash_draw", "trash_draw"),  # rig, effects.runner_plays
    *("connection_draw", "first_success_counter", "counters_break", "trash_rezzed"),  # rig, effects.runner_*
    *("link_drip", "link_at", "link_success_gain", "turn_draw_click"),  # effects.runner_gains
    *("remove_clicks", "corp_pool_turn", "hq_corp_lose"),
    *("program_cost", "install_discount", "set_aside", "set_aside_keep"),  # effects.runner_installs
    "trash_break",  # effects.runner_breakers.counter_breaker, runner_extras.run_ended
    *("access_self_trash", "access_self_draw"),  # effects.runner_counters.counter_trash
    *("decline_gain", "first_hq_more"),  # effects.access_declined, effects.runner_runs.access_more
    *("trash_remove_tag", "trash_prevent_meat"),  # effects.runner_protect
    *("full_break_gain", "full_break_lose"),  # effects.runner_breakers.fully_broken
    *("discard_trace", "grip_prevent_meat"),  # effects.runner_protect (Citadel Sanctuary)
}
_RUNNER_EVENT = {
    "lose_click",
    "grip_trash_draw",
    "grip_trash_gain",
    "fetch_program",
    "extra_click",
    "search_connection",
    "heap_to_grip",
    "grip_cost",
    "reshuffle",
    "remove_self",
    "two_modes",
    "remove_tags",
    "mill",
    "heap_to_stack",
    "needs_central",
    "needs_hq",  # effects.runner_derez
    "derez_ice",
    "pay_or_bp",
    "corp_mode",  # event_effects.modes
    "rez_or_trash",  # simulate.derez
    "remove_top",  # event_effects.played (Ashen Epilogue)
}  # rig, event_effects, damage, effects.runner_events
_RUNNER_RUN = {
    "bypass_first",
    "access_more",
    "access_server",
    "siphon",
    "siphon_each",
    "tags",
    "run_credits",
    "run_core_damage",
    "success_draw",  # effects.runs, effects.runner_breach
    "rd_arrange",
    "root_access",
    *("steal_or_meat", "points"),  # effects.runner_runs.dashed (Mad Dash)
    "success_tags",  # effects.runs.event_run_ended (Hot Pursuit)
    *("end_gain", "end_gain_per_ice"),  # effects.runner_runs.ended (Bravado)
    "heap_program_install",  # effects.runner_runs.replaces_breach (Retrieval Run)
    "success_recur",  # effects.runs.event_run_ended (Katorga Breakout)
}
# operations played after the Runner's last turn went some way (effects.corp_operations)
_CORP_WHEN = (
    {
        "needs_success",
        "needs_no_success",
        "needs_harm",
        "needs_poor",
        "runner_lose_at",
        "bad_publicity",
    }
    | {
        "threat",
        "threat_pay",
        "threat_tags",
        "hq_trash",
    }
    | {"click_cost", "hq_reveal", "gain_per_reveal", "needs_tags", "install_after"}
    | {"x_tokens", "x_tags"}  # corp.effects, opponents.corp (a human Corp's place-tokens click)
    | {"gain_per_hq", "siphon_per_tag", "gain_per_stolen", "search_agenda"}  # effects.corp_plays
    | {"either_gain", "either_draw", "per_iced_remote", "hq_at_least", "trash_hq", "install_barrier"}
)  # operations
# Corp assets on the Corp's actions and turns, for both Corps (effects.corp_clicks, corp_turn_looks)
_CORP_TURNS = {"action_times_click", "turn_arrange", "turn_draw_unprotected", "turn_type_gain"}
PLAYED: dict[str, frozenset[str]] = {
    # an agenda scored (advanced to its requirement) or stolen: its points, and the damage
    # it does when scored or stolen (table.score / table.steal)
    "agenda": frozenset(
        {"points", "advancement", "damage", "gain", "tags", "runner_points_less"}
        | {"score_wait", "rez_ice", "rez_on_steal", "turn_end_tags", "steal_pay", "steal_clicks"}
        | {"bad_publicity", "score_ice", "requirement_per_bp"}  # effects.corp_runs, effects.corp_agendas
        | {"counters_past", "counters_every", "counter_use"}  # and opponents.corp_cards
        | {
            "score_counters",
            "gain_on_steal",
            "steal_damage",
        }  # effects.corp_agendas, corp_ice (end-run), corp/effects
        | {
            "score_credits",
            "steal_credits",
            "agenda_take",
            "agenda_take_each",
            "trash_tags",
        }  # effects.corp_scored
        | {"psi_on", "psi_win"}  # effects.corp_psi
        | {
            "access_pay",
            "access_tags",
            "access_damage",
            "access_not_archives",
            "access_gain",
        }  # effects.access
        | {"access_score_tagged"}
        # a human Corp's (opponents.corp_ops); the Corp AI uses no agenda ability (booklet section 3)
        | {"agenda_clicks", "agenda_click_gain", "agenda_click_damage", "forfeit_clicks"}
        | {"copy_point", "steal_program", "score_trash_program"}  # effects.corp_agenda_abilities
        | {"score_runner_lose", "steal_tags", "score_trash_resource", "score_search", "score_ice_remote"}
        | {"steal_shuffle", "purge_gain", "score_purge"}  # effects.corp_scores, corp_assets.purge
    ),
    # an asset or upgrade on the Corp's table: paid, trashed, paying out each turn or for
    # a click (the Corp AI's fallback credits)
    "corp-card": frozenset(
        {"cost", "trash_cost", "drip", "hosted", "click_gain", "drip_unprotected"}
        | {"access_pay", "access_tags", "access_damage", "access_not_archives"}  # effects.access
        | {"remote_only"}  # opponents.corp_cards.upgrade_click
        | {"trash_etr_at"}  # effects.corp_runs.vault_ends, opponents.corp_ops (a human Corp's)
        | {"no_success"}  # effects.corp_runs.approached
        | {"place_tokens"}  # effects.corp_assets.root_tokens (an upgrade's, as its Corp's turn begins)
        | {"empty_draw", "approach_pay", "approach_clicks", "access_trace", "access_encounter", "must_trash"}
        | {"server_discount"}  # effects.corp_agendas.requirement
        | {"sacrifice_gain", "sacrifice_draw", "rez_draw"}  # effects.corp_assets
        | {"draw", "recycle"}  # a human Corp's click draw and recycling (opponents.corp_cards)
        | {"same_action_click", "advanceable", "trash_gain_1", "trash_gain_2"}  # effects.corp_clicks
        | {
            "trash_to_rd",
            "purge_on_access",
            "trash_purge",
            "score_install",
            "draw_more",
        }  # effects.corp_assets
        | {"unprotected_draw"}  # opponents.corp_cards
        | {"psi_on", "psi_win"}  # effects.corp_psi
        | {"access_meat", "access_installed", "hand_size"}  # effects.access; Game.hand_limit (a human Corp's)
        | {"root_install_gain", "root_install_draw"}  # effects.corp_root_installs
        | _CORP_TURNS
    ),
    # an asset or upgrade of the Corp AI's (revealed, or a stratagem upgrade executed): the
    # rulebook gives the AI no rule for an asset's click or remove-from-game abilities
    "corp-card-ai": frozenset(
        {"cost", "trash_cost", "drip", "hosted", "click_gain", "drip_unprotected"}
        | {"access_pay", "access_tags", "access_damage", "empty_draw", "approach_pay", "approach_clicks"}
        | {"access_trace", "access_encounter", "must_trash", "server_discount", "access_not_archives"}
        | {"remote_only"}  # corp/play_stratagem
        | {"no_success"}  # effects.corp_runs.approached
        | {"place_tokens"}  # effects.corp_assets.root_tokens
        | {"sacrifice_gain", "sacrifice_draw", "rez_draw", "same_action_click", "trash_to_rd"}  # corp/turn.py
        | {"purge_on_access", "score_install"}  # effects.access, corp_agendas
        | {"psi_on", "psi_win"}  # effects.corp_psi (the AI bids 0, matched)
        | {"access_meat", "access_installed"}  # effects.access
        | {"root_install_gain"}  # effects.corp_root_installs (the AI gains, never draws)
        | _CORP_TURNS
    ),
    # an operation (or stratagem operation) the Corp AI plays (corp/effects.py)
    "operation": frozenset(
        {"cost", "gain", "draw", "place_tokens", "tags", "damage", "extra_clicks"}
        | {"needs_tag", "gain_per_grip", "runner_loses_all"}  # effects.operations
        | {
            "terminal",
            "needs_run",
            "trace",
            "trace_tags",
            "archives_to_hq",
            "swap_agenda",
        }  # corp/turn.py, effects.corp_operations
        | _CORP_WHEN
        | {"trash_cost"}  # an operation is never installed: a trash cost in its data plays no part
    ),
    # an operation a human Corp plays for its credits and cards (opponents/corp.py)
    "operation-credits": frozenset(
        {"cost", "gain", "draw", "place_tokens", "terminal", "needs_run", "trace", "trace_tags", "trash_cost"}
        | {"archives_to_hq", "swap_agenda", "needs_tag", "tags", "bad_publicity"}  # opponents.corp_cards
        | {"install_after", "damage"}  # opponents.corp_ops
        | _CORP_WHEN
    ),
    # an ice encountered in a run (runs.py): damage is what each damage subroutine does
    "ice": frozenset(
        {"cost", "strength", "subs", "damage", "encounter", "pay", "trace", "tags", "lose", "gain"}
        | {"strength_per_tag", "counter_strength"}  # runs.plan_break, runs.strength
        | {
            "trash_etr",
            "install_look",
            "untrashable",
            "remote_strength",
            "fracter_strength",
            "run_rez_tags",
            "run_rez_damage",
            "rez_forfeit",
            "rez_turn_strength",
            "sub_draw",
            "unbroken_damage",
        }  # effects.corp_ice, corp_ice_rd
        | {"ice_advance", "advance_strength"}  # opponents.corp_ops (the Corp AI advances no ice)
        | {"advanced_at", "advanced_gain", "advanced_damage", "advanced_etr"}  # runs.encounter
        | {"access_encounter_pay"}  # effects.corp_runs.access_encounter (Archangel)
        | {"breaker_strength"}  # effects.corp_ice.strength_bonus (Hagen)
        | {"no_ai_break", "sub_clicks"}  # runs.plan_break, effects.subroutines (Turing)
        | {"ai_proof_at", "advanced_search"}  # runs.plan_break, runs.encounter (Hortum)
        | {"etr_at_most", "gain_trace"}  # effects.corp_ice_subs (Whitespace, Caduceus)
    ),
    # a program, hardware or resource installed in the rig (rig.py); ``draw`` is played
    # only with a click ability (click_gain.use_click_gain)
    "rig": frozenset(
        {
            "cost",
            "memory",
            "memory_bonus",
            "click_gain",
            "hosted",
            "drip",
            "draw",
            "run_gain",
            "damage_draw",
            "server_draw",
        }
        | {"link"}  # read by a trace (effects.subroutines)
        | _BREAKER
        | _RUNNER_RIG
    ),
    # an event played (rig.play_event)
    "event": frozenset(
        {"cost", "gain", "draw", "damage_draw", "reveal_programs", "search_breaker"}
        | _RUNNER_EVENT
        | {"current_until", "rez_hq_trash"}  # simulate.currents (a Corp current is not played)
    ),
    # a run event played as the run it makes (rig.play_event(run=True), then runs.run):
    # its credits when that run is successful (effects.runs.event_run_ended)
    "run-event": frozenset(
        {"cost", "gain", "draw", "damage_draw", "run_server", "gain_after_run"}
        | {"reveal_programs", "search_breaker"}  # event_effects
        | _RUNNER_RUN
        | _RUNNER_EVENT
        | {"current_until", "rez_hq_trash"}
    ),
}
# Values of these facts that the engine does not play even where the fact is read.
_UNPLAYED_VALUES = {
    "subs": ("other",),
    # an encounter effect plays as runs.encounter or effects.subroutines.fire resolves it
    "encounter": ("other", "trash-program", "no-steal"),
}
_DEFAULTS = {f.name: f.default for f in dataclasses.fields(PlayFacts) if f.default is not dataclasses.MISSING}


@cache
def unplayed(f: PlayFacts, how: str) -> tuple[str, ...]:
    """The facts of ``f`` with a value that a use of kind ``how`` does not play."""
    played = PLAYED[how]
    out = []
    for name, default in _DEFAULTS.items():
        if name in DESCRIPTIVE:
            continue
        value = getattr(f, name)
        if value == default:
            continue
        if name not in played:
            out.append(name)
        elif name in _UNPLAYED_VALUES and (kinds := _mentions(value, _UNPLAYED_VALUES[name])):
            out.append(f"{name} ({', '.join(kinds)})")
        elif (name == "draw" and how == "rig" and not f.click_gain) or (
            name == "counters"
            and not (f.prevent_meat or f.counter_breaks_at or f.turn_draw)
            and not (f.cash_counters or f.counter_credit or f.counter_access or f.access_trash)
            and not (f.counter_break or f.counter_pump or f.host_break or f.counters_break)
        ):
            out.append(name)  # a rig card draws by a click ability; counters are spent by these facts only
    return tuple(out)


def _mentions(value: object, kinds: tuple[str, ...]) -> list[str]:
    return [k for k in kinds if value == k or (isinstance(value, tuple) and k in value)]
