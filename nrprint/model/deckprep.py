"""Content domain ``card-facts``: what a plain decklist does not say about a card.

``content/automa/card-facts.yaml`` lists cards by name with the two facts the Automa
deck preparation needs: whether a card is *economy* (gains credits or lowers costs;
such cards go to the Runner AI's EC deck and stay out of the Corp AI's Stratagem deck)
and an agenda's *advancement* requirement (the Corp AI reveals a remote card once it
holds as many advancement tokens as the highest requirement). Users extend the file.

An entry may also carry ``play:``, the card's play facts for the game simulator
(``nrprint.model.playfacts.PlayFacts``, same field names; ``economy`` and ``advancement``
are the entry's own). ``corrected`` lists the fields set by hand where the rules of
``nrprint.cards.play`` read the card wrong (a test checks every other field against the
rules). Numbers and kinds only: card texts are the publisher's.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from nrprint.model.base import Node
from nrprint.model.playfacts import BREAKS, SPEND_ON, SUB_KINDS

CardTypeName = Literal[
    "agenda", "asset", "upgrade", "operation", "ice", "program", "hardware", "resource", "event"
]


Count = Annotated[int, Field(ge=0, le=99)]
SubKind = Literal[SUB_KINDS]  # type: ignore[valid-type]
BreakKind = Literal[BREAKS]  # type: ignore[valid-type]
SpendOn = Literal[SPEND_ON]  # type: ignore[valid-type]
PlayField = Literal[
    "cost", "points", "strength", "subtypes", "subs", "breaks", "break_cost", "break_count",
    "pump_cost", "pump", "gain", "click_gain", "hosted", "drip", "draw", "trash_cost", "memory",
    "memory_bonus", "link", "extra_clicks", "tags", "damage", "place_tokens", "encounter",
    "pay", "lose", "trace", "run_gain", "runner_points_less", "damage_draw", "needs_tag", "gain_per_grip", "runner_loses_all", "drip_unprotected", "server_draw", "run_server", "gain_after_run", "reveal_programs", "search_breaker", "strength_per_tag", "access_pay", "access_tags", "access_damage", "terminal", "empty_draw", "score_wait", "rez_ice", "rez_on_steal", "approach_pay", "approach_clicks", "counters_past", "counters_every", "counter_use", "turn_end_tags", "sacrifice_gain", "sacrifice_draw", "rez_draw", "recycle", "archives_to_hq", "steal_pay", "steal_clicks", "bad_publicity", "needs_run", "trace_tags", "score_ice", "access_trace", "counter_strength", "access_encounter", "must_trash", "requirement_per_bp", "server_discount", "trasher", "modelled", "stand_in",
    "same_action_click", "advanceable", "trash_gain_1", "trash_gain_2", "trash_etr", "install_look", "untrashable",
    "score_counters", "gain_on_steal", "remote_strength", "fracter_strength", "trash_to_rd",
    "purge_on_access", "trash_purge",
    "run_rez_tags", "run_rez_damage", "steal_damage", "score_install", "swap_agenda", "draw_more",
    "unprotected_draw", "rez_forfeit",
    "score_credits", "steal_credits", "agenda_take", "agenda_take_each",
    "needs_success", "needs_no_success", "needs_harm", "needs_poor", "runner_lose_at", "threat",
    "threat_pay", "threat_tags", "rez_turn_strength", "sub_draw", "unbroken_damage", "hq_trash", "trash_tags",
    "click_cost", "hq_reveal", "gain_per_reveal", "install_after", "needs_tags", "x_tokens", "x_tags", "corp_gain_tap", "tap_trash", "access_encounter_pay", "breaker_strength",
    "ice_advance", "advance_strength", "psi_on", "psi_win",
    "agenda_clicks", "agenda_click_gain", "agenda_click_damage",
    "advanced_at", "advanced_gain", "advanced_damage", "advanced_etr",
    "forfeit_clicks", "copy_point", "steal_program", "score_trash_program", "access_meat", "access_installed", "no_ai_break", "sub_clicks", "hand_size", "root_install_gain", "root_install_draw", "ai_proof_at", "advanced_search",
]  # fmt: skip


class PlayEntry(Node):
    """A card's play facts (``PlayFacts``'s fields but name, type, side, economy and
    advancement, which the entry says). Left out: ``PlayFacts``'s default."""

    cost: Count = 0
    points: Count = 0
    strength: Count = 0
    subtypes: tuple[Annotated[str, Field(min_length=1, max_length=30)], ...] = Field(default=(), max_length=8)
    subs: tuple[SubKind, ...] = Field(default=(), max_length=12)
    breaks: BreakKind | None = None
    break_cost: Count = 1
    break_count: Count = 1
    pump_cost: Count = 1
    pump: Count = 1
    gain: Count = 0
    click_gain: Count = 0
    hosted: Count = 0
    drip: Count = 0
    draw: Count = 0
    trash_cost: Count | None = None
    memory: Count = 0
    memory_bonus: Count = 0
    link: Count = 0
    extra_clicks: Count = 0
    tags: Count = 0
    damage: Count = 0
    place_tokens: Count = 0
    encounter: SubKind | None = None
    pay: Count = 0
    lose: Count = 0
    trace: Count = 0
    run_gain: Count = 0
    runner_points_less: Count = 0
    damage_draw: Count = 0
    needs_tag: bool = False
    gain_per_grip: Count = 0
    runner_loses_all: bool = False
    drip_unprotected: bool = False
    server_draw: Count = 0
    run_server: Literal["any", "hq", "r&d", "archives", "hq-or-r&d"] | None = None
    gain_after_run: bool = False
    reveal_programs: Count = 0
    search_breaker: bool = False
    strength_per_tag: Count = 0
    access_pay: Count = 0
    access_tags: Count = 0
    access_damage: Count = 0
    access_not_archives: bool = False
    access_gain: Count = 0
    access_score_tagged: bool = False
    remote_only: bool = False
    current_until: Literal["scored", "stolen"] | None = None
    rez_hq_trash: bool = False
    trash_etr_at: Count = 0
    no_success: bool = False
    pump_breaks: Count = 0  # Runner cards (runnercards)
    pump_x: bool = False
    heap_install: bool = False
    bypass_first: bool = False
    access_more: Count = 0
    access_server: Literal["hq", "r&d", "attacked"] | None = None
    siphon: Count = 0
    siphon_each: Count = 2
    run_credits: Count = 0
    run_core_damage: Count = 0
    counters: Count = 0
    prevent_trash: bool = False
    prevent_meat: bool = False
    trash_outer_ice: bool = False
    central_counter: Count = 0
    weakens: bool = False
    install_from: Literal["heap", "stack"] | None = None
    install_fee: Count = 0
    counter_breaks_at: Count = 0
    trash_after_use: bool = False
    turn_draw: Count = 0
    lose_click: bool = False
    grip_trash_draw: Count = 0
    grip_trash_gain: Count = 0
    heap_to_grip: Count = 0
    host_top: Count = 0
    host_discount: Count = 0
    replay_event: bool = False
    click_store: Count = 0
    hosts_breaker: Count = 0
    fetch_program: bool = False
    extra_click: bool = False
    search_connection: bool = False
    on_ice: bool = False
    turn_counter: Count = 0
    wheel_counter: Count = 0
    wheel_spend: Count = 0
    strength_per_counter: Count = 0
    clean_breach_counter: Count = 0
    hosts_agenda: bool = False
    grip_cost: Count = 0
    reshuffle: bool = False
    remove_self: bool = False
    once_turn: bool = False
    click_damage: Count = 0
    cash_counters: Count = 0
    counter_credit: Count = 0
    rd_counter: Count = 0
    counter_access: bool = False
    access_trash: bool = False
    spend_on: SpendOn | None = None
    steal_place: Count = 0
    hoard_at: Count = 0
    hoard_cost: Literal["trash-installed", "grip-or-self", "tag-or-self"] | None = None
    chosen_server: Literal["install", "turn"] | None = None
    run_take: Count = 0
    breach_gain: Count = 0
    remote_take: bool = False
    two_modes: bool = False
    remove_tags: Count = 0
    mill: Count = 0
    heap_to_stack: Count = 0
    needs_central: bool = False
    pay_or_bp: Count = 0
    success_draw: Count = 0
    rd_arrange: Count = 0
    root_access: bool = False
    chosen_ice: bool = False
    bypass_pay: Count = 0
    trash_fee: Count = 0
    fall_guy: bool = False
    cash_in: Count = 0
    run_discount: Count = 0
    click_run: Literal["hq", "r&d", "archives"] | None = None
    breach_server: Literal["hq", "r&d"] | None = None
    rd_reveal: Count = 0
    rd_trash: Count = 0
    counter_break: bool = False
    counter_pump: bool = False
    success_counter: Count = 0
    fan_site: bool = False
    steal_swap: bool = False
    decline_hq_trash: Count = 0
    turn_trash: bool = False
    turn_trash_gain: Count = 0
    turn_lose: Count = 0
    corp_turn_draw: Count = 0
    first_success_draw: Count = 0
    first_fail_tags: Count = 0
    no_fast_score: bool = False
    purge_trash: bool = False
    heap_reinstall_runs: Count = 0
    needs_hq: bool = False
    derez_ice: Count = 0
    host_break: bool = False
    x_counters: bool = False
    exact_strength: bool = False
    ice_weaken: Count = 0
    central_only: bool = False
    pump_per_breaker: bool = False
    trash_after_run: bool = False
    turn_click_tag: bool = False
    corp_mode: bool = False
    install_needs: Literal["central", "hq"] | None = None
    turn_corp_share: Count = 0
    event_trash_draw: Count = 0
    trash_draw: Count = 0
    rez_or_trash: bool = False
    steal_or_meat: Count = 0
    connection_draw: Count = 0
    first_success_counter: Count = 0
    counters_break: Count = 0
    trash_rezzed: bool = False
    terminal: bool = False
    empty_draw: Count = 0
    score_wait: bool = False
    rez_ice: Count = 0
    rez_on_steal: bool = False
    approach_pay: Count = 0
    approach_clicks: Count = 0
    counters_past: Count = 0
    counters_every: Count = 1
    counter_use: (
        Literal["points", "archives-to-hq", "search-rd", "end-run", "advance", "clicks", "net-run"] | None
    ) = None
    turn_end_tags: Count = 0
    sacrifice_gain: Count = 0
    sacrifice_draw: Count = 0
    rez_draw: Count = 0
    recycle: Count = 0
    archives_to_hq: Count = 0
    steal_pay: Count = 0
    steal_clicks: Count = 0
    bad_publicity: Count = 0
    needs_run: bool = False
    trace_tags: Count = 0
    score_ice: Count = 0
    access_trace: Count = 0
    counter_strength: Count = 0
    access_encounter: bool = False
    must_trash: bool = False
    requirement_per_bp: Count = 0
    server_discount: Count = 0
    same_action_click: Count = 0
    advanceable: bool = False
    trash_gain_1: Count = 0
    trash_gain_2: Count = 0
    trash_etr: bool = False
    install_look: Count = 0
    untrashable: bool = False
    score_counters: Count = 0
    gain_on_steal: bool = False
    remote_strength: Count = 0
    fracter_strength: Count = 0
    trash_to_rd: bool = False
    purge_on_access: bool = False
    trash_purge: bool = False
    run_rez_tags: Count = 0
    run_rez_damage: Count = 0
    steal_damage: Count = 0
    score_install: bool = False
    swap_agenda: bool = False
    draw_more: Count = 0
    unprotected_draw: Count = 0
    rez_forfeit: Count = 0
    score_credits: Count = 0
    steal_credits: bool = False
    agenda_take: Count = 0
    agenda_take_each: bool = False
    needs_success: bool = False
    needs_no_success: bool = False
    needs_harm: bool = False
    needs_poor: Count = 0
    runner_lose_at: Count = 0
    threat: Count = 0
    threat_pay: Count = 0
    threat_tags: Count = 0
    rez_turn_strength: Count = 0
    sub_draw: Count = 0
    unbroken_damage: Count = 0
    hq_trash: bool = False
    trash_tags: Count = 0
    click_cost: Count = 0
    hq_reveal: Count = 0
    gain_per_reveal: Count = 0
    install_after: bool = False
    needs_tags: Count = 0
    x_tokens: bool = False
    x_tags: bool = False
    corp_gain_tap: Count = 0
    access_encounter_pay: Count = 0
    breaker_strength: int = Field(default=0, ge=-9, le=9)
    tap_trash: Count = 0
    ice_advance: bool = False
    advance_strength: Count = 0
    psi_on: Literal["pass-ice", "access", "access-uninstalled"] | None = None
    psi_win: Literal["etr", "grip-damage", "no-steal"] | None = None
    agenda_clicks: Count = 0
    agenda_click_gain: Count = 0
    agenda_click_damage: Count = 0
    advanced_at: Count = 0
    advanced_gain: Count = 0
    advanced_damage: Count = 0
    advanced_etr: bool = False
    forfeit_clicks: Count = 0
    copy_point: bool = False
    steal_program: bool = False
    score_trash_program: bool = False
    access_meat: bool = False
    access_installed: bool = False
    no_ai_break: bool = False
    sub_clicks: Count = 0
    hand_size: Count = 0
    root_install_gain: Count = 0
    root_install_draw: Count = 0
    ai_proof_at: Count = 0
    advanced_search: Count = 0
    trasher: bool = False
    modelled: bool = True
    stand_in: str | None = Field(default=None, min_length=1, max_length=160)
    corrected: tuple[PlayField, ...] = ()  # fields set by hand, not by the rules

    def values(self) -> dict[str, object]:
        """The facts given (not ``corrected``), as ``nrprint.cards.play.to_facts`` takes them."""
        return self.model_dump(exclude_unset=True, exclude={"corrected"})


class CardFact(Node):
    """Facts about one card; ``name`` as printed on the card (matching ignores case)."""

    name: str = Field(min_length=1, max_length=80)
    side: Literal["corp", "runner"]
    type: CardTypeName | None = None
    economy: bool = False
    advancement: int | None = Field(default=None, ge=1, le=15)
    play: PlayEntry | None = None


class CardFacts(Node):
    version: Literal[1] = 1
    cards: list[CardFact] = Field(default_factory=list)
