"""A human Runner against the Corp AI: four clicks a turn, chosen by fixed rules.

Each click, in order: (1) run the server that promises most, if it is worth
``run_value`` and, for baseline and expert, every rezzed ice in the way can be paid for
(an end-the-run subroutine it cannot break, or damage it cannot survive, rules a server
out, and so does unrezzed ice while its grip is empty);
(2) below ``reserve`` + 4 credits, make money: an event that gains more than it costs, a
resource's click ability, an economy resource, else 1 credit; (3) install a breaker for
an ice type the rig cannot break yet (rezzed types first), then other programs and
hardware; (4) draw when the grip holds fewer than 3 cards; (5) take 1 credit. What a
server promises: an advanced face-down card in a remote 1, another face-down card 0.5
(nothing once the Runner has accessed it and left it there),
R&D and HQ 0.3 each (the AI scores agendas drawn into HQ, so R&D is worth hitting) but
R&D nothing once run this turn (its top card is known) and HQ less each time, Archives
nothing; halved while unrezzed ice stands in the way without a full breaker
suite. At the end of the turn it discards down to its hand size.
"""

from __future__ import annotations

from nrprint.simulate.opponents import Skill
from nrprint.simulate.rig import breaker_types, can_install, draw, play_or_install, runner_gain
from nrprint.simulate.runner.simple import use_click_gain
from nrprint.simulate.runs import plan_break, run
from nrprint.simulate.state import ARCHIVES, Game, Server

BREAKER_TYPES = ("barrier", "code gate", "sentry")


class Clicks:
    def __init__(self, game: Game):
        self.game = game

    def available(self) -> int:
        return self.game.runner.clicks

    def spend(self, n: int) -> None:
        self.game.runner.clicks -= n


class HumanRunner:
    def __init__(self, skill: Skill):
        self.skill = skill
        self.ran: dict[int, int] = {}  # central servers run this turn, and how often
        self.known: set[int] = set()  # installed cards it has accessed and left (not agendas)

    def rezzes(self, game: Game, inst) -> bool:  # a Runner never rezzes
        return False

    def trashes(self, game: Game, card) -> bool:
        f = card.f
        if card.type == "upgrade":
            return True
        return self.skill.trash_economy and bool(f.drip or f.click_gain or f.gain)

    def turn(self, game: Game) -> None:
        runner = game.runner
        runner.clicks = 4
        self.ran = {}
        if game.log is not None:
            game.log.heading(f"Runner turn {game.turn} ({runner.credits} credits)")
        for inst in list(runner.rig):
            if inst.f.drip:
                runner_gain(game, inst.f.drip)
        while runner.clicks > 0:
            runner.clicks -= 1
            self.click(game)
            game.clicked()
        limit = max(0, 5 - runner.brain)
        while len(runner.grip) > limit:
            card = max(runner.grip, key=lambda c: c.f.cost)
            runner.grip.remove(card)
            runner.heap.append(card)
            game.say(f"  discards {card.name}")

    def click(self, game: Game) -> None:
        runner, skill = game.runner, self.skill
        target = self.best_run(game)
        if target is not None:
            game.say(f"  R: run {target.name}")
            self.ran[target.index] = self.ran.get(target.index, 0) + 1
            run(game, target, trash_limit=None, clicks_left=Clicks(game))
            return
        if runner.credits < skill.reserve + 4 and self.money(game):
            return
        card = self.install_choice(game)
        if card is not None:
            runner.grip.remove(card)
            game.say("  R: install")
            play_or_install(game, card)
            return
        if len(runner.grip) < 3 and runner.stack:
            game.say("  R: draw")
            draw(game)
            return
        runner_gain(game, 1)
        game.say("  R: 1 credit")

    def money(self, game: Game) -> bool:
        runner = game.runner
        events = [c for c in runner.grip if c.type == "event" and c.f.gain > c.f.cost <= runner.credits]
        if events:
            card = max(events, key=lambda c: c.f.gain - c.f.cost)
            runner.grip.remove(card)
            game.say("  R: economy event")
            play_or_install(game, card)
            return True
        for inst in runner.rig:
            if inst.f.click_gain and (inst.hosted or not inst.f.hosted):
                game.say("  R: click ability")
                use_click_gain(game, inst)
                return True
        makers = [c for c in runner.grip if c.type == "resource" and (c.f.click_gain or c.f.drip)]
        makers = [c for c in makers if can_install(game, c, c.f.cost)]
        if makers:
            card = makers[0]
            runner.grip.remove(card)
            game.say("  R: economy resource")
            play_or_install(game, card)
            return True
        runner_gain(game, 1)
        game.say("  R: 1 credit")
        return True

    def install_choice(self, game: Game):
        runner = game.runner
        have = breaker_types(game)
        spare = runner.credits - self.skill.reserve
        cards = [
            c
            for c in runner.grip
            if c.type != "event" and c.f.cost <= spare and can_install(game, c, c.f.cost)
        ]
        breakers = [c for c in cards if c.f.breaks and c.f.breaks not in have]
        if breakers:
            return min(breakers, key=lambda c: c.f.cost)
        others = [c for c in cards if c.type in ("hardware", "program") and not c.f.breaks]
        others = [c for c in others if c.name not in {i.card.name for i in runner.rig}]
        return min(others, key=lambda c: c.f.cost, default=None)

    def promise(self, game: Game, server: Server) -> float:
        if server.index == ARCHIVES:
            return 0.0
        if not server.remote:
            # R&D shows the same top card again; HQ a card at random, so less each time
            has = game.corp.piles["R&D" if server.index == 1 else "HQ"]
            again = self.ran.get(server.index, 0)
            if not has or (server.index == 1 and again):
                return 0.0
            return 0.3 / (1 + again)
        worth = 0.0
        for inst in server.root:
            if not inst.rezzed and inst.card.uid not in self.known:
                worth += 1.0 if inst.tokens else 0.5
        return worth

    def cost(self, game: Game, server: Server) -> float | None:
        """Credits to get in past the rezzed ice, or None when it cannot be done."""
        total, credits = 0, game.runner.credits
        for inst in reversed(server.ice):
            if not inst.rezzed:
                continue
            plan = plan_break(game, inst, credits - total, game.runner.clicks)
            if plan is None:
                hurt = sum(1 for s in inst.f.subs if s in ("net", "meat", "brain"))
                if "etr" in inst.f.subs or hurt >= len(game.runner.grip):
                    return None
                continue
            total += plan.cost
        return total

    def best_run(self, game: Game) -> Server | None:
        skill = self.skill
        have = breaker_types(game)
        suite = "any" in have or all(t in have for t in BREAKER_TYPES)
        best, best_score = None, skill.run_value
        for server in game.corp.servers:
            worth = self.promise(game, server)
            if worth <= 0:
                continue
            if skill.feasible:
                if self.cost(game, server) is None:
                    continue
                if not game.runner.grip and any(not i.rezzed for i in server.ice):
                    continue  # an unknown ice could flatline an empty grip
                if not suite and any(not i.rezzed for i in server.ice):
                    worth *= 0.5
            if worth >= best_score and (best is None or worth > best_score or game.rng.random() < 0.5):
                best, best_score = server, worth
        return best
