"""Runner cards that pay as a turn begins or as events are trashed (rules in
``nrprint.cards.play_rules_runner_plays``; Forged Activation Orders is ``simulate.derez``'s,
Mad Dash ``effects.runner_runs``'s, the install condition ``rig.can_install``'s).

- ``turn_corp_share`` (Tapwrm): as its Runner's turn begins, 1 credit for every N in the Corp's
  pool, for both Runners.
- ``trash_draw`` (Stoneship Chart Room): a human Runner trashes it to draw as its turn begins
  with fewer than ``LOW_GRIP`` cards in its grip. The Runner AI's rulebook gives it no such
  choice: its install of the card is a stand-in (``rig.install``).
- ``trash_rezzed`` (Political Operative): as a human Runner's turn begins, the card is trashed
  to trash the rezzed Corp card in a server's root that its player would trash on access
  (``opponent.trashes``) with the highest trash cost it can pay, paying that cost. The Runner
  AI's rulebook gives it no such choice: its install is a stand-in (``rig.install``).
- ``event_trash_draw`` (Aniccam): the first event trashed each turn (played, which trashes it
  as it resolves, ``event_effects.event_trash_draws``; or trashed from the grip by damage or
  the hand limit, ``trashed``) draws that many cards, for both Runners.
"""

from __future__ import annotations

from nrprint.simulate import event_effects
from nrprint.simulate.effects import corp_assets, corp_scored
from nrprint.simulate.rig import draw, runner_gain, trash_installed
from nrprint.simulate.spend import can_pay, pay
from nrprint.simulate.state import Card, Game, Installed

LOW_GRIP = 2


def turn_begins(game: Game) -> None:
    """Tapwrm's credits, then Stoneship Chart Room's draw (a human Runner's)."""
    runner = game.runner
    if "turn_corp_share" in game.present:
        for inst in runner.rig:
            if inst.facts.turn_corp_share and (share := game.corp.credits // inst.facts.turn_corp_share):
                runner_gain(game, share)
                game.say(f"  {inst.card.name}: gains {share}")
    if game.ai == "runner":
        return
    if "trash_rezzed" in game.present:
        for inst in [i for i in runner.rig if i.facts.trash_rezzed]:
            _operative(game, inst)
    if "trash_draw" not in game.present:
        return
    for inst in [i for i in runner.rig if i.facts.trash_draw]:
        if len(runner.grip) >= LOW_GRIP:
            return
        trash_installed(game, inst)
        game.say(f"  {inst.card.name}: trashed to draw {inst.facts.trash_draw}")
        _draw(game, inst.facts.trash_draw)


def _operative(game: Game, operative: Installed) -> None:
    cards = [
        (i.card.facts.trash_cost, s, i)
        for s in game.corp.servers
        for i in s.root
        if i.rezzed
        and i.card.facts.trash_cost is not None
        and can_pay(game, i.card.facts.trash_cost, "trash", i.card)
    ]
    cards = [c for c in cards if game.opponent.trashes(game, c[2].card)]
    if not cards:
        return
    cost, server, victim = max(cards, key=lambda c: c[0])
    trash_installed(game, operative)
    pay(game, cost, "trash", victim.card)
    server.root.remove(victim)
    corp_assets.trashed(game, victim.card)
    game.last_harm_turn = game.turn  # effects.corp_operations: Oppo Research
    corp_scored.runner_trashed(game)  # AR-Enhanced Security
    game.say(f"  {operative.card.name}: trashes {victim.card.name} ({cost})")


def trashed(game: Game, cards: list[Card]) -> None:
    """``cards`` were trashed from the grip: an event among them may draw (Aniccam)."""
    if any(c.type == "event" for c in cards):
        _draw(game, event_effects.event_trash_draws(game))


def _draw(game: Game, n: int) -> None:
    for _ in range(n):
        if not draw(game):
            break
