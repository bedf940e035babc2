"""A human Corp against the Runner AI: draw, then three clicks chosen by fixed rules.

At the start of its turn the Corp draws (an empty R&D loses it the game) and its
rezzed assets pay out. Each click, in order: (1) score an agenda whose tokens reach its
requirement (scoring is free: checked before every click); (2) advance an installed
agenda; (3) below ``reserve`` + 3 credits, play an operation that gains more than it
costs, else take 1 credit; (4) install an agenda from HQ in an empty remote with at
least ``ice_before_agenda`` ice (making a remote when none is empty); (5) install ice
where it is missing most: a remote holding an agenda, HQ, R&D, then the remote with the
least ice; (6) install and rez a money-making asset in a new remote; (7) take 1
credit. It rezzes an ice the Runner approaches when it can pay for it (an expert keeps
what the agenda it is advancing still needs), and discards down to 5 at the end.
"""

from __future__ import annotations

from nrprint.simulate.corp.table import draw_rd, drip, gain, ice_cost, install, new_remote, pay, score
from nrprint.simulate.opponents import Skill
from nrprint.simulate.state import ARCHIVES, HQ, RD, Game, Server

HAND = 5


class HumanCorp:
    def __init__(self, skill: Skill):
        self.skill = skill

    def trashes(self, game: Game, card) -> bool:  # the Corp never accesses
        return False

    def rezzes(self, game: Game, inst) -> bool:
        if self.skill.name != "expert":
            return True
        need = sum(max(0, (i.f.advancement or 0) - i.tokens) for i in self._agendas(game))
        return game.corp.credits - inst.f.cost >= need

    def _agendas(self, game: Game):
        return [i for s in game.corp.remotes() for i in s.root if i.card.type == "agenda"]

    def turn(self, game: Game) -> None:
        corp = game.corp
        if game.log is not None:
            game.log.heading(f"Corp turn {game.turn + 1} ({corp.credits} credits)")
        card = draw_rd(game)
        corp.piles["HQ"].append(card)
        game.say(f"  C: draws {card.name}")
        drip(game)
        for _ in range(3):
            self.score_ready(game)
            self.click(game)
            game.clicked()
        self.score_ready(game)
        hq = corp.piles["HQ"]
        while len(hq) > HAND:
            worst = min(hq, key=lambda c: (c.type == "agenda", c.type == "ice", -c.f.cost))
            hq.remove(worst)
            corp.piles["Archives"].append(worst)
            game.say(f"  C: discards {worst.name}")

    def score_ready(self, game: Game) -> None:
        for server in game.corp.remotes():
            for inst in list(server.root):
                f = inst.f
                if inst.card.type == "agenda" and inst.tokens >= (f.advancement or 0):
                    server.root.remove(inst)
                    score(game, inst.card, "remote")

    def click(self, game: Game) -> None:
        corp, skill = game.corp, self.skill
        hq = corp.piles["HQ"]
        agendas = self._agendas(game)
        if agendas and corp.credits >= 1:
            inst = agendas[0]
            pay(game, 1)
            inst.tokens += 1
            game.say(f"  C: advances {inst.card.name} ({inst.tokens})")
            return
        if corp.credits < skill.reserve + 3 and self.money(game):
            return
        agenda = next((c for c in hq if c.type == "agenda"), None)
        if agenda is not None:
            home = self.agenda_home(game)
            if home is not None:
                hq.remove(agenda)
                install(game, home, agenda, ice=False)
                game.say(f"  C: installs an agenda in {home.name} ({agenda.name})")
                return
        if self.install_ice(game, agenda is not None):
            return
        asset = next((c for c in hq if c.type == "asset" and (c.f.drip or c.f.click_gain)), None)
        if asset is not None and corp.credits >= asset.f.cost:
            hq.remove(asset)
            inst = install(game, new_remote(game), asset, ice=False)
            pay(game, asset.f.cost)
            inst.rezzed, inst.hosted = True, asset.f.hosted
            game.say(f"  C: installs and rezzes {asset.name}")
            return
        if not self.money(game):
            gain(game, 1)
            game.say("  C: 1 credit")

    def money(self, game: Game) -> bool:
        hq, corp = game.corp.piles["HQ"], game.corp
        ops = [c for c in hq if c.type == "operation" and c.f.gain > c.f.cost and c.f.cost <= corp.credits]
        if ops:
            card = max(ops, key=lambda c: c.f.gain - c.f.cost)
            hq.remove(card)
            pay(game, card.f.cost)
            gain(game, card.f.gain)
            corp.piles["Archives"].append(card)
            game.say(f"  C: plays {card.name}")
            return True
        gain(game, 1)
        game.say("  C: 1 credit")
        return True

    def agenda_home(self, game: Game) -> Server | None:
        empty = [s for s in game.corp.remotes() if not s.root]
        iced = [s for s in empty if len(s.ice) >= self.skill.ice_before_agenda]
        if iced:
            return max(iced, key=lambda s: len(s.ice))
        if self.skill.ice_before_agenda == 0:
            return new_remote(game)
        return None

    def install_ice(self, game: Game, agenda_waiting: bool) -> bool:
        corp = game.corp
        ice = [c for c in corp.piles["HQ"] if c.type == "ice"]
        if not ice:
            return False
        servers = corp.servers
        wanted: list[Server] = [
            s for s in corp.remotes() if any(i.card.type == "agenda" for i in s.root) and len(s.ice) < 2
        ]
        wanted += [servers[i] for i in (HQ, RD) if not servers[i].ice]
        if agenda_waiting and not any(not s.root for s in corp.remotes()):
            wanted.append(new_remote(game))
        wanted += [s for s in corp.remotes() if not s.root and len(s.ice) < self.skill.ice_before_agenda]
        if not wanted:
            wanted = sorted((s for s in servers if s.index != ARCHIVES), key=lambda s: len(s.ice))[:1]
        for server in wanted:
            cost = ice_cost(game, server)
            if corp.credits - cost >= min(ice, key=lambda c: c.f.cost).f.cost or cost == 0:
                card = min(ice, key=lambda c: c.f.cost)
                if pay(game, cost):
                    corp.piles["HQ"].remove(card)
                    install(game, server, card, ice=True)
                    game.say(f"  C: installs ice on {server.name} ({card.name}, {cost})")
                    return True
        return False
