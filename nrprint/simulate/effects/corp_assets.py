"""What a Corp asset does besides paying out (``table.drip``, the verbs that rez it, and the
human Corp's ``opponents.corp_cards`` call these).

- ``sacrifice_gain``/``sacrifice_draw``: when the Corp's turn begins it may trash the
  rezzed asset for those credits and cards (Rashida Jaheem). The Corp AI does at once (it
  takes what a card gives, as it takes a drip); a human Corp as its player decides.
- ``rez_draw``: cards the Corp draws when the card is rezzed (Spin Doctor).
- ``recycle``: the Corp may remove the card from the game (to the ``Removed`` pile) to
  shuffle up to that many cards of Archives into R&D (Jackson Howard). Only a human Corp
  uses it: the rulebook gives the Corp AI no rule for an asset's abilities (its uses of
  such a card are counted as stand-ins, ``played.PLAYED["corp-card-ai"]``).

- ``trash_to_rd``: a card trashed from the table (emptied, or by the Runner) is shuffled
  into R&D instead of going to Archives (``trashed``; Marilyn Campaign).

- ``purge_on_access``: virus counters are purged when the Runner accesses the card, by
  both Corps (it costs nothing; ``effects.access``); ``trash_purge``: a human Corp trashes
  the card to purge them (``opponents.corp_cards``; Cyberdex Virus Suite). A scored agenda's
  ``purge_gain``: the first purge of each turn (``purge``, whoever purges; ``game.turn``
  counts a round) gains the Corp that many credits (Cyberdex Sandbox).

- ``turn_arrange``, ``turn_draw_unprotected``, ``turn_type_gain``: ``effects.corp_turn_looks``.

``draw`` is the side's draw: the Corp AI's refill draw, or a human Corp's draw into HQ.
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.effects import corp_clicks, corp_turn_looks, runner_turn_cards
from nrprint.simulate.effects.corp_credit_gains import card_gain, gained
from nrprint.simulate.state import Card, Game, Installed

Draw = Callable[[Game], object]
PURGED = "purged"  # a key of Game.corp_actions: virus counters were purged this turn


def turn_begins(game: Game, draw: Draw, sacrifices: Callable[[Game, Installed], bool]) -> None:
    if "place_tokens" in game.present:
        root_tokens(game)
    if "turn_arrange" in game.present or "turn_type_gain" in game.present:
        corp_turn_looks.turn_begins(game, draw)
    if "sacrifice_gain" not in game.present and "sacrifice_draw" not in game.present:
        return
    for server in game.corp.servers:
        for inst in list(server.root):
            f = inst.facts
            if not (inst.rezzed and (f.sacrifice_gain or f.sacrifice_draw)) or not sacrifices(game, inst):
                continue
            server.root.remove(inst)
            game.corp.piles["Archives"].append(inst.card)
            gained(game, f.sacrifice_gain)  # a card ability's credits (PAD Tap)
            game.corp.credits += f.sacrifice_gain
            if game.ai == "corp":
                game.result.credits_gained += f.sacrifice_gain
            game.say(f"  {inst.card.name} is trashed: {f.sacrifice_gain} credits, {f.sacrifice_draw} card(s)")
            _draw(game, draw, f.sacrifice_draw)


def root_tokens(game: Game) -> None:
    """An upgrade's ``place_tokens`` (La Costa Grid) as its Corp's turn begins: that many
    advancement counters on the agenda of its root nearest its requirement. A human Corp
    rezzes it first when its root holds an agenda and it can pay (the Corp AI's are rezzed
    when it executes them)."""
    for server in game.corp.remotes():
        for inst in server.root:
            if inst.card.type != "upgrade" or not inst.facts.place_tokens:
                continue
            agendas = [i for i in server.root if i.card.type == "agenda"]
            if not agendas:
                continue
            if not inst.rezzed and game.ai == "runner" and game.corp.credits >= inst.facts.cost:
                game.corp.credits -= inst.facts.cost
                inst.rezzed = True
                game.say(f"  C: rezzes {inst.card.name} ({inst.facts.cost})")
            if inst.rezzed:
                target = max(agendas, key=lambda i: (i.tokens - (i.facts.advancement or 0), i.tokens))
                target.tokens += inst.facts.place_tokens
                game.say(
                    f"  {inst.card.name}: {inst.facts.place_tokens} advancement counter(s) on {target.card.name}"
                )


def rezzed(game: Game, inst: Installed, draw: Draw) -> None:
    """What the card does when it is rezzed."""
    if inst.facts.rez_draw:
        game.say(f"    {inst.card.name}: the Corp draws {inst.facts.rez_draw}")
        _draw(game, draw, inst.facts.rez_draw)


def recycle(game: Game, inst: Installed, cards: list[Card]) -> None:
    """Remove ``inst`` from the game and shuffle ``cards`` (from Archives) into R&D."""
    server = next(s for s in game.corp.servers if inst in s.root)
    server.root.remove(inst)
    game.corp.piles.setdefault("Removed", []).append(inst.card)
    archives, rd = game.corp.piles["Archives"], game.corp.piles["R&D"]
    for card in cards[: inst.facts.recycle]:
        archives.remove(card)
        rd.append(card)
    game.rng.shuffle(rd)
    game.say(f"  {inst.card.name} is removed from the game: {len(cards)} card(s) from Archives into R&D")


def trashed(game: Game, card: Card) -> None:
    """A Corp card trashed from the table: to Archives, or shuffled into R&D (``trash_to_rd``,
    Marilyn Campaign: its player always does)."""
    if card.facts.trash_to_rd:
        rd = game.corp.piles["R&D"]
        rd.append(card)
        game.rng.shuffle(rd)
        game.say(f"    {card.name} is shuffled into R&D")
    else:
        game.corp.piles["Archives"].append(card)


def virus_counters(game: Game) -> int:
    """The virus counters in play: on the Runner's viruses, and on ice (hosted by a
    Parasite, or placed by the ice itself: Sandstone's are virus counters too)."""
    rig = sum(i.counters for i in game.runner.rig if "virus" in i.facts.subtypes)
    return rig + sum(i.counters for s in game.corp.servers for i in s.ice)


def purge(game: Game, card: Card) -> None:
    """Every virus counter is removed (``virus_counters``)."""
    for inst in game.runner.rig:
        if "virus" in inst.facts.subtypes:
            inst.counters = 0
    for server in game.corp.servers:
        for inst in server.ice:
            inst.counters = 0
    game.say(f"    {card.name}: virus counters purged")
    runner_turn_cards.purged(game)  # Clot
    purged(game)  # Cyberdex Sandbox


def purged(game: Game) -> None:
    """Virus counters were purged: the first time this turn, each scored ``purge_gain`` pays."""
    if "purge_gain" not in game.present:
        return
    sandboxes = [c for c in game.corp.scored if c.facts.purge_gain]
    if not sandboxes or not corp_clicks.first_this_turn(game, PURGED):
        return
    for sandbox in sandboxes:
        card_gain(game, sandbox.facts.purge_gain)
        game.say(f"    {sandbox.name}: the Corp gains {sandbox.facts.purge_gain} for the purge")


def _draw(game: Game, draw: Draw, n: int) -> None:
    for _ in range(n):
        if game.corp.piles["R&D"]:
            draw(game)
