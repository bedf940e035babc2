"""What the engine knows of one physical card: its play facts.

A decklist names cards; the engine needs numbers (cost, strength, points) and a few
kinds (ice subtypes, what a breaker breaks, what a subroutine does). They come from,
in order: the ``play:`` entry of the card in ``automa/card-facts.yaml`` (our data, which
covers the reference decklists so the play checks give the same figures on every
machine), then the imported NetrunnerDB data (``nrprint import cards``), then a
*stand-in* by card type. A stand-in, and an effect the engine cannot model, is counted
per card and shown in the report: the figures say how much of a game was guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nrprint.model import playkinds as kinds


@dataclass(frozen=True, slots=True)
class PlayFacts:
    """One card's facts for play; numbers are 0 when the card has none. What each field
    means, and which part of the engine plays it: ``docs/simulate.md``, "Play facts".
    ``nrprint.model.deckprep.PlayEntry``, a card-facts entry, is made from these fields."""

    name: str
    type: str
    side: str
    cost: int = 0
    points: int = 0
    advancement: int | None = None
    strength: int = 0
    subtypes: tuple[str, ...] = ()
    subs: tuple[kinds.SubKind, ...] = ()
    breaks: kinds.BreakKind | None = None
    break_cost: int = 1
    break_count: int = 1
    pump_cost: int = 1
    pump: int = 1
    gain: int = 0
    click_gain: int = 0
    hosted: int = 0
    drip: int = 0
    draw: int = 0
    trash_cost: int | None = None
    memory: int = 0
    memory_bonus: int = 0
    link: int = 0
    extra_clicks: int = 0
    tags: int = 0
    damage: int = 0
    place_tokens: int = 0
    encounter: kinds.SubKind | None = None
    pay: int = 0
    lose: int = 0
    trace: int = 0
    run_gain: int = 0
    runner_points_less: int = 0
    damage_draw: int = 0
    needs_tag: bool = False
    gain_per_grip: int = 0
    runner_loses_all: bool = False
    drip_unprotected: bool = False
    server_draw: int = 0
    run_server: kinds.RunServer | None = None
    gain_after_run: bool = False
    reveal_programs: int = 0
    search_breaker: bool = False
    strength_per_tag: int = 0
    access_pay: int = 0
    access_tags: int = 0
    access_damage: int = 0
    access_not_archives: bool = False
    access_gain: int = 0
    access_score_tagged: bool = False
    remote_only: bool = False
    current_until: kinds.CurrentUntil | None = None
    rez_hq_trash: bool = False
    trash_etr_at: int = 0
    no_success: bool = False
    # Runner cards (effects/runner_*): see "Runner cards" above
    pump_breaks: int = 0
    pump_x: bool = False
    heap_install: bool = False
    bypass_first: bool = False
    access_more: int = 0
    access_server: kinds.AccessServer | None = None
    siphon: int = 0
    siphon_each: int = 2
    run_credits: int = 0
    run_core_damage: int = 0
    counters: int = 0
    prevent_trash: bool = False
    prevent_meat: bool = False
    trash_outer_ice: bool = False
    central_counter: int = 0
    weakens: bool = False
    install_from: kinds.InstallFrom | None = None
    install_fee: int = 0
    counter_breaks_at: int = 0
    trash_after_use: bool = False
    turn_draw: int = 0
    lose_click: bool = False
    grip_trash_draw: int = 0
    grip_trash_gain: int = 0
    heap_to_grip: int = 0
    host_top: int = 0
    host_discount: int = 0
    replay_event: bool = False
    click_store: int = 0
    hosts_breaker: int = 0
    fetch_program: bool = False
    extra_click: bool = False
    search_connection: bool = False
    on_ice: bool = False
    turn_counter: int = 0
    wheel_counter: int = 0
    wheel_spend: int = 0
    strength_per_counter: int = 0
    clean_breach_counter: int = 0
    hosts_agenda: bool = False
    grip_cost: int = 0
    reshuffle: bool = False
    remove_self: bool = False
    once_turn: bool = False
    click_damage: int = 0
    cash_counters: int = 0
    counter_credit: int = 0
    rd_counter: int = 0
    counter_access: bool = False
    access_trash: bool = False
    spend_on: kinds.SpendOn | None = None
    steal_place: int = 0
    hoard_at: int = 0
    hoard_cost: kinds.HoardCost | None = None
    chosen_server: kinds.ChosenServer | None = None
    run_take: int = 0
    breach_gain: int = 0
    remote_take: bool = False
    two_modes: bool = False
    remove_tags: int = 0
    mill: int = 0
    heap_to_stack: int = 0
    needs_central: bool = False
    pay_or_bp: int = 0
    success_draw: int = 0
    rd_arrange: int = 0
    root_access: bool = False
    chosen_ice: bool = False
    bypass_pay: int = 0
    trash_fee: int = 0
    fall_guy: bool = False
    cash_in: int = 0
    run_discount: int = 0
    click_run: kinds.ClickRun | None = None
    breach_server: kinds.BreachServer | None = None
    rd_reveal: int = 0
    rd_trash: int = 0
    counter_break: bool = False
    counter_pump: bool = False
    success_counter: int = 0
    fan_site: bool = False
    steal_swap: bool = False
    decline_hq_trash: int = 0
    turn_trash: bool = False
    turn_trash_gain: int = 0
    turn_lose: int = 0
    corp_turn_draw: int = 0
    first_success_draw: int = 0
    first_fail_tags: int = 0
    no_fast_score: bool = False
    purge_trash: bool = False
    heap_reinstall_runs: int = 0
    needs_hq: bool = False
    derez_ice: int = 0
    host_break: bool = False
    x_counters: bool = False
    exact_strength: bool = False
    ice_weaken: int = 0
    central_only: bool = False
    pump_per_breaker: bool = False
    trash_after_run: bool = False
    turn_click_tag: bool = False
    corp_mode: bool = False
    install_needs: kinds.InstallNeeds | None = None
    turn_corp_share: int = 0
    event_trash_draw: int = 0
    trash_draw: int = 0
    rez_or_trash: bool = False
    steal_or_meat: int = 0
    connection_draw: int = 0
    first_success_counter: int = 0
    counters_break: int = 0
    trash_rezzed: bool = False
    link_drip: int = 0
    link_at: int = 0
    link_success_gain: int = 0
    turn_draw_click: int = 0
    remove_clicks: int = 0
    corp_pool_turn: bool = False
    hq_corp_lose: int = 0
    success_tags: int = 0
    program_cost: bool = False
    install_discount: int = 0
    set_aside: int = 0
    set_aside_keep: int = 0
    trash_break: int = 0
    access_self_trash: bool = False
    access_self_draw: int = 0
    decline_gain: int = 0
    first_hq_more: int = 0
    trash_remove_tag: bool = False
    trash_prevent_meat: int = 0
    remove_top: int = 0
    end_gain: int = 0
    end_gain_per_ice: int = 0
    full_break_gain: int = 0
    full_break_lose: int = 0
    terminal: bool = False
    empty_draw: int = 0
    score_wait: bool = False
    rez_ice: int = 0
    rez_on_steal: bool = False
    approach_pay: int = 0
    approach_clicks: int = 0
    counters_past: int = 0
    counters_every: int = 1
    counter_use: kinds.CounterUse | None = None
    turn_end_tags: int = 0
    sacrifice_gain: int = 0
    sacrifice_draw: int = 0
    rez_draw: int = 0
    recycle: int = 0
    archives_to_hq: int = 0
    steal_pay: int = 0
    steal_clicks: int = 0
    bad_publicity: int = 0
    needs_run: bool = False
    trace_tags: int = 0
    score_ice: int = 0
    access_trace: int = 0
    counter_strength: int = 0
    access_encounter: bool = False
    must_trash: bool = False
    requirement_per_bp: int = 0
    server_discount: int = 0
    # Corp cards: clicks and ice (effects.corp_clicks, corp_ice; opponents.corp_cards)
    same_action_click: int = 0
    advanceable: bool = False
    trash_gain_1: int = 0
    trash_gain_2: int = 0
    trash_etr: bool = False
    install_look: int = 0
    untrashable: bool = False
    score_counters: int = 0
    gain_on_steal: bool = False
    remote_strength: int = 0
    fracter_strength: int = 0
    trash_to_rd: bool = False
    purge_on_access: bool = False
    trash_purge: bool = False
    run_rez_tags: int = 0
    run_rez_damage: int = 0
    steal_damage: int = 0
    score_install: bool = False
    swap_agenda: bool = False
    draw_more: int = 0
    unprotected_draw: int = 0
    rez_forfeit: int = 0
    # Corp cards: scored agendas (effects.corp_scored)
    score_credits: int = 0
    steal_credits: bool = False
    agenda_take: int = 0
    agenda_take_each: bool = False
    needs_success: bool = False
    needs_no_success: bool = False
    needs_harm: bool = False
    needs_poor: int = 0
    runner_lose_at: int = 0
    threat: int = 0
    threat_pay: int = 0
    threat_tags: int = 0
    rez_turn_strength: int = 0
    sub_draw: int = 0
    unbroken_damage: int = 0
    hq_trash: bool = False
    trash_tags: int = 0
    # Corp cards: operations (effects.corp_operations, opponents.corp_cards)
    click_cost: int = 0
    hq_reveal: int = 0
    gain_per_reveal: int = 0
    install_after: bool = False
    needs_tags: int = 0
    x_tokens: bool = False
    x_tags: bool = False
    corp_gain_tap: int = 0
    access_encounter_pay: int = 0
    breaker_strength: int = 0
    tap_trash: int = 0
    ice_advance: bool = False
    advance_strength: int = 0
    psi_on: kinds.PsiOn | None = None
    psi_win: kinds.PsiWin | None = None
    agenda_clicks: int = 0
    agenda_click_gain: int = 0
    agenda_click_damage: int = 0
    advanced_at: int = 0
    advanced_gain: int = 0
    advanced_damage: int = 0
    advanced_etr: bool = False
    forfeit_clicks: int = 0
    copy_point: bool = False
    steal_program: bool = False
    score_trash_program: bool = False
    access_meat: bool = False
    access_installed: bool = False
    no_ai_break: bool = False
    sub_clicks: int = 0
    hand_size: int = 0
    root_install_gain: int = 0
    root_install_draw: int = 0
    ai_proof_at: int = 0
    advanced_search: int = 0
    economy: bool = False
    trasher: bool = False  # a Runner resource that lets its player trash cards (the no-trasher condition)
    modelled: bool = True
    stand_in: str | None = None
    source: str = "stand-in"
    evidence: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
