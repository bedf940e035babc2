"""Runner events that derez the Corp's ice (``needs_hq``, ``derez_ice``: Emergency Shutdown), or
make the Corp rez or trash it (``rez_or_trash``: Forged Activation Orders, ``rez_or_trash``).

Played only after a successful run on HQ in the same turn (``Game.hq_success_turn``, set by
``effects.runner_breakers.successful``; ``hq_played``): the competent Runner plays it then,
when a rezzed ice is installed (``opponents.runner_cards.playable``). A human Runner derezzes
the rezzed ice that costs most to rez again (on a tie, the one met first on a server with the
most ice); the Corp pays its rez cost again when the Runner next meets it (``runs.corp_rezzes``).
The Runner AI's rulebook gives it no such choice, and it plays events whether or not the run
came first: its plays derez nothing and are stand-ins. This module imports only ``state``:
``event_effects``, beside ``rig``, calls it (a module of ``effects`` would close an import cycle: effects import ``rig``).
"""

from __future__ import annotations

from nrprint.simulate.state import Card, Game, Installed


def hq_played(game: Game) -> bool:
    """Whether an event that needs a successful HQ run this turn may be played."""
    return game.hq_success_turn == game.turn


def rezzed_ice(game: Game) -> list[Installed]:
    return [i for s in game.corp.servers for i in s.ice if i.rezzed]


def derez(game: Game, card: Card) -> None:
    """``card``'s ``derez_ice`` rezzed pieces of ice are derezzed (the Runner AI: none)."""
    if game.ai == "runner" or not hq_played(game):
        game.stand_in(card)
        return
    for _ in range(card.facts.derez_ice):
        ice = [
            (len(s.ice), -k, i) for s in game.corp.servers for k, i in enumerate(reversed(s.ice)) if i.rezzed
        ]
        if not ice:
            return
        pick = max(ice, key=lambda t: (t[2].facts.cost, t[0], t[1]))[2]
        pick.rezzed = False
        game.say(f"    {card.name}: derezzes {pick.card.name}")


def unrezzed_ice(game: Game) -> list[Installed]:
    return [i for s in game.corp.servers for i in s.ice if not i.rezzed]


def rez_or_trash(game: Game, card: Card) -> None:
    """A human Runner chooses the newest unrezzed ice; the Corp AI rezzes it when it can pay
    (as it rezzes ice in a run; an ice that costs an agenda it does not), else trashes it
    (unless no player may: Architect). The Runner AI's rulebook gives it no such choice: its
    plays are stand-ins (a human Corp meets only the Runner AI)."""
    ice = unrezzed_ice(game)
    if game.ai == "runner" or not ice:
        game.stand_in(card)
        return
    pick, corp = max(ice, key=lambda i: i.since), game.corp
    if corp.credits >= pick.facts.cost and not pick.facts.rez_forfeit:
        corp.credits -= pick.facts.cost
        pick.rezzed = True
        game.say(f"    {card.name}: the Corp rezzes {pick.card.name}")
    elif not pick.facts.untrashable:
        next(s for s in corp.servers if pick in s.ice).ice.remove(pick)
        corp.piles["Archives"].append(pick.card)
        game.say(f"    {card.name}: the Corp trashes {pick.card.name}")
