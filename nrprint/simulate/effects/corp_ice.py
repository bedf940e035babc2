"""Corp ice that pays by its server, installs Corp cards, or is trashed to end a run.

Played the same for the Corp AI and a human Corp (an ice's use is judged for both):
where the card leaves a choice to its player, both take the one said here (the Automa
rulebook gives the AI no rule for it: our reading).

- ``gain-per-ice`` (a subroutine): the Corp gains ``gain`` credits for each ice
  protecting the ice's server, itself included (Border Control).
- ``install-rd`` (a subroutine): the Corp looks at the top ``install_look`` cards of R&D
  and installs the costliest ice among them, unrezzed and ignoring the install cost,
  outermost on the server with the fewest ice (R&D, HQ, then the remotes, as Accelerated
  Beta Test's ice goes); the other cards stay where they were (Architect).
- ``install-hq`` (a subroutine): the Corp installs the costliest ice of HQ or Archives
  the same way, paying the install cost (1 credit for each ice already there) when it can,
  else nothing (Architect, Ansel 1.0).
- ``trash_etr``: when the Runner has passed every ice of a server protected by a rezzed
  such ice, and the server holds an agenda (in its root; HQ: in HQ), the Corp trashes
  the ice and the run ends (Border Control; ``corp_runs.approached`` calls ``ends_run``).
  With no such ice, a scored agenda's ``end-run`` counter ends it the same way (Nisei MK II).
- ``remote_strength``, ``fracter_strength``: strength the ice gains on a remote, or while
  the Runner has no fracter installed (Palisade, Wraparound; ``strength_bonus``, read by
  ``runs.plan_break``).
- ``run_rez_tags``, ``run_rez_damage``: when rezzed during a run on its server (the Corp
  rezzes ice only then), the Runner takes the tags, or the Corp trashes a card of HQ (not
  an agenda) to do the net damage (Ping, Anemone; ``rezzed_in_run``, from ``runs.corp_rezzes``).
- ``pay-or-trash``, ``brain-or-etr`` (subroutines, ``choice``): the Runner pays or trashes
  one of its cards; takes core damage or ends the run (Fairchild 3.0).
- ``rez_forfeit``: rezzing the ice also costs that many scored agendas, those worth least
  (both Corps rez it only when they have them; ``forfeits``, from ``runs.corp_rezzes``; Archer).
- ``rez_turn_strength``: strength the ice has in the turn it was rezzed, i.e. during the
  Runner's turn in which a run rezzed it (``runs.corp_rezzes`` marks ``Installed.used_turn``;
  an ice rezzed in the Corp's own turn is met in a later turn; Gatekeeper).
- ``draw-shuffle`` (a subroutine): the Corp draws up to ``sub_draw`` cards, while HQ holds
  fewer than 5 and R&D more than 5 (a human Corp keeps its hand; the Corp AI's HQ is refilled
  by its refill only, so it draws none), then shuffles up to ``sub_draw`` agendas of Archives
  into R&D, where the Runner can no longer take them for free (Gatekeeper).
- ``untrashable``: no player trashes it (Architect; a Hippo does not,
  ``runner_breakers.fully_broken``).
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import ARCHIVES, HQ, Card, Game, Installed, Server

SUBS = ("gain-per-ice", "install-rd", "install-hq", "draw-shuffle")
RD_RESERVE = 5  # the cards a human Corp keeps in R&D: a draw-shuffle draws none of them
CHOICES = ("pay-or-trash", "brain-or-etr")


def choice(game: Game, inst: Installed, sub: str, damage) -> bool:
    """A subroutine that leaves the Runner a choice (either Runner chooses so): ``pay-or-trash``,
    it pays ``pay`` credits when it can, else trashes its cheapest installed card that hosts
    none; ``brain-or-etr``, it takes the ``damage`` core damage when its grip holds more
    cards than that, else the run ends (False). ``damage``: ``nrprint.simulate.damage.damage``."""
    runner, f = game.runner, inst.facts
    if sub == "brain-or-etr":
        if len(runner.grip) > (f.damage or 1):
            damage(game, f.damage or 1, "brain")
            return True
        game.say(f"    {inst.card.name} ends the run")
        return False
    if runner.credits >= f.pay:
        runner.credits -= f.pay
        game.say(f"    pays {f.pay} to {inst.card.name}")
        return True
    hosts = {i.host for i in runner.rig if i.host}
    cards = [i for i in runner.rig if i.card.uid not in hosts]
    if cards:
        victim = min(cards, key=lambda i: i.facts.cost)
        runner.rig.remove(victim)
        runner.heap.append(victim.card)
        game.say(f"    trashes {victim.card.name} for {inst.card.name}")
    return True


def fire(game: Game, inst: Installed, sub: str) -> bool:
    """Resolve one of ``SUBS``; the run goes on."""
    corp = game.corp
    if sub == "gain-per-ice":
        server = server_of(game, inst)
        amount = (inst.facts.gain or 1) * (len(server.ice) if server is not None else 1)
        gained(game, amount)  # a card ability's credits (PAD Tap)
        corp.credits += amount
        if game.ai == "corp":
            game.result.credits_gained += amount
        game.say(f"    {inst.card.name}: the Corp gains {amount} credit(s)")
    elif sub == "draw-shuffle":
        draw_shuffle(game, inst)
    elif sub == "install-rd":
        rd = corp.piles["R&D"]
        ice = _costliest(rd[: inst.facts.install_look])
        if ice is not None:
            rd.remove(ice)
            _install(game, ice, inst.card.name, pays=False)
    else:
        install_best(game, inst.card.name, pays=True)
    return True


def draws(game: Game, n: int) -> int:
    """A subroutine's "draw up to ``n``": a human Corp draws while HQ holds fewer cards
    than its hand size (play.yaml ``game.hand_size``) and R&D more than ``RD_RESERVE``;
    the Corp AI, whose HQ fills by its refill only, draws none."""
    hq, rd = game.corp.piles["HQ"], game.corp.piles["R&D"]
    drawn = 0
    hand = game.rules.game.hand_size
    while game.ai == "runner" and drawn < n and len(hq) < hand and len(rd) > RD_RESERVE:
        hq.append(rd.pop(0))
        drawn += 1
    return drawn


def draw_shuffle(game: Game, inst: Installed) -> None:
    corp, n = game.corp, inst.facts.sub_draw
    rd, archives = corp.piles["R&D"], corp.piles["Archives"]
    drawn = draws(game, n)
    agendas = [c for c in archives if c.type == "agenda"][:n]
    for card in agendas:
        archives.remove(card)
        rd.append(card)
    if agendas:
        game.rng.shuffle(rd)
    game.say(f"    {inst.card.name}: the Corp draws {drawn}, shuffles {len(agendas)} agenda(s) into R&D")


def install_best(game: Game, by: str, *, pays: bool) -> None:
    """Install the costliest ice of HQ or Archives on the server with the fewest ice,
    paying the install cost when ``pays`` (nothing when the Corp cannot pay it)."""
    corp = game.corp
    hq, archives = corp.piles["HQ"], corp.piles["Archives"]
    ice = _costliest(hq + archives)
    if ice is not None and (not pays or corp.credits >= len(home(game).ice) * install_tax(game)):
        (hq if ice in hq else archives).remove(ice)
        _install(game, ice, by, pays=pays)


def install_tax(game: Game) -> int:
    # ice_install_tax: false frees the Corp AI only; a human Corp always pays
    return 1 if game.rules.clarifications.ice_install_tax or game.ai != "corp" else 0


def _costliest(cards: list[Card]) -> Card | None:
    return max((c for c in cards if c.type == "ice"), key=lambda c: c.facts.cost, default=None)


def home(game: Game) -> Server:
    """The server an ice a card installs goes on: the fewest ice (R&D, HQ, then the remotes)."""
    return min((s for s in game.corp.servers if s.index != ARCHIVES), key=lambda s: len(s.ice))


def _install(game: Game, card: Card, by: str, *, pays: bool) -> None:
    server = home(game)
    cost = len(server.ice) * install_tax(game) if pays else 0
    game.corp.credits -= cost
    server.ice.append(Installed(card, game.next_install(), turn=game.turn))
    game.say(f"    {by}: the Corp installs {card.name} on {server.name} ({cost})")


def forfeits(game: Game, inst: Installed) -> bool:
    """``rez_forfeit``: the Corp can pay the ice's credits and has as many scored agendas:
    it forfeits those worth least (removed from the game) and may rez; else it may not."""
    corp, n = game.corp, inst.facts.rez_forfeit
    if corp.credits < inst.facts.cost or len(corp.scored) < n:
        return False
    for card in sorted(corp.scored, key=lambda c: c.facts.points)[:n]:
        corp.scored.remove(card)
        corp.piles.setdefault("Removed", []).append(card)
        game.say(f"    the Corp forfeits {card.name} to rez {inst.card.name}")
    return True


def rezzed_in_run(game: Game, inst: Installed, damage) -> None:
    """``run_rez_tags``: tags for the Runner; ``run_rez_damage``: net damage for a card of
    HQ trashed (one not an agenda: a human Corp's discard choice, the Corp AI's bottom
    card of HQ, which goes where its discards go). ``damage``: ``nrprint.simulate.damage.damage``."""
    f = inst.facts
    if f.run_rez_tags:
        game.runner.tags += f.run_rez_tags
        game.say(f"    {inst.card.name}: {f.run_rez_tags} tag(s) as it is rezzed")
    if f.run_rez_damage and trash_from_hq(game, inst.card.name):
        damage(game, f.run_rez_damage, "net")


def trash_from_hq(game: Game, by: str) -> bool:
    """The Corp trashes a card of HQ that is not an agenda (a human Corp's discard choice,
    the Corp AI's bottom card of HQ, which goes where its discards go); whether it did."""
    corp = game.corp
    hq = corp.piles["HQ"]
    if not hq:
        return False
    card: Card | None
    if game.ai == "runner":
        card = game.opponent.discard_choice(game)
    else:
        card = next((c for c in reversed(hq) if c.type != "agenda"), None)  # the bottom card
    if card is None or card.type == "agenda":
        return False
    hq.remove(card)
    discard(game, card)
    game.say(f"    {by}: the Corp trashes {card.name} from HQ")
    return True


def discard(game: Game, card: Card) -> None:
    """A card of HQ trashed: to Archives; the Corp AI's ice and operations go back to their
    decks, shuffled."""
    corp = game.corp
    pile = {"ice": "ICE", "operation": "OP"}.get(card.type) if game.ai == "corp" else None
    if pile is not None:  # the AI's discarded ice and operations go back to their decks
        corp.piles[pile].append(card)
        game.rng.shuffle(corp.piles[pile])
    else:
        corp.piles["Archives"].append(card)


def server_of(game: Game, inst: Installed) -> Server | None:
    return next((s for s in game.corp.servers if inst in s.ice), None)


def ends_run(game: Game, server: Server) -> bool:
    """True when the Corp ends the run on ``server`` (which holds an agenda) by trashing
    a ``trash_etr`` ice of it, else by spending an ``end-run`` agenda counter."""
    corp = game.corp
    inst = next((i for i in server.ice if i.rezzed and i.facts.trash_etr), None)
    counter = next(
        (c for c in corp.scored if c.facts.counter_use == "end-run" and game.agenda_counters.get(c.uid)), None
    )
    if inst is None and counter is None:
        return False
    pile = corp.piles["HQ"] if server.index == HQ else [i.card for i in server.root]
    if not any(c.type == "agenda" for c in pile):
        return False
    if inst is not None:
        server.ice.remove(inst)
        corp.piles["Archives"].append(inst.card)
        game.say(f"    the Corp trashes {inst.card.name}: the run ends")
    elif counter is not None:
        game.agenda_counters[counter.uid] -= 1
        game.say(f"    the Corp spends {counter.name}'s agenda counter: the run ends")
    return True


def strength_bonus(game: Game, inst: Installed) -> int:
    """``remote_strength`` on a remote; ``fracter_strength`` while no fracter is installed;
    ``rez_turn_strength`` in the turn the ice was rezzed; ``advance_strength`` for each
    advancement counter on it; ``breaker_strength`` for each installed icebreaker."""
    f, bonus = inst.facts, inst.facts.advance_strength * inst.tokens
    if f.breaker_strength:  # Hagen
        bonus += f.breaker_strength * sum(i.facts.breaks is not None for i in game.runner.rig)
    if f.rez_turn_strength and inst.used_turn == game.turn:
        bonus += f.rez_turn_strength
    if f.remote_strength:
        server = server_of(game, inst)
        bonus += f.remote_strength if server is not None and server.remote else 0
    if f.fracter_strength and not any("fracter" in i.facts.subtypes for i in game.runner.rig):
        bonus += f.fracter_strength
    return bonus
