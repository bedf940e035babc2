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

# Subroutine kinds the engine models; anything else on an ice is "other" (a stand-in).
SUB_KINDS = (
    "etr",
    "net",
    "meat",
    "brain",
    "tag",
    "trash-program",
    "lose-credits",
    "gain-credits",
    "no-steal",
    "lose-click",
    "etr-pay",
    "etr-tagged",
    "net-pay",
    "trace-etr",
    "trace-tag",
    "tag-pay",
    "self-counter",
    "tag-if-ai",
    "gain-per-ice",
    "install-rd",
    "install-hq",
    "trace-brain-tag",
    "pay-or-trash",
    "brain-or-etr",
    "draw-shuffle",
    "arrange-rd",
    "draw-pay",
    "trace-bounce",
    "trash-program-other",
    "net-odd-etr",
    "etr-clicks",
    "other",
)
# What a breaker breaks: an ice subtype, or "any" (AI breakers).
BREAKS = ("barrier", "code gate", "sentry", "any")
# What a card's credits may pay for (``spend_on``): an install (any card, a program, a
# hardware, a card other than a connection), an event (any, a run event), a trash cost
# (any, an asset's), the basic action that removes a tag, an icebreaker's use (any, a
# killer's, a decoder's, a fracter's).
SPEND_ON = (
    "install",
    "install-program",
    "install-hardware",
    "install-nonconnection",
    "event",
    "run-event",
    "trash",
    "trash-asset",
    "tag",
    "break",
    "break-killer",
    "break-decoder",
    "break-fracter",
)


