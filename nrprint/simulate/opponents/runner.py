"""A human Runner against the Corp AI: four clicks a turn, each one of the legal clicks.

``RunnerPlayer`` holds what every level shares: the legal clicks (a run on a server it
could get into and hopes to find something in, draw, 1 credit, an affordable event,
an installable card, a resource's click ability, removing a tag), how a click is
carried out, and what it remembers: the installed cards it accessed and left, and the
R&D top card it has seen (the Corp AI only draws on a refill, which the player watches).

``CasualRunner`` (a new player): runs the server that promises most without counting
the ice in the way (R&D and HQ 0.3 each, a face-down card in a remote 0.5, 1 once
advanced); keeps no money back; makes money below 4 credits; installs a breaker it
lacks, else another program or hardware; draws only below 3 cards in its grip; else
takes 1 credit; trashes upgrades only; at the hand limit discards its dearest card.

``CompetentRunner`` (a club player; the default), each click the first that applies:
(1) run the server worth most, when it can pay its way past the ice (an end-the-run it
cannot break, or damage its grip cannot survive, rule a server out, and so does unrezzed
ice while its grip is empty or ``runner_tempo.facecheck`` finds it too likely to stop
it; an ice's toll on encounter counts, the Corp's bad publicity credits pay first, and
each click a bioroid takes to break costs the worth of a least run): R&D while its top
card is unseen and HQ by its agenda points,
both twice (an agenda left there is drawn or pushed off by a refill and scores for the
Corp AI), a remote's face-down card it has not seen (more with tokens on it),
a known economy asset it can trash; a run event that pays for itself is played as the
run, and Runner cards with a choice are played by ``runner_cards`` (Account Siphon
first, Legwork or Inside Job with a run, Stimhack when nothing is in reach); (2) below 6
credits (``runner_tempo.KEEP``) make money (an event that gains, a resource's click ability,
an economy resource, else a draw while its grip has room for two more, else 1 credit); (3) install a breaker for an ice type it cannot
break, rezzed types first;
(4) dig for a breaker it lacks: a draw event or a breaker search (Special Order), else draw;
(5) install a money-making resource, or a program or hardware it has none of;
(6) draw up to its hand size; (7) play an event that gains; (8) take 1 credit. It
trashes upgrades, and economy assets of a Corp AI short of credits, when it can pay
(``runner_tempo.trash_worth``), and at the hand limit
discards the card worth least to it (a breaker for a type it lacks is worth most, a
second copy of a card it has installed least).
"""

from __future__ import annotations

from nrprint.simulate import rig
from nrprint.simulate.click_gain import use_click_gain
from nrprint.simulate.effects import runner_bypass, runner_hoard
from nrprint.simulate.effects.runner_installs import turn_ends
from nrprint.simulate.effects.runner_runs import may_run, started
from nrprint.simulate.effects.runner_turn import trashed_from_grip, turn_begins
from nrprint.simulate.opponents import runner_cards, runner_click_runs, runner_events, runner_tempo
from nrprint.simulate.opponents.clicks import CREDIT, DRAW, REMOVE_TAG, Click, RunnerClicks
from nrprint.simulate.rig import breaker_types, can_install, collect_drip, draw, play_or_install, runner_gain
from nrprint.simulate.runs import event_ended, plan_break, run
from nrprint.simulate.spend import can_pay, pay
from nrprint.simulate.state import ARCHIVES, HQ, RD, Card, Game, Installed, Server

BREAKER_TYPES = ("barrier", "code gate", "sentry")
TAG_COST = 2
LOW = 4  # credits below which a Runner makes money before anything but a run
HURTS = ("net", "meat", "brain")  # subroutines that damage the Runner


