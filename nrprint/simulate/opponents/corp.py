"""A human Corp against the Runner AI: draw, then three clicks, each one of the legal clicks.

``CorpPlayer`` holds what every level shares. At the start of its turn the Corp draws
(an empty R&D loses it the game) and its rezzed assets pay out; an agenda whose tokens
reach its requirement is scored before every click (scoring is free); at the end of the
turn it discards down to its hand size. The legal clicks: advance an installed agenda,
install an agenda from HQ (in an empty remote or a new one), install an ice on any
server, install and rez a money-making asset in a new remote, install any other asset
or upgrade face down in a new remote, play an operation that gains credits or one that
places tokens on an agenda installed before this turn, trash a resource of a tagged
Runner (2 credits), draw, take 1 credit; and what its cards allow (``corp_cards``): a
rezzed asset's click ability, an approach-taxing upgrade where agendas go. It rezzes an
ice (or such an upgrade) the Runner approaches when it can pay. A terminal operation
ends its turn; agenda counters are spent at the start of the turn (``corp_cards``).

``CasualCorp`` (a new player): advances its first agenda; below 3 credits plays money
or takes a credit; installs an agenda from HQ in an empty remote, iced or not; installs
its cheapest ice where ice is missing (a remote with an agenda, HQ, R&D, then the
remote with least ice); installs money assets; else money or a credit; discards its
cheapest card that is not an agenda or ice.

``CompetentCorp`` (a club player; the default), each click the first that applies:
(1) an operation that places tokens (Seamless Launch) on its most advanced agenda
installed before this turn; (2) advance an agenda it installed; (3) trash a resource
of a tagged Runner, money makers first, keeping 3 credits after; then an operation whose trace tags a Runner that
cannot pay to beat it (Hard-Hitting News, ``corp_cards.operation_click``); (3a) install an agenda
from HQ, with a click left to advance it, in an empty iced remote whose toll is above what the
Runner AI holds and could add in a turn (``corp_toll``: an ice that ends the run and that
no breaker of its rig breaks is a wall), whatever (6) asks; (4) below 3 credits play money or take a
credit, and below 8 a money click worth 3 credits or more (Hedge Fund, a Regolith Mining
License); (5) ice R&D up to two and HQ up to one (on R&D and HQ the ice that taxes the
Runner AI, which takes every tag and pays every toll rather than stop: tags, lost
credits, damage); (6) install an agenda from HQ behind two ice that can stop a run
(end the run, forbid the steal; fewer when its deck holds fewer than two such ice a
remote) in an empty remote (an upgrade put there for agendas may stand: ``corp_home``),
with a click to advance it and the credits to rez those guards; else ice it with the ice that stops (made
if need be); (7) install and rez a money asset; (8) install a card it has no other use
for (an asset that makes no money, an upgrade) face down in a new remote as a decoy,
while no decoy stands: the Runner AI's remote rows spend clicks and credits on it, not
on R&D; (9) more ice: the remote its agendas go to, then R&D and HQ, up to two each,
keeping the credits to rez it; (10) an operation that gains; (10a) with 8 credits or more,
advance an ice it may advance up to 3 counters (``corp_ops``); (11) draw while HQ is
below its hand size, or with 8 credits or more (a Jackson Howard's click draw first); (12) take 1 credit. It keeps agendas
and ice at the hand limit and discards the card worth least (a second copy of an
operation first; an operation that gains 3 or more is kept like ice). Rules (1), (3a), (5)'s taxing ice, (6)'s stopping ice, (8) and (11)'s
rich draw come from the Night Courier playtests, where the human Corp won by keeping
the Runner AI poor and tagged.
"""

from __future__ import annotations

from nrprint.simulate import currents
from nrprint.simulate.corp.table import (
    draw_rd,
    draw_to_hq,
    drip,
    gain,
    ice_cost,
    install,
    new_remote,
    pay,
    score,
)
from nrprint.simulate.effects import corp_assets, corp_clicks, corp_credit_gains, corp_operations
from nrprint.simulate.effects.corp_agendas import may_score, requirement, turn_ended
from nrprint.simulate.effects.runner_protect import guarded, resource_trash_cost
from nrprint.simulate.opponents import corp_cards, corp_home, corp_ops, corp_toll
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, NEW_REMOTE, Click
from nrprint.simulate.rig import trash_installed
from nrprint.simulate.state import ARCHIVES, HQ, RD, Card, Game, Installed, Server

