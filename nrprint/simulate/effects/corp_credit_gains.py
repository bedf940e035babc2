"""Credits the Corp gains through a card ability, as a Runner card sees them.

- ``corp_gain_tap`` (PAD Tap): the first time each turn (the Corp's or the Runner's) the Corp
  gains credits through a card ability, the Runner gains that many credits, for both Runners
  (no choice: a credit is always taken). Every gain counts but those of no card: the Corp's
  basic action (a click for a credit) and the Corp AI's rulebook credits (a click with
  nothing to do, an operation without benefit, advancement tokens given back as credits).
  jinteki.net counts every Corp credit gain but the click-for-credit action the same way.
  Each card ability's gain calls ``gained`` (``corp.table.gain`` unless told ``by_card=False``);
  ``turn_begins`` clears the turn's first gain as either side's turn begins.
- ``tap_trash`` (PAD Tap): "[click], N[credit]: trash this card; only the Corp can use this
  ability". A human Corp may take it as a click (``opponents.corp``'s ``trash-tap``); the
  competent one does with ``RICH`` credits and nothing better to do than draw or click for
  a credit (``to_trash``). The Corp AI has no rule for it.
"""

from __future__ import annotations

from nrprint.simulate.rig import runner_gain, trash_installed
from nrprint.simulate.state import Game, Installed


def gained(game: Game, amount: int) -> None:
    """The Corp has gained ``amount`` credits through a card ability."""
    if "corp_gain_tap" not in game.present or amount <= 0 or game.corp_card_gained:
        return
    game.corp_card_gained = True
    for inst in game.runner.rig:
        if inst.facts.corp_gain_tap:
            runner_gain(game, inst.facts.corp_gain_tap)
            game.say(f"    {inst.card.name}: the Runner gains {inst.facts.corp_gain_tap}")


def card_gain(game: Game, amount: int) -> None:
    """The Corp gains ``amount`` credits through a card ability (``gained``), counted as the
    Corp AI's credits gained when it is the AI."""
    gained(game, amount)
    game.corp.credits += amount
    if game.ai == "corp":
        game.result.credits_gained += amount


def turn_begins(game: Game) -> None:
    game.corp_card_gained = False


def to_trash(game: Game, keep: int) -> Installed | None:
    """The Runner's card a human Corp with ``keep`` credits after paying would trash by its
    ``tap_trash`` ability, if any."""
    if "tap_trash" not in game.present:
        return None
    taps = [i for i in game.runner.rig if i.facts.tap_trash and game.corp.credits >= i.facts.tap_trash + keep]
    return taps[0] if taps else None


def trash(game: Game, inst: Installed) -> None:
    game.corp.credits -= inst.facts.tap_trash
    trash_installed(game, inst)
    game.say(f"  C: pays {inst.facts.tap_trash} to trash {inst.card.name}")
