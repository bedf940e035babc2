"""The Runner's cards in play: installing, playing events, drawing, tags and credits.

Shared by the Runner AI and the human Runner. Installing follows the ordinary game:
a program needs free memory, hardware may add some, a resource that holds credits
receives them when installed. An event's modelled effects are credits and cards drawn;
the run of a run event is not made, and its use is counted as a stand-in (``Game.use``).
"""

from __future__ import annotations

from nrprint.simulate import currents, event_effects, spend
from nrprint.simulate.orders import in_tie_order
from nrprint.simulate.result import End
from nrprint.simulate.state import Card, Game, GameOver, Installed


def runner_gain(game: Game, amount: int) -> None:
    game.runner.credits += amount
    if game.ai == "runner":
        game.result.credits_gained += amount


def collect_drip(game: Game) -> None:
    """The rig's cards that pay at the start of the Runner's turn pay out (from the
    credits they hold, when they hold some; an emptied one is trashed)."""
    for inst in list(game.runner.rig):
        if not inst.facts.drip or spend.refill(game, inst):  # credits held for one kind of payment
            continue
        amount = inst.take(inst.facts.drip)
        if amount:
            runner_gain(game, amount)
            game.say(f"  {inst.card.name} pays {amount} credit(s)")
        if inst.emptied:
            trash_installed(game, inst)
            game.say(f"  {inst.card.name} is empty and trashed")
            for _ in range(inst.facts.empty_draw):  # Crowdfunding
                draw(game)


def install_cost(game: Game, card: Card) -> int:
    """What installing ``card`` costs the Runner less: ``run_discount`` after a successful run
    this turn (Carmen)."""
    if card.facts.run_discount and game.last_success_turn == game.turn:
        return card.facts.run_discount
    return 0


def can_install(game: Game, card: Card, cost: int) -> bool:
    if card.facts.run_discount:  # install_cost is 0 without it
        cost -= install_cost(game, card)
    if game.runner.credits < cost and not spend.can_pay(
        game, cost, "event" if card.type == "event" else "install", card
    ):  # (can_pay's own first test: the credit pool pays)
        return False
    if card.facts.install_needs and game.ai != "runner" and not install_needs_met(game, card):
        return False  # Tapwrm: a human Runner installs it after that run (the AI's: a stand-in)
    if card.facts.on_ice and game.ai == "runner" and ai_virus_host(game) is None:
        return False  # the Runner AI hosts it only on a rezzed ice (booklet, "Card text")
    tight = card.type == "program" and card.facts.memory > game.runner.memory_free()
    return not (tight and free_host(game, card) is None)


def install_needs_met(game: Game, card: Card) -> bool:
    """Whether the successful run ``card``'s ``install_needs`` names was made this turn."""
    return (
        game.hq_success_turn if card.facts.install_needs == "hq" else game.central_success_turn
    ) == game.turn


def host_connection(game: Game, inst: Installed) -> None:
    """A human Runner's connection goes on a ``connection_draw`` card (trashed with it) and draws."""
    apartment = next((i for i in game.runner.rig if i.facts.connection_draw), None)
    if apartment is not None:
        inst.host = apartment.card.uid
        for _ in range(apartment.facts.connection_draw):
            draw(game)


def free_host(game: Game, card: Card) -> Installed | None:
    """A rig card that can host ``card`` (Dinosaurus: a non-AI icebreaker), or None."""
    if not card.facts.breaks or "ai" in card.facts.subtypes:
        return None
    rig = game.runner.rig
    return next(
        (h for h in rig if h.facts.hosts_breaker and not any(i.host == h.card.uid for i in rig)), None
    )


def ai_virus_host(game: Game) -> Installed | None:
    """The booklet's "Card text" (Runner AI): a program that must sit on an ice
    (Parasite) goes on the rezzed ice of lowest strength not yet hosting one; on a tie, the
    server the tie order names first, its outermost ice first. None: no such ice."""
    taken = {i.host for i in game.runner.rig if i.facts.on_ice and i.host}
    ice = [
        i
        for s in in_tie_order(game, list(game.corp.servers))
        for i in reversed(s.ice)
        if i.rezzed and i.card.uid not in taken
    ]
    return min(ice, key=lambda i: i.facts.strength - i.counters, default=None)


