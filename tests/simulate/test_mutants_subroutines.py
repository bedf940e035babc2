"""What an ice's subroutine does when it fires (``effects.subroutines.fire``).

- Lose a click: the Runner AI loses its one disposable click left, and it is said.
- Pay to go on, or the run ends; pay against net damage, or take it as net damage: each
  said.
- Gain credits: the Corp gains the ice's amount, 1 when it names none, and it is said; a
  Runner's credits are lost only by "lose credits".
- A trace: the Runner pays its strength less its link, never below 0, when it has that
  much (exactly that much will do), and it is said; a trace that succeeds is said, does
  its core damage (1 when the ice names none) and adds its tags.

Each test kills the mutants its docstring names (scripts/mutation.py), each seen failing
through mutmut's trampoline. ``damage`` is passed in: a recorder stands for it.
"""

from __future__ import annotations

from nrprint.simulate.effects.subroutines import fire
from tests.simulate.conftest import ice, put, runner_game
from tests.simulate.test_mutants_play import _logged


class _OneClick:
    def __init__(self):
        self.left = 1

    def available(self):
        return self.left

    def spend(self, n):
        self.left -= n


def _fire(sub, credits=5, **facts):
    game = _logged(runner_game(credits=credits, remotes=1))
    inst = put(game, 3, ice(name="Ice", **facts), ice=True, rezzed=True)
    hurt = []
    result = fire(game, inst, sub, _OneClick(), lambda g, n, kind: hurt.append((n, kind)))
    return game, result, hurt


def test_the_runner_ai_loses_its_last_disposable_click_and_it_is_said():
    """Kills ``available() > 1`` and the line made ``None``."""
    game, result, _ = _fire("lose-click")
    assert result is True and game.log.lines == ["    Ice: the Runner loses a click"]


def test_paying_to_go_on_or_not_is_said():
    """Kills both ``etr-pay`` lines made ``None``."""
    game, result, _ = _fire("etr-pay", credits=2, pay=2)
    assert result is True and game.log.lines == ["    pays 2 to go on past Ice"]
    game, result, _ = _fire("etr-pay", credits=1, pay=2)
    assert result is False and game.log.lines == ["    cannot pay 2: Ice ends the run"]


def test_net_damage_is_paid_against_and_said_or_taken_as_net_damage():
    """Kills the payment's line made ``None`` and the damage's kind made ``None``, left
    out, ``"XXnetXX"`` or ``"NET"``."""
    game, _, hurt = _fire("net-pay", credits=3, pay=3, damage=2)
    assert hurt == [] and game.log.lines == ["    pays 3 against Ice's damage"]
    _, _, hurt = _fire("net-pay", credits=2, pay=3, damage=2)
    assert hurt == [(2, "net")]


def test_the_corp_gains_the_ices_credits_or_one_and_it_is_said():
    """Kills ``"lose-credits" or inst.facts.lose`` (an ice that also makes the Runner lose
    credits), ``corp.credits =``, ``gain or 2`` and the line made ``None``, ``gain and
    1`` or ``or 2``."""
    game, result, _ = _fire("gain-credits", lose=2)
    assert result is True and (game.corp.credits, game.runner.credits) == (6, 5)
    assert game.log.lines == ["    Ice: the Corp gains 1 credit(s)"]


def test_a_trace_is_paid_at_its_strength_less_the_link_never_below_zero():
    """Kills ``max(1, ...)`` (no credit, link above the trace), ``credits > need``
    (exactly enough) and the paid line made ``None``."""
    game = _logged(runner_game(credits=0, remotes=1))
    game.runner.base_link = 3
    inst = put(game, 3, ice(trace=2), ice=True, rezzed=True)
    assert fire(game, inst, "trace-etr", _OneClick(), None) is True
    game, result, _ = _fire("trace-etr", credits=2, trace=2)
    assert result is True and game.runner.credits == 0
    assert game.log.lines == ["    pays 2 against Ice's trace [2]: it fails"]


def test_a_trace_that_succeeds_is_said_does_its_core_damage_and_adds_its_tags():
    """Kills the success line made ``None``, ``damage and 1``, ``damage or 2`` and ``tags
    =``."""
    game, result, hurt = _fire("trace-brain-tag", credits=0, trace=3, damage=2, tags=1)
    assert result is True and hurt == [(2, "brain")]
    assert game.log.lines == ["    Ice's trace [3] succeeds"]
    game = _logged(runner_game(credits=0, remotes=1))
    game.runner.tags = 1
    inst = put(game, 3, ice(trace=3, tags=1), ice=True, rezzed=True)
    hurt = []
    fire(game, inst, "trace-brain-tag", _OneClick(), lambda g, n, kind: hurt.append((n, kind)))
    assert hurt == [(1, "brain")] and game.runner.tags == 2
