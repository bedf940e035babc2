"""A human Corp's decisions for what its cards let it do (``opponents.corp`` calls these).

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
  (``effects.corp_runs``). A Ganked! stays a face-down decoy (``guards_server``). An
  upgrade that lowers its agendas' requirement (SanSan City Grid) goes there too and is
  rezzed when that lets an agenda in its server be scored (``rez_discount``).
- Assets that pay in cards are installed and rezzed like money makers (``gives_cards``);
  a Rashida Jaheem is trashed when its cards fit the hand (``sacrifices``); a click draw
  of 2 or more (Jackson Howard) replaces a plain draw; a recycling asset is removed from
  the game for Archives' agendas, or when R&D runs low (``recycle_click``).
- An operation whose trace gives tags (Hard-Hitting News) is played when it may be and the
  Runner cannot pay to beat the trace (``tag_click``).
- Agenda counters (``counter_use``) are spent at the start of the turn, one a turn:
  ``archives-to-hq`` takes the best card of Archives (an agenda, then an operation that
  gains, then ice), ``search-rd`` the best card of R&D (an agenda while HQ holds none,
  else an operation that gains, else ice); R&D is then shuffled.
"""

from __future__ import annotations

from nrprint.simulate.corp.table import draw_to_hq, emptied, gain, remove, to_archives
from nrprint.simulate.effects import corp_assets, corp_operations
from nrprint.simulate.opponents.clicks import Click
from nrprint.simulate.state import RD, Card, Game, Server

USE_ASSET = "use-asset"
LOW_RD = 5  # R&D cards a Corp keeps back from its card draws (and recycles at)
INSTALL_UPGRADE = "install-upgrade"


def playable_now(game: Game, card: Card) -> bool:
    """A terminal operation only with the last click of the turn."""
    return not card.f.terminal or game.corp.clicks <= 1


def asset_clicks(game: Game) -> list[Click]:
    """A click on each rezzed asset with a click ability (one per card name)."""
    out: dict[str, Click] = {}
    for server in game.corp.servers:
        for inst in server.root:
            f = inst.f
            if inst.rezzed and (f.click_gain or f.draw) and f.type == "asset":
                out.setdefault(inst.card.name, Click(USE_ASSET, inst.card.uid, inst.card.name))
    return list(out.values())


def best_asset_click(game: Game) -> tuple[Click | None, int]:
    """The asset click that gains most, with its credits."""
    best, most = None, 0
    for click in asset_clicks(game):
        inst = _installed(game, click.target)
        amount = min(inst.f.click_gain, inst.hosted) if inst.f.hosted else inst.f.click_gain
        if best is None or amount > most:
            best, most = click, amount
    return best, most


def use_asset(game: Game, click: Click) -> None:
    inst = _installed(game, click.target)
    amount = inst.take(inst.f.click_gain)
    gain(game, amount)
    game.say(f"  C: uses {inst.card.name}" + (f": {amount} credit(s)" if amount else ""))
    for _ in range(inst.f.draw):
        if game.corp.piles["R&D"]:
            draw_to_hq(game)
    if inst.emptied:
        server = next(s for s in game.corp.servers if inst in s.root)
        remove(server, inst)
        to_archives(game, inst.card)
        game.say(f"  {inst.card.name} is empty and trashed")
        emptied(game, inst, draw_to_hq)


def upgrade_click(game: Game) -> Click | None:
    """An approach-taxing upgrade from HQ, where agendas go (see the module docstring)."""
    if (
        "approach_pay" not in game.present
        and "access_trace" not in game.present
        and "server_discount" not in game.present
    ):
        return None
    upgrade = next((c for c in game.corp.piles["HQ"] if c.type == "upgrade" and guards_server(c.f)), None)
    if upgrade is None:
        return None
    remotes = game.corp.remotes()
    homes = [s for s in remotes if any(i.card.type == "agenda" for i in s.root)]
    homes += [s for s in remotes if not s.root and s.ice] + [game.corp.servers[RD]]
    home = next((s for s in homes if not _taxed(s)), None)
    if home is None:
        return None
    return Click(INSTALL_UPGRADE, home.index, upgrade.name, upgrade.uid)


def _taxed(server: Server) -> bool:
    return any(guards_server(i.f) for i in server.root)