TRASH_COST = 2  # the basic action: trash a tagged Runner's resource
LOW = 3
INSTALL_CLICKS = 2  # clicks left when an agenda goes in: the install and an advance
KEEP = 3  # credits a competent Corp keeps after trashing a tagged Runner's resource
GOOD_MONEY = 3  # a money click worth this many credits comes before ice while it has under RICH
TRASH_TAP = "trash-tap"  # a Runner card's ability only the Corp may use (PAD Tap)
RICH = 8  # credits from which a competent Corp draws past its hand size (the end of turn discards)
RD_ICE = 2  # ice on R&D before the first remote: most AI cards run R&D
AGENDA_ICE = 2  # ice a competent Corp puts before a remote before an agenda goes in


def money_maker(c: Card) -> bool:
    """An asset worth installing and rezzing at once: it pays credits or cards."""
    return c.type == "asset" and bool(c.facts.drip or c.facts.click_gain or corp_cards.pays_off(c))


def stops(c: Card) -> int:
    """Subroutines that stop a Runner AI: end the run, or forbid the steal."""
    subs = c.facts.subs
    return subs.count("etr") + subs.count("no-steal")


def taxes(c: Card) -> int:
    """What an ice takes from a Runner AI that lets it fire: tags, credits, cards, clicks."""
    found = sum(s in ("tag", "lose-credits", "net", "meat", "brain", "lose-click") for s in c.facts.subs)
    return found + (c.facts.encounter in ("etr", "lose-credits", "tag") and c.facts.tags > 0)


def guards(server: Server) -> int:
    """The ice on ``server`` that can stop a run."""
    return sum(1 for i in server.ice if stops(i.card))


def ready(server: Server, wanted: int) -> bool:
    """A remote an agenda may go in: ``AGENDA_ICE`` ice, ``wanted`` of them able to stop a run."""
    return len(server.ice) >= AGENDA_ICE and guards(server) >= wanted


def to_rez(server: Server) -> int:
    """Credits to rez the unrezzed ice of ``server`` that can stop a run."""
    return sum(i.facts.cost for i in server.ice if not i.rezzed and stops(i.card))