@dataclass(frozen=True, slots=True)
class PlayFacts:
    """One card's facts for play. Numbers are 0 when the card has none.

    ``cost``: play, install or rez cost. ``gain``: credits a played event or operation
    gives, or an installed card gives per click used (``click_gain``) or at the start of
    its owner's turn (``drip``). ``subs``: an ice's subroutines in order, by kind.
    ``breaks``/``break_cost``/``break_count``/``pump_cost``/``pump``: an icebreaker breaks
    ``break_count`` ``breaks`` subroutines for ``break_cost`` credits and gains ``pump``
    strength for ``pump_cost``. ``hosted``: credits placed on the card when it is installed
    (a ``click_gain`` resource takes them until none are left; 0 is a bottomless source).
    ``encounter``: what happens when the Runner encounters the ice, before subroutines
    (a sub kind, e.g. ``etr`` for "end the run unless ..."), or None.
    ``pay``: credits the Runner pays to go on past an ``etr-pay`` subroutine.
    ``lose``: credits a ``lose-credits`` subroutine or encounter takes from the Runner.
    ``trace``: the base strength of a ``trace-etr`` or ``trace-tag`` subroutine.
    ``run_gain``: credits a rig card gives whenever its Runner makes a successful run.
    ``runner_points_less``: points an agenda is worth less in the Runner's score area.
    ``damage_draw``: cards its Runner draws when damage trashes this card from the grip.
    ``needs_tag``, ``gain_per_grip``, ``runner_loses_all``: an operation played only on a
    tagged Runner, credits per card in the Runner's grip, the Runner losing all its credits.
    ``drip_unprotected``: a Corp card's ``drip`` is paid only while no ice protects its server.
    ``server_draw``: cards its Runner draws whenever the Corp creates a server.
    ``run_server``: the server a run event runs (``any``); ``gain_after_run``: a run event's
    ``gain`` is paid only when that run is successful.
    ``reveal_programs``, ``search_breaker``: an event that reveals the top N cards of the stack
    (programs trashed for 1 credit each, the rest to the grip) or searches it for a breaker.
    ``strength_per_tag``: strength an ice gains for each tag the Runner has.
    ``access_pay``, ``access_tags``, ``access_damage``: what the Corp may pay when the Runner
    accesses the card, to give it tags and do net damage; ``access_not_archives``: not when
    accessed in Archives; ``access_gain``: credits the Corp gains when the card is accessed;
    ``access_score_tagged``: an agenda the Corp adds to its score area when a tagged Runner
    accesses it (``nrprint.simulate.effects.access``). ``remote_only``: an asset or upgrade
    installed in a remote server only. ``current_until``: a current, in play until another
    current is played or an agenda is ``scored`` (or ``stolen``); ``rez_hq_trash``: while it
    is in play the Corp trashes a card of HQ at random to rez a non-ice card
    (``nrprint.simulate.currents``). ``trash_etr_at``: an upgrade the Corp trashes during a
    run, once it holds that many advancement counters, to end the run
    (``nrprint.simulate.effects.corp_runs.vault_ends``). ``no_success``: while the upgrade is
    rezzed no run on its server is successful (``effects.corp_runs.approached``).
    Runner cards: ``pump_breaks``: each use of the pump also breaks up to that many
    subroutines (``pump_x``: one use of any size X, +X strength and up to X subroutines);
    ``heap_install``: a breaker installed from the heap when its type is encountered;
    ``run_server`` may also name ``hq``, ``r&d`` or ``archives``; ``bypass_first``: the run
    event's run bypasses the first ice encountered; ``access_more``: more cards accessed on
    a breach of ``access_server``; ``siphon``: instead of breaching HQ, the Corp loses up to
    that many credits, the Runner gains ``siphon_each`` for each and takes ``tags`` tags; ``run_credits``:
    credits for the event's run only, ``run_core_damage`` suffered when it ends;
    ``counters``: power or virus counters placed on the card when installed;
    ``prevent_trash``: trashed instead of a program or hardware; ``prevent_meat``: a counter
    prevents 1 meat damage; ``trash_outer_ice``: removed from the game to trash the outermost
    ice once it is fully broken. ``central_counter``: counters placed on the card after a
    successful run on a central server; ``weakens``: each counter spent lowers the
    encountered ice's strength by 1. ``install_from`` (``heap`` or ``stack``): the card is
    trashed (paying ``install_fee``) to install a program from there, paying its cost.
    ``counter_breaks_at``: a counter breaks a subroutine of ice of at least that strength;
    ``trash_after_use``: trashed after an encounter it broke in; ``turn_draw``: cards drawn
    at turn start for a counter; ``lose_click``: an event that takes a click left;
    ``grip_trash_draw``/``grip_trash_gain``: cards or credits when trashed from the grip;
    ``heap_to_grip``: an event that takes a card (or 2 viruses) from the heap.
    ``host_top``: the top cards of the stack hosted on the card when installed, one of which
    it installs when trashed, ``host_discount`` credits cheaper. ``replay_event``: two clicks
    and the card trashed play an event from the heap. ``click_store``: credits a click
    stores on the card, once a turn, another click takes them all. ``hosts_breaker``: the
    strength an icebreaker hosted on this hardware gains (its memory is free).
    ``fetch_program``: an event that installs a program from the stack or heap for free until
    the turn ends; ``extra_click``: an event that costs a second click; ``search_connection``:
    an event that fetches a connection from the stack (installed when it can be paid).
    ``on_ice``: a program installed on a rezzed ice, whose strength each of its counters
    lowers (``turn_counter`` placed at its Runner's turn start) until the ice is trashed.
    ``wheel_counter``: counters after a run on HQ or R&D that stole nothing; ``wheel_spend``
    of them give 1 more access on a breach of HQ or R&D. ``strength_per_counter``: a
    breaker's strength for each of its counters; ``clean_breach_counter``: counters after a
    breach in which nothing was stolen or trashed. ``hosts_agenda``: an accessed agenda may be
    hosted instead of stolen, and added to the score area later for two clicks.
    ``grip_cost``: grip cards an event trashes as an extra cost; ``reshuffle``: an event that
    shuffles the grip and heap into the stack; ``remove_self``: removed from the game once
    played. ``once_turn``: its click ability is used once a turn; ``click_damage``: net damage
    that ability costs. ``cash_counters``: a click and the card trashed give N credits per
    counter; ``counter_credit``: a counter gives N credits; ``rd_counter``: counters after a
    successful run on R&D; ``counter_access``: one fewer more cards accessed on a breach of
    R&D than it has counters; ``access_trash``: a counter trashes the accessed card, once a turn.
    ``spend_on``: the one kind of payment the card's credits (its ``drip``, held on the card,
    not put in the pool) may pay (``nrprint.simulate.spend``); ``steal_place``: credits placed
    on it when the Runner steals an agenda; ``hoard_at``/``hoard_cost``: when its player's
    turn ends holding that many credits or more, the price paid (a card of the rig trashed,
    a grip card at random or the card, a tag or the card). ``chosen_server``: when its player
    chooses a server for it (``install``, or each ``turn``); ``run_take``: credits taken from
    the card on a successful run on that server; ``breach_gain``: credits gained instead of
    the first breach of that server each turn; ``remote_take``: the card's credits may be
    taken instead of breaching a remote server (``nrprint.simulate.effects.runner_servers``).
    ``two_modes``: an event whose player resolves two of its ``gain``, ``draw`` and
    ``remove_tags`` (tags removed); ``mill``: cards trashed from the top of the stack;
    ``heap_to_stack``: heap cards the player shuffles into the stack; ``needs_central``:
    played only after a successful run on a central server this turn; ``pay_or_bp``: the Corp
    pays that many credits or takes 1 bad publicity (``nrprint.simulate.event_effects``).
    Run events (``nrprint.simulate.effects.runner_breach``): ``run_server`` ``hq-or-r&d``;
    ``access_server`` ``attacked``: the server the event's run breaches; ``success_draw``: cards
    drawn when the run is successful; ``rd_arrange``: instead of the breach of R&D, its top
    cards are put in the player's order; ``root_access``: instead of the breach, 1 card in the
    root of another server is accessed, an agenda neither stolen nor trashed. ``chosen_ice``:
    a program whose player chooses an installed ice when installing it (``Installed.target``);
    ``bypass_pay``: the credits per subroutine that bypass that ice on its encounter
    (``nrprint.simulate.effects.runner_bypass``). ``trash_fee``: credits the Corp pays on top of
    the basic action that trashes a resource; ``fall_guy``: trashed instead of another resource;
    ``cash_in``: credits for trashing the card (``nrprint.simulate.effects.runner_protect``).
    ``run_discount``: the install costs that much less after a successful run this turn
    (``nrprint.simulate.rig.install_cost``). ``click_run``: a rig card's click that runs
    that server (``once_turn``: once a turn); ``breach_server``: the server its successful
    run breaches instead; ``rd_reveal``/``rd_trash``: instead of the breach of R&D, its top
    cards are revealed and that many of them trashed (``nrprint.simulate.effects.runner_breach``). ``counter_break``/``counter_pump``: an
    icebreaker's ``break_cost``/``pump_cost`` is paid with its own counters, not credits;
    ``success_counter``: counters placed on it after a successful run on any server
    (``nrprint.simulate.effects.runner_breakers``). ``fan_site``: goes to the Runner's score
    area, worth 0 points, whenever the Corp scores an agenda; ``steal_swap``: a stolen agenda
    may be swapped with one of the Corp's score area (``nrprint.simulate.effects.score_areas``).
    ``decline_hq_trash``: the first time each turn an accessed card outside Archives is neither
    stolen nor trashed, the Corp trashes that many cards of HQ at random
    (``nrprint.simulate.effects.access_declined``).
    ``turn_trash``/``turn_trash_gain``: as its Runner's turn begins, another installed card may
    be trashed for that many credits (Aesop's Pawnshop); ``turn_lose``: credits lost as its
    Runner's turn begins; ``corp_turn_draw``: cards its Runner draws as the Corp's turn begins;
    ``first_success_draw``/``first_fail_tags``: cards drawn (tags taken) after the first
    successful (unsuccessful) run of each turn; ``no_fast_score``: the Corp cannot score an
    agenda in the turn it installed it; ``purge_trash``: trashed when virus counters are
    purged; ``heap_reinstall_runs``: installed free from the heap as a turn ends in which its
    Runner made that many successful runs (``nrprint.simulate.effects.runner_turn_cards``). ``needs_hq``: an event played only
    after a successful HQ run that turn; ``derez_ice``: the rezzed ice it derezzes
    (``nrprint.simulate.derez``). ``host_break``: a program on an ice (``on_ice``)
    whose counters break that ice's subroutines, one each, instead of weakening it
    (``nrprint.simulate.effects.runner_breakers.counter_breaker``). ``x_counters``: its player
    pays any number of credits for as many counters when it installs it
    (``nrprint.simulate.effects.runner_breakers.x_counters``); ``exact_strength``: an icebreaker
    that breaks only ice of exactly its strength (``nrprint.simulate.runs.plan_break``).
    ``ice_weaken``: the strength every encountered ice loses while the card is installed;
    ``central_only``: an icebreaker that cannot break ice protecting a remote server (both
    read by ``nrprint.simulate.runs.plan_break``). ``pump_per_breaker``, ``trash_after_run``,
    ``turn_click_tag``, ``corp_mode``: ``nrprint.cards.play_rules_runner_small`` says what they are;
    ``install_needs``, ``turn_corp_share``, ``event_trash_draw``, ``trash_draw``, ``rez_or_trash``,
    ``steal_or_meat``, ``connection_draw``, ``first_success_counter``, ``counters_break``, ``trash_rezzed``:
    ``nrprint.cards.play_rules_runner_plays`` does.
    Corp cards (``nrprint.simulate.effects.corp_*``): ``terminal``: an operation after which
    the Corp's action phase ends. ``empty_draw``: cards the Corp draws when the card's hosted
    credits run out and it is trashed. ``score_wait``: an agenda that cannot be scored in
    the turn it was installed. ``rez_ice``: ice the Corp may rez for free when the agenda is
    scored (``rez_on_steal``: also when it is stolen). ``approach_pay``/``approach_clicks``:
    an upgrade that ends a run on its server unless the Runner pays so many credits or
    clicks. ``counters_past``/``counters_every``/``counter_use``: an agenda scored with
    advancement counters past its requirement gets 1 agenda counter per ``counters_every``
    of them, spent as ``counter_use`` says (``points``, ``archives-to-hq``, ``search-rd``).
    ``turn_end_tags``: tags the Runner loses when the turn the agenda was scored in ends.
    ``sacrifice_gain``/``sacrifice_draw``: credits and cards the Corp may trash the asset for
    when its turn begins (Rashida Jaheem). ``rez_draw``: cards drawn when the card is rezzed.
    ``recycle``: cards from Archives the Corp may shuffle into R&D by removing the card from
    the game (Jackson Howard). ``archives_to_hq``: cards an operation adds from Archives to HQ.
    ``steal_pay``/``steal_clicks``: what the Runner must pay to steal the agenda.
    ``bad_publicity``: bad publicity the Corp takes when it scores the agenda.
    ``needs_run``: an operation played only if the Runner ran in its last turn;
    ``trace_tags``: tags an operation's trace (of base strength ``trace``) gives.
    ``score_ice``: cards of R&D's top the Corp looks at when it scores the agenda, installing
    and rezzing the ice among them for free and trashing the rest (Accelerated Beta Test).
    ``counter_strength``: strength an ice loses for each counter it hosts (its ``self-counter``
    encounter places one each time, Sandstone).
    ``server_discount``: an upgrade that lowers the requirement of each agenda in its
    server's root while it is rezzed (SanSan City Grid).
    ``requirement_per_bp``: advancement the agenda needs more for each bad publicity.
    ``must_trash``: the Runner must trash the installed card when it accesses it, if it can
    pay (Mumbad Virtual Tour).
    ``access_encounter``: when the Runner accesses the card, the Corp may trash it to make
    the Runner encounter a rezzed ice protecting the server (Ganked!).
    ``access_trace``: an upgrade's trace on a successful run on its server; when it succeeds
    the Runner accesses no other card in the run (Ash 2X3ZB9CY).
    ``same_action_click``: a click the Corp gains the first time in a turn it spends that
    many clicks on the same action (Jeeves Model Bioroids). ``advanceable`` with
    ``trash_gain_1``/``trash_gain_2``: an asset the Corp may advance and trash, with 1 or 2
    hosted advancement counters, for that many credits (NGO Front). ``trash_etr``: an ice
    the Corp may trash to end a run on its server (Border Control). ``install_look``: the
    cards of R&D's top an ``install-rd`` subroutine looks at. ``untrashable``: no player
    can trash the card (Architect). ``score_counters``: agenda counters placed on the agenda
    when scored (``counter_use`` ``end-run``: one ends a run, Nisei MK II; ``advance``: one
    places an advancement counter, AstroScript Pilot Program; ``net-run``: one does 1 net
    damage, once a run, House of Knives). ``gain_on_steal``: the
    agenda's ``gain`` goes to the Corp when it is stolen too. ``remote_strength``: strength
    an ice gains while protecting a remote; ``fracter_strength``: while no fracter is
    installed. ``trash_to_rd``: the card is shuffled into R&D when trashed (Marilyn Campaign).
    ``purge_on_access``/``trash_purge``: virus counters purged when the Runner accesses the
    card, or when the Corp trashes it (Cyberdex Virus Suite). ``run_rez_tags``/``run_rez_damage``:
    tags, or net damage for a card of HQ trashed, when the ice is rezzed during a run on its
    server (Ping, Anemone). ``steal_damage``: net damage the Runner must suffer to steal
    the agenda (Obokata Protocol). ``score_install``: an asset that installs a card for free
    whenever an agenda is scored (Team Sponsorship). ``swap_agenda``: an operation that
    swaps an agenda of each score area (Exchange of Information). ``draw_more``: cards
    added to the Corp's first draw of a turn, one of the drawn going to R&D's bottom
    (Daily Business Show). ``unprotected_draw``: cards drawn at the start of the Corp's turn
    while no ice protects the asset's server, one card of HQ going to R&D's bottom (Sensie
    Actors Union). ``rez_forfeit``: agendas the Corp forfeits to rez the ice (Archer).
    ``score_credits``: credits placed on the agenda when scored (``steal_credits``: when
    stolen too, and still the Corp's to take); ``agenda_take``: credits of those the Corp
    takes when its turn begins (``agenda_take_each``: when each player's turn begins;
    Corporate Sales Team, SSL Endorsement). ``needs_success``/``needs_no_success``/``needs_harm``:
    an operation played only if the Runner made (did not make) a successful run, or stole or
    trashed a Corp card, in its last turn; ``needs_poor``: only while the Corp has fewer
    credits than that. ``runner_lose_at``: the Runner loses that many credits if it has as
    many (Economic Warfare). ``threat``/``threat_pay``/``threat_tags``: once either side has
    ``threat`` points, the Corp may pay ``threat_pay`` for ``threat_tags`` more tags (Oppo Research).
    ``rez_turn_strength``: strength an ice has in the turn it was rezzed; ``sub_draw``: the
    cards a ``draw-shuffle`` subroutine draws and the agendas it shuffles into R&D (Gatekeeper),
    or a ``draw-pay`` one (Anansi). ``unbroken_damage``: net damage when an encounter ends
    with the ice not fully broken (Anansi). ``hq_trash``: an operation that trashes a card
    of HQ (Hansei Review). ``trash_tags``: tags for the Runner the first time in a turn it
    trashes a Corp card, while the agenda is in the Corp's score area (AR-Enhanced Security).
    ``click_cost``: clicks more an operation costs to play (Celebrity Gift); ``hq_reveal``/
    ``gain_per_reveal``: credits for each card of HQ revealed, up to that many;
    ``install_after``: the operation lets the Corp install a card of HQ (Ultraviolet
    Clearance); ``needs_tags``: played only while the Runner has that many tags (BOOM!).
    ``x_tokens``: an operation costing X that places X advancement counters on one card;
    ``x_tags``: X is at most the Runner's tags (Psychographics). ``corp_gain_tap``: credits a
    Runner card gains the first time each turn the Corp gains credits through a card ability;
    ``tap_trash``: the credits (and a click) the Corp pays to trash it (PAD Tap).
    ``access_encounter_pay``: the credits the Corp pays, when the Runner accesses the ice
    outside Archives, to make it encounter that ice (Archangel). ``breaker_strength``: strength
    an ice gains (negative: loses) for each installed icebreaker (Hagen).
    ``ice_advance``: an ice the Corp may advance; ``advance_strength``: strength it gains for
    each advancement counter on it (Ice Wall). ``psi_on``/``psi_win``: when the card plays a
    psi game (``pass-ice``, ``access``, ``access-uninstalled``) and what it does when the bids
    differ (``etr``, ``grip-damage``, ``no-steal``; Caprice Nisei, Psychic Field, The Future Perfect).
    ``agenda_clicks``: the clicks a scored agenda's ability costs, for ``agenda_click_gain``
    credits (Gila Hands Arcology) or ``agenda_click_damage`` meat damage to a tagged Runner
    (Private Security Force). ``advanced_at``: advancement counters on the ice from which its
    ``gain-credits`` subroutine gains ``advanced_gain``, its ``net`` one does ``advanced_damage``,
    and its ``tag`` one also ends the run (``advanced_etr``; Mausolus). ``forfeit_clicks``, ``copy_point``,
    ``steal_program``, ``score_trash_program``, ``access_meat``, ``access_installed``, ``no_ai_break``,
    ``sub_clicks``, ``hand_size``: ``effects.corp_forfeit``, ``corp_agenda_abilities``, ``access``, ``subroutines``,
    ``runs.plan_break``, ``Game.hand_limit`` (docs/cards.md); ``root_install_gain``/``_draw``: ``effects.corp_root_installs``;
    ``ai_proof_at``, ``advanced_search``: ``runs`` and ``effects.corp_ice_rd.search`` (Hortum).
    ``modelled`` is False when part of the card's effect is not played by the engine;
    ``stand_in`` names what the engine does instead (counted when used).
    """

    name: str
    type: str
    side: str
    cost: int = 0
    points: int = 0
    advancement: int | None = None
    strength: int = 0
    subtypes: tuple[str, ...] = ()
    subs: tuple[str, ...] = ()
    breaks: str | None = None
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
    encounter: str | None = None
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
    run_server: str | None = None
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
    current_until: str | None = None
    rez_hq_trash: bool = False
    trash_etr_at: int = 0
    no_success: bool = False
    # Runner cards (effects/runner_*): see "Runner cards" above
    pump_breaks: int = 0
    pump_x: bool = False
    heap_install: bool = False
    bypass_first: bool = False
    access_more: int = 0
    access_server: str | None = None
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
    install_from: str | None = None
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
    spend_on: str | None = None
    steal_place: int = 0
    hoard_at: int = 0
    hoard_cost: str | None = None
    chosen_server: str | None = None
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
    click_run: str | None = None
    breach_server: str | None = None
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
    install_needs: str | None = None
    turn_corp_share: int = 0
    event_trash_draw: int = 0
    trash_draw: int = 0
    rez_or_trash: bool = False
    steal_or_meat: int = 0
    connection_draw: int = 0
    first_success_counter: int = 0
    counters_break: int = 0
    trash_rezzed: bool = False
    terminal: bool = False
    empty_draw: int = 0
    score_wait: bool = False
    rez_ice: int = 0
    rez_on_steal: bool = False
    approach_pay: int = 0
    approach_clicks: int = 0
    counters_past: int = 0
    counters_every: int = 1
    counter_use: str | None = None
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
    # Corp cards, session 4 (effects.corp_clicks, corp_ice; opponents.corp_cards)
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
    # Corp cards, session 5 (effects.corp_scored)
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
    # Corp cards, session 6 (effects.corp_operations, opponents.corp_cards)
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
    psi_on: str | None = None
    psi_win: str | None = None
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

    @property
    def is_breaker(self) -> bool:
        return self.breaks is not None

    @property
    def etr_count(self) -> int:
        return sum(1 for s in self.subs if s == "etr")


# Stand-ins by card type: what the engine plays when it knows nothing of a card. The
# numbers are a middling card of that type (docs/simulate.md, "Stand-ins").
STAND_INS: dict[str, dict[str, object]] = {
    "agenda": {"advancement": 4, "points": 2},
    "asset": {"cost": 2, "trash_cost": 3},
    "upgrade": {"cost": 2, "trash_cost": 3},
    "operation": {"cost": 1},
    "ice": {"cost": 3, "strength": 3, "subtypes": ("barrier",), "subs": ("etr",)},
    "program": {"cost": 2, "memory": 1},
    "hardware": {"cost": 2},
    "resource": {"cost": 1, "click_gain": 1},
    "event": {"cost": 1},
}


def stand_in(name: str, type_: str, side: str) -> PlayFacts:
    """The facts the engine assumes for a card it knows nothing of (``modelled`` False)."""
    extra = STAND_INS.get(type_, {})
    return PlayFacts(
        name=name, type=type_, side=side, modelled=False, stand_in=f"a middling {type_}", **extra
    )  # type: ignore[arg-type]