def install(game: Game, card: Card, *, paid: bool = True) -> Installed:
    """Put ``card`` in the rig (the caller checked :func:`can_install`)."""
    if paid:
        spend.pay(game, max(0, card.facts.cost - install_cost(game, card)), "install", card)
    if game.ai == "runner" and "console" in card.facts.subtypes:  # one console, the new replaces the old
        for old in [i for i in game.runner.rig if "console" in i.facts.subtypes]:
            game.say(f"    {old.card.name} makes way for {card.name}")
            trash_installed(game, old)
    inst = Installed(card, game.next_install(), rezzed=True, turn=game.turn, hosted=card.facts.hosted)
    inst.counters = card.facts.counters
    if card.facts.breaks and game.runner.rig:
        console = free_host(game, card)  # hosted: +strength, no memory (runs.plan_break, memory_free)
        inst.host = console.card.uid if console is not None else 0
    if card.facts.on_ice and game.ai == "runner":
        ice = ai_virus_host(game)  # can_install found one; a free install (EC) may not have
        inst.host = ice.card.uid if ice is not None else 0
    if "connection_draw" in game.present and "connection" in card.facts.subtypes and game.ai != "runner":
        host_connection(game, inst)  # Off-Campus Apartment
    game.runner.rig.append(inst)
    if card.facts.spend_on and not card.facts.hoard_at:  # recurring credits: held from the install on
        spend.refill(game, inst)
    game.say(f"    installs {card.name}" + (f" for {card.facts.cost}" if paid and card.facts.cost else ""))
    if card.type == "program" and game.ai == "runner" and game.rules.clarifications.remember_stops:
        game.stopped_by.clear()  # a new program: the servers that stopped it are worth trying again
    game.use(card, "rig")
    if card.facts.host_top:  # Street Peddler: the stack's top cards wait on it (effects.runner_installs)
        game.runner.piles[f"hosted-{card.uid}"] = game.runner.stack[: card.facts.host_top]
        del game.runner.stack[: card.facts.host_top]
    if game.ai == "runner" and (
        card.facts.install_from
        or card.facts.host_discount
        or card.facts.replay_event
        or card.facts.cash_counters
        or card.facts.counter_credit
        or card.facts.access_trash
        or card.facts.click_damage
        or card.facts.spend_on
        or card.facts.chosen_server
        or card.facts.remote_take
        or card.facts.chosen_ice
        or card.facts.cash_in
        or card.facts.click_run  # opponents.runner_click_runs
        or card.facts.steal_swap  # effects.score_areas
        or card.facts.turn_trash  # effects.runner_turn_cards
        or card.facts.x_counters  # effects.runner_breakers.x_counters
        or card.facts.heap_reinstall_runs  # effects.runner_turn_cards.turn_ends
        or card.facts.turn_click_tag  # effects.runner_extras
        or card.facts.trash_draw  # effects.runner_plays
        or card.facts.connection_draw  # host_connection
        or card.facts.trash_rezzed  # effects.runner_plays
        or (card.facts.install_needs and not install_needs_met(game, card))
    ):  # the AI has no such choice (effects.runner_counters)
        game.stand_in(card)
    return inst