class CorpPlayer:
    level = ""

    def __init__(self) -> None:
        self.runs = self.successful = 0  # a Corp makes no runs (the figures are the Runner's)

    # ---- the protocol -------------------------------------------------------------
    def trashes(self, game: Game, card: Card) -> bool:  # the Corp never accesses
        return False

    def rezzes(self, game: Game, inst: Installed) -> bool:
        return True

    def sacrifices(self, game: Game, inst: Installed) -> bool:
        return corp_cards.sacrifices(game, inst)

    def clicks_left(self, game: Game) -> int:
        return game.corp.clicks

    def begin_turn(self, game: Game) -> None:
        corp = game.corp
        if game.log is not None:
            game.log.heading(f"Corp turn {game.turn + 1} ({corp.credits} credits)")
        card = draw_rd(game)
        corp.piles["HQ"].append(card)
        game.say(f"  C: draws {card.name}")
        drip(game)
        corp_cards.spend_counters(game)
        corp_cards.turn_start(game)
        corp.clicks = 3 + corp_cards.turn_clicks(game)  # Efficiency Committee

    def end_turn(self, game: Game) -> None:
        self.score_ready(game)
        hq = game.corp.piles["HQ"]
        while len(hq) > game.hand_limit():
            worst = self.discard_choice(game)
            hq.remove(worst)
            game.corp.piles["Archives"].append(worst)
            game.say(f"  C: discards {worst.name}")
        turn_ended(game)

    def before_click(self, game: Game) -> None:
        self.score_ready(game)

    def turn(self, game: Game) -> None:
        self.begin_turn(game)
        while game.corp.clicks > 0:
            self.before_click(game)
            self.apply(game, self.choose(game, []))
            game.clicked()
        self.end_turn(game)

    def fork(self) -> CorpPlayer:
        """A copy with the same memory (for a copy of the game)."""
        return type(self)()

    def choose(self, game: Game, clicks: list[Click]) -> Click:
        return self.decide(game)

    def decide(self, game: Game) -> Click:
        raise NotImplementedError

    def discard_choice(self, game: Game) -> Card:
        hq = game.corp.piles["HQ"]
        return min(hq, key=lambda c: (c.type == "agenda", c.type == "ice", -c.facts.cost))

    def score_ready(self, game: Game) -> None:
        for server in game.corp.remotes():
            for inst in list(server.root):
                if inst.card.type != "agenda":
                    continue
                corp_cards.rez_discount(game, server, inst)
                if inst.tokens >= requirement(game, inst.card, server) and may_score(game, inst):
                    server.root.remove(inst)
                    score(game, inst.card, "remote", inst.tokens)

    def legal(self, game: Game) -> list[Click]:
        corp = game.corp
        hq = corp.piles["HQ"]
        out: list[Click] = []
        if corp.credits >= 1:
            out += [Click("advance", i.card.uid, i.card.name) for i in self.agendas(game)]
        empty = [s.index for s in corp.remotes() if corp_home.open_home(s)] + [NEW_REMOTE]
        for name, c in self.distinct(hq, "agenda").items():
            out += [Click("install-agenda", s, name, c.uid) for s in empty]
        ice = self.ice_card(game)
        if ice is not None:
            for s in [*corp.servers[RD : HQ + 1], *corp.remotes()]:
                if ice_cost(game, s) <= corp.credits:
                    out.append(Click("install-ice", s.index, ice.name, ice.uid))
            out.append(Click("install-ice", NEW_REMOTE, ice.name, ice.uid))
        for name, c in self.distinct(hq, "asset").items():
            if money_maker(c) and c.facts.cost <= corp.credits:
                out.append(Click("install-asset", NEW_REMOTE, name, c.uid))
        for name, c in self.distinct(hq, "operation").items():
            f = c.facts
            if f.gain > f.cost and f.cost <= corp.credits and corp_cards.playable_now(game, c):
                out.append(Click("play", c.uid, name))
            tokens = corp_operations.x_placed(game, c) if f.x_tokens else f.place_tokens
            if tokens and f.cost <= corp.credits and corp_cards.playable_now(game, c):
                out += [Click("place-tokens", i.card.uid, name, c.uid) for i in self.launchable(game)]
        for name, c in {**self.distinct(hq, "asset"), **self.distinct(hq, "upgrade")}.items():
            if not money_maker(c):
                out.append(Click("install-decoy", NEW_REMOTE, name, c.uid))
        runner = game.runner
        if runner.tags and corp.credits >= resource_trash_cost(game, TRASH_COST):
            names = {i.card.name: i for i in runner.rig if i.card.type == "resource"}
            out += [Click("trash-resource", i.card.uid, n) for n, i in names.items()]
        tap = corp_credit_gains.to_trash(game, 0)  # PAD Tap's own trash ability
        out += [Click(TRASH_TAP, tap.card.uid, tap.card.name)] if tap is not None else []
        out += corp_cards.asset_clicks(game)
        tagging = corp_cards.operation_click(game)
        out += [tagging] if tagging is not None else []
        ice_names = {i.card.name: i for i in corp_ops.advanceable_ice(game)}  # one per name
        out += [Click(corp_ops.ADVANCE_ICE, i.card.uid, n) for n, i in ice_names.items()]
        out += corp_ops.agenda_clicks(game)
        upgrade = corp_cards.upgrade_click(game)
        out += [upgrade] if upgrade is not None else []
        if corp.piles["R&D"]:
            out.append(DRAW)
        out.append(CREDIT)
        return out

    def apply(self, game: Game, click: Click) -> None:
        corp, kind = game.corp, click.kind
        hq = corp.piles["HQ"]
        corp.clicks -= 1
        if kind == "advance":
            inst = next(i for i in self.agendas(game) if i.card.uid == click.target)
            pay(game, 1)
            inst.tokens += 1
            game.say(f"  C: advances {inst.card.name} ({inst.tokens})")
        elif kind in ("install-agenda", "install-ice"):
            card = next(c for c in hq if c.uid == click.card)
            server = self.server(game, click.target)
            cost = ice_cost(game, server) if kind == "install-ice" else 0
            pay(game, cost)
            hq.remove(card)
            install(game, server, card, ice=kind == "install-ice")
            game.say(f"  C: installs {card.name} on {server.name}" + (f" ({cost})" if cost else ""))
        elif kind == "install-asset":
            card = next(c for c in hq if c.uid == click.card)
            hq.remove(card)
            inst = install(game, self.server(game, click.target), card, ice=False)
            if currents.rez_tax(game, card):  # Hacktivist Meeting: HQ empty, it stays unrezzed
                pay(game, card.facts.cost)
                inst.rezzed, inst.hosted = True, card.facts.hosted
                game.say(f"  C: installs and rezzes {card.name}")
                corp_assets.rezzed(game, inst, draw_to_hq)
        elif kind == "play":
            card = next(c for c in hq if c.uid == click.target)
            hq.remove(card)
            game.use(card, "operation-credits")  # counted like every card use (played.py)
            pay(game, card.facts.cost)
            gain(game, card.facts.gain)
            corp.piles["Archives"].append(card)
            for _ in range(card.facts.draw):
                if corp.piles["R&D"]:
                    hq.append(draw_rd(game))
            game.say(f"  C: plays {card.name}")
            corp_cards.operation_played(game, card)
            if card.facts.terminal:  # its action phase ends
                corp.clicks = 0
        elif kind == "place-tokens":
            card = next(c for c in hq if c.uid == click.card)
            inst = next(i for i in self.agendas(game) if i.card.uid == click.target)
            hq.remove(card)
            game.use(card, "operation-credits")
            tokens = card.facts.place_tokens
            if card.facts.x_tokens:  # X credits for X counters, no more than the agenda lacks
                tokens = corp_operations.x_placed(game, card, requirement(game, inst.card) - inst.tokens)
            pay(game, card.facts.cost + (tokens if card.facts.x_tokens else 0))
            inst.tokens += tokens
            corp.piles["Archives"].append(card)
            corp_cards.operation_played(game, card)  # its click cost (Shipment from SanSan)
            game.say(f"  C: plays {card.name}: {inst.card.name} ({inst.tokens})")
        elif kind == "install-decoy":
            card = next(c for c in hq if c.uid == click.card)
            hq.remove(card)
            install(game, self.server(game, click.target), card, ice=False)  # face down, like an agenda
            game.say(f"  C: installs a card in a new remote ({card.name}, unrezzed)")
        elif kind == "trash-resource":
            runner = game.runner
            inst = next(i for i in runner.rig if i.card.uid == click.target)
            pay(game, resource_trash_cost(game, TRASH_COST))  # effects.runner_protect
            inst = guarded(game, inst)  # Fall Guy
            trash_installed(game, inst)  # with what it hosts (Street Peddler's cards)
            game.say(f"  C: trashes {inst.card.name} (the Runner is tagged)")
        elif kind == TRASH_TAP:
            corp_credit_gains.trash(game, next(i for i in game.runner.rig if i.card.uid == click.target))
        elif kind == corp_cards.USE_ASSET:
            corp_cards.use_asset(game, click)
        elif kind == corp_ops.ADVANCE_ICE:
            corp_ops.advance_ice(game, click)
        elif kind == corp_ops.USE_AGENDA:
            corp_ops.use_agenda(game, click)
        elif kind == corp_cards.INSTALL_UPGRADE:
            card = next(c for c in hq if c.uid == click.card)
            hq.remove(card)
            install(game, self.server(game, click.target), card, ice=False)
            game.say(f"  C: installs {card.name} in {self.server(game, click.target).name}")
        elif kind == "draw":
            card = draw_rd(game)
            hq.append(card)
            game.say(f"  C: draws {card.name}")
        else:
            gain(game, 1, by_card=False)
            game.say("  C: 1 credit")
        corp.clicks += corp_clicks.spent(game, corp_cards.action_of(game, click))  # Jeeves

    # ---- shared knowledge ---------------------------------------------------------
    @staticmethod
    def distinct(cards: list[Card], type_: str) -> dict[str, Card]:
        out: dict[str, Card] = {}
        for c in cards:
            if c.type == type_:
                out.setdefault(c.name, c)
        return out

    @staticmethod
    def agendas(game: Game) -> list[Installed]:
        """Installed agendas short of their requirement (one at it waits to be scored); none
        on a turn no card may be advanced (``effects.corp_clicks.forbid_advance``)."""
        if corp_clicks.advance_forbidden(game):
            return []
        return [
            i
            for s in game.corp.remotes()
            for i in s.root
            if i.card.type == "agenda" and i.tokens < requirement(game, i.card, s)
        ]

    @staticmethod
    def launchable(game: Game) -> list[Installed]:
        """Installed agendas an operation may put tokens on: those not installed this turn."""
        return [
            i for s in game.corp.remotes() for i in s.root if i.card.type == "agenda" and i.turn != game.turn
        ]

    @staticmethod
    def server(game: Game, index: int) -> Server:
        return new_remote(game) if index == NEW_REMOTE else game.corp.servers[index]

    def ice_card(self, game: Game) -> Card | None:
        """The ice it would install: the cheapest."""
        ice = [c for c in game.corp.piles["HQ"] if c.type == "ice"]
        return min(ice, key=lambda c: c.facts.cost, default=None)

    def money_click(self, game: Game) -> Click:
        """The operation that gains most, or a rezzed asset's click when it gains as much."""
        corp = game.corp
        ops = [c for c in corp.piles["HQ"] if c.type == "operation" and c.facts.gain > c.facts.cost]
        ops = [c for c in ops if c.facts.cost <= corp.credits and corp_cards.playable_now(game, c)]
        asset, asset_gain = corp_cards.best_asset_click(game)
        if ops:
            card = max(ops, key=lambda c: c.facts.gain - c.facts.cost)
            if asset is None or card.facts.gain - card.facts.cost > asset_gain:
                return Click("play", card.uid, card.name)
        if asset is not None and asset_gain > 1:
            return asset
        return corp_ops.gain_click(game) or CREDIT  # Gila Hands Arcology

    @staticmethod
    def gains(game: Game, click: Click) -> int:
        """The credits a money click (``money_click``) brings."""
        if click.kind == "play":
            card = next(c for c in game.corp.piles["HQ"] if c.uid == click.target)
            return card.facts.gain - card.facts.cost
        return corp_cards.best_asset_click(game)[1] if click.kind == corp_cards.USE_ASSET else 1

    def ice_click(self, game: Game, servers: list[Server], spare: int = 0) -> Click | None:
        """Ice on the first of ``servers`` it can pay for, keeping ``spare`` credits."""
        for s in servers:
            ice = self.ice_for(game, s)
            if ice is None:
                return None
            if game.corp.credits - ice_cost(game, s) >= spare:
                return Click("install-ice", s.index if s.index >= 0 else NEW_REMOTE, ice.name, ice.uid)
        return None

    def ice_for(self, game: Game, server: Server) -> Card | None:
        """The ice it would install on ``server``."""
        return self.ice_card(game)


