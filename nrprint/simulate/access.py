"""Accessing cards after a successful run: steal agendas, trash what is worth trashing.

The ordinary game's access, reduced to what the engine counts: the top card of R&D,
one card of HQ at random, every card of Archives, every card in a remote's root (and
upgrades in a central's root). An agenda is stolen. An asset or upgrade is trashed when
the Runner pays its trash cost: the Runner AI while the run's trash costs stay within
its trash limit (rulebook, "Run data": the most credits it may spend trashing cards
during the run, so each trash lowers what is left), a human Runner when its player
wants to.
"""

from __future__ import annotations

from typing import cast

from nrprint.simulate.corp.table import steal
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import access_declined, corp_assets, corp_psi, corp_runs, corp_scored
from nrprint.simulate.effects.access import accessed, scored_on_access
from nrprint.simulate.effects.corp_agendas import steal_paid
from nrprint.simulate.effects.runner_counters import counter_trash
from nrprint.simulate.effects.runner_runs import access_more, breached, hosts_agenda
from nrprint.simulate.spend import can_pay, pay
from nrprint.simulate.state import ARCHIVES, HQ, RD, Card, Game, HumanRunner, Installed, Server


def access(
    game: Game, server: Server, trash_limit: int | None, clicks=None, encounter=None, only=None
) -> None:
    """``clicks``: the run's clicks the Runner may still spend (an agenda's steal cost);
    ``encounter``: ``runs.encounter``, for a card that makes the Runner encounter an ice;
    ``only``: the one card of ``server``'s root accessed (effects.runner_breach: Pinhole)."""
    piles = game.corp.piles
    left = trash_limit  # what the Runner AI may still spend trashing in this run
    seen: list[tuple[Card, list[Card] | None, Installed | None]] = []
    more = (
        access_more(game, server) if server.index in (RD, HQ) and only is None else 0
    )  # effects.runner_runs
    if only is not None:
        seen.append((only.card, None, only))
    elif server.index == RD and piles["R&D"]:
        seen += [(c, piles["R&D"], None) for c in piles["R&D"][: 1 + more]]
    elif server.index == HQ and piles["HQ"]:
        hq = piles["HQ"]
        shown = [hq[game.rng.randrange(len(hq))]] if not more else game.rng.sample(hq, min(len(hq), 1 + more))
        seen += [(c, hq, None) for c in shown]
    elif server.index == ARCHIVES:
        seen += [(c, piles["Archives"], None) for c in piles["Archives"] if c.type == "agenda"]
    if only is None:
        seen += [(i.card, None, i) for i in list(server.root)]
    if (only := corp_runs.kept_to(game, server)) is not None:  # Ash 2X3ZB9CY
        seen = [(only.card, None, only)]
    took = False  # stole or trashed a card (effects.runner_runs.breached)
    for card, pile, inst in seen:
        if game.log is not None:  # no text unless a transcript is kept
            game.log.line(f"    accesses {card.name}")
        accessed(game, card, damage, archives=server.index == ARCHIVES, installed=inst is not None)  # Snare!
        if card.facts.psi_on and not corp_psi.accessed(game, card, inst, damage):  # The Future Perfect
            continue
        # Archangel (never in Archives: the engine accesses only its agendas)
        if card.facts.access_encounter_pay and not corp_runs.access_encounter(game, card, encounter, clicks):
            return
        ganked = corp_runs.ganked(game, server, card, pile, inst, encounter, clicks)  # Ganked!
        if ganked is False:
            return
        if ganked:
            continue
        if inst is not None and game.ai == "corp":
            cast(HumanRunner, game.opponent).known.add(card.uid)  # a human Runner remembers what it saw
        if card.facts.access_score_tagged and game.runner.tags:  # Quantum Predictive Model
            _take(server, card, pile, inst)
            scored_on_access(game, card)
            continue
        if card.type == "agenda" and steal_paid(game, card, clicks, damage):
            _take(server, card, pile, inst)
            if not hosts_agenda(game, card):  # effects.runner_runs: Film Critic
                took = True
                steal(game, card, "remote" if server.remote else server.name)
        elif card.type != "agenda" and (
            (free := counter_trash(game, card))  # effects.runner_counters: Imp
            or (card.facts.trash_cost is not None and _trashes(game, card, left, inst))
        ):
            if not free:
                cost = card.facts.trash_cost
                assert cost is not None  # not free: trashed at its cost, which the test above found
                pay(game, cost, "trash", card)
                if left is not None:
                    left -= cost
            _take(server, card, pile, inst)
            corp_assets.trashed(game, card)  # to Archives, or R&D (Marilyn Campaign)
            game.last_harm_turn = game.turn  # effects.corp_operations: Oppo Research
            corp_scored.runner_trashed(game)  # AR-Enhanced Security
            took = True
            game.say(f"    trashes {card.name} ({0 if free else card.facts.trash_cost})")
        else:
            access_declined.declined(game, server)  # Maw
    breached(game, took)


def _take(server: Server, card: Card, pile: list[Card] | None, inst: Installed | None) -> None:
    """Take an accessed ``card`` from where it lay: its pile, or ``server``'s root."""
    if pile is not None:
        pile.remove(card)
    else:
        assert inst is not None  # each card accessed comes with its pile or its installed copy
        server.root.remove(inst)


def _trashes(game: Game, card: Card, left: int | None, inst: Installed | None) -> bool:
    cost = card.facts.trash_cost or 0
    if not can_pay(game, cost, "trash", card):
        return False
    if card.facts.must_trash and inst is not None:  # Mumbad Virtual Tour: it must, when it can
        return True
    if left is not None:
        return cost <= left
    return game.opponent.trashes(game, card)
