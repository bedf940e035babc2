"""The toll of a remote: what the Runner AI must pay to get through its ice, as the Corp sees it.

A human Corp reads the Runner AI's installed breakers and credits (both public) and its
own ice: an ice the Runner AI has no breaker for (and no click to spend on a bioroid)
that can end the run is a wall; any other ice it meets costs it what its cheapest
breaker takes to break the subroutines that hurt it (``runs.plan_break``, the rule the
AI's runs follow). An unrezzed ice counts only while the Corp can pay to rez it, outermost
first, from the credits it keeps for rezzing. A remote whose toll is above the credits
the Runner AI holds (plus what it could add in a turn) keeps an agenda safe for the turns
it takes to advance it: the Night Courier tester installed and advanced agendas once the
AI was broke and tagged, behind ice that taxed more than it held.
"""

from __future__ import annotations

from nrprint.simulate.opponents.corp_home import open_home
from nrprint.simulate.runs import plan_break
from nrprint.simulate.spend import held
from nrprint.simulate.state import Game, Server

SLACK = 9  # credits the Runner AI may add in a turn before it runs: a free economy card (Sure Gamble)
WALL = 10**6  # the toll of an ice the Runner AI cannot get through whatever it pays
_PLENTY = 10**4  # credits to price a break with: what it would cost, not whether it is paid


def stops(subs: tuple[str, ...]) -> bool:
    return "etr" in subs or "no-steal" in subs


def toll(game: Game, server: Server, rez_credits: int) -> int:
    """Credits the Runner AI needs to get through ``server``'s ice (``WALL`` when it cannot);
    unrezzed ice counts while ``rez_credits`` pay for it, outermost first."""
    total = 0
    for inst in reversed(server.ice):
        if not inst.rezzed:
            if inst.facts.cost > rez_credits:
                continue
            rez_credits -= inst.facts.cost
        plan = plan_break(game, inst, _PLENTY, 0)
        if plan is None:
            if stops(inst.facts.subs):
                return WALL
            continue  # its subroutines fire, the run goes on
        total += plan.cost
    return total


def runner_purse(game: Game) -> int:
    """The credits the Runner AI could spend on breaking: its pool and what its cards hold."""
    return game.runner.credits + held(game, "break")


def walled(game: Game, slack: int = SLACK) -> Server | None:
    """The empty iced remote whose toll (with the credits the Corp keeps after advancing
    with its other clicks) is above what the Runner AI can pay plus ``slack``, the one
    with most ice; None when there is none."""
    corp = game.corp
    purse = runner_purse(game) + slack
    rez = corp.credits - (corp.clicks - 1)
    homes = [s for s in corp.remotes() if open_home(s) and s.ice and toll(game, s, rez) > purse]
    return max(homes, key=lambda s: len(s.ice), default=None)
