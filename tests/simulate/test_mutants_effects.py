"""Leftover tokens, an agenda's score effects and an operation's own effects, rule by rule.

- Tokens a card no longer needs go to the face-down card of the server installed first
  (added to its own), else come back as credits; none left, nothing said.
- A scored agenda's credits go to the Corp (counted as gained when the Corp is the AI)
  and its tags onto the Runner's; the transcript says both.
- An operation that needs a tag cannot be played on an untagged Runner; one that gains
  per card in the grip gains that many (a benefit from the first credit); one that takes
  every credit is a benefit only when the Runner had one.
- An accessed trap the Corp can pay for gives its tags (tags alone are enough) and does
  net damage; the Runner AI's credit, tag and click-resource clicks say what they did; a
  click resource draws until the stack is empty, pays, and is trashed once emptied; a new
  server draws every card a rig card asks for; a successful run's payouts are said.

Each test kills the mutants its docstring names (``corp/tokens``, ``effects/*``,
``runner/simple``, ``played``; scripts/mutation.py), each seen failing through mutmut's trampoline.
"""

from __future__ import annotations

from nrprint.simulate import click_gain, played
from nrprint.simulate.corp.tokens import spill
from nrprint.simulate.effects import access, agendas, operations, runs, servers
from nrprint.simulate.outcome import DONE
from nrprint.simulate.runner import simple
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import agenda, card, cards, corp_game, put, rig, runner_game


def _logged(game):
    game.log = Transcript()
    return game


def test_no_token_left_is_nothing_and_one_token_is_refunded():
    """Kills ``tokens < 0`` (0 tokens refunded aloud) and ``tokens <= 1`` (1 token kept)."""
    game = _logged(corp_game(credits=5, remotes=1))
    spill(game, game.corp.servers[3], 0, pass_on=False)
    assert game.log.lines == [] and game.corp.credits == 5
    spill(game, game.corp.servers[3], 1, pass_on=False)
    assert game.log.lines == ["    1 token(s) refunded as credits"] and game.corp.credits == 6


def test_tokens_go_to_the_face_down_card_installed_first_on_top_of_its_own():
    """The root lists the later card first: kills the sort's key left out or ``None``
    and ``tokens = `` for ``+=``, and the transcript line made ``None``."""
    game = _logged(corp_game(credits=5, remotes=1))
    server = game.corp.servers[3]
    first = put(game, 3, card("asset", "First"), tokens=2)
    later = put(game, 3, card("upgrade", "Later"))
    server.root.reverse()
    spill(game, server, 3, pass_on=True)
    assert (first.tokens, later.tokens, game.corp.credits) == (5, 0, 5)
    assert game.log.lines == ["    3 token(s) passed to First"]


def test_a_scored_agenda_gives_its_credits_and_adds_its_tags():
    """Kills ``credits = gain``, the AI test reversed or renamed, ``credits_gained``
    set or lowered, ``tags = `` and both transcript lines made ``None``."""
    game = _logged(corp_game(credits=4))
    game.result.credits_gained = 1
    game.runner.tags = 1
    agendas.scored(game, agenda(name="Windfall Plan", gain=3, tags=2))
    assert (game.corp.credits, game.result.credits_gained, game.runner.tags) == (7, 4, 3)
    assert game.log.lines == [
        "    Windfall Plan: the Corp gains 3 credits",
        "    Windfall Plan: the Runner takes 2 tag(s)",
    ]
    human = runner_game()
    agendas.scored(human, agenda(gain=3))
    assert (
        human.corp.credits == 8 and human.result.credits_gained == 0
    )  # a human Corp's gains are not the AI's


def test_an_operation_that_needs_a_tag_says_so_on_an_untagged_runner():
    """Kills the line made ``None``."""
    game = _logged(corp_game())
    op = card("operation", "Trace Job", needs_tag=True)
    assert operations.playable(game, op) is False
    assert game.log.lines == ["    Trace Job needs a tagged Runner"]
    game.runner.tags = 1
    assert operations.playable(game, op) is True


def test_gain_per_card_in_the_grip():
    """3 cards at 2 each: kills ``credits = amount``, the AI test reversed or renamed,
    ``credits_gained`` set or lowered, the line made ``None``; 1 card at 1: ``amount > 1``."""
    game = _logged(corp_game(credits=5))
    game.result.credits_gained = 1
    game.runner.piles["GR"] = cards("event", 3)
    assert operations.played(game, card("operation", gain_per_grip=2)) is True
    assert (game.corp.credits, game.result.credits_gained) == (11, 7)
    assert game.log.lines == ["    gains 6 credits (3 card(s) in the grip)"]
    game.runner.piles["GR"] = cards("event", 1)
    assert operations.played(game, card("operation", gain_per_grip=1)) is True
    human = runner_game()
    human.runner.piles["GR"] = cards("event", 2)
    operations.played(human, card("operation", gain_per_grip=1))
    assert human.result.credits_gained == 0


