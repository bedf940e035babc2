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
- ``untrashable``: no player trashes it (Architect; a Hippo does not,
  ``runner_breakers.fully_broken``).
"""

from __future__ import annotations

from nrprint.simulate.state import ARCHIVES, HQ, Card, Game, Installed, Server

SUBS = ("gain-per-ice", "install-rd", "install-hq")


def fire(game: Game, inst: Installed, sub: str) -> bool:
    """Resolve one of ``SUBS``; the run goes on."""
    corp = game.corp
    if sub == "gain-per-ice":
        server = _server_of(game, inst)
        amount = (inst.f.gain or 1) * (len(server.ice) if server is not None else 1)
        corp.credits += amount
        if game.ai == "corp":
            game.result.credits_gained += amount
        game.say(f"    {inst.card.name}: the Corp gains {amount} credit(s)")
    elif sub == "install-rd":
        rd = corp.piles["R&D"]
        ice = _costliest(rd[: inst.f.install_look])
        if ice is not None:
            rd.remove(ice)
            _install(game, ice, inst, pays=False)
    else:
        hq, archives = corp.piles["HQ"], corp.piles["Archives"]
        ice = _costliest(hq + archives)
        if ice is not None and corp.credits >= len(_home(game).ice) * _tax(game):
            (hq if ice in hq else archives).remove(ice)
            _install(game, ice, inst, pays=True)
    return True


def _tax(game: Game) -> int:
    return 1 if game.rules.clarifications.ice_install_tax else 0


def _costliest(cards: list[Card]) -> Card | None:
    return max((c for c in cards if c.type == "ice"), key=lambda c: c.f.cost, default=None)


def _home(game: Game) -> Server:
    return min((s for s in game.corp.servers if s.index != ARCHIVES), key=lambda s: len(s.ice))


def _install(game: Game, card: Card, by: Installed, *, pays: bool) -> None:
    home = _home(game)
    cost = len(home.ice) * _tax(game) if pays else 0
    game.corp.credits -= cost
    home.ice.append(Installed(card, game.next_install(), turn=game.turn))
    game.say(f"    {by.card.name}: the Corp installs {card.name} on {home.name} ({cost})")


def _server_of(game: Game, inst: Installed) -> Server | None:
    return next((s for s in game.corp.servers if inst in s.ice), None)


def ends_run(game: Game, server: Server) -> bool:
    """True when the Corp ends the run on ``server`` (which holds an agenda) by trashing
    a ``trash_etr`` ice of it, else by spending an ``end-run`` agenda counter."""
    corp = game.corp
    inst = next((i for i in server.ice if i.rezzed and i.f.trash_etr), None)
    counter = next(
        (c for c in corp.scored if c.f.counter_use == "end-run" and game.agenda_counters.get(c.uid)), None
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
    else:
        game.agenda_counters[counter.uid] -= 1
        game.say(f"    the Corp spends {counter.name}'s agenda counter: the run ends")
    return True


def strength_bonus(game: Game, inst: Installed) -> int:
    """``remote_strength`` on a remote; ``fracter_strength`` while no fracter is installed."""
    f, bonus = inst.f, 0
    if f.remote_strength:
        server = _server_of(game, inst)
        bonus += f.remote_strength if server is not None and server.remote else 0
    if f.fracter_strength and not any("fracter" in i.f.subtypes for i in game.runner.rig):
        bonus += f.fracter_strength
    return bonus