class RunnerPlayer:
    level = ""
    run_value = 0.3  # the least a run must be worth
    counts_ice = True  # runs only where it can pay its way past the rezzed ice
    draws_for_money = True  # short of money with none in its grip, draws before taking 1 credit

    def __init__(self) -> None:
        self.ran: dict[int, int] = {}  # servers run this turn, and how often
        self.known: set[int] = set()  # installed cards it has accessed and left (not agendas)
        self.seen_top = -1  # uid of the R&D top card it last accessed
        self.runs = self.successful = 0
        self.break_clicks = 0  # clicks the last ``cost`` spends breaking bioroids
        self.run_clicks: dict[int, int] = {}  # those of each server of the last ``targets``
        # facechecks worked out during one ``targets`` (the board cannot change inside it)
        self.facechecks: runner_tempo.Facechecks | None = None

    # ---- the protocol -------------------------------------------------------------
    def rezzes(self, game: Game, inst: Installed) -> bool:  # a Runner never rezzes
        return False

    def trashes(self, game: Game, card: Card) -> bool:
        return runner_tempo.trash_worth(game, card)  # not the economy of a rich Corp AI

    def clicks_left(self, game: Game) -> int:
        return game.runner.clicks

    def begin_turn(self, game: Game) -> None:
        runner = game.runner
        runner.clicks = 4
        self.ran = {}
        if game.log is not None:
            game.log.heading(f"Runner turn {game.turn} ({runner.credits} credits)")
        collect_drip(game)  # a card holding credits pays until empty, then is trashed
        turn_begins(game)

    def end_turn(self, game: Game) -> None:
        runner = game.runner
        turn_ends(game)
        runner_hoard.turn_ends(game)  # credits gathered on a card past its limit cost a price
        limit = game.hand_limit()
        while len(runner.grip) > limit:
            card = self.discard_choice(game)
            runner.grip.remove(card)
            runner.heap.append(card)
            game.say(f"  discards {card.name}")
            trashed_from_grip(game, [card])

    def before_click(self, game: Game) -> None:
        pass

    def turn(self, game: Game) -> None:
        self.begin_turn(game)
        while game.runner.clicks > 0:
            self.before_click(game)
            self.apply(game, self.choose(game, []))
            game.clicked()
        self.end_turn(game)

    def fork(self) -> RunnerPlayer:
        """A copy with the same memory (for a copy of the game)."""
        other = type(self)()
        other.ran, other.known, other.seen_top = dict(self.ran), set(self.known), self.seen_top
        return other

    def choose(self, game: Game, clicks: list[Click]) -> Click:
        return self.decide(game)

    def decide(self, game: Game) -> Click:
        raise NotImplementedError

    def discard_choice(self, game: Game) -> Card:
        return max(game.runner.grip, key=lambda c: c.facts.cost)

    def legal(self, game: Game) -> list[Click]:
        runner = game.runner
        servers = self.runnable(game)
        out = [Click("run", s.index, s.name) for s in servers]
        runs = (c for c in runner.grip if "run" in c.facts.subtypes)
        events = {c.name: c for c in runs if can_pay(game, c.facts.cost, "event", c)}
        out += [Click("run-event", s.index, n) for s in servers for n, c in events.items() if may_run(c, s)]
        if runner.stack:
            out.append(DRAW)
        out.append(CREDIT)
        names: set[str] = set()
        for c in runner.grip:
            f = c.facts
            if c.name in names or "run" in f.subtypes or not can_install(game, c, f.cost):
                continue
            if (f.extra_click and runner.clicks < 2) or f.on_ice or not runner_cards.playable(game, c):
                continue
            names.add(c.name)
            out.append(Click("play" if c.type == "event" else "install", c.uid, c.name))
        for inst in runner.rig:
            if self.usable(inst, game) and inst.card.name not in names:
                names.add(inst.card.name)
                out.append(Click("ability", inst.card.uid, inst.card.name))
        if runner.tags and can_pay(game, TAG_COST, "tag"):
            out.append(REMOVE_TAG)
        return out + self.card_clicks(game) + runner_click_runs.program_runs(game)

    def card_clicks(self, game: Game) -> list[Click]:
        """The clicks its cards allow (``runner_cards``): Film Critic's score, a virus hosted
        on ice, a once-a-turn store or take, a replayed event, a fetching event."""
        found = [
            runner_cards.critic_click(game),
            runner_cards.virus_click(game),
            runner_cards.store_click(game),
            runner_cards.replay_click(game),
            runner_cards.fetch_click(self, game, self.missing(game)),
        ]
        return [c for c in found if c is not None]

    def apply(self, game: Game, click: Click) -> None:
        """Carry out ``click`` (the caller has taken the click from the Runner)."""
        runner, kind = game.runner, click.kind
        runner.clicks -= 1
        if kind == "run":
            self.make_run(game, game.corp.servers[click.target])
        elif kind == "run-event":
            event = next(c for c in runner.grip if c.name == click.label and "run" in c.facts.subtypes)
            self.make_run(game, game.corp.servers[click.target], event)
        elif kind == runner_click_runs.PROGRAM_RUN:  # Sneakdoor Beta, Stargate
            runner_click_runs.use(self, game, click)
        elif kind == "draw":
            game.say("  R: draw")
            draw(game)
        elif kind in ("play", "install"):
            card = next(c for c in runner.grip if c.uid == click.target)
            runner.grip.remove(card)
            game.say(f"  R: {kind} {card.name}")
            runner_cards.before_play(self, game, card)
            play_or_install(game, card)
            runner_cards.after_play(self, game, card)
        elif kind == "critic":  # runner_cards: two clicks score a hosted agenda
            runner.clicks -= 1
            runner_cards.score_critic(game, click)
        elif kind == "host-ice":  # runner_cards: a virus installed on an ice
            runner_cards.host_virus(game, click)
        elif kind == "cash":  # runner_cards: counters for credits, the card trashed
            runner_cards.use_cash(game, click)
        elif kind in ("store", "take"):  # runner_cards: a once-a-turn resource
            runner_cards.use_store(game, click)
        elif kind == "ability":
            inst = next(i for i in runner.rig if i.card.uid == click.target)
            game.say(f"  R: uses {inst.card.name}")
            use_click_gain(game, inst)
        elif kind == "replay":  # runner_cards: a second click, the resource trashed
            runner.clicks -= 1
            runner_cards.replay(game, click)
        elif kind == "remove-tag":
            pay(game, TAG_COST, "tag")
            runner.tags -= 1
            game.say("  R: removes a tag")
        else:
            runner_gain(game, 1)
            game.say("  R: 1 credit")

    # ---- shared knowledge ---------------------------------------------------------
    @staticmethod
    def usable(inst: Installed, game: Game) -> bool:
        f = inst.facts
        if f.once_turn and (inst.used_turn >= 0 or f.click_damage >= len(game.runner.grip)):
            return False  # used this turn; its damage would flatline or empty the grip
        return bool(f.click_gain) and (inst.hosted > 0 or not f.hosted)

    def make_run(self, game: Game, server: Server, event: Card | None = None) -> bool:
        runner = game.runner
        if event is not None:
            runner.grip.remove(event)
            game.say(f"  R: plays {event.name} to run {server.name}")
            play_or_install(game, event, run=True)
            started(game, event)
        else:
            if game.log is not None:  # no text unless a transcript is kept
                game.log.line(f"  R: run {server.name}")
        self.ran[server.index] = self.ran.get(server.index, 0) + 1
        self.runs += 1
        rd = game.corp.piles["R&D"]
        top = rd[0] if rd else None
        ok = run(game, server, trash_limit=None, clicks_left=RunnerClicks(game))
        if event is not None:
            event_ended(game, event, ok)
        if ok:
            self.successful += 1
            if server.index == RD and rd and rd[0] is top:
                self.seen_top = top.uid
        return ok

    def cost(self, game: Game, server: Server, bypass: bool = False) -> int | None:
        """Its own credits to get in past the rezzed ice (the Corp's bad publicity pays
        first; an ice's toll on encounter counts), or None when it cannot be done; a breaker
        the heap would install counts its install (``runner_cards.heap_plan``), counters
        spent on one ice are not spent again; ``bypass``: the first ice met is bypassed."""
        runner = game.runner
        bp = game.corp.bad_publicity  # credits given for the run (effects.corp_runs)
        total, credits, clicks, spent = 0, runner.credits + bp, runner.clicks, 0
        self.break_clicks = 0
        for inst in reversed(server.ice):
            if bypass:  # the first ice met, rezzed or not
                bypass = False
                continue
            if not inst.rezzed:  # the mean of the ice it may be (runner_tempo)
                paid = runner_tempo.facecheck(game, credits - total, clicks, spent, self.facechecks)
                if paid is None:
                    return None
                total += paid
                continue
            if inst.facts.encounter == "etr-pay":  # Tollbooth: its toll is paid before the breaking
                if inst.facts.pay > credits - total:
                    return None
                total += inst.facts.pay
            plan = plan_break(game, inst, credits - total, clicks, spent)
            if plan is None and runner.heap and "heap_install" in game.present:  # none: no plan
                plan = runner_cards.heap_plan(game, inst, credits - total, clicks)
            by = runner_bypass.cost(game, inst)  # Femme Fatale's chosen ice
            if by is not None and by <= credits - total and (plan is None or plan.clicks or by < plan.cost):
                total += by
                continue
            if plan is None:
                subs = inst.card.facts.subs
                if "etr" in subs or sum(1 for s in subs if s in HURTS) >= len(runner.grip):
                    return None
                continue
            total += plan.cost
            spent += plan.counters
            clicks -= plan.clicks  # a bioroid broken by clicks (runs.plan_break)
            self.break_clicks += plan.clicks
        total += runner_tempo.traces(game, server)  # an executed Ash's trace, paid on access
        return max(0, total - bp) if total <= credits else None  # what its own credits pay

    def worth(self, game: Game, server: Server) -> float:
        raise NotImplementedError

    def targets(self, game: Game) -> list[tuple[Server, float, int]]:
        """Servers worth a run that it could get into: (server, worth, credits to get in)."""
        out = []
        grip = game.runner.grip
        worth_of, cost_of, counts_ice = self.worth, self.cost, self.counts_ice
        self.run_clicks = {}
        outer = self.facechecks
        self.facechecks = runner_tempo.Facechecks()  # nothing on the table moves in here
        try:
            for server in game.corp.servers:
                worth = worth_of(game, server)
                if worth <= 0:
                    continue
                cost = 0
                if counts_ice and (server.ice or server.root):  # an Ash traces without ice
                    self.break_clicks = 0
                    paid = cost_of(game, server)
                    if (paid is None or paid >= runner_cards.BYPASS_AT) and grip:
                        paid = runner_cards.bypass_cost(self, game, server, paid)  # Inside Job
                    if paid is None:
                        continue
                    if not grip and any(not i.rezzed for i in server.ice):
                        continue  # an unknown ice could flatline an empty grip
                    cost = paid
                    self.run_clicks[server.index] = self.break_clicks
                out.append((server, worth, cost))
        finally:
            self.facechecks = outer
        return out

    def run_choice(self, game: Game, missing: list[str]) -> tuple[Server, int] | None:
        """The server to run and the credits to get in, or None."""
        best, best_score = None, self.run_value
        for server, worth, cost in self.targets(game):
            # the clicks spent breaking bioroids are worth a least run each
            score = worth - 0.05 * cost - self.run_value * self.run_clicks.get(server.index, 0)
            if missing and any(not i.rezzed for i in server.ice):
                score *= 0.6
            if score > best_score:
                best, best_score = (server, cost), score
        return best

    def runnable(self, game: Game) -> list[Server]:
        return [server for server, _, _ in self.targets(game)]

    def missing(self, game: Game) -> list[str]:
        """Breaker types it lacks: those of rezzed ice on the table first, then the rest."""
        return self.rezzed_first(game, self.lacking(game))

    @staticmethod
    def lacking(game: Game) -> list[str]:
        """Breaker types it lacks, in ``BREAKER_TYPES`` order (for a decision that only
        asks whether a type is lacking, which need not look at the table's ice)."""
        have = breaker_types(game)
        if "any" in have:
            return []
        return [t for t in BREAKER_TYPES if t not in have]

    @staticmethod
    def rezzed_first(game: Game, lacking: list[str]) -> list[str]:
        if len(lacking) < 2:
            return lacking  # nothing to order
        rezzed = {t for s in game.corp.servers for i in s.ice if i.rezzed for t in i.card.facts.subtypes}
        return [t for t in lacking if t in rezzed] + [t for t in lacking if t not in rezzed]  # stable

    def money_click(self, game: Game) -> Click:
        runner = game.runner
        events = [
            c
            for c in runner.grip
            if c.type == "event"
            and c.facts.gain > c.facts.cost
            and can_pay(game, c.facts.cost, "event", c)
            and runner_cards.playable(game, c)
            and "run" not in c.facts.subtypes
        ]
        if events:
            card = max(events, key=lambda c: c.facts.gain - c.facts.cost)
            return Click("play", card.uid, card.name)
        for inst in runner.rig:
            if self.usable(inst, game):
                return Click("ability", inst.card.uid, inst.card.name)
        makers = [c for c in runner.grip if c.type == "resource" and (c.facts.click_gain or c.facts.drip)]
        makers = [c for c in makers if can_install(game, c, c.facts.cost)]
        if makers:
            return Click("install", makers[0].uid, makers[0].name)
        found = runner_cards.store_click(game) or runner_cards.cash_click(game)
        if (
            found is None
            and self.draws_for_money
            and runner.stack
            and len(runner.grip) < game.hand_limit() - 1
        ):
            return DRAW  # a card is worth more than a credit while its stack holds money
        return found or CREDIT


