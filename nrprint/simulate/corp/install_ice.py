"""Install ice: the top card of the ICE deck, face down, outermost on the order's server.

Rulebook, "Install ice": with no ice in the ICE deck the click cannot be resolved and
stays available. Installing costs 1 credit for each ice already protecting the server,
as in the ordinary game (``ice_install_tax`` in play.yaml); a click the AI cannot pay
for stays available too. ``-H``/``+H`` look at every server, ``-R``/``+R`` at remotes.
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.table import ice_cost, install, new_remote, pay
from nrprint.simulate.orders import NEW, pick_server
from nrprint.simulate.outcome import DONE, FAIL, Outcome
from nrprint.simulate.state import Game, Server


def install_ice(game: Game, step: Step) -> Outcome:
    pile = game.corp.piles["ICE"]
    if not pile:
        return FAIL
    server = pick_server(game, step.order, remotes_only=False)
    if server is None:
        return FAIL
    if server == NEW:
        server = new_remote(game)
    assert isinstance(server, Server)
    cost = ice_cost(game, server)
    if not pay(game, cost):
        return FAIL
    card = pile.pop(0)
    install(game, server, card, ice=True)
    game.say(
        f"    installs ice from ICE on {server.name} ({card.name}; {cost} credit(s); {len(server.ice)} ice)"
    )
    return DONE
