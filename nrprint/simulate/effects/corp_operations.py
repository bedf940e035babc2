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
- ``needs_success``/``needs_no_success``/``needs_harm``: played only if the Runner made (did
  not make) a successful run, or stole or trashed a Corp card, in its last turn
  (``Game.last_success_turn``, ``last_harm_turn``); ``needs_poor``: only while the Corp has
  fewer credits than that. The Corp AI treats a card it may not play as one it cannot pay for.
- ``runner_lose_at``: the Runner loses that many credits when it has as many (Economic
  Warfare); ``bad_publicity``: the Corp takes it (Too Big to Fail).
- ``hq_trash``: the Corp trashes a card of HQ that is not an agenda (``corp_ice.trash_from_hq``:
  a human Corp's discard choice, the Corp AI's bottom card; Hansei Review).
- ``threat``/``threat_pay``/``threat_tags``: once either side has ``threat`` points, the
  Corp pays ``threat_pay`` for ``threat_tags`` more tags whenever it can (both Corps; the
  Corp AI too on every difficulty: an optional payment, not the card's cost; Oppo Research).
- ``click_cost``: clicks more the operation costs, paid when it is played (``pay_clicks``):
  a human Corp's clicks of the turn; the Corp AI's next clicks of its AI card, then those
  kept for its lower instruction (``Game.owed_clicks``, resolved by ``corp/turn.py``). Either
  plays it only with that many clicks after the one that plays it (``clicks_after``; the
  Corp AI treats it as one it cannot pay for). Jeeves counts them as clicks on playing.
- ``hq_reveal``/``gain_per_reveal``: credits for each card of HQ, up to ``hq_reveal`` of them
  (Celebrity Gift; the Corp AI's HQ too).
- ``needs_tags``: played only while the Runner has that many tags (BOOM!).
- ``hq_at_least``: played only while HQ holds that many other cards (Audacity).
- ``gain_per_hq``, ``siphon_per_tag``, ``gain_per_stolen``, ``search_agenda``, ``either_gain``/
  ``either_draw`` with ``per_iced_remote``, ``trash_hq``, ``install_barrier``: ``effects.corp_plays``.
- ``x_tokens``/``x_tags``: X credits paid for X advancement counters on one card, X at most
  the Runner's tags (Psychographics; played only on a tagged Runner, as jinteki.net's card asks
  a change to the game). The Corp pays the most it can (``x_placed``): a human Corp up to what
  its agenda needs; the Corp AI on its ``+A`` card, paying on standard only (X up to the tags
  on easy and hard, where it pays no operation's cost).
"""

from __future__ import annotations

from nrprint.simulate.effects import corp_clicks, corp_ice, corp_plays, score_areas
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Card, Game


def ran_last_turn(game: Game, turn: int | None = None) -> bool:
    """Whether ``turn`` (by default the Runner's last run's) was the Runner's last turn: the
    one before the Corp AI's (which counts a new turn), or the Runner AI's turn that
    followed the human Corp's last one."""
    last = game.turn - 1 if game.ai == "corp" else game.turn
    return (game.last_run_turn if turn is None else turn) == last >= 0


def playable(game: Game, card: Card) -> bool:
    f = card.facts
    if f.needs_run and not ran_last_turn(game):
        game.say(f"    {card.name} needs a run in the Runner's last turn")
        return False
    return may_play(game, card)


def may_play(game: Game, card: Card) -> bool:
    """The Runner's last turn and the Corp's credits allow ``card`` (needs_success, ...)."""
    f = card.facts
    if (f.needs_success or f.needs_no_success) and ran_last_turn(
        game, game.last_success_turn
    ) != f.needs_success:
        return False
    if f.needs_harm and not ran_last_turn(game, game.last_harm_turn):
        return False
    if f.x_tags and not game.runner.tags:
        return False
    if f.needs_tags > game.runner.tags or (f.click_cost and f.click_cost > clicks_after(game)):
        return False
    hq = game.corp.piles["HQ"]
    if f.hq_at_least and len(hq) - (card in hq) < f.hq_at_least:  # Audacity
        return False
    return not f.needs_poor or game.corp.credits < f.needs_poor


def x_placed(game: Game, card: Card, need: int | None = None, pays: bool = True) -> int:
    """The X of an ``x_tokens`` operation the Corp plays: at most the Runner's tags (``x_tags``),
    the Corp's credits when it pays, and ``need``, the counters its card lacks."""
    x = game.runner.tags if card.facts.x_tags else game.corp.credits
    if pays:
        x = min(x, game.corp.credits)
    return max(0, x if need is None else min(x, need))


def clicks_after(game: Game) -> int:
    """The clicks the Corp has after the one that plays an operation: a human Corp's left in
    its turn, the Corp AI's to come (``Game.ai_clicks_left``, set by ``corp/turn.py``)."""
    return game.ai_clicks_left if game.ai == "corp" else game.corp.clicks - 1


def pay_clicks(game: Game, card: Card) -> None:
    """An operation's ``click_cost`` paid (see the module docstring)."""
    n = card.facts.click_cost
    if game.ai == "corp":
        game.owed_clicks += n
        game.extra_clicks += corp_clicks.spent(game, "play", n, taken=False)
    else:
        game.corp.clicks += corp_clicks.spent(game, "play", n, taken=False) - n
    game.say(f"    {card.name} costs {n} click(s) more")


def revealed_gain(game: Game, card: Card) -> bool:
    """Credits for the cards of HQ revealed (Celebrity Gift); whether any were gained."""
    f = card.facts
    amount = f.gain_per_reveal * min(f.hq_reveal, len(game.corp.piles["HQ"]))
    gained(game, amount)  # a card ability's credits (PAD Tap)
    game.corp.credits += amount
    if game.ai == "corp":
        game.result.credits_gained += amount
    game.say(f"    reveals cards of HQ: {amount} credits")
    return amount > 0


def archives_pick(archives: list[Card]) -> Card | None:
    """The card of Archives worth most in HQ: an agenda (most points), an operation that
    gains (most), then ice (costliest), then any."""
    if not archives:
        return None
    return max(
        archives,
        key=lambda c: (
            c.facts.points,  # an agenda first
            c.facts.gain - c.facts.cost if c.type == "operation" else -99,
            c.type == "ice",
            c.facts.cost,
        ),
    )


def from_archives(game: Game, card: Card) -> bool:
    """``archives_to_hq`` cards of Archives (``archives_pick``) added to HQ; whether any was."""
    archives, hq = game.corp.piles["Archives"], game.corp.piles["HQ"]
    moved = False
    for _ in range(card.facts.archives_to_hq):
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
    mine = min(corp, key=lambda c: c.facts.points)
    theirs = max(runner, key=lambda c: c.facts.points - c.facts.runner_points_less)
    return (mine, theirs) if theirs.facts.points > mine.facts.points else None


def swap(game: Game, card: Card) -> bool:
    """Swap the pair ``swap_pair`` names; whether it did (the points may end the game)."""
    pair = swap_pair(game)
    if pair is None:
        return False
    mine, theirs = pair
    game.say(f"    {card.name}: {theirs.name} for {mine.name}")
    score_areas.exchange(game, mine, theirs)
    return True


def trace_succeeds(game: Game, card: Card) -> bool:
    """Whether the Runner cannot (or, for the Runner AI, may not) pay to beat the trace."""
    need = max(0, card.facts.trace - game.runner.link())
    return game.runner.credits < need


def harmed(game: Game, card: Card) -> bool:
    """``runner_lose_at``, the operation's ``bad_publicity`` and its threat; whether the
    Runner was harmed (bad publicity is no benefit)."""
    f, runner, benefit = card.facts, game.runner, False
    game.corp.bad_publicity += f.bad_publicity
    if f.runner_lose_at and runner.credits >= f.runner_lose_at:
        runner.credits -= f.runner_lose_at
        game.say(f"    the Runner loses {f.runner_lose_at} credits")
        benefit = True
    threat = f.threat and max(game.corp.points, game.runner.points) >= f.threat
    if threat and game.corp.credits >= f.threat_pay:
        game.corp.credits -= f.threat_pay
        runner.tags += f.threat_tags
        game.say(f"    pays {f.threat_pay}: {f.threat_tags} more tag(s)")
        benefit = True
    return benefit


def played(game: Game, card: Card) -> bool:
    if card.facts.click_cost:
        pay_clicks(game, card)
    gains = corp_plays.played(game, card)  # Your Digital Life, Fast Track...
    return _played(game, card) or gains


def _played(game: Game, card: Card) -> bool:
    f = card.facts
    if f.gain_per_reveal:
        return revealed_gain(game, card)
    if f.hq_trash:  # Hansei Review: a card of HQ (not an agenda) trashed; no benefit
        corp_ice.trash_from_hq(game, card.name)
    if f.runner_lose_at or f.bad_publicity or f.threat:
        return harmed(game, card)
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