def test_taking_every_credit_is_a_benefit_only_from_a_runner_with_one():
    """Kills ``credits >= 0`` (nothing taken, a benefit) and ``credits > 1`` (1 taken, none),
    and the line made ``None``."""
    game = _logged(corp_game())
    op = card("operation", runner_loses_all=True)
    game.runner.credits = 1
    assert operations.played(game, op) is True
    assert game.log.lines == ["    the Runner loses its 1 credit(s)"] and game.runner.credits == 0
    assert operations.played(game, op) is False


class Recorded:
    """``damage`` as ``access.accessed`` is given it: what it was asked for."""

    def __init__(self):
        self.calls: list[tuple] = []

    def __call__(self, game, amount, kind):
        self.calls.append((amount, kind))


def test_an_accessed_trap_the_corp_can_pay_adds_its_tags_and_does_net_damage():
    """Tags alone are enough to pay: kills ``access_tags and access_damage``; the tags are
    added (``tags = ``), the damage is net (``None``, left out, renamed), the line says it."""
    game = _logged(runner_game())
    game.corp.credits, game.runner.tags = 3, 1
    hurt = Recorded()
    access.accessed(game, card("asset", "Tripwire", access_pay=1, access_tags=2), hurt)
    assert (game.corp.credits, game.runner.tags, hurt.calls) == (2, 3, [])
    assert game.log.lines == ["    Tripwire: the Corp pays 1"]
    access.accessed(game, card("asset", "Snare", access_pay=2, access_damage=3), hurt)
    assert (game.corp.credits, hurt.calls) == (0, [(3, "net")])


def test_the_runner_ai_credit_and_tag_clicks_say_what_they_did():
    """Kills ``gains 1 credit`` made ``None`` or re-cased, ``credits <= TAG_COST`` (a
    Runner with exactly 2 removes a tag) and the tag line made ``None``."""
    game = _logged(runner_game(credits=2))
    simple.credit(game, None)
    assert game.log.lines == ["    gains 1 credit"]
    game.runner.credits, game.runner.tags = 2, 1
    assert simple.remove_tag(game, None) == DONE
    assert (game.runner.credits, game.runner.tags) == (0, 0)
    assert game.log.lines[-1] == "    removes a tag (2 credits)"


def test_a_click_resource_draws_what_it_can_then_pays_and_is_trashed_when_empty():
    """Draws 2 of a stack of 3 (kills ``if draw_card``: 1 drawn, ``draw_card(None)``);
    with a stack of 1 it draws 1 and still pays and is trashed (kills ``return`` for
    ``break``); both lines said (kills them made ``None``)."""
    game = _logged(runner_game())
    game.runner.piles["STA"] = cards("event", 3)
    kit = rig(game, card("resource", "Kit", click_gain=2, draw=2))
    click_gain.use_click_gain(game, kit)
    assert (len(game.runner.grip), len(game.runner.stack)) == (2, 1)
    assert game.log.lines[-1] == "    uses Kit: 2 credit(s)"
    jar = rig(game, card("resource", "Jar", click_gain=3, draw=2, hosted=3))
    click_gain.use_click_gain(game, jar)
    assert (len(game.runner.grip), len(game.runner.stack)) == (3, 0)
    assert jar not in game.runner.rig and jar.card in game.runner.heap
    assert game.log.lines[-2:] == ["    uses Jar: 3 credit(s)", "    Jar is empty and trashed"]


def test_a_new_server_draws_every_card_a_rig_card_asks_for():
    """Kills ``if draw(game)`` (one card drawn, then the loop left)."""
    game = runner_game()
    game.runner.piles["STA"] = cards("event", 3)
    rig(game, card("resource", server_draw=2))
    servers.created(game)
    assert len(game.runner.grip) == 2


def test_the_unplayed_values_of_an_encounter_are_the_one_it_names():
    """Kills ``value != k`` (every other kind named instead)."""
    assert played._mentions("trash-program", ("other", "trash-program", "no-steal")) == ["trash-program"]


def test_the_run_payouts_say_who_paid():
    """Kills both payout lines made ``None``."""
    game = _logged(runner_game())
    rig(game, card("resource", "Tap", run_gain=1))
    runs.successful(game, game.corp.servers[1])
    runs.event_run_ended(game, card("event", "Job", gain=4, gain_after_run=True), True)
    assert game.log.lines == [
        "    Tap: 1 credit(s) for the successful run on R&D",
        "    Job: 4 credit(s) for the successful run",
    ]
