"""What a Corp operation asks and does beyond ``effects.operations`` (the Corp AI's
``corp/effects.play_effect`` and ``play_operation.paid_or_bottom``, and the human Corp's
``opponents.corp``, call these):

- ``needs_run``: the operation can be played only if the Runner made a run during its
  last turn (``Game.last_run_turn``); the Corp AI treats it as one it cannot pay for.
- ``trace``/``trace_tags``: a trace of base strength ``trace``; the Corp adds no credits,
  the Runner pays what its link lacks when it can and the trace fails, else it takes
  ``trace_tags`` tags (Hard-Hitting News), as an ice's trace (``effects.subroutines``).
- ``swap_agenda``: the Corp's agenda worth least for the Runner's worth most, when that
  gains it points (``swap_pair``; Exchange of Information, played only on a tagged Runner:
  ``needs_tag``); a human Corp plays it then (``opponents.corp_cards.operation_click``).
- ``archives_to_hq``: cards of Archives added to HQ, the best first (``archives_pick``:
  an agenda, an operation that gains, ice): a human Corp plays it when Archives holds an
  agenda or an operation that gains (``opponents.corp_cards.operation_click``); for the
  Corp AI, whose Archives hold no agenda (each is scored or paid for) nor ice or operation
  (they go back to their decks), the card goes on top of HQ, where its refill pushes it
  off again: a play without benefit, paid 1 credit by the rulebook.
"""

from __future__ import annotations

from nrprint.simulate.state import Card, Game


def ran_last_turn(game: Game) -> bool:
    """The Runner's last turn: the one before the Corp AI's (which counts a new turn), or
    the Runner AI's turn that followed the human Corp's last one."""
    last = game.turn - 1 if game.ai == "corp" else game.turn
    return game.last_run_turn == last >= 0


def playable(game: Game, card: Card) -> bool:
    if card.f.needs_run and not ran_last_turn(game):
        game.say(f"    {card.name} needs a run in the Runner's last turn")
        return False
    return True


def archives_pick(archives: list[Card]) -> Card | None:
    """The card of Archives worth most in HQ: an agenda (most points), an operation that
    gains (most), then ice (costliest), then any."""
    if not archives:
        return None
    return max(
        archives,
        key=lambda c: (
            c.f.points,  # an agenda first
            c.f.gain - c.f.cost if c.type == "operation" else -99,
            c.type == "ice",
            c.f.cost,
        ),
    )


def from_archives(game: Game, card: Card) -> bool:
    """``archives_to_hq`` cards of Archives (``archives_pick``) added to HQ; whether any was."""
    archives, hq = game.corp.piles["Archives"], game.corp.piles["HQ"]
    moved = False
    for _ in range(card.f.archives_to_hq):
        pick = archives_pick(archives)
        if pick is None:
            break
        archives.remove(pick)
        if game.ai == "corp":
            hq.insert(0, pick)  # the AI's HQ: on top
        else:
            hq.append(pick)
        game.say(f"    {card.name}: {pick.name} from Archives to HQ")
        moved = True
    return moved


def swap_pair(game: Game) -> tuple[Card, Card] | None:
    """The Corp's agenda worth least and the Runner's worth most, when the swap gains."""
    corp, runner = game.corp.scored, game.runner.scored
    if not corp or not runner:
        return None
    mine = min(corp, key=lambda c: c.f.points)
    theirs = max(runner, key=lambda c: c.f.points - c.f.runner_points_less)
    return (mine, theirs) if theirs.f.points > mine.f.points else None


def swap(game: Game, card: Card) -> bool:
    """Swap the pair ``swap_pair`` names; whether it did (the points may end the game)."""
    pair = swap_pair(game)
    if pair is None:
        return False
    mine, theirs = pair
    game.corp.scored.remove(mine)
    game.runner.scored.remove(theirs)
    game.corp.scored.append(theirs)
    game.runner.scored.append(mine)
    game.say(f"    {card.name}: {theirs.name} for {mine.name}")
    game.check_points()
    return True


def trace_succeeds(game: Game, card: Card) -> bool:
    """Whether the Runner cannot (or, for the Runner AI, may not) pay to beat the trace."""
    need = max(0, card.f.trace - game.runner.link())
    return game.runner.credits < need


def played(game: Game, card: Card) -> bool:
    f = card.f
    if f.archives_to_hq:
        return from_archives(game, card)
    if f.swap_agenda:
        return swap(game, card)
    if not f.trace_tags:
        return False
    need = max(0, f.trace - game.runner.link())
    if game.runner.credits >= need:
        game.runner.credits -= need
        game.say(f"    the Runner pays {need} against {card.name}'s trace [{f.trace}]")
        return True
    game.runner.tags += f.trace_tags
    game.say(f"    {card.name}'s trace [{f.trace}] succeeds: {f.trace_tags} tag(s)")
    return True
