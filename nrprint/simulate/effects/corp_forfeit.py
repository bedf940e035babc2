"""An agenda a human Corp forfeits to take the Runner AI's clicks.

``forfeit_clicks`` (False Lead): a human Corp forfeits the agenda as the Runner AI's turn
begins (``runner.turn.runner_ai_turn`` calls ``forfeit``), when the Runner AI is at most 2
points from winning or the Corp has an installed agenda advanced to within 2 of its
requirement (the remote it must keep the Runner out of this turn). The Runner AI loses that
many clicks, the last ones of its card (it has all of them left as its turn begins); the
agenda leaves the game and its points the Corp's total. The Corp AI uses no agenda ability
(booklet section 3) and a human Runner's turn has no Corp decision in the engine.
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_agendas import requirement
from nrprint.simulate.state import Game

THREAT = 2  # points from winning at which the Corp spends False Lead
NEAR = 2  # advancement counters an installed agenda lacks at most to be worth guarding


def forfeit(game: Game, clicks: int) -> set[int]:
    """The indexes of the Runner AI card's ``clicks`` lost to a forfeited agenda (none or one)."""
    if "forfeit_clicks" not in game.present:  # called in the Runner AI's turn only
        return set()
    lead = next((c for c in game.corp.scored if c.facts.forfeit_clicks), None)
    if lead is None or clicks < lead.facts.forfeit_clicks or not _worth_it(game):
        return set()
    game.corp.scored.remove(lead)
    game.corp.piles.setdefault("Removed", []).append(lead)
    game.say(f"  the Corp forfeits {lead.name}: the Runner loses {lead.facts.forfeit_clicks} click(s)")
    return set(range(clicks - lead.facts.forfeit_clicks, clicks))


def _worth_it(game: Game) -> bool:
    need, _ = game.rules.game.points_needed(game.ai, game.difficulty)
    if need - game.runner.points <= THREAT:
        return True
    return any(
        i.card.type == "agenda" and i.tokens and requirement(game, i.card, s) - i.tokens <= NEAR
        for s in game.corp.servers
        for i in s.root
    )
