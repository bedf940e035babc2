"""A human Corp against the Runner AI: draw, then three clicks, each one of the legal clicks.

``CorpPlayer`` holds what every level shares. At the start of its turn the Corp draws
(an empty R&D loses it the game) and its rezzed assets pay out; an agenda whose tokens
reach its requirement is scored before every click (scoring is free); at the end of the
turn it discards down to its hand size. The legal clicks: advance an installed agenda,
install an agenda from HQ (in an empty remote or a new one), install an ice on any
server, install and rez a money-making asset in a new remote, play an operation that
gains credits, trash a resource of a tagged Runner (2 credits), draw, take 1 credit.
It rezzes an ice the Runner approaches when it can pay.

``CasualCorp`` (a new player): advances its first agenda; below 3 credits plays money
or takes a credit; installs an agenda from HQ in an empty remote, iced or not; installs
its cheapest ice where ice is missing (a remote with an agenda, HQ, R&D, then the
remote with least ice); installs money assets; else money or a credit; discards its
cheapest card that is not an agenda or ice.

``CompetentCorp`` (a club player; the default), each click the first that applies:
(1) advance an agenda it installed; (2) trash a resource of a tagged Runner, money
makers first; (3) below 3 credits play money or take a credit; (4) ice R&D and HQ while
they have none; (5) install an agenda from HQ behind ice (an empty remote with ice;
else ice such a remote first, making one if need be), when it can pay to advance it;
(6) install and rez a money asset; (7) more ice: the remote its agendas go to, then R&D
and HQ, up to two each, keeping the credits to rez it; (8) an operation that gains;
(9) draw while HQ is below its hand size; (10) take 1 credit. It keeps agendas and
ice at the hand limit and discards the card worth least (a second copy of an
operation first).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import draw_rd, drip, gain, ice_cost, install, new_remote, pay, score
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, NEW_REMOTE, Click
from nrprint.simulate.state import ARCHIVES, HQ, RD, Card, Game, Installed, Server

TRASH_COST = 2  # the basic action: trash a tagged Runner's resource
LOW = 3
AGENDA_ICE = 2  # ice a competent Corp puts before a remote before an agenda goes in


def money_maker(c: Card) -> bool:
    return c.type == "asset" and bool(c.f.drip or c.f.click_gain)


class CorpPlayer:
    level = ""

    def __init__(self) -> None:
        self.runs = self.successful = 0  # a Corp makes no runs (the figures are the Runner's)

    # ---- the protocol -------------------------------------------------------------
    def trashes(self, game: Game, card: Card) -> bool:  # the Corp never accesses
        return False

    def rezzes(self, game: Game, inst: Installed) -> bool:
        return True

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
        corp.clicks = 3

    def end_turn(self, game: Game) -> None:
        self.score_ready(game)
        hq = game.corp.piles["HQ"]
        while len(hq) > game.hand_limit():
            worst = self.discard_choice(game)
            hq.remove(worst)
            game.corp.piles["Archives"].append(worst)
            game.say(f"  C: discards {worst.name}")

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
        return min(hq, key=lambda c: (c.type == "agenda", c.type == "ice", -c.f.cost))

    def score_ready(self, game: Game) -> None:
        for server in game.corp.remotes():
            for inst in list(server.root):
                if inst.card.type == "agenda" and inst.tokens >= (inst.f.advancement or 0):
                    server.root.remove(inst)
                    score(game, inst.card, "remote")

    def legal(self, game: Game) -> list[Click]:
        corp = game.corp
        hq = corp.piles["HQ"]
        out: list[Click] = []
        if corp.credits >= 1:
            out += [Click("advance", i.card.uid, i.card.name) for i in self.agendas(game)]
        empty = [s.index for s in corp.remotes() if not s.root] + [NEW_REMOTE]
        for name, c in self.distinct(hq, "agenda").items():
            out += [Click("install-agenda", s, name, c.uid) for s in empty]
        ice = self.ice_card(game)
        if ice is not None:
            for s in [*corp.servers[RD : HQ + 1], *corp.remotes()]:
                if ice_cost(game, s) <= corp.credits:
                    out.append(Click("install-ice", s.index, ice.name, ice.uid))
            out.append(Click("install-ice", NEW_REMOTE, ice.name, ice.uid))
        for name, c in self.distinct(hq, "asset").items():
            if money_maker(c) and c.f.cost <= corp.credits:
                out.append(Click("install-asset", NEW_REMOTE, name, c.uid))
        for name, c in self.distinct(hq, "operation").items():
            if c.f.gain > c.f.cost and c.f.cost <= corp.credits:
                out.append(Click("play", c.uid, name))
        runner = game.runner
        if runner.tags and corp.credits >= TRASH_COST:
            names = {i.card.name: i for i in runner.rig if i.card.type == "resource"}
            out += [Click("trash-resource", i.card.uid, n) for n, i in names.items()]
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
            inst = install(game, new_remote(game), card, ice=False)
            pay(game, card.f.cost)
            inst.rezzed, inst.hosted = True, card.f.hosted
            game.say(f"  C: installs and rezzes {card.name}")
        elif kind == "play":
            card = next(c for c in hq if c.uid == click.target)
            hq.remove(card)
            game.use(card, "operation-credits")  # counted like every card use (played.py)
            pay(game, card.f.cost)
            gain(game, card.f.gain)
            corp.piles["Archives"].append(card)
            for _ in range(card.f.draw):
                if corp.piles["R&D"]:
                    hq.append(draw_rd(game))
            game.say(f"  C: plays {card.name}")
        elif kind == "trash-resource":
            runner = game.runner
            inst = next(i for i in runner.rig if i.card.uid == click.target)
            pay(game, TRASH_COST)
            runner.rig.remove(inst)
            runner.heap.append(inst.card)
            game.say(f"  C: trashes {inst.card.name} (the Runner is tagged)")
        elif kind == "draw":
            card = draw_rd(game)
            hq.append(card)
            game.say(f"  C: draws {card.name}")
        else:
            gain(game, 1)
            game.say("  C: 1 credit")

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
        return [i for s in game.corp.remotes() for i in s.root if i.card.type == "agenda"]

    @staticmethod
    def server(game: Game, index: int) -> Server:
        return new_remote(game) if index == NEW_REMOTE else game.corp.servers[index]

    def ice_card(self, game: Game) -> Card | None:
        """The ice it would install: the cheapest."""
        ice = [c for c in game.corp.piles["HQ"] if c.type == "ice"]
        return min(ice, key=lambda c: c.f.cost, default=None)

    def money_click(self, game: Game) -> Click:
        corp = game.corp
        ops = [c for c in corp.piles["HQ"] if c.type == "operation" and c.f.gain > c.f.cost]
        ops = [c for c in ops if c.f.cost <= corp.credits]
        if ops:
            card = max(ops, key=lambda c: c.f.gain - c.f.cost)
            return Click("play", card.uid, card.name)
        return CREDIT

    def ice_click(self, game: Game, servers: list[Server], spare: int = 0) -> Click | None:
        """Ice on the first of ``servers`` it can pay for, keeping ``spare`` credits."""
        ice = self.ice_card(game)
        if ice is None:
            return None
        for s in servers:
            if game.corp.credits - ice_cost(game, s) >= spare:
                return Click("install-ice", s.index if s.index >= 0 else NEW_REMOTE, ice.name, ice.uid)
        return None


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
        asset = next((c for c in hq if money_maker(c) and c.f.cost <= corp.credits), None)
        if asset is not None:
            return Click("install-asset", NEW_REMOTE, asset.name, asset.uid)
        return self.money_click(game)


class CompetentCorp(CorpPlayer):
    """A club player (the rules are in the module docstring)."""

    level = "competent"

    def ice_card(self, game: Game) -> Card | None:
        """The ice it would install: the most end-the-run it can rez, else the cheapest."""
        ice = [c for c in game.corp.piles["HQ"] if c.type == "ice"]
        rezzable = [c for c in ice if c.f.cost <= game.corp.credits]
        if rezzable:
            return max(rezzable, key=lambda c: (c.f.etr_count, c.f.strength, -c.f.cost))
        return min(ice, key=lambda c: c.f.cost, default=None)

    def decide(self, game: Game) -> Click:
        corp, runner = game.corp, game.runner
        hq = corp.piles["HQ"]
        agendas = self.agendas(game)
        if agendas and corp.credits >= 1:
            inst = max(agendas, key=lambda i: i.tokens)
            return Click("advance", inst.card.uid, inst.card.name)
        resources = [i for i in runner.rig if i.card.type == "resource"]
        if runner.tags and resources and corp.credits >= TRASH_COST:
            inst = max(resources, key=lambda i: (bool(i.f.click_gain or i.f.drip or i.f.economy), i.f.cost))
            return Click("trash-resource", inst.card.uid, inst.card.name)
        if corp.credits < LOW:
            return self.money_click(game)
        servers = corp.servers
        bare = [servers[RD], servers[HQ]]
        click = self.ice_click(game, [s for s in bare if not s.ice])
        if click is not None:
            return click
        agenda = min((c for c in hq if c.type == "agenda"), key=lambda c: c.f.advancement or 0, default=None)
        iced = [s for s in corp.remotes() if not s.root and len(s.ice) >= AGENDA_ICE]
        if agenda is not None:
            need = agenda.f.advancement or 0
            # at the start of a turn, with the credits to advance it at once: it sits out one turn at most
            if iced and corp.clicks == 3 and corp.credits >= need:
                home = max(iced, key=lambda s: len(s.ice))
                return Click("install-agenda", home.index, agenda.name, agenda.uid)
            if not iced:
                empty = [s for s in corp.remotes() if not s.root and len(s.ice) < AGENDA_ICE]
                click = self.ice_click(game, empty or [Server(NEW_REMOTE, "new remote")])
                if click is not None:
                    return click
        asset = next((c for c in hq if money_maker(c) and c.f.cost <= corp.credits), None)
        if asset is not None:
            return Click("install-asset", NEW_REMOTE, asset.name, asset.uid)
        ice = self.ice_card(game)
        if ice is not None:
            homes = [s for s in corp.remotes() if len(s.ice) < 2 and (not s.root or self.holds_agenda(s))]
            more = homes + [s for s in bare if len(s.ice) < 2]
            click = self.ice_click(game, more, spare=ice.f.cost)
            if click is not None:
                return click
        ops = [c for c in hq if c.type == "operation" and c.f.gain > c.f.cost <= corp.credits]
        if ops:
            return self.money_click(game)
        if len(hq) < game.hand_limit() and len(corp.piles["R&D"]) > 1:
            return DRAW
        return CREDIT

    @staticmethod
    def holds_agenda(server: Server) -> bool:
        return any(i.card.type == "agenda" for i in server.root)

    def discard_choice(self, game: Game) -> Card:
        hq = game.corp.piles["HQ"]
        counts: dict[str, int] = {}
        for c in hq:
            counts[c.name] = counts.get(c.name, 0) + 1

        def value(c: Card) -> tuple:
            keep = {"agenda": 5, "ice": 4, "asset": 3 if money_maker(c) else 1, "operation": 2}
            return (keep.get(c.type, 0) - (counts[c.name] > 1), c.f.gain - c.f.cost)

        return min(hq, key=value)
