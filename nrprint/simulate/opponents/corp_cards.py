"""A human Corp's decisions for what its cards let it do (``opponents.corp`` calls these;
what it does as its turn begins: ``opponents.corp_turn_start``).

- ``use-asset``: a click on a rezzed asset's click ability: its ``click_gain`` credits
  (taken from the credits it holds; trashed when empty, drawing its ``empty_draw``) and
  its ``draw`` cards. Taken instead of a plain credit, and instead of an operation that
  gains less.
- A terminal operation (``terminal``) ends the Corp's action phase: both levels play one
  only with their last click.
- ``install-upgrade``: an upgrade that guards its server (an approach toll,
  ``approach_pay``, Manegarm Skunkworks; a trace on a successful run, ``access_trace``,
  Ash) goes where agendas go (the remote holding one, else an iced empty remote), else
  R&D, one per server; it is rezzed when the Runner approaches or runs
  (``effects.corp_runs``); a Caprice Nisei too (its psi game ends runs, ``effects.corp_psi``),
  a Bio Vault (``trash_etr_at``) and a Crisium Grid (``no_success``); "remote server only"
  (``remote_only``) keeps one out of R&D. An upgrade that places advancement counters on
  its root's cards each turn (``place_tokens``, La Costa Grid) goes where agendas go too,
  one such upgrade per server (``effects.corp_assets.root_tokens`` rezzes and plays it).
  A Ganked! stays a face-down decoy (``guards_server``). An
  upgrade that lowers its agendas' requirement (SanSan City Grid) goes there too and is
  rezzed when that lets an agenda in its server be scored (``rez_discount``).
- Exchange of Information is played on a tagged Runner when the swap gains points.
- Assets that pay in cards or clicks, or that are advanced and trashed for credits, are
  installed and rezzed like money makers (``pays_off``); an advanceable one's click
  (NGO Front) advances it and is valued at the credits each advance brings (``use_asset``,
  ``effects.corp_clicks``);
  a Rashida Jaheem is trashed when its cards fit the hand (``sacrifices``); a click draw
  of 2 or more (Jackson Howard) replaces a plain draw; a recycling asset is removed from
  the game for Archives' agendas, or when R&D runs low (``corp_turn_start.recycle_click``).
- An operation whose trace gives tags (Hard-Hitting News) is played when it may be and the
  Runner cannot pay to beat the trace; one that gives tags outright (Oppo Research) when it
  may be played (``playable_now``: the Runner's last turn, the Corp's credits); one that
  adds a card of Archives to HQ (Archived Memories) when Archives holds an agenda or an
  operation that gains (``operation_click``).
- Agenda counters (``counter_use``) are spent at the start of the turn, one a turn:
  ``advance`` puts a token on its most advanced agenda short of its requirement;
  ``clicks`` (Efficiency Committee) buys a click when there is nothing to advance
  (``turn_clicks``: no advancing for the rest of the turn);
  ``archives-to-hq`` takes the best card of Archives (an agenda, then an operation that
  gains, then ice), ``search-rd`` the best card of R&D (an agenda while HQ holds none,
  else an operation that gains, else ice); R&D is then shuffled
  (``corp_turn_start.spend_counters``).
"""

from __future__ import annotations

from nrprint.simulate import currents
from nrprint.simulate.corp.table import draw_to_hq, emptied, gain, remove
from nrprint.simulate.damage import damage
from nrprint.simulate.effects import corp_assets, corp_clicks, corp_operations
from nrprint.simulate.opponents import corp_ops
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.opponents.corp_home import for_agendas, guards_server, open_home
from nrprint.simulate.opponents.corp_turn_start import LOW_RD, most_advanced, spend_counters, turn_start  # noqa: F401 (opponents.corp)
from nrprint.simulate.state import RD, Card, Game, Server

USE_ASSET = "use-asset"
INSTALL_UPGRADE = "install-upgrade"


def playable_now(game: Game, card: Card) -> bool:
    """A terminal operation only with the last click of the turn; one that asks for the
    Runner's last turn or the Corp's credits only when they allow it."""
    return (not card.facts.terminal or game.corp.clicks <= 1) and corp_operations.may_play(game, card)


