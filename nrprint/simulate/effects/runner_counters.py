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
  (``counter_trash``); the Runner AI never (a stand-in, ``rig.install``). ``access_self_trash``
  (Gourmand): as Imp's counter, once, the card itself trashed, then ``access_self_draw`` cards
  drawn; the Runner AI's is a stand-in at the first access it could serve.
- ``once_turn`` (Telework Contract, Zer0): the click ability is used once a turn
  (``Installed.used_turn``, reset here each turn); ``click_damage``: the net damage it costs.
"""

from __future__ import annotations

from nrprint.simulate.effects.runner_installs import trash_noted
from nrprint.simulate.rig import draw, runner_gain, trash_installed
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
    """A human Runner spends a counter to trash ``card`` being accessed, or trashes an
    ``access_self_trash`` card (Gourmand) for it: True when it did."""
    if card.type == "agenda":
        return False
    if game.ai == "runner":
        _no_choice(game)
        return False
    imp = next(
        (i for i in game.runner.rig if i.facts.access_trash and i.counters and i.used_turn != game.turn), None
    )
    gourmand = next((i for i in game.runner.rig if i.facts.access_self_trash), None)
    if (imp is None and gourmand is None) or not game.opponent.trashes(game, card):
        return False
    if imp is None:
        assert gourmand is not None  # one of the two is there (above)
        trash_noted(game, gourmand)
        game.say(f"    trashes {gourmand.card.name} to trash {card.name}")
        for _ in range(gourmand.facts.access_self_draw):
            draw(game)
        return True
    imp.counters -= 1
    imp.used_turn = game.turn
    game.say(f"    {imp.card.name}: a counter trashes {card.name}")
    return True


def _no_choice(game: Game) -> None:
    """The Runner AI's rulebook gives it no use of an ``access_self_trash`` card: the first
    access of a card it could have trashed with one makes the card a stand-in, once."""
    if "access_self_trash" in game.present:
        for inst in game.runner.rig:
            if inst.facts.access_self_trash and inst.used_turn == -1:
                inst.used_turn = game.turn
                game.stand_in(inst.card)