def guards_server(f) -> bool:
    """An upgrade that protects its server: it taxes the approach, or traces on a run. (A
    Ganked! stays a decoy: measured against Night Courier, 1,000 games, the human NSG deck
    lost 2.5 points more with it beside its agendas than as a face-down decoy.)"""
    return bool(f.approach_pay or f.access_trace or f.server_discount)


def spend_counters(game: Game) -> None:
    """One agenda counter a turn, on the best card it fetches (see the module docstring)."""
    if "counter_use" not in game.present:
        return
    corp = game.corp
    for card in corp.scored:
        n = game.agenda_counters.get(card.uid, 0)
        use = card.f.counter_use
        if not n or use not in ("archives-to-hq", "search-rd"):
            continue
        pile = corp.piles["Archives" if use == "archives-to-hq" else "R&D"]
        want_agenda = use == "archives-to-hq" or not any(c.type == "agenda" for c in corp.piles["HQ"])
        found = _best(pile, want_agenda)
        if found is None:
            continue
        pile.remove(found)
        corp.piles["HQ"].append(found)
        if use == "search-rd":
            game.rng.shuffle(pile)
        game.agenda_counters[card.uid] = n - 1
        game.say(f"  C: {card.name}'s agenda counter: {found.name} to HQ")
        return


def _best(pile: list[Card], want_agenda: bool) -> Card | None:
    agendas = [c for c in pile if c.type == "agenda"] if want_agenda else []
    if agendas:
        return max(agendas, key=lambda c: c.f.points)
    money = [c for c in pile if c.type == "operation" and c.f.gain > c.f.cost]
    if money:
        return max(money, key=lambda c: c.f.gain - c.f.cost)
    return next((c for c in pile if c.type == "ice"), None)


def _installed(game: Game, uid: int):
    return next(i for s in game.corp.servers for i in s.root if i.card.uid == uid)


def gives_cards(card: Card) -> bool:
    """An asset that pays in cards (installed and rezzed like one that pays credits)."""
    f = card.f
    return bool(f.sacrifice_gain or f.sacrifice_draw or f.rez_draw or f.draw)


def sacrifices(game: Game, inst) -> bool:
    """Trash a Rashida Jaheem when the cards it draws fit the hand by the end of the turn
    (about 2 cards a turn are played), or when money is short; never when R&D runs low
    (an empty R&D loses the game)."""
    if len(game.corp.piles["R&D"]) <= inst.f.sacrifice_draw + LOW_RD:
        return False
    hand = len(game.corp.piles["HQ"]) + 1  # the turn's draw comes after
    return hand + inst.f.sacrifice_draw <= game.hand_limit() + 2 or game.corp.credits < 3


def draw_click(game: Game) -> Click | None:
    """A rezzed asset's click that draws more than one card (Jackson Howard), if any."""
    for click in asset_clicks(game):
        inst = _installed(game, click.target)
        if inst.f.draw > 1 and not inst.f.click_gain and len(game.corp.piles["R&D"]) > inst.f.draw + LOW_RD:
            return click
    return None


def recycle_click(game: Game) -> None:
    """Remove a recycling asset from the game when Archives holds an agenda, or when R&D
    runs low (5 cards or fewer): agendas first, then the cards that gain most."""
    if "recycle" not in game.present:
        return
    corp = game.corp
    archives = corp.piles["Archives"]
    for server in corp.servers:
        for inst in server.root:
            if not (inst.rezzed and inst.f.recycle and archives):
                continue
            if any(c.type == "agenda" for c in archives) or len(corp.piles["R&D"]) <= LOW_RD:
                ranked = sorted(archives, key=lambda c: (c.type != "agenda", -(c.f.gain - c.f.cost)))
                corp_assets.recycle(game, inst, ranked[: inst.f.recycle])
                return


def tag_click(game: Game) -> Click | None:
    """An operation whose trace tags the Runner, when the trace will succeed."""
    if "trace_tags" not in game.present:
        return None
    corp = game.corp
    for card in corp.piles["HQ"]:
        f = card.f
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
        f = inst.f
        if inst.rezzed or not f.server_discount or agenda.card.type != "agenda":
            continue
        need = (agenda.f.advancement or 0) + agenda.f.requirement_per_bp * game.corp.bad_publicity
        if need > agenda.tokens >= need - f.server_discount and game.corp.credits >= f.cost:
            game.corp.credits -= f.cost
            inst.rezzed = True
            game.say(f"  C: rezzes {inst.card.name} ({f.cost})")
