"""An upgrade that pays the first time each turn a card is installed in its server's root.

``root_install_gain``/``root_install_draw`` (Tranquility Home Grid): while the upgrade is rezzed,
the first time in a turn the Corp installs another card in the root of its server
(``corp.table.install`` calls ``installed``), the Corp gains ``root_install_gain`` credits or
draws ``root_install_draw`` cards. A human Corp installs it where its agendas go
(``opponents.corp_cards.upgrade_click``) and rezzes it, when it can pay, as that first install
comes (as it would just before). It draws when it holds ``RICH`` credits or more and
R&D is not empty, else it gains; the Corp AI, whose draws follow its rulebook, always gains.
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Game, Installed, Server

RICH = 10  # credits from which a human Corp takes the card rather than the credits


def installed(game: Game, server: Server, inst: Installed) -> None:
    if "root_install_gain" not in game.present:
        return
    for grid in server.root:
        f = grid.facts
        if grid is inst or not f.root_install_gain or grid.used_turn == game.turn:
            continue
        if not grid.rezzed and game.ai == "runner" and game.corp.credits >= f.cost:
            game.corp.credits -= f.cost  # a human Corp rezzes it for its first root install
            grid.rezzed = True
            game.say(f"  C: rezzes {grid.card.name} ({f.cost})")
        if not grid.rezzed:
            continue
        grid.used_turn = game.turn
        rd = game.corp.piles["R&D"]
        if game.ai == "runner" and game.corp.credits >= RICH and len(rd) >= f.root_install_draw:
            game.corp.piles["HQ"] += [rd.pop(0) for _ in range(f.root_install_draw)]
            game.say(f"    {grid.card.name}: the Corp draws {f.root_install_draw}")
            continue
        gained(game, f.root_install_gain)  # a card ability's credits (PAD Tap)
        game.corp.credits += f.root_install_gain
        if game.ai == "corp":
            game.result.credits_gained += f.root_install_gain
        game.say(f"    {grid.card.name}: the Corp gains {f.root_install_gain}")
