"""Runner cards with counters, and click abilities used once a turn.

- ``turn_counter`` (Fermenter; not a virus on an ice, ``effects.runner_virus``): counters
  placed when its Runner's turn begins, for both Runners (``turn_begins``).
- ``cash_counters`` (Fermenter): a click and the card trashed give that many credits per
  counter; ``counter_credit`` (Cache): each counter gives that many credits (``cash``). When
  is the player's choice (``opponents.runner_cards``); the Runner AI's rulebook gives it
  none, so its installs of them are stand-ins (``rig.install``).
- ``rd_counter`` with ``counter_access`` (Medium): a counter after each successful run on
  R&D; a breach of R&D accesses one card fewer more than it has counters (the largest
  number it may choose: more cards are always worth seeing), for both Runners.
- ``access_trash`` (Imp): once a turn, a counter trashes the card being accessed instead of
  paying its trash cost: a human Runner uses it on a card it wants trashed
  (``counter_trash``); the Runner AI never (a stand-in, ``rig.install``).
- ``once_turn`` (Telework Contract, Zer0): the click ability is used once a turn
  (``Installed.used_turn``, reset here each turn); ``click_damage``: the net damage it costs.
"""

from __future__ import annotations

from nrprint.simulate.state import RD, Card, Game, Installed, Server


def turn_begins(game: Game) -> None:
    for inst in game.runner.rig:
        if inst.facts.once_turn:
            inst.used_turn = -1
        if inst.facts.turn_counter and not inst.facts.on_ice:
            inst.counters += inst.facts.turn_counter


def successful(game: Game, server: Server) -> None:
    if server.index == RD:
        for inst in game.runner.rig:
            inst.counters += inst.facts.rd_counter


def more_accesses(game: Game, server: Server) -> int:
    if server.index != RD:
        return 0
    return sum(max(0, i.counters - 1) for i in game.runner.rig if i.facts.counter_access)


def cash(game: Game, inst: Installed, counters: int) -> int:
    """Credits for ``counters`` of ``inst``'s counters; a ``cash_counters`` card is trashed
    and pays for all of them."""
    from nrprint.simulate.rig import runner_gain, trash_installed  # rig imports this package

    f = inst.facts
    if f.cash_counters:
        counters = inst.counters
        trash_installed(game, inst)
    inst.counters -= counters
    gained = counters * (f.cash_counters or f.counter_credit)
    runner_gain(game, gained)
    game.say(f"    {inst.card.name}: {counters} counter(s) for {gained} credit(s)")
    return gained


def counter_trash(game: Game, card: Card) -> bool:
    """A human Runner spends a counter to trash ``card`` being accessed: True when it did."""
    if game.ai == "runner" or card.type == "agenda":
        return False
    imp = next(
        (i for i in game.runner.rig if i.facts.access_trash and i.counters and i.used_turn != game.turn), None
    )
    if imp is None or not game.opponent.trashes(game, card):
        return False
    imp.counters -= 1
    imp.used_turn = game.turn
    game.say(f"    {imp.card.name}: a counter trashes {card.name}")
    return True