def operation_played(game: Game, card: Card) -> None:
    """What a played operation does beyond credits and cards: its tags (Oppo Research),
    then ``effects.corp_operations``."""
    if card.facts.tags:
        game.runner.tags += card.facts.tags
        game.say(f"  C: {card.name} gives the Runner {card.facts.tags} tag(s)")
    corp_operations.played(game, card)
    if card.facts.install_after:
        corp_ops.free_install(game)
    if card.facts.damage:  # played on a tagged Runner it flatlines (corp_ops.click)
        damage(game, card.facts.damage)


def asset_clicks(game: Game) -> list[Click]:
    """A click on each rezzed asset with a click ability, or that it may advance (one per
    card name)."""
    out: dict[str, Click] = {}
    for server in game.corp.servers:
        for inst in server.root:
            f = inst.facts
            if not inst.rezzed or f.type != "asset":
                continue
            advances = f.advanceable and game.corp.credits >= 1 and not corp_clicks.advance_forbidden(game)
            if f.click_gain or f.draw or advances:
                out.setdefault(inst.card.name, Click(USE_ASSET, inst.card.uid, inst.card.name))
    return list(out.values())


def action_of(game: Game, click: Click) -> str:
    """The game action a human Corp's click takes (``effects.corp_clicks.spent``)."""
    kind = click.kind
    if kind.startswith("install"):
        return "install"
    if kind in ("play", "place-tokens"):
        return "play"
    if kind == corp_ops.ADVANCE_ICE:
        return "advance"
    if kind == USE_ASSET:
        inst = next((i for s in game.corp.servers for i in s.root if i.card.uid == click.target), None)
        return "advance" if inst is None or inst.facts.advanceable else f"use {click.target}"
    return kind  # advance, draw, credit, trash-resource


def best_asset_click(game: Game) -> tuple[Click | None, int]:
    """The asset click that gains most, with its credits."""
    best, most = None, 0
    for click in asset_clicks(game):
        inst = _installed(game, click.target)
        amount = min(inst.facts.click_gain, inst.hosted) if inst.facts.hosted else inst.facts.click_gain
        if inst.facts.advanceable:
            amount = corp_clicks.cash_left(inst)
        if best is None or amount > most:
            best, most = click, amount
    return best, most


def use_asset(game: Game, click: Click) -> None:
    inst = _installed(game, click.target)
    if inst.facts.advanceable:  # NGO Front: advanced, then trashed for credits
        corp_clicks.advance(game, inst)
        return
    amount = inst.take(inst.facts.click_gain)
    gain(game, amount)
    game.say(f"  C: uses {inst.card.name}" + (f": {amount} credit(s)" if amount else ""))
    for _ in range(inst.facts.draw):
        if game.corp.piles["R&D"]:
            draw_to_hq(game)
    if inst.emptied:
        server = next(s for s in game.corp.servers if inst in s.root)
        remove(server, inst)
        corp_assets.trashed(game, inst.card)
        game.say(f"  {inst.card.name} is empty and trashed")
        emptied(game, inst, draw_to_hq)


def upgrade_click(game: Game) -> Click | None:
    """An approach-taxing upgrade from HQ, where agendas go (see the module docstring)."""
    if (
        "approach_pay" not in game.present
        and "access_trace" not in game.present
        and "server_discount" not in game.present
        and "psi_on" not in game.present
        and "trash_etr_at" not in game.present
        and "no_success" not in game.present
        and "place_tokens" not in game.present
        and "root_install_gain" not in game.present
    ):
        return None
    upgrade = next(
        (
            c
            for c in game.corp.piles["HQ"]
            if c.type == "upgrade"
            and (guards_server(c.facts) or c.facts.place_tokens or c.facts.root_install_gain)
        ),
        None,
    )
    if upgrade is None:
        return None
    remotes = game.corp.remotes()
    homes = [s for s in remotes if any(i.card.type == "agenda" for i in s.root)]
    homes += [s for s in remotes if open_home(s) and s.ice]
    homes += [] if upgrade.facts.remote_only else [game.corp.servers[RD]]  # La Costa Grid: remotes only
    home = next((s for s in homes if not _taxed(s)), None)
    if home is None:
        return None
    return Click(INSTALL_UPGRADE, home.index, upgrade.name, upgrade.uid)


def _taxed(server: Server) -> bool:
    return any(for_agendas(i) for i in server.root)


def _installed(game: Game, uid: int):
    return next(i for s in game.corp.servers for i in s.root if i.card.uid == uid)


