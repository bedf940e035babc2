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
a server that stopped the AI this turn is skipped too. No row left: the click stays
available. The run data's trash limit caps what the run spends on trashing; its link
limit, the most link strength the AI can reach during the run (rulebook, "Run data"), is
``Game.link_limit`` while the run lasts, for the traces to read.
"""

from __future__ import annotations

from nrprint.simulate.aicards import RunSpec, Step
from nrprint.simulate.outcome import DEAD, DONE, FAIL, Outcome
from nrprint.simulate.runner.conditions import CONDITIONS
from nrprint.simulate.runs import run as run_server
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


def valid(game: Game, server: Server, trash_limit: int) -> bool:
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


def location(game: Game, row, trash_limit: int) -> Server | None:
    skip = game.stopped_by if game.rules.clarifications.skip_stopped_server else set()
    if row.location == "R&D":
        pool = [game.corp.servers[RD]]
    elif row.location == "HQ":
        pool = [game.corp.servers[HQ]]
    elif row.location == "remote":
        pool = game.corp.remotes()
    else:
        return None
    pool = [s for s in pool if s.index not in skip and valid(game, s, trash_limit)]
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
        server = location(game, row, spec.trash_limit)
        if server is None:
            continue
        _run(game, server, spec, clicks)
        return DONE
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
