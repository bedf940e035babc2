"""The Corp AI's behaviour card and the reveal of an advanced card, rule by rule.

Rules pinned here (rulebook "Stratagem deck" and "Advance"; each proven by the mutmut
mutants it kills, docs/dev/mutation.md): with no behaviour card each click left gains 1
credit; when the side showing has no possible action the other side is tried, from
either side, and the card flips after the action resolved there; the transcript names
the side and the action. An agenda revealed at exactly its requirement gives no credit
back; a card paid exactly by its tokens needs no credit; a surplus of tokens on reveal
comes back as credits, never onto another face-down card of the server.
"""

from __future__ import annotations

from nrprint.simulate.aicards import BehaviourCard, Step
from nrprint.simulate.corp import behaviour
from nrprint.simulate.corp.advance import reveal
from nrprint.simulate.corp.turn import VERBS
from nrprint.simulate.outcome import DEAD, DONE
from nrprint.simulate.transcript import Transcript
from tests.simulate.conftest import agenda, card, corp_game, put, where


def _behaviour(a, b) -> BehaviourCard:
    return BehaviourCard("bh-test", "Test", tuple(Step(*s) for s in a), tuple(Step(*s) for s in b))


def test_with_no_behaviour_card_each_click_left_gains_a_credit():
    game = corp_game(credits=5)
    game.behaviour = None
    assert behaviour.spend(game, 2, VERBS) == [DEAD, DEAD]
    assert game.corp.credits == 7


def test_from_side_b_the_ai_tries_side_a_and_the_transcript_names_the_side():
    game = corp_game()
    game.log = Transcript()
    game.behaviour = _behaviour([("install-ice", "-H")], [("advance", "+A")])
    game.behaviour_side = "b"
    game.corp.piles["ICE"] = [guard := card("ice")]
    assert behaviour.spend(game, 1, VERBS) == [DONE]  # no remote: B's advance fails, A installs
    assert where(game, guard) == "Archives:ice" and game.behaviour_side == "b"
    assert "  behaviour Test A: install-ice -H" in game.log.lines
    game.corp.piles["R&D"] = [card("asset")]
    game.behaviour = _behaviour([("refill-hq",)], [("advance", "+A")])
    game.behaviour_side = "a"
    behaviour.spend(game, 1, VERBS)
    assert game.log.lines[-1] == "  behaviour Test A: refill-hq"  # no order: nothing after the action


def test_a_side_with_no_action_counts_as_impossible():
    game = corp_game()
    game.behaviour = _behaviour([], [("install-ice", "-H")])
    game.corp.piles["ICE"] = [card("ice")]
    assert behaviour.spend(game, 1, VERBS) == [DONE] and game.behaviour_side == "a"


def test_neither_side_possible_is_said_with_the_credit():
    game = corp_game(credits=5)
    game.log = Transcript()
    game.behaviour = _behaviour([("advance", "+A")], [("advance", "-A")])
    assert behaviour.spend(game, 1, VERBS) == [DEAD]
    assert game.log.lines == ["  behaviour Test: neither side possible, 1 credit"]


def test_an_agenda_revealed_at_exactly_its_requirement_gives_no_credit_back():
    game = corp_game(credits=5, remotes=1)
    plan = put(game, 3, agenda(adv=3, points=2), tokens=3)
    reveal(game, game.corp.servers[3], plan)
    assert game.corp.scored == [plan.card] and game.corp.credits == 5


def test_a_card_paid_exactly_by_its_tokens_costs_no_credit_and_says_so():
    game = corp_game(credits=5, remotes=1)
    game.log = Transcript()
    asset = put(game, 3, card("asset", "Depot", cost=3), tokens=3)
    reveal(game, game.corp.servers[3], asset)
    assert (asset.rezzed, asset.tokens, game.corp.credits) == (True, 0, 5)
    assert game.log.lines == ["    reveals Depot at 3 token(s)", "    Depot paid with its tokens"]
    upgrade = put(game, 3, card("upgrade", "Vault", cost=5), tokens=2)
    reveal(game, game.corp.servers[3], upgrade)
    assert game.log.lines[-1] == "    Vault paid with its tokens and 3 credit(s)" and game.corp.credits == 2
    dear = put(game, 3, card("upgrade", "Dear", cost=9), tokens=1)
    reveal(game, game.corp.servers[3], dear)
    assert game.log.lines[-1] == "    Dear cannot be paid for: stays face down, 1 credit(s) back"
    assert (dear.rezzed, dear.tokens, game.corp.credits) == (False, 0, 3)


def test_a_surplus_on_reveal_comes_back_as_credits_not_onto_a_face_down_card():
    game = corp_game(credits=5, remotes=1)
    hidden = put(game, 3, card("asset", cost=4))
    asset = put(game, 3, card("asset", cost=1), tokens=4)
    reveal(game, game.corp.servers[3], asset)
    assert (hidden.tokens, game.corp.credits) == (0, 5 + 3)


def test_the_other_side_tried_after_an_empty_one_is_named_in_the_transcript():
    """Kills ``spend``'s flip after a failed side made ``"XXbXX"`` (the transcript would
    name side ``XXBXX``)."""
    game = corp_game()
    game.log = Transcript()
    game.behaviour = _behaviour([], [("install-ice", "-H")])
    game.corp.piles["ICE"] = [card("ice")]
    behaviour.spend(game, 1, VERBS)
    assert game.log.lines[-1] == "  behaviour Test B: install-ice -H"
