"""A human Corp's choices for operations (``opponents.corp_cards.operation_click``
asks these; what the operations do: ``effects.corp_operations``).

- An operation that costs more clicks (``click_cost``: Ultraviolet Clearance, Celebrity
  Gift) is played when the Corp has those clicks and it brings at least ``PER_CLICK``
  credits a click spent on it, a card drawn counted as a credit, its cost taken off: twice
  what a plain credit click brings. Its ``install_after`` (Ultraviolet Clearance) installs
  without a click (``free_install``): an agenda in the empty remote with most ice when that
  remote has some, else the ice of HQ with most end-the-run subroutines that the Corp can
  still rez after paying its install cost, on the server with the fewest ice among R&D, HQ
  and the remotes holding an agenda.
- An operation that does damage to a tagged Runner (``needs_tag``, ``needs_tags``: Scorched
  Earth, BOOM!) is played when it may be and the damage is more than the Runner's grip
  holds: the Runner is flatlined.
- ``advance-ice``: a competent Corp with credits to spare (``RICH``) advances an ice it may
  advance (``ice_advance``), up to ``ICE_TOKENS`` counters, the one with fewest on the
  first server that holds one of: a remote holding an agenda, R&D, HQ, other remotes
  (``opponents.corp``; every level may, in ``legal``). Efficiency Committee's turn forbids it.
  An upgrade trashed to end a run (``trash_etr_at``: Bio Vault) is advanced the same way, up
  to the counters its ability needs.
- ``use-agenda``: a scored agenda's click ability. Its credits (Gila Hands Arcology, 3 for
  two clicks) replace a plain credit click when the Corp has the clicks (``gain_click``);
  its meat damage (Private Security Force) is used when the clicks left flatline a tagged
  Runner (``click``). The Corp AI uses no agenda's ability (booklet section 3).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import ice_cost, install, pay
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_clicks, corp_operations
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.corp_home import open_home
from nrprint.simulate.state import HQ, RD, Card, Game, Installed

PER_CLICK = 2  # credits (a card drawn counts as one) a click spent on a costly operation must bring
ADVANCE_ICE = "advance-ice"
USE_AGENDA = "use-agenda"
ICE_TOKENS = 3  # counters a competent Corp puts on an ice it may advance (Mausolus's at 3 or more)


def worth(game: Game, card: Card) -> int:
    """The credits ``card`` brings, its cost taken off, a card drawn counted as a credit."""
    f, hq = card.facts, game.corp.piles["HQ"]
    revealed = min(f.hq_reveal, len(hq) - (card in hq))  # it leaves HQ before the reveal
    return f.gain + f.gain_per_reveal * revealed + f.draw + f.install_after - f.cost


def may_play(game: Game, card: Card) -> bool:
    return card.facts.cost <= game.corp.credits and corp_operations.may_play(game, card)


def click(game: Game) -> Click | None:
    """A costly operation or a flatline (see the module docstring), if one is to be played."""
    if (
        "click_cost" not in game.present
        and "needs_tag" not in game.present
        and "needs_tags" not in game.present
    ):
        return None
    runner = game.runner
    killer = _agenda(game, lambda f: f.agenda_click_damage and runner.tags)
    if killer is not None and killer.facts.agenda_click_damage * game.corp.clicks > len(runner.grip):
        return Click(USE_AGENDA, killer.uid, killer.name)
    for card in game.corp.piles["HQ"]:
        f = card.facts
        if card.type != "operation" or not may_play(game, card):
            continue
        if f.click_cost and worth(game, card) >= PER_CLICK * (1 + f.click_cost):
            return Click("play", card.uid, card.name)
        tagged = (f.needs_tag or f.needs_tags) and runner.tags
        if tagged and f.damage > len(runner.grip):
            return Click("play", card.uid, card.name)
    return None


def free_install(game: Game) -> None:
    """Install a card of HQ without a click (see the module docstring), if one is worth it."""
    corp = game.corp
    hq = corp.piles["HQ"]
    agenda = next((c for c in hq if c.type == "agenda"), None)
    empty = [s for s in corp.remotes() if open_home(s) and s.ice]
    if agenda is not None and empty:
        home = max(empty, key=lambda s: len(s.ice))
        hq.remove(agenda)
        install(game, home, agenda, ice=False)
        game.say(f"    installs {agenda.name} on {home.name}")
        return
    homes = [corp.servers[RD], corp.servers[HQ]]
    homes += [s for s in corp.remotes() if any(i.card.type == "agenda" for i in s.root)]
    server = min(homes, key=lambda s: len(s.ice))
    cost = ice_cost(game, server)
    ice = [c for c in hq if c.type == "ice" and c.facts.cost + cost <= corp.credits]
    if not ice:
        return
    card = max(ice, key=lambda c: (c.facts.subs.count("etr"), c.facts.strength, -c.facts.cost))
    pay(game, cost)
    hq.remove(card)
    install(game, server, card, ice=True)
    game.say(f"    installs {card.name} on {server.name}" + (f" ({cost})" if cost else ""))


def advanceable_ice(game: Game) -> list[Installed]:
    """The ice a Corp may advance now, best server first (see the module docstring)."""
    if "ice_advance" not in game.present and "trash_etr_at" not in game.present:
        return []
    if game.corp.credits < 1 or corp_clicks.advance_forbidden(game):
        return []
    corp = game.corp
    agenda = [s for s in corp.remotes() if any(i.card.type == "agenda" for i in s.root)]
    order = [*agenda, corp.servers[RD], corp.servers[HQ], *[s for s in corp.remotes() if s not in agenda]]
    cards = [i for s in order for i in sorted([*s.ice, *s.root], key=lambda i: i.tokens)]
    return [i for i in cards if i.facts.ice_advance or i.facts.trash_etr_at]  # Bio Vault: an upgrade


def advance_ice_click(game: Game, rich: int) -> Click | None:
    """A competent Corp's ice advance, with ``rich`` credits or more, under ``ICE_TOKENS``."""
    if game.corp.credits < rich:
        return None
    inst = next((i for i in advanceable_ice(game) if i.tokens < (i.facts.trash_etr_at or ICE_TOKENS)), None)
    return None if inst is None else Click(ADVANCE_ICE, inst.card.uid, inst.card.name)