class CasualRunner(RunnerPlayer):
    """A new player (the rules are in the module docstring)."""

    level = "casual"
    run_value = 0.2
    counts_ice = False
    draws_for_money = False

    def trashes(self, game: Game, card: Card) -> bool:
        return card.type == "upgrade"

    def worth(self, game: Game, server: Server) -> float:
        if server.index == ARCHIVES:
            return 0.0
        if not server.remote:
            has = game.corp.piles["R&D" if server.index == RD else "HQ"]
            again = self.ran.get(server.index, 0)
            if not has or (server.index == RD and again):
                return 0.0
            return 0.3 / (1 + again)
        return sum(
            (1.0 if i.tokens else 0.5) for i in server.root if not i.rezzed and i.card.uid not in self.known
        )

    def decide(self, game: Game) -> Click:
        runner = game.runner
        best = max(self.targets(game), key=lambda t: t[1], default=None)
        if best is not None and best[1] >= self.run_value:
            return Click("run", best[0].index, best[0].name)
        if runner.credits < LOW:
            return self.money_click(game)
        have = breaker_types(game)
        cards = [c for c in runner.grip if c.type != "event" and can_install(game, c, c.facts.cost)]
        breakers = [c for c in cards if c.facts.breaks and c.facts.breaks not in have]
        others = [c for c in cards if c.type in ("hardware", "program") and not c.facts.breaks]
        others = [c for c in others if c.name not in {i.card.name for i in runner.rig}]
        pick = min(breakers or others, key=lambda c: c.facts.cost, default=None)
        if pick is not None:
            return Click("install", pick.uid, pick.name)
        if len(runner.grip) < 3 and runner.stack:
            return DRAW
        return CREDIT


