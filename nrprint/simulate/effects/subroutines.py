"""Subroutine kinds played here rather than in ``runs.encounter`` (which calls ``fire``).

- ``lose-click``: the Runner loses a click it has left this turn (a human Runner's
  clicks; the Runner AI's disposable clicks). A Runner with no click left loses nothing;
  a Runner AI with no disposable click left would lose one of its card's other clicks,
  which the engine does not do: that use is counted as a stand-in.
- ``etr-pay``: the run ends unless the Runner pays ``pay`` credits; a Runner that can
  pay does (it ran to get in).
- ``etr-tagged``: the run ends when the Runner is tagged.
- ``tag-pay``, ``self-counter``, ``tag-if-ai``: ``effects.corp_runs``; ``gain-per-ice``,
  ``install-rd``, ``install-hq``, ``pay-or-trash``, ``brain-or-etr``, ``draw-shuffle``:
  ``effects.corp_ice``; ``arrange-rd``, ``draw-pay``: ``effects.corp_ice_rd``.
- ``net-pay``: ``damage`` net damage unless the Runner pays ``pay`` credits; it pays when it
  can.
- ``lose-credits`` (when the Runner encounters the ice; as a subroutine ``runs.encounter``
  plays it): the Runner loses ``lose`` credits, or all it has.
- ``gain-credits`` (when the Runner encounters the ice; as a subroutine ``runs.encounter``
  plays it): the Corp gains ``gain`` credits (1 when none).
- ``trace-etr``, ``trace-tag``, ``trace-brain-tag``: a trace of base strength ``trace``. The Corp adds no
  credits to it; the Runner pays what its link (``Runner.link()``) lacks to reach the trace
  strength when it can, and the trace fails; otherwise it succeeds: the run ends, or the
  Runner takes ``tags`` tags (after ``damage`` core damage for ``trace-brain-tag``). During a Runner AI run, a trace above the run's link limit
  (``Game.link_limit``: the most link the AI can reach) succeeds. ``trace-bounce``: a successful
  trace returns an installed Runner card to the grip (``effects.corp_runs.bounce``).
- ``net-odd-etr``: ``damage`` net damage; the run ends when a card it trashed has an odd printed
  play or install cost (Diviner; an X cost is taken as 0, even).
- ``etr-clicks``: the run ends unless the Runner spends ``sub_clicks`` of the clicks it has left
  (a human Runner's; the Runner AI's disposable ones); one that has them does (Turing).
- ``trace-lose-click``, ``etr-poor``, ``net-jack``, ``trash-ai``, ``etr-corp-pays``, ``net-lose``,
  ``draw-up``, ``install-inward``: ``effects.corp_ice_subs``.
- ``trash-program-other``: the Corp trashes the Runner's costliest program that is not a decoder,
  fracter or killer (``rig.trash_program``; Hagen), unless a card prevents it.
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.effects import corp_ice, corp_ice_rd, corp_ice_subs, runner_protect
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.effects.corp_ice_subs import traced
from nrprint.simulate.effects.corp_runs import bounce, self_counter, tag_if_ai, tag_pay
from nrprint.simulate.rig import trash_program
from nrprint.simulate.state import Game, Installed


def fire(game: Game, inst: Installed, sub: str, clicks, damage: Callable[..., None]) -> bool | None:
    """Resolve ``sub`` of ``inst``: True when the run goes on, False when it ends, None
    when the engine does not play it (the caller counts a stand-in; the run goes on).
    ``damage`` is ``nrprint.simulate.damage.damage`` (passed in: that module calls into
    this package)."""
    runner = game.runner
    if sub == "lose-click":
        if clicks.available() > 0:
            clicks.spend(1)
            game.say(f"    {inst.card.name}: the Runner loses a click")
            return True
        return None if game.ai == "runner" else True
    if sub == "etr-clicks":  # Turing
        if clicks is not None and clicks.available() >= inst.facts.sub_clicks:
            clicks.spend(inst.facts.sub_clicks)
            game.say(f"    spends {inst.facts.sub_clicks} click(s) to go on past {inst.card.name}")
            return True
        return False
    if sub == "etr-pay":
        if runner.credits >= inst.facts.pay:
            runner.credits -= inst.facts.pay
            game.say(f"    pays {inst.facts.pay} to go on past {inst.card.name}")
            return True
        game.say(f"    cannot pay {inst.facts.pay}: {inst.card.name} ends the run")
        return False
    if sub == "net-pay":
        if runner.credits >= inst.facts.pay:
            runner.credits -= inst.facts.pay
            game.say(f"    pays {inst.facts.pay} against {inst.card.name}'s damage")
        else:
            damage(game, inst.facts.damage, "net")
        return True
    if sub == "lose-credits" and inst.facts.lose:
        runner.credits -= min(inst.facts.lose, runner.credits)
        return True
    if sub == "gain-credits":
        gained(game, inst.facts.gain or 1)  # a card ability's credits (PAD Tap)
        game.corp.credits += inst.facts.gain or 1
        game.say(f"    {inst.card.name}: the Corp gains {inst.facts.gain or 1} credit(s)")
        return True
    if sub == "tag-pay":  # effects.corp_runs
        return tag_pay(game, inst)
    if sub == "self-counter":
        return self_counter(game, inst)
    if sub == "tag-if-ai":
        return tag_if_ai(game, inst)
    if sub in corp_ice.SUBS:
        return corp_ice.fire(game, inst, sub)
    if sub in corp_ice_rd.SUBS:
        return corp_ice_rd.fire(game, inst, sub)
    if sub in corp_ice.CHOICES:
        return corp_ice.choice(game, inst, sub, damage)
    if sub == "net-odd-etr":  # Diviner: the run ends when the card trashed costs an odd amount
        heap, before = runner.heap, len(runner.heap)
        damage(game, inst.facts.damage or 1, "net")
        return not any(c.facts.cost % 2 for c in heap[before:])
    if sub == "trash-program-other":  # Hagen
        if not runner_protect.prevents_trash(game):
            trash_program(game, ("decoder", "fracter", "killer"))
        return True
    if sub == "etr-tagged":
        return not runner.tags
    if sub in corp_ice_subs.SUBS:
        return corp_ice_subs.fire(game, inst, sub, clicks, damage)
    if sub in ("trace-etr", "trace-tag", "trace-brain-tag", "trace-bounce"):
        if not traced(game, inst):
            return True
        if sub == "trace-etr":
            return False
        if sub == "trace-bounce":  # Archangel
            bounce(game)
            return True
        if sub == "trace-brain-tag":  # Ichi 1.0: core damage, then the tags
            damage(game, inst.facts.damage or 1, "brain")
        runner.tags += inst.facts.tags
        return True
    return None
