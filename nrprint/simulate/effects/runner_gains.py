"""Runner cards that pay as a turn begins or as a run succeeds, on a condition (rules in
``nrprint.cards.play_rules_runner_gains``).

As its Runner's turn begins (``turn_begins``, from ``effects.runner_turn``):

- ``link_drip`` (Underworld Contact): those credits while the Runner has ``link_at`` link.
- ``turn_draw_click`` (Wyldside): that many cards drawn and a click lost. The Runner AI's turn
  is its AI card's clicks: it draws, and the click it cannot lose makes the use a stand-in.
- ``remove_clicks`` (Hyperdriver): a human Runner removes the card from the game for that many
  clicks the first turn it begins with the card installed (a click is always worth having).
  The Runner AI's rulebook gives it no such choice: the card stays, a stand-in once.
- ``corp_pool_turn`` (Beth Kilrain-Chang): by the Corp's credits, 5-9 gains 1 credit, 10-14
  draws 1 card, 15 or more gains a click (the Runner AI's extra click: a stand-in).
- ``discard_trace`` (Citadel Sanctuary, ``effects.runner_protect``): the Runner AI's turn has
  no discard step for it: a stand-in, once.

As a run succeeds (``successful``, from ``effects.runner_breakers.successful``, and
``first_success``, from ``effects.runner_turn_cards.successful`` before the run counts as the
turn's first):

- ``hq_corp_lose`` (Lamprey): the Corp loses that many credits on each successful HQ run.
- ``link_success_gain`` (DreamNet): those credits on the turn's first successful run while the
  Runner has ``link_at`` link (its draw is ``first_success_draw``). The identity that would
  also allow it is not played by the engine.

All of it for both Runners, but where said.
"""

from __future__ import annotations

from nrprint.simulate.rig import draw, runner_gain
from nrprint.simulate.state import HQ, Game, Installed, Server

POOL_GAIN, POOL_DRAW, POOL_CLICK = 5, 10, 15  # Beth Kilrain-Chang's bands of the Corp's pool
TURN_FACTS = ("link_drip", "turn_draw_click", "remove_clicks", "corp_pool_turn", "discard_trace")


def turn_begins(game: Game) -> None:
    if not any(name in game.present for name in TURN_FACTS):
        return
    runner = game.runner
    for inst in list(runner.rig):
        f = inst.facts
        if f.link_drip and runner.link() >= f.link_at:
            runner_gain(game, f.link_drip)
            game.say(f"  {inst.card.name}: gains {f.link_drip}")
        if f.turn_draw_click:
            _draw(game, f.turn_draw_click)
            _lose_click(game, inst)
        if f.remove_clicks:
            _remove_for_clicks(game, inst)
        if f.corp_pool_turn:
            _pool(game, inst)
        if f.discard_trace and game.ai == "runner" and inst.used_turn == -1:
            inst.used_turn = game.turn  # no discard step in its turn (effects.runner_protect)
            game.stand_in(inst.card)


def _lose_click(game: Game, inst: Installed) -> None:
    if game.ai == "runner":
        game.stand_in(inst.card)
    elif game.runner.clicks:
        game.runner.clicks -= 1
        game.say(f"  {inst.card.name}: draws {inst.facts.turn_draw_click}, loses a click")


def _remove_for_clicks(game: Game, inst: Installed) -> None:
    if game.ai == "runner":
        if inst.used_turn == -1:
            inst.used_turn = game.turn
            game.stand_in(inst.card)
        return
    runner = game.runner
    runner.rig.remove(inst)
    runner.piles.setdefault("removed", []).append(inst.card)
    runner.clicks += inst.facts.remove_clicks
    game.say(f"  {inst.card.name}: removed from the game for {inst.facts.remove_clicks} clicks")


def _pool(game: Game, inst: Installed) -> None:
    credits = game.corp.credits
    if credits >= POOL_CLICK:
        if game.ai == "runner":
            game.stand_in(inst.card)
        else:
            game.runner.clicks += 1
            game.say(f"  {inst.card.name}: gains a click")
    elif credits >= POOL_DRAW:
        _draw(game, 1)
    elif credits >= POOL_GAIN:
        runner_gain(game, 1)
        game.say(f"  {inst.card.name}: gains 1")


def successful(game: Game, server: Server) -> None:
    """A successful run on ``server``: the Corp's loss for each ``hq_corp_lose`` card."""
    if "hq_corp_lose" not in game.present or server.index != HQ:
        return
    corp = game.corp
    for inst in game.runner.rig:
        lost = min(inst.facts.hq_corp_lose, corp.credits)
        if lost:
            corp.credits -= lost
            game.say(f"    {inst.card.name}: the Corp loses {lost}")


def first_success(game: Game) -> None:
    """The turn's first successful run: each ``link_success_gain`` card's credits, with the link."""
    if "link_success_gain" not in game.present:
        return
    for inst in game.runner.rig:
        if inst.facts.link_success_gain and game.runner.link() >= inst.facts.link_at:
            runner_gain(game, inst.facts.link_success_gain)
            game.say(f"    {inst.card.name}: gains {inst.facts.link_success_gain}")


def _draw(game: Game, n: int) -> None:
    for _ in range(n):
        if not draw(game):
            break