def pays_off(card: Card) -> bool:
    """An asset that pays in cards, in clicks (Jeeves Model Bioroids) or in credits once
    advanced (NGO Front): installed and rezzed like one that pays credits."""
    f = card.facts
    return bool(
        f.sacrifice_gain or f.sacrifice_draw or f.rez_draw or f.draw or f.same_action_click or f.advanceable
    ) or bool(f.hand_size)  # Cybernetics Court: a larger hand, installed and rezzed at once


def sacrifices(game: Game, inst) -> bool:
    """Trash a Rashida Jaheem when the cards it draws fit the hand by the end of the turn
    (about 2 cards a turn are played), or when money is short; never when R&D runs low
    (an empty R&D loses the game)."""
    if len(game.corp.piles["R&D"]) <= inst.facts.sacrifice_draw + LOW_RD:
        return False
    hand = len(game.corp.piles["HQ"]) + 1  # the turn's draw comes after
    return hand + inst.facts.sacrifice_draw <= game.hand_limit() + 2 or game.corp.credits < 3


def draw_click(game: Game) -> Click | None:
    """A rezzed asset's click that draws more than one card (Jackson Howard), if any."""
    for click in asset_clicks(game):
        inst = _installed(game, click.target)
        if (
            inst.facts.draw > 1
            and not inst.facts.click_gain
            and len(game.corp.piles["R&D"]) > inst.facts.draw + LOW_RD
        ):
            return click
    return None


def turn_clicks(game: Game) -> int:
    """Clicks more this turn: an agenda counter that costs a click and gives two, spent
    when the Corp has nothing to advance (no agenda installed short of its requirement,
    none in HQ, no advanceable asset); no card may be advanced for the rest of the turn."""
    corp = game.corp
    card = next(
        (c for c in corp.scored if c.facts.counter_use == "clicks" and game.agenda_counters.get(c.uid)), None
    )
    if card is None or any(c.type == "agenda" for c in corp.piles["HQ"]) or most_advanced(game) is not None:
        return 0
    if any(i.facts.advanceable for s in corp.servers for i in s.root):
        return 0
    game.agenda_counters[card.uid] -= 1
    corp_clicks.forbid_advance(game)
    game.say(f"  C: {card.name}'s agenda counter: 2 clicks for 1")
    return 1


def operation_click(game: Game) -> Click | None:
    """An operation whose trace tags the Runner, when the trace will succeed; one that adds
    a card of Archives to HQ, when Archives holds an agenda or an operation that gains; those
    of ``corp_ops`` first."""
    costly = corp_ops.click(game)
    if costly is not None:
        return costly
    if (
        "trace_tags" not in game.present
        and "swap_agenda" not in game.present
        and "archives_to_hq" not in game.present
        and "tags" not in game.present
    ):
        return None
    corp = game.corp
    for card in corp.piles["HQ"]:
        f = card.facts
        if f.swap_agenda and f.cost <= corp.credits and game.runner.tags and corp_operations.swap_pair(game):
            return Click("play", card.uid, card.name)
        if f.archives_to_hq and f.cost <= corp.credits and playable_now(game, card):
            pick = corp_operations.archives_pick(corp.piles["Archives"])
            if pick is not None and (pick.type == "agenda" or pick.facts.gain > pick.facts.cost):
                return Click("play", card.uid, card.name)
        if card.type == "operation" and f.tags and f.cost <= corp.credits and playable_now(game, card):
            return Click("play", card.uid, card.name)  # Oppo Research: when it may be played
        if card.type != "operation" or not f.trace_tags or f.cost > corp.credits:
            continue
        if not playable_now(game, card) or (f.needs_run and not corp_operations.ran_last_turn(game)):
            continue
        if corp_operations.trace_succeeds(game, card):
            return Click("play", card.uid, card.name)
    return None


def rez_discount(game: Game, server: Server, agenda) -> None:
    """Rez an upgrade of ``server`` that lowers ``agenda``'s requirement when the agenda's
    tokens then reach it and the Corp can pay."""
    for inst in server.root:
        f = inst.facts
        if inst.rezzed or not f.server_discount or agenda.card.type != "agenda":
            continue
        need = (agenda.facts.advancement or 0) + agenda.facts.requirement_per_bp * game.corp.bad_publicity
        if (
            need > agenda.tokens >= need - f.server_discount
            and game.corp.credits >= f.cost
            and currents.rez_tax(game, inst.card)  # Hacktivist Meeting
        ):
            game.corp.credits -= f.cost
            inst.rezzed = True
            game.say(f"  C: rezzes {inst.card.name} ({f.cost})")
