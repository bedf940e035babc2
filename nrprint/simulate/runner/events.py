"""A run event the Runner AI plays makes its run at once (our clarification ``run_events``).

The rulebook gives run events no target. The AI's run event runs the server the card
names; a card that may run any server runs the target of the first run printed on the
AI card being resolved (its rows top to bottom, condition rows skipped, valid servers
only, as ``run.location`` finds them) with that run's trash and link limits, and with no
run on the AI card, R&D with trash limit 0. When no server is valid the card is played
for what it gives outside a run. The run is counted as the AI's run; what the event
adds to it (credits, a bypass, more accesses) comes from ``effects.runner_runs``.
"""

from __future__ import annotations

from nrprint.simulate import runs
from nrprint.simulate.effects.runner_runs import may_run, started
from nrprint.simulate.rig import play_event
from nrprint.simulate.runner.run import location, valid
from nrprint.simulate.state import RD, Card, Game, Server

NO_RUN_LIMITS = (0, 0)  # trash and link limits of a run event on an AI card that holds no run


def is_run_event(card: Card) -> bool:
    return card.type == "event" and "run" in card.facts.subtypes


def _printed_run(game: Game):
    """The first run printed on the AI card being resolved (a click's, else the lower line's)."""
    card = game.ai_discard[-1] if game.ai_discard else None
    if card is None:
        return None
    return next((c.run for c in card.clicks if c.run is not None), card.lower_run)


def target(game: Game, event: Card) -> tuple[Server, int, int] | None:
    """The server ``event`` runs, with the trash and link limits of the run, or None."""
    spec = _printed_run(game)
    trash, link = (spec.trash_limit, spec.link_limit) if spec is not None else NO_RUN_LIMITS
    skip = game.stopped_by if game.rules.clarifications.skip_stopped_server else set()
    named = [s for s in game.corp.servers if may_run(event, s)]
    if len(named) == 1 or spec is None:  # the card names its server, or R&D
        server = named[0] if len(named) == 1 else game.corp.servers[RD]
        ok = server.index not in skip and valid(game, server, trash)
        return (server, trash, link) if ok else None
    for row in spec.rows:
        if row.condition is None and (found := location(game, row, trash)) is not None:
            return found, trash, link
    return None


def play_run_event(game: Game, card: Card, *, paid: bool = True) -> bool:
    """Play ``card`` and make its run; True when the run was successful."""
    found = target(game, card) if game.rules.clarifications.run_events else None
    if found is None:
        play_event(game, card, paid=paid)
        return False
    server, trash, link = found
    play_event(game, card, paid=paid, run=True)
    started(game, card)
    result = game.result
    result.runs += 1
    game.say(f"    {card.name}: runs {server.name} (trash limit {trash}, link limit {link})")
    game.link_limit = link
    ok = False
    try:
        ok = runs.run(game, server, trash_limit=trash, clicks_left=_NoClicks())
    finally:
        game.link_limit = None
        runs.event_ended(game, card, ok)
    result.successful_runs += ok
    return ok


class _NoClicks:
    """A run event's run has no disposable clicks to break bioroids with."""

    def available(self) -> int:
        return 0

    def spend(self, n: int) -> None:
        raise AssertionError("no clicks to spend")