class CasualCorp(CorpPlayer):
    """A new player (the rules are in the module docstring)."""

    level = "casual"

    def decide(self, game: Game) -> Click:
        corp = game.corp
        hq = corp.piles["HQ"]
        agendas = self.agendas(game)
        if agendas and corp.credits >= 1:
            return Click("advance", agendas[0].card.uid, agendas[0].card.name)
        if corp.credits < LOW:
            return self.money_click(game)
        agenda = next((c for c in hq if c.type == "agenda"), None)
        if agenda is not None:
            empty = [s for s in corp.remotes() if not s.root]
            home = max(empty, key=lambda s: len(s.ice)).index if empty else NEW_REMOTE
            return Click("install-agenda", home, agenda.name, agenda.uid)
        servers = corp.servers
        wanted = [
            s for s in corp.remotes() if any(i.card.type == "agenda" for i in s.root) and len(s.ice) < 2
        ]
        wanted += [servers[i] for i in (HQ, RD) if not servers[i].ice]
        if not wanted:
            wanted = sorted((s for s in servers if s.index != ARCHIVES), key=lambda s: len(s.ice))[:1]
        click = self.ice_click(game, wanted)
        if click is not None:
            return click
        asset = next((c for c in hq if money_maker(c) and c.facts.cost <= corp.credits), None)
        if asset is not None:
            return Click("install-asset", NEW_REMOTE, asset.name, asset.uid)
        return self.money_click(game)


