"""Install resource: the top card of the Resource deck, face down, in the order's remote.

Rulebook, "Install resource": a remote holds at most two cards that are not executed
upgrades (executed upgrades are unlimited); installing into a full remote first
discards its oldest such card face up to Archives. A discarded agenda is scored or paid
for (``corp.found``); a discarded card's tokens pass to the next unrevealed card of the
remote, else onto its ice, else back as credits. An empty Resource deck, or an order
that names no remote, leaves the click available. With ``new_remote_ice`` in play.yaml a
new remote also receives the top ice of the ICE deck (our marked clarification): at every
level when it is true, else at the levels it lists (the shipped answer leaves easy the
rulebook's bare remote).
"""

from __future__ import annotations

from nrprint.simulate.aicards import Step
from nrprint.simulate.corp.found import agenda_found
from nrprint.simulate.corp.table import install, new_remote, remove, to_archives
from nrprint.simulate.corp.tokens import spill
from nrprint.simulate.orders import NEW, pick_server, root_count
from nrprint.simulate.outcome import DONE, FAIL, Outcome
from nrprint.simulate.state import Game, Server

REMOTE_LIMIT = 2


def install_resource(game: Game, step: Step) -> Outcome:
    pile = game.corp.piles["RE"]
    if not pile:
        return FAIL
    server = pick_server(game, step.order, remotes_only=True)
    if server is None:
        return FAIL
    made = server == NEW
    if made:
        server = new_remote(game)
    assert isinstance(server, Server)
    if root_count(server) >= REMOTE_LIMIT:
        _discard_oldest(game, server)
    card = pile.pop(0)
    install(game, server, card, ice=False)
    game.say(f"    installs a card from RE face down in {server.name} ({card.name})")
    if made and _remote_ice(game) and game.corp.piles["ICE"]:
        ice = game.corp.piles["ICE"].pop(0)
        install(game, server, ice, ice=True)
        game.say(f"    and the top ice of ICE on it ({ice.name})")
    return DONE


def _remote_ice(game: Game) -> bool:
    """Whether a new remote gets the top ice at this game's level (``new_remote_ice``)."""
    option = game.rules.clarifications.new_remote_ice
    return option if isinstance(option, bool) else game.difficulty in option


def _discard_oldest(game: Game, server: Server) -> None:
    old = min((i for i in server.root if not (i.rezzed and i.facts.type == "upgrade")), key=lambda i: i.since)
    remove(server, old)
    game.say(f"    third card: {old.card.name} discarded from {server.name}")
    if old.card.type == "agenda":
        agenda_found(game, old.card, "discard")  # its tokens go with it
        return
    to_archives(game, old.card)
    spill(game, server, old.tokens, pass_on=True)
