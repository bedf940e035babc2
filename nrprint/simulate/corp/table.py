"""The Corp's table: making remotes, installing, trashing and scoring cards.

Shared by the verbs; no rule of the Automa rulebook lives here, only the bookkeeping
that keeps every card in exactly one place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from nrprint.simulate.damage import damage
from nrprint.simulate.effects import (
    corp_agendas,
    corp_assets,
    corp_credit_gains,
    corp_root_installs,
    corp_scored,
    runner_hoard,
    runner_turn_cards,
)
from nrprint.simulate.effects.agendas import scored
from nrprint.simulate.effects.servers import created
from nrprint.simulate.result import End
from nrprint.simulate.state import RD, Card, Game, GameOver, HumanCorp, Installed, Server


def new_remote(game: Game) -> Server:
    """A new remote server at the right end of the table."""
    servers = game.corp.servers
    server = Server(len(servers), f"Remote {len(servers) - 2}")
    servers.append(server)
    if game.ai == "corp":
        game.result.remotes_made += 1
        game.pending_remotes[server.index] = game.turn
    created(game)
    return server


def install(game: Game, server: Server, card: Card, *, ice: bool) -> Installed:
    inst = Installed(card, game.next_install(), turn=game.turn)
    (server.ice if ice else server.root).append(inst)
    if not ice:
        corp_root_installs.installed(game, server, inst)  # Tranquility Home Grid
    if game.ai == "runner" and card.type in ("asset", "upgrade"):
        game.use(card, "corp-card")  # a human Corp installs them to rez them (the AI's count when revealed)
    if ice and game.ai == "corp" and server.index == RD and not game.result.rd_iced_turn:
        game.result.rd_iced_turn = game.turn
    if ice and game.ai == "corp" and server.index in game.pending_remotes:
        made = game.pending_remotes.pop(server.index)
        if game.turn - made <= 2:
            game.result.remotes_iced += 1
    return inst


def ice_cost(game: Game, server: Server) -> int:
    """The install cost of one more ice on ``server``: 1 credit per ice already there.
    ``ice_install_tax: false`` in play.yaml (the rulebook gives the AI no install cost)
    makes ice free for the Corp AI only: a human Corp plays the ordinary game."""
    return len(server.ice) if game.rules.clarifications.ice_install_tax or game.ai != "corp" else 0


def to_archives(game: Game, card: Card) -> None:
    game.corp.piles["Archives"].append(card)


def remove(server: Server, inst: Installed) -> None:
    if inst in server.root:
        server.root.remove(inst)
    else:
        server.ice.remove(inst)


def score(game: Game, card: Card, source: str, tokens: int = 0) -> None:
    """The Corp scores ``card`` (an agenda) with ``tokens`` advancement counters on it;
    the game ends at the points to win, else the agenda does what it does when scored
    (``when_scored_or_stolen``, ``effects.agendas``, ``effects.corp_agendas``)."""
    game.corp.scored.append(card)
    game.use(card, "agenda")
    corp_agendas.counters(game, card, tokens)  # before the points are checked: Beale's count
    if game.ai == "corp":
        game.result.point_sources[source] += card.facts.points
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(
            f"    scores {card.name} ({card.facts.points} point(s), {source}); Corp {game.corp.points}"
        )
    game.check_points()
    when_scored_or_stolen(game, card)
    scored(game, card)
    corp_agendas.scored(game, card)


def steal(game: Game, card: Card, where: str) -> None:
    game.runner.scored.append(card)
    game.use(card, "agenda")
    game.last_harm_turn = game.turn  # effects.corp_operations: Oppo Research
    game.result.server_steal_points[where] += card.facts.points
    if game.ai == "runner":
        game.result.steals += 1
        game.result.point_sources[f"steal-{where}"] += card.facts.points
    if game.log is not None:  # no text unless a transcript is kept
        game.log.line(
            f"    Runner steals {card.name} ({card.facts.points} point(s)) from {where}; Runner {game.runner.points}"
        )
    game.check_points()
    when_scored_or_stolen(game, card)
    corp_agendas.stolen(game, card)
    runner_hoard.stolen(game)  # credits placed on a Runner card on each steal


def when_scored_or_stolen(game: Game, card: Card) -> None:
    """An agenda's ``damage`` is net damage done to the Runner when it is scored or
    stolen (Fujii Asset Retrieval: 2). The points come first: a side that reaches the
    points to win has won before the damage is done."""
    if card.facts.damage:
        game.say(f"    {card.name} does {card.facts.damage} net damage")
        damage(game, card.facts.damage)


def draw_rd(game: Game) -> Card:
    """The top card of R&D; drawing from an empty R&D loses the Corp the game."""
    rd = game.corp.piles["R&D"]
    if not rd:
        raise GameOver(End.RD_EMPTY, game.ai == "runner")
    return rd.pop(0)


def shuffle_in(game: Game, pile: str, card: Card) -> None:
    """Put ``card`` into the AI deck ``pile`` and shuffle it (discarded ice and
    operations go back to their decks, rulebook "Discarding cards to Archives")."""
    cards = game.corp.piles[pile]
    cards.append(card)
    game.rng.shuffle(cards)


def drip(game: Game, draw: Callable[[Game], object] | None = None) -> None:
    """The Corp's rezzed assets pay what they pay at the start of its turn (from the
    credits they hold, when they hold some; a ``drip_unprotected`` one only while no ice
    protects its server); one that held credits and has none left is
    trashed, as the Runner's are (``rig.collect_drip``), and the Corp draws its
    ``empty_draw`` cards (Nico Campaign) with ``draw`` (the Corp AI's refill draw; a human
    Corp's by default)."""
    corp_credit_gains.turn_begins(game)  # the Corp's turn begins: its first card gain is to come
    for server in game.corp.servers:
        for inst in list(server.root):
            if inst.rezzed and inst.facts.drip and not (inst.facts.drip_unprotected and server.ice):
                amount = inst.take(inst.facts.drip)
                if amount:
                    gain(game, amount)
                    game.say(f"  {inst.card.name} pays {amount} credit(s)")
                if inst.emptied:
                    remove(server, inst)
                    corp_assets.trashed(game, inst.card)
                    game.say(f"  {inst.card.name} is empty and trashed")
                    emptied(game, inst, draw or draw_to_hq)
    corp_scored.corp_turn(game)  # credits on scored agendas (Corporate Sales Team)
    runner_turn_cards.corp_turn(game)  # Drug Dealer: the Runner draws
    human = cast(HumanCorp, game.opponent) if game.ai == "runner" else None
    corp_assets.turn_begins(game, draw or draw_to_hq, lambda g, i: human is None or human.sacrifices(g, i))


def emptied(game: Game, inst: Installed, draw: Callable[[Game], object]) -> None:
    """A Corp card trashed when its credits ran out: its ``empty_draw`` cards are drawn."""
    for _ in range(inst.facts.empty_draw):
        if game.corp.piles["R&D"]:
            draw(game)


def draw_to_hq(game: Game) -> None:
    """A human Corp draws the top card of R&D into HQ."""
    card = draw_rd(game)
    game.corp.piles["HQ"].append(card)
    game.say(f"  C: draws {card.name}")


def pay(game: Game, amount: int) -> bool:
    if game.corp.credits < amount:
        return False
    game.corp.credits -= amount
    return True


def gain(game: Game, amount: int, by_card: bool = True) -> None:
    """The Corp gains ``amount``: through a card ability unless ``by_card`` is False (its basic
    action, the Corp AI's rulebook credits), which a Runner card may see (PAD Tap)."""
    if by_card:
        corp_credit_gains.gained(game, amount)
    game.corp.credits += amount
    if game.ai == "corp":
        game.result.credits_gained += amount
