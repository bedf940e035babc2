"""Currents: an event (or operation) that stays in play after it is played, until another
current is played or an agenda is scored (``current_until`` "scored") or stolen
("stolen").

A current in play lies in its side's ``current`` pile (``piles["current"]``, made when
first needed, so every card stays in exactly one place). ``played`` puts a current there
and trashes the one before it, whichever side played that; ``agenda_moved`` trashes the
current an agenda's score or steal ends. What a current does while in play:

- ``rez_hq_trash``: the Corp must trash a card of HQ at random as an additional cost to rez
  a card that is not ice (Hacktivist Meeting; ``rez_tax`` at every such rez, by both
  Corps). With HQ empty the card stays unrezzed. The Corp AI's trashed ice or operation
  goes back to its deck as its discards do (``corp_ice.trash_from_hq``); anything else
  goes to Archives.

"The Corp's identity loses its printed abilities" (Employee Strike) needs nothing: the
engine plays no Corp identity.
"""

from __future__ import annotations

from nrprint.simulate.state import Card, Game

_PILE = "current"


def played(game: Game, card: Card) -> bool:
    """Put ``card`` in play as the current if it is one (whether it is); the current
    before it goes to its owner's discard."""
    if not card.facts.current_until:
        return False
    _trash_current(game)
    who = game.runner if card.facts.side == "runner" else game.corp
    who.piles.setdefault(_PILE, []).append(card)
    return True


def agenda_moved(game: Game, how: str) -> None:
    """An agenda was ``scored`` or ``stolen``: a current that lasts until then is trashed."""
    if "current_until" not in game.present:
        return
    if any(c.facts.current_until == how for c in _in_play(game)):
        _trash_current(game)


def rez_tax(game: Game, card: Card) -> bool:
    """Pay the current's additional cost to rez ``card`` (callers rez only non-ice cards
    here); whether the Corp could (and so rezzes it)."""
    if "rez_hq_trash" not in game.present:
        return True
    if not in_play(game, "rez_hq_trash"):
        return True
    corp = game.corp
    hq = corp.piles["HQ"]
    if not hq:
        return False
    gone = hq.pop(game.rng.randrange(len(hq)))
    pile = {"ice": "ICE", "operation": "OP"}.get(gone.type) if game.ai == "corp" else None
    corp.piles[pile or "Archives"].append(gone)
    if pile is not None:
        game.rng.shuffle(corp.piles[pile])
    game.say(f"    to rez {card.name} the Corp trashes {gone.name} from HQ at random")
    return True


def _in_play(game: Game) -> list[Card]:
    return [*game.runner.piles.get(_PILE, ()), *game.corp.piles.get(_PILE, ())]


def in_play(game: Game, fact: str) -> bool:
    """Whether the current in play has ``fact`` (``opponents.runner_events``)."""
    return any(getattr(c.facts, fact) for c in _in_play(game))


def _trash_current(game: Game) -> None:
    for who, discard in ((game.runner, "heap"), (game.corp, "Archives")):
        pile = who.piles.get(_PILE)
        if pile:
            who.piles[discard] += pile
            game.say(f"    {', '.join(c.name for c in pile)} (current) is trashed")
            pile.clear()