def play_event(game: Game, card: Card, *, paid: bool = True, run: bool = False) -> None:
    """Play ``card`` (an event): pay, resolve what is modelled, put it in the heap.
    ``run``: the caller makes the event's run (a use of kind "run-event")."""
    if paid:
        spend.pay(game, card.facts.cost, "event", card)
    game.say(f"    plays {card.name}" + (f" for {card.facts.cost}" if paid and card.facts.cost else ""))
    if not currents.played(game, card):  # a current stays in play (simulate.currents)
        game.runner.heap.append(card)  # first: a draw that ends the game leaves it there
    game.use(card, "run-event" if run else "event")
    if card.facts.gain and not (run and card.facts.gain_after_run) and not card.facts.corp_mode:  # else later
        runner_gain(game, card.facts.gain)
    draws = event_effects.modes(game, card)  # before the events' other effects (a tag removed)
    if game.runner.heap and game.runner.heap[-1] is card:  # trashed as it resolves (Aniccam)
        draws += event_effects.event_trash_draws(game)
    if gained := event_effects.played(game, card):
        runner_gain(game, gained)
    f = card.facts
    if game.ai == "runner" and (f.lose_click or f.extra_click or f.fetch_program or f.search_connection):
        game.stand_in(card)  # a click, or a choice, the AI's rulebook does not give it
    elif (f.lose_click or f.extra_click) and game.runner.clicks:
        game.runner.clicks -= 1  # a human Runner's click left (effects.runner_installs plays the rest)
    if f.grip_cost and game.ai == "runner":  # which grip cards pay: a choice the AI is not given
        game.stand_in(card)
    for _ in range(draws):
        if not draw(game):
            break


def play_or_install(game: Game, card: Card, *, paid: bool = True, run: bool = False) -> None:
    if card.type == "event":
        play_event(game, card, paid=paid, run=run)
    else:
        install(game, card, paid=paid)


def draw(game: Game) -> bool:
    """The top card of the stack into the grip. An empty stack: the Runner AI shuffles
    its heap into a new stack on standard and loses on easy (rulebook, "Stack and
    grip"); a human Runner simply draws nothing."""
    runner = game.runner
    if not runner.stack:
        if game.ai != "runner":
            return False
        if game.difficulty == "easy":
            if game.rules.clarifications.easy_empty_stack == "no-draw":
                return False
            raise GameOver(End.STACK_EMPTY, False)
        if not runner.heap:
            return False
        runner.piles["STA"], runner.piles["heap"] = runner.heap, []
        game.rng.shuffle(runner.piles["STA"])
        game.say("    the stack is empty: the heap is shuffled into a new stack")
    card = runner.stack.pop(0)
    runner.grip.append(card)
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(f"    draws {card.name}")
    return True


def trash_installed(game: Game, inst: Installed) -> None:
    """Trash ``inst`` from the rig, and what it hosts with it: the cards in its pile
    ``hosted-<uid>`` (Street Peddler's; a hosted agenda goes to Archives) and the rig cards
    hosted on it (a console's breaker, trashed the same way)."""
    runner = game.runner
    runner.rig.remove(inst)
    runner.heap.append(inst.card)
    for card in runner.piles.pop(f"hosted-{inst.card.uid}", []):
        (game.corp.piles["Archives"] if card.facts.side == "corp" else runner.heap).append(card)
    for rider in [i for i in runner.rig if i.host == inst.card.uid]:
        game.say(f"    {rider.card.name} is trashed with {inst.card.name}")
        trash_installed(game, rider)


def trash_program(game: Game, spared: tuple[str, ...] = ()) -> None:
    """A subroutine trashes a program: the Corp picks the most expensive one, of none of the
    ``spared`` subtypes (Hagen: not a decoder, fracter or killer)."""
    programs = [
        i
        for i in game.runner.rig
        if i.card.type == "program" and not any(s in i.facts.subtypes for s in spared)
    ]
    if not programs:
        return
    victim = max(programs, key=lambda i: i.facts.cost)
    trash_installed(game, victim)
    if victim.host and victim.facts.on_ice:  # the ice loses the hosted virus's counters
        for ice in (i for s in game.corp.servers for i in s.ice if i.card.uid == victim.host):
            ice.counters = 0
    game.say(f"    trashes {victim.card.name}")


def breaker_types(game: Game) -> set[str]:
    return {i.facts.breaks for i in game.runner.rig if i.facts.breaks}


def breaker_rank(order: list[str], card: Card) -> int:
    """Where the type ``card`` breaks comes in ``order`` (a caller picks cards of those types)."""
    breaks = card.facts.breaks
    assert breaks is not None  # a card of one of ``order``'s types breaks some
    return order.index(breaks)