def advance_ice(game: Game, click: Click) -> None:
    inst = next(i for s in game.corp.servers for i in (*s.ice, *s.root) if i.card.uid == click.target)
    pay(game, 1)
    inst.tokens += 1
    game.say(f"  C: advances {inst.card.name} ({inst.tokens})")


def _agenda(game: Game, wanted) -> Card | None:
    """A scored agenda of the Corp's whose ability ``wanted`` accepts and its clicks allow."""
    corp = game.corp
    return next((c for c in corp.scored if c.facts.agenda_clicks <= corp.clicks and wanted(c.facts)), None)


def gain_click(game: Game) -> Click | None:
    """A scored agenda's credits for its clicks, when they beat a credit a click."""
    if "agenda_click_gain" not in game.present:
        return None
    card = _agenda(game, lambda f: f.agenda_click_gain > f.agenda_clicks)
    return None if card is None else Click(USE_AGENDA, card.uid, card.name)


def agenda_clicks(game: Game) -> list[Click]:
    """Every scored agenda ability the Corp may use now (``legal``)."""
    if "agenda_clicks" not in game.present:
        return []
    usable = {
        c.name: c
        for c in game.corp.scored
        if c.facts.agenda_clicks and c.facts.agenda_clicks <= game.corp.clicks
    }
    out = []
    for name, c in usable.items():
        if c.facts.agenda_click_gain or (c.facts.agenda_click_damage and game.runner.tags):
            out.append(Click(USE_AGENDA, c.uid, name))
    return out


def use_agenda(game: Game, click: Click) -> None:
    """The ability of the scored agenda ``click`` names; its clicks but the one spent paid."""
    card = next(c for c in game.corp.scored if c.uid == click.target)
    f, more = card.facts, card.facts.agenda_clicks - 1
    game.corp.clicks += corp_clicks.spent(game, f"use {card.uid}", more) - more
    gained(game, f.agenda_click_gain)  # a card ability's credits (PAD Tap)
    game.corp.credits += f.agenda_click_gain
    game.say(f"  C: uses {card.name}" + (f": {f.agenda_click_gain} credits" if f.agenda_click_gain else ""))
    if f.agenda_click_damage:
        damage(game, f.agenda_click_damage, "meat")
