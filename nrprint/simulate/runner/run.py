"""The Runner AI's run click: its execution order, then the run itself.

Rulebook, "Execution order", "Location and target", "Condition" and "Valid target
evaluation": rows are tried top to bottom. A row's condition, when met, diverts the
click to the row's action instead of running (a diversion that cannot be done moves on
to the next row, or wastes the click with ``impossible_diversion: dead`` in play.yaml);
when not met, the row's location is used, if it has one. The location names a server
(R&D, HQ, or a remote picked by the target: ``+A``/``-A`` most/fewest advancement
tokens, ``+R``/``-R`` most/fewest unrezzed cards; ties to the oldest remote). A server
that surely holds nothing to steal or trash is skipped: an HQ without an agenda (the
human Corp knows its hand), an empty remote, an empty R&D. With ``skip_stopped_server``
a server that stopped the AI this turn is skipped too; with ``pay_through``, a server
whose rezzed ice the AI could not pay to break, outermost first, with its credits and its
disposable clicks (``pays_through``). No row left: the click stays available (with
``pay_through_grip``, a run that ``pay_through`` alone left without a server plays a card
from the grip instead). Both are candidate rules, off by default and not in play.yaml
(``--set clarifications.pay_through=true`` in bench/): measured and not adopted
(docs/automa-rules.md). The run data's trash limit caps what the run spends on trashing;
its link limit, the most link strength the AI can reach during the run (rulebook, "Run
data"), is ``Game.link_limit`` while the run lasts, for the traces to read.
"""

from __future__ import annotations

from nrprint.simulate.aicards import RunSpec, Step
from nrprint.simulate.outcome import DEAD, DONE, FAIL, Outcome
from nrprint.simulate.runner.conditions import CONDITIONS
from nrprint.simulate.runs import plan_break
from nrprint.simulate.runs import run as run_server
from nrprint.simulate.spend import held
from nrprint.simulate.state import HQ, RD, Game, Server
from nrprint.simulate.verb import Verb


def _tokens(s: Server) -> int:
    return sum(i.tokens for i in s.root)


def _hidden(s: Server) -> int:
    return sum(1 for i in s.root if not i.rezzed)


TARGETS = {
    "+A": (_tokens, True),
    "-A": (_tokens, False),
    "+R": (_hidden, True),
    "-R": (_hidden, False),
}


def pays_through(game: Game, server: Server, clicks: int) -> bool:
    """Could the AI pay to break every rezzed ice of ``server``, outermost first, with its
    credits and ``clicks`` disposable clicks? Unrezzed ice is unknown to it: not counted."""
    credits = game.runner.credits + held(game, "break")  # as runs.encounter counts them
    for inst in reversed(server.ice):
        if not inst.rezzed:
            continue
        plan = plan_break(game, inst, credits, clicks)
        if plan is None:
            return False
        credits -= plan.cost
        clicks -= plan.clicks
    return True


def worth(game: Game, server: Server, trash_limit: int) -> bool:
    """Could a run here score or affect anything, as the human Corp knows?"""
    if server.index == RD:
        return bool(game.corp.piles["R&D"])
    if server.index == HQ:
        return any(c.type == "agenda" for c in game.corp.piles["HQ"]) or bool(server.root)
    return any(
        not i.rezzed
        or i.facts.type == "agenda"
        or (i.facts.trash_cost is not None and i.facts.trash_cost <= trash_limit)
        for i in server.root
    )


def valid(game: Game, server: Server, trash_limit: int, clicks: int = 0) -> bool:
    """``worth`` a run and, with ``pay_through``, one the AI could pay its way into."""
    return worth(game, server, trash_limit) and (
        not game.rules.clarifications.pay_through or pays_through(game, server, clicks)
    )


def priced_out(game: Game, spec: RunSpec, clicks: int) -> bool:
    """Did ``pay_through`` alone leave the run no server: one of its rows' servers is worth
    a run, but the AI could not pay its way in?"""
    for row in spec.rows:
        if row.condition is not None:
            continue
        if row.location == "remote":
            pool = game.corp.remotes()
        elif row.location in ("R&D", "HQ"):
            pool = [game.corp.servers[RD if row.location == "R&D" else HQ]]
        else:
            continue
        if any(worth(game, s, spec.trash_limit) and not pays_through(game, s, clicks) for s in pool):
            return True
    return False


def location(game: Game, row, trash_limit: int, clicks: int = 0) -> Server | None:
    skip = game.stopped_by if game.rules.clarifications.skip_stopped_server else set()
    if row.location == "R&D":
        pool = [game.corp.servers[RD]]
    elif row.location == "HQ":
        pool = [game.corp.servers[HQ]]
    elif row.location == "remote":
        pool = game.corp.remotes()
    else:
        return None
    pool = [s for s in pool if s.index not in skip and valid(game, s, trash_limit, clicks)]
    if not pool:
        return None
    if row.location != "remote" or row.target not in TARGETS:
        return pool[0]
    key, most = TARGETS[row.target]
    return (max if most else min)(pool, key=key)


def run_click(game: Game, step: Step, spec: RunSpec, clicks, verbs: dict[str, Verb]) -> Outcome:
    """Resolve a run click whose run data is ``spec`` (aicards.RunSpec)."""
    for row in spec.rows:
        if row.condition is not None and CONDITIONS[row.condition](game):
            game.say(f"    {row.condition}: diverted to {row.divert}")
            assert row.divert is not None  # a condition comes with its diversion (checks: automa rows)
            done = verbs[row.divert](game, step)
            if done != FAIL:
                return done
            if game.rules.clarifications.impossible_diversion == "dead":
                game.say("    the diversion is not possible: the click is lost")
                return DEAD
            continue
        budget = clicks.available() if game.rules.clarifications.pay_through else 0
        server = location(game, row, spec.trash_limit, budget)
        if server is None:
            continue
        _run(game, server, spec, clicks)
        return DONE
    if game.rules.clarifications.pay_through_grip and priced_out(game, spec, clicks.available()):
        game.say("    no server it can pay its way into: plays from the grip")
        return verbs["grip"](game, step)
    return FAIL


def _run(game: Game, server: Server, spec, clicks) -> None:
    result = game.result
    result.runs += 1
    game.say(f"    {spec.colour} run (trash limit {spec.trash_limit}, link limit {spec.link_limit})")
    game.link_limit = spec.link_limit
    try:
        if run_server(game, server, trash_limit=spec.trash_limit, clicks_left=clicks):
            result.successful_runs += 1
    finally:
        game.link_limit = None