class CompetentRunner(RunnerPlayer):
    """A club player (the rules are in the module docstring)."""

    level = "competent"

    def __init__(self) -> None:
        super().__init__()
        self._rd_key: tuple[int, int, int] | None = None
        self._rd_share = 0.0

    def worth(self, game: Game, server: Server) -> float:
        piles, index = game.corp.piles, server.index
        if index > HQ:  # a remote
            worth = 0.0
            for inst in server.root:
                if not inst.rezzed and inst.card.uid not in self.known:
                    worth += 1.0 + 0.3 * inst.tokens
                elif inst.card.facts.trash_cost is not None and self.trashes(game, inst.card):
                    worth += 0.4 if inst.card.facts.trash_cost <= game.runner.credits else 0.0
            return worth
        if index == ARCHIVES:
            archives = piles["Archives"]
            return 2.0 * [c.type for c in archives].count("agenda") if archives else 0.0
        if index == RD:
            rd = piles["R&D"]
            if not rd or rd[0].uid == self.seen_top:
                return 0.0
            key = (id(rd), len(rd), rd[0].uid)  # R&D changes only when a card leaves or comes
            if key != self._rd_key:
                self._rd_key = key
                self._rd_share = [c.type for c in rd].count("agenda") / len(rd)
            return 0.2 + 4.0 * self._rd_share  # twice: what a refill draws scores for the AI
        hq = piles["HQ"]
        points = sum(c.facts.points for c in hq if c.type == "agenda")
        if not points:
            return 0.0
        again = 1 + self.ran.get(HQ, 0)  # a random card: the same agenda share, less news each time
        return 2.0 * points / len(hq) / again  # stolen, and not pushed off to score for the AI

    def run_event(self, game: Game, cost: int) -> Card | None:
        """A run event that pays for itself, to make a run costing ``cost`` with."""
        spare = game.runner.credits - cost
        for c in game.runner.grip:
            if (
                "run" in c.facts.subtypes
                and c.facts.gain > c.facts.cost
                and c.facts.cost <= spare
                and c.facts.run_server in (None, "any")
            ):
                return c
        return None

    def decide(self, game: Game) -> Click:
        runner = game.runner
        missing = self.lacking(game)  # ordered below, only where the order matters
        if (card_click := runner_cards.critic_click(game) or runner_cards.siphon(self, game)) is not None:
            return card_click
        target = self.run_choice(game, missing)
        if target is not None:
            server, cost = target
            event = self.run_event(game, cost) or runner_cards.for_run(self, game, server, cost)
            if event is not None:
                return Click("run-event", server.index, event.name)
            return runner_click_runs.program_run(self, game, server, cost) or Click(
                "run", server.index, server.name
            )
        if (
            card_click := runner_events.harm_click(game)
            or runner_events.pinhole_click(self, game)
            or runner_events.current_click(game)
        ) is not None:
            return card_click
        if (card_click := runner_cards.stimhack(self, game, missing)) is not None:
            return card_click
        if runner.credits < runner_tempo.KEEP:
            return runner_cards.replay_click(game) or self.money_click(game)
        breakers = [
            c
            for c in runner.grip
            if c.facts.breaks in missing and c.type != "event" and can_install(game, c, c.facts.cost)
        ]
        if breakers:
            order = self.rezzed_first(game, missing)
            card = min(breakers, key=lambda c: (rig.breaker_rank(order, c), c.facts.cost))
            return Click("install", card.uid, card.name)
        if (
            card_click := runner_cards.fetch_click(self, game, self.rezzed_first(game, missing))
            or runner_cards.virus_click(game)
        ) is not None:
            return card_click
        in_grip = {c.facts.breaks for c in runner.grip if c.facts.breaks}
        if any(t not in in_grip for t in missing):
            diggers = [
                c
                for c in runner.grip
                if c.type == "event"
                and (c.facts.draw or c.facts.search_breaker)
                and c.facts.cost <= runner.credits
                and runner_cards.playable(game, c)
            ]
            if diggers:
                return Click("play", diggers[0].uid, diggers[0].name)
            if runner.stack:
                return DRAW
        installed = {i.card.name for i in runner.rig}
        for c in runner.grip:
            useful = (c.type == "resource" and (c.facts.click_gain or c.facts.drip)) or (
                c.type in ("program", "hardware") and not c.facts.breaks and c.name not in installed
            )
            if useful and can_install(game, c, c.facts.cost):
                return Click("install", c.uid, c.name)
        if len(runner.grip) < game.hand_limit() and runner.stack:
            return DRAW
        return self.money_click(game)

    def before_click(self, game: Game) -> None:
        runner_cards.free_abilities(self, game)

    def discard_choice(self, game: Game) -> Card:
        runner = game.runner
        missing = self.lacking(game)  # only asked whether a type is lacking
        installed = {i.card.name for i in runner.rig}

        def value(c: Card) -> float:
            f = c.facts
            if f.breaks:
                return 10.0 if f.breaks in missing else 1.0
            if c.name in installed and c.type != "event":
                return 0.0
            if c.type == "event":
                return 3.0 + max(0, f.gain - f.cost) + f.draw
            if f.click_gain or f.drip:
                return 4.0
            return 2.0

        return min(runner.grip, key=value)
