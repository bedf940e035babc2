"""One game from the first Corp turn to its end, and the figures it leaves.

The Corp always takes the first turn (rulebook, "Playing a turn"). A game ends the
moment a side reaches the points to win (7), the Corp must draw from an empty R&D, the
Runner is flatlined, the Runner AI on easy must draw from an empty stack, or at the
engine's turn limit (``game.turn_limit`` in play.yaml), which is nobody's win: the
report counts it as its own outcome, neither an AI win nor an AI loss.
"""

from __future__ import annotations

from nrprint.simulate.corp.turn import corp_ai_turn
from nrprint.simulate.result import End, GameResult
from nrprint.simulate.runner.turn import runner_ai_turn
from nrprint.simulate.setup import Match, new_game
from nrprint.simulate.state import Game, GameOver


def play(game: Game) -> GameResult:
    result = game.result
    limit = game.rules.game.turn_limit
    try:
        while game.turn < limit:
            if game.ai == "corp":
                corp_ai_turn(game)
                game.opponent.turn(game)
            else:
                game.opponent.turn(game)
                runner_ai_turn(game)
        raise GameOver(End.TURN_LIMIT, None)
    except GameOver as over:
        result.end, result.ai_won = over.end.value, bool(over.ai_won)
    result.turns = game.turn
    result.ai_points, result.opponent_points = game.ai_points(), game.opponent_points()
    result.end_tags = game.runner.tags
    if game.log is not None:
        game.log.heading(
            f"Game over after {game.turn} AI turn(s): {result.end}; {_verdict(result)}"
            f" {result.ai_points}-{result.opponent_points}"
        )
    return result


def _verdict(result: GameResult) -> str:
    if not result.decided:
        return "nobody wins"
    return "AI wins" if result.ai_won else "AI loses"


def play_one(match: Match, difficulty: str, seed: str, log: bool = False) -> tuple[GameResult, Game]:
    game = new_game(match, difficulty, seed, log)
    return play(game), game
