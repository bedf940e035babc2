"""A virus program hosted on a rezzed ice (``on_ice``, Parasite).

Installed on the ice the player picks (``opponents.runner_cards``), it still uses memory. At
the start of its Runner's turn it takes ``turn_counter`` virus counters (``turn_begins``);
each lowers the host ice's strength by 1 (kept on the ice's ``counters``, read by
``runs.strength``). When the host's strength is 0 or less the ice is trashed, and the
program with it. The Runner AI is not given the choice of a host: it installs the program
on none (a stand-in, ``rig.install``).

A ``host_break`` program (Botulus) sits on its ice the same way, but its counters do not
weaken the ice: they break its subroutines (``effects.runner_breakers.counter_breaker``).
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_ice
from nrprint.simulate.rig import install
from nrprint.simulate.state import Card, Game, Installed


def host(game: Game, card: Card, ice: Installed) -> None:
    inst = install(game, card)
    inst.host = ice.card.uid  # a uid, not the object: a copy of the game (opponents.clone) stays apart
    game.say(f"    hosts {card.name} on {ice.card.name}")
    if not card.facts.host_break:
        _check(game, inst, ice)


def turn_begins(game: Game) -> None:
    if "on_ice" not in game.present:
        return
    for inst in [i for i in game.runner.rig if i.facts.on_ice and i.host]:
        ice = next((i for s in game.corp.servers for i in s.ice if i.card.uid == inst.host), None)
        if ice is None:
            continue
        inst.counters += inst.facts.turn_counter
        if not inst.facts.host_break:  # Botulus's counters break subroutines (effects.runner_breakers)
            ice.counters += inst.facts.turn_counter
            _check(game, inst, ice)


def _check(game: Game, inst: Installed, ice: Installed) -> None:
    # an ice's own strength bonus counts (effects.corp_ice: Wraparound); Architect is never trashed
    if ice.facts.strength + corp_ice.strength_bonus(game, ice) - ice.counters > 0 or ice.facts.untrashable:
        return
    for server in game.corp.servers:
        if ice in server.ice:
            server.ice.remove(ice)
            game.corp.piles["Archives"].append(ice.card)
    game.runner.rig.remove(inst)
    game.runner.heap.append(inst.card)
    game.say(f"    {ice.card.name} falls to strength 0: trashed with {inst.card.name}")