class CompetentCorp(CorpPlayer):
    """A club player (the rules are in the module docstring)."""

    level = "competent"

    def __init__(self) -> None:
        super().__init__()
        self.stoppers = -1  # the ice of its deck that can stop a run (counted once)

    def ice_card(self, game: Game) -> Card | None:
        """The ice it would install: the most end-the-run it can rez, else the cheapest."""
        ice = [c for c in game.corp.piles["HQ"] if c.type == "ice"]
        rezzable = [c for c in ice if c.facts.cost <= game.corp.credits]
        if rezzable:
            return max(rezzable, key=lambda c: (c.facts.subs.count("etr"), c.facts.strength, -c.facts.cost))
        return min(ice, key=lambda c: c.facts.cost, default=None)

    def ice_for(self, game: Game, server: Server) -> Card | None:
        """On a remote (where agendas go) the ice that stops a run; on R&D and HQ the ice
        that taxes the Runner AI, which takes every tag and pays every toll rather than
        stop (its tags let the Corp trash its resources), then the ice that stops."""
        ice = [c for c in game.corp.piles["HQ"] if c.type == "ice"]
        rezzable = [c for c in ice if c.facts.cost <= game.corp.credits]
        if not rezzable:
            return min(ice, key=lambda c: c.facts.cost, default=None)
        if server.index in (RD, HQ):
            return max(rezzable, key=lambda c: (taxes(c), stops(c), c.facts.strength, -c.facts.cost))
        return max(
            rezzable, key=lambda c: (stops(c), c.facts.subs.count("etr"), c.facts.strength, -c.facts.cost)
        )

    def decide(self, game: Game) -> Click:
        corp, runner = game.corp, game.runner
        hq = corp.piles["HQ"]
        launch = self.launch_click(game)
        if launch is not None:
            return launch
        if corp.credits >= 1 and (agendas := self.agendas(game)):
            inst = max(agendas, key=lambda i: i.tokens)
            return Click("advance", inst.card.uid, inst.card.name)
        if runner.tags and corp.credits >= resource_trash_cost(game, TRASH_COST) + KEEP:
            resources = [i for i in runner.rig if i.card.type == "resource"]
            if resources:
                inst = max(
                    resources,
                    key=lambda i: (bool(i.facts.click_gain or i.facts.drip or i.facts.economy), i.facts.cost),
                )
                return Click("trash-resource", inst.card.uid, inst.card.name)
        tagging = corp_cards.operation_click(game)
        if tagging is not None:
            return tagging
        walled = self.walled_click(game)
        if walled is not None:
            return walled
        if corp.credits < LOW:
            return self.money_click(game)
        if corp.credits < RICH:
            money = self.money_click(game)
            if money != CREDIT and self.gains(game, money) >= GOOD_MONEY:
                return money
        servers = corp.servers
        bare = [servers[RD], servers[HQ]]
        click = self.ice_click(game, [s for s in bare if len(s.ice) < (RD_ICE if s.index == RD else 1)])
        if click is not None:
            return click
        held = [c for c in hq if c.type == "agenda"]
        agenda = min(held, key=lambda c: c.facts.advancement or 0, default=None)
        wanted = self.guards_wanted(game)  # counted on the first decision: keep it here
        if agenda is not None:
            iced = [s for s in corp.remotes() if corp_home.open_home(s) and ready(s, wanted)]
            # with a click to advance it after the install, and the credits to rez its guards
            if iced and corp.clicks >= INSTALL_CLICKS:
                home = max(iced, key=lambda s: (len(s.ice), -to_rez(s)))
                if corp.credits >= to_rez(home):
                    return Click("install-agenda", home.index, agenda.name, agenda.uid)
            if not iced:  # so no empty remote is ready
                empty = [s for s in corp.remotes() if corp_home.open_home(s)]
                click = self.ice_click(game, empty or [Server(NEW_REMOTE, "new remote")])
                if click is not None:
                    return click
        asset = next((c for c in hq if money_maker(c) and c.facts.cost <= corp.credits), None)
        if asset is not None:
            return Click("install-asset", NEW_REMOTE, asset.name, asset.uid)
        upgrade = corp_cards.upgrade_click(game)
        if upgrade is not None and corp.credits >= LOW:
            return upgrade
        decoy = self.decoy_click(game)
        if decoy is not None:
            return decoy
        ice = self.ice_card(game)
        if ice is not None:
            homes = [s for s in corp.remotes() if len(s.ice) < 2 and corp_home.wants_ice(s)]
            more = homes + [s for s in bare if len(s.ice) < 2]
            click = self.ice_click(game, more, spare=ice.facts.cost)
            if click is not None:
                return click
        ops = [c for c in hq if c.type == "operation" and c.facts.gain > c.facts.cost <= corp.credits]
        if ops or corp_cards.best_asset_click(game)[1] > 1:
            money = self.money_click(game)
            if money != CREDIT:
                return money
        advance = corp_ops.advance_ice_click(game, RICH)
        if advance is not None:
            return advance
        tap = corp_credit_gains.to_trash(game, RICH)  # rather than a card past its hand or a credit
        if tap is not None:
            return Click(TRASH_TAP, tap.card.uid, tap.card.name)
        if len(corp.piles["R&D"]) > 1 and (len(hq) < game.hand_limit() or corp.credits >= RICH):
            return corp_cards.draw_click(game) or DRAW  # with the money banked, a card is worth more
        return corp_ops.gain_click(game) or CREDIT

    def walled_click(self, game: Game, slack: int = corp_toll.SLACK) -> Click | None:
        """An agenda from HQ into an empty remote the Runner AI cannot pay its way into
        with ``slack`` credits more than it has (``corp_toll.walled``), with a click left
        to advance it."""
        if game.corp.clicks < INSTALL_CLICKS:
            return None
        held = [c for c in game.corp.piles["HQ"] if c.type == "agenda"]
        agenda = min(held, key=lambda c: c.facts.advancement or 0, default=None)
        if agenda is None or (home := corp_toll.walled(game, slack)) is None:
            return None
        return Click("install-agenda", home.index, agenda.name, agenda.uid)

    def launch_click(self, game: Game) -> Click | None:
        """An operation that puts tokens on the agenda with most tokens (one installed before
        this turn): it scores sooner, with fewer AI turns in the remote."""
        if "place_tokens" not in game.present and "x_tokens" not in game.present:
            return None
        ops = [
            c
            for c in game.corp.piles["HQ"]
            if (c.facts.place_tokens or c.facts.x_tokens and corp_operations.x_placed(game, c))
            and c.facts.cost <= game.corp.credits
        ]
        ops = [c for c in ops if corp_cards.playable_now(game, c)]
        ready = self.launchable(game)
        if not ops or not ready:
            return None
        inst = max(ready, key=lambda i: i.tokens)
        return Click("place-tokens", inst.card.uid, ops[0].name, ops[0].uid)

    def decoy_click(self, game: Game) -> Click | None:
        """A card that makes no money (an asset, an upgrade) installed face down in a new
        remote while no decoy stands: the Runner AI's remote rows go after an unrezzed
        card and spend their clicks and credits there instead of on R&D."""
        standing = any(not i.rezzed and i.card.type != "agenda" for s in game.corp.remotes() for i in s.root)
        if standing:
            return None
        hq = game.corp.piles["HQ"]
        decoys = (c for c in hq if c.type in ("asset", "upgrade") and not money_maker(c))
        spare = next((c for c in decoys if not corp_home.guards_server(c.facts)), None)
        if spare is None:
            return None
        return Click("install-decoy", NEW_REMOTE, spare.name, spare.uid)

    def guards_wanted(self, game: Game) -> int:
        """How many of an agenda remote's ice must stop a run: ``AGENDA_ICE``, or fewer
        when its deck holds fewer than two such ice a remote (a deck of taxing ice would
        otherwise keep every agenda in HQ, discard them and deck itself)."""
        if self.stoppers < 0:
            corp = game.corp
            cards = [c for pile in ("HQ", "R&D", "Archives") for c in corp.piles[pile]]
            cards += [i.card for s in corp.servers for i in s.ice]
            self.stoppers = sum(1 for c in cards if c.type == "ice" and stops(c))
        return min(AGENDA_ICE, self.stoppers // AGENDA_ICE)

    @staticmethod
    def holds_agenda(server: Server) -> bool:
        return any(i.card.type == "agenda" for i in server.root)

    def discard_choice(self, game: Game) -> Card:
        hq = game.corp.piles["HQ"]
        counts: dict[str, int] = {}
        for c in hq:
            counts[c.name] = counts.get(c.name, 0) + 1

        def value(c: Card) -> tuple:
            # an operation worth a good money click is kept like ice: the Night Courier playtester
            # saved for Government Subsidy and IPO (measures: docs/simulate.md)
            money = c.type == "operation" and c.facts.gain - c.facts.cost >= GOOD_MONEY
            keep = {
                "agenda": 5,
                "ice": 4,
                "asset": 3 if money_maker(c) else 1,
                "operation": 4 if money else 2,
            }
            return (keep.get(c.type, 0) - (counts[c.name] > 1), c.facts.gain - c.facts.cost)

        return min(hq, key=value)
