"""Corp cards that change what the Corp's clicks give, for both Corps.

- ``same_action_click`` (Jeeves Model Bioroids): the first time in a turn the Corp has
  spent that many clicks on one action, it gains a click (once a turn for each such
  rezzed card, ``Installed.used_turn``). The actions are the game's: advance (an agenda
  or an advanceable asset), install, play an operation, draw, take a credit, trash a
  resource, and each card's click ability on its own (jinteki.net counts a card's
  abilities apart and every install or operation as one). The Corp AI's verbs count as
  the action they take (refill: draw; install resource or ice: install; play operation or
  stratagem: play; a lower-instruction or fallback credit: credit); the click it gains
  goes to its card's lower instruction, as an operation's extra clicks do. A human Corp
  gets one more click this turn. ``spent`` is called after every click.
- ``action_times_click`` (Wage Workers): whenever the Corp has taken one action that many
  times in a turn (actions, not clicks: a credit action for each click; an operation's more
  clicks are not another action), it gains a click, for each such rezzed card. The actions are
  counted as for ``same_action_click``. An agenda ability of more clicks (Gila Hands Arcology)
  is counted as two actions by its caller; no real decklist holds it with Wage Workers.
- ``advanceable`` with ``trash_gain_1``/``trash_gain_2`` (NGO Front): a human Corp advances
  the asset (1 credit, the advance action) and trashes it for ``trash_gain_2`` credits the
  moment it holds 2 advancement counters (``trash_gain_1`` with 1 when the card has no
  second ability): ``advance``. The Corp AI's rulebook has no rule for an asset's
  abilities: its uses are stand-ins (``played.PLAYED["corp-card-ai"]``).
- ``forbid_advance``: no card may be advanced for the rest of the turn (Efficiency
  Committee's counter, spent by a human Corp: ``opponents.corp_cards.turn_clicks``).
"""

from __future__ import annotations

from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Game, Installed

# The Corp AI's verbs, by the action they take (corp/turn.py)
AI_ACTION = {
    "refill-hq": "draw",
    "advance": "advance",
    "install-resource": "install",
    "install-ice": "install",
    "play-operation": "play",
    "play-stratagem": "play",
}


NO_ADVANCE = "no-advance"  # a key of Game.corp_actions: no card may be advanced this turn


def forbid_advance(game: Game) -> None:
    """No card may be advanced for the rest of this turn (Efficiency Committee)."""
    if game.corp_actions_turn != game.turn:
        game.corp_actions_turn, game.corp_actions = game.turn, {}
    game.corp_actions[NO_ADVANCE] = 1


def first_this_turn(game: Game, key: str) -> bool:
    """Whether ``key`` is marked in this turn's ``Game.corp_actions`` for the first time (it is
    then marked): a once-a-turn effect's check (Cyberdex Sandbox)."""
    if game.corp_actions_turn != game.turn:
        game.corp_actions_turn, game.corp_actions = game.turn, {}
    if key in game.corp_actions:
        return False
    game.corp_actions[key] = 1
    return True


def advance_forbidden(game: Game) -> bool:
    return game.corp_actions_turn == game.turn and NO_ADVANCE in game.corp_actions


def spent(game: Game, action: str, clicks: int = 1, *, taken: bool = True) -> int:
    """``clicks`` more clicks spent on ``action`` this turn; the clicks gained by it (the
    caller adds them: a human Corp's ``Corp.clicks``, the AI's ``Game.extra_clicks``).
    ``taken``: the call is an action taken (False: more clicks of an action already counted,
    an operation's ``click_cost``), counted for ``action_times_click``."""
    if "same_action_click" not in game.present and "action_times_click" not in game.present:
        return 0  # the counts are read only for such a card (forbid_advance starts its own)
    if game.corp_actions_turn != game.turn:
        game.corp_actions_turn = game.turn
        game.corp_actions = {}
    count = game.corp_actions[action] = game.corp_actions.get(action, 0) + clicks
    gained = _times_taken(game, action, clicks) if taken and "action_times_click" in game.present else 0
    if count < 3 or "same_action_click" not in game.present:  # Jeeves asks for 3
        return gained  # the servers are looked at only then
    for server in game.corp.servers:
        for inst in server.root:
            f = inst.facts
            if (
                inst.rezzed
                and f.same_action_click
                and count >= f.same_action_click
                and inst.used_turn != game.turn
            ):
                inst.used_turn = game.turn
                gained += 1
                game.say(f"    {inst.card.name}: {f.same_action_click} clicks on one action, 1 more click")
    return gained


def _times_taken(game: Game, action: str, clicks: int) -> int:
    """``action`` taken once more (a credit action for each click), counted under
    ``times <action>``; a click for each rezzed card whose ``action_times_click`` it reaches."""
    key = f"times {action}"
    before = game.corp_actions.get(key, 0)
    after = game.corp_actions[key] = before + (clicks if action == "credit" else 1)
    if game.phase_over:  # after a terminal operation no click is gained (jinteki.net)
        return 0
    gained = 0
    for server in game.corp.servers:
        for inst in server.root:
            n = inst.facts.action_times_click
            if inst.rezzed and n and before < n <= after:
                gained += 1
                game.say(f"    {inst.card.name}: {n} {action} actions, 1 more click")
    return gained


def advance(game: Game, inst: Installed) -> None:
    """Advance an advanceable asset (1 credit paid by the caller's check); cash it in at
    2 counters (or at 1 when it has no second ability)."""
    game.corp.credits -= 1
    inst.tokens += 1
    f = inst.facts
    game.say(f"  C: advances {inst.card.name} ({inst.tokens})")
    cash = f.trash_gain_2 if inst.tokens >= 2 else (f.trash_gain_1 if not f.trash_gain_2 else 0)
    if not cash:
        return
    server = next(s for s in game.corp.servers if inst in s.root)
    server.root.remove(inst)
    game.corp.piles["Archives"].append(inst.card)
    gained(game, cash)  # a card ability's credits (PAD Tap)
    game.corp.credits += cash
    game.say(f"  C: trashes {inst.card.name} for {cash} credits")


def cash_left(inst: Installed) -> int:
    """Credits one more advance of an advanceable asset brings nearer (for the human
    Corp's money choice): what cashing it gives, less the advances, per advance."""
    f = inst.facts
    if f.trash_gain_2:
        return (f.trash_gain_2 - 2) // 2
    return f.trash_gain_1 - 1
