"""Card conservation: whole games never lose, copy or invent a card.

``game.watch`` runs after every click the engine reports (and once more at the end): each
uid must be in exactly one place (``Game.places()``) and the set of uids must stay the
one dealt. Played on random small decks with random AI cards drawn from the real
vocabulary (``nrprint.automa.vocab``), then on the shipped decks and reference decklists.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nrprint.automa import vocab
from nrprint.deckprep.cards import Card as PrepCard
from nrprint.deckprep.cards import CardType
from nrprint.model.playfacts import PlayFacts
from nrprint.model.playkinds import BREAKS, SUB_KINDS
from nrprint.simulate.aicards import AICard, AIClick, BehaviourCard, Row, RunSpec, Step
from nrprint.simulate.game import play
from nrprint.simulate.setup import Match, new_game
from nrprint.simulate.state import GameOver
from tests.conftest import CONTENT, REPO
from tests.simulate.conftest import card, cards, corp_do, corp_game, rules, runner_do, runner_game, where

ICE_TYPES = ("barrier", "code gate", "sentry")
n = st.integers


@st.composite
def corp_facts(draw, name: str) -> PlayFacts:
    kind = draw(st.sampled_from(("agenda", "asset", "upgrade", "operation", "ice")))
    f: dict = {}
    if kind == "agenda":
        f = {"advancement": draw(n(1, 5)), "points": draw(n(1, 3))}
    elif kind in ("asset", "upgrade"):
        f = {"cost": draw(n(0, 4)), "trash_cost": draw(st.none() | n(0, 4)), "drip": draw(n(0, 2))}
        f |= {"hosted": draw(st.sampled_from((0, 6))), "click_gain": draw(n(0, 2))}
    elif kind == "operation":
        f = {"cost": draw(n(0, 6)), "gain": draw(n(0, 8)), "draw": draw(n(0, 2)), "tags": draw(n(0, 1))}
        f |= {"damage": draw(n(0, 2)), "place_tokens": draw(n(0, 3)), "extra_clicks": draw(n(0, 1))}
        f |= {"modelled": draw(st.booleans())}
    else:
        subtypes = (draw(st.sampled_from(ICE_TYPES)),) + draw(st.sampled_from(((), ("bioroid",))))
        f = {"cost": draw(n(0, 6)), "strength": draw(n(0, 5)), "subtypes": subtypes}
        f |= {"subs": tuple(draw(st.lists(st.sampled_from(SUB_KINDS), min_size=1, max_size=3)))}
        f |= {"encounter": draw(st.sampled_from((None, "etr", "net", "tag")))}
    return PlayFacts(name=name, type=kind, side="corp", economy=draw(st.booleans()), **f)


@st.composite
def runner_facts(draw, name: str) -> PlayFacts:
    kind = draw(st.sampled_from(("program", "hardware", "resource", "event")))
    f: dict = {"cost": draw(n(0, 5))}
    if kind == "program":
        f |= {"memory": draw(n(0, 2)), "breaks": draw(st.none() | st.sampled_from(BREAKS))}
        f |= {"strength": draw(n(0, 4)), "break_cost": draw(n(1, 2)), "break_count": draw(n(1, 2))}
        f |= {"pump_cost": draw(n(1, 2)), "pump": draw(n(1, 2))}
    elif kind == "hardware":
        f |= {"memory_bonus": draw(n(0, 1)), "link": draw(n(0, 1)), "drip": draw(n(0, 1))}
    elif kind == "resource":
        f |= {"click_gain": draw(n(0, 2)), "hosted": draw(st.sampled_from((0, 6))), "drip": draw(n(0, 1))}
        f |= {"trasher": draw(st.booleans()), "draw": draw(n(0, 1))}
    else:
        f |= {"gain": draw(n(0, 9)), "draw": draw(n(0, 3))}
    return PlayFacts(name=name, type=kind, side="runner", economy=draw(st.booleans()), **f)


def _deck(draw, prefix: str, facts_of, facts: dict, first_uid: int, size) -> list[PrepCard]:
    names = [f"{prefix}{i}" for i in range(draw(n(3, 10)))]
    for name in names:
        facts[name] = draw(facts_of(name))
    chosen = draw(st.lists(st.sampled_from(names), min_size=size[0], max_size=size[1]))
    return [
        PrepCard(first_uid + i, name, CardType(facts[name].type), 0, facts[name].economy)
        for i, name in enumerate(chosen)
    ]


def _corp_step(draw, actions) -> Step:
    action = draw(st.sampled_from(actions))
    return Step(action, draw(st.sampled_from((None, *vocab.ORDERS_FOR.get(action, ())))))


def _run_spec(draw) -> RunSpec:
    rows = []
    for _ in range(draw(n(1, 3))):
        if draw(st.booleans()):
            divert = draw(st.sampled_from([a for a in vocab.RUNNER_ACTIONS if a != "run"]))
            rows.append(Row(draw(st.sampled_from(vocab.CONDITIONS)), divert, None, None))
        else:
            where = draw(st.sampled_from(vocab.LOCATIONS))
            target = draw(st.sampled_from(vocab.TARGETS)) if where == "remote" else None
            rows.append(Row(None, None, where, target))
    return RunSpec(draw(st.sampled_from(vocab.RUN_COLOURS)), draw(n(0, 3)), draw(n(0, 4)), tuple(rows))


@st.composite
def corp_match(draw) -> Match:
    facts: dict[str, PlayFacts] = {}
    stratagem = draw(st.booleans())
    pool = _deck(draw, "C", corp_facts, facts, 1, (20, 60))
    opp = _deck(draw, "R", runner_facts, facts, 1, (10, 40))
    actions = [a for a in vocab.CORP_ACTIONS if stratagem or a not in vocab.STRATAGEM_ONLY]
    ai_cards = []
    for i in range(draw(n(1, 6))):
        clicks = []
        for _ in range(vocab.CORP_CLICKS):
            second = _corp_step(draw, actions) if draw(st.booleans()) else None
            clicks.append(AIClick(_corp_step(draw, actions), second))
        lower = draw(st.sampled_from(vocab.CORP_LOWER)) if stratagem else "credits"
        ai_cards.append(AICard(f"h-{i}", "random", tuple(clicks), lower))
    bcard = None
    if stratagem:
        a, b = ([_corp_step(draw, actions) for _ in range(draw(n(1, 3)))] for _ in range(2))
        bcard = BehaviourCard("bh-h", "random", tuple(a), tuple(b))
    top = max((f.advancement or 0 for f in facts.values() if f.type == "agenda"), default=0) or 5
    return Match("corp", "hyp", tuple(ai_cards), bcard, stratagem, tuple(pool),
                 tuple(c.name for c in opp), facts, top, rules(turn_limit=20), "competent")  # fmt: skip


@st.composite
def runner_match(draw) -> Match:
    facts: dict[str, PlayFacts] = {}
    pool = _deck(draw, "R", runner_facts, facts, 1, (15, 45))
    opp = _deck(draw, "C", corp_facts, facts, 1, (20, 45))
    ai_cards = []
    for i in range(draw(n(1, 6))):
        clicks = []
        for _ in range(vocab.RUNNER_CLICKS):
            action = draw(st.sampled_from(vocab.RUNNER_ACTIONS))
            plain = [a for a in vocab.RUNNER_ACTIONS if a != "run"]
            second = Step(draw(st.sampled_from(plain))) if draw(st.booleans()) else None
            cond = draw(st.none() | st.sampled_from(vocab.CONDITIONS)) if action != "run" else None
            spec = _run_spec(draw) if action == "run" else None
            flags = {"disposable": draw(st.booleans()), "reserved": draw(st.booleans())}
            clicks.append(AIClick(Step(action), second, cond, spec, **flags))
        lower = draw(st.sampled_from(vocab.RUNNER_LOWER))
        ai_cards.append(
            AICard(f"h-{i}", "random", tuple(clicks), lower, _run_spec(draw) if lower == "run" else None)
        )
    return Match("runner", "hyp", tuple(ai_cards), None, False, tuple(pool),
                 tuple(c.name for c in opp), facts, 5, rules(turn_limit=20), "competent")  # fmt: skip


def play_watched(match: Match, difficulty: str, seed: str) -> None:
    game = new_game(match, difficulty, seed)
    dealt = [c.uid for _, c in game.places()]
    expected = set(dealt)
    assert len(dealt) == len(expected), "a uid dealt twice"

    def watch(g) -> None:
        uids = [c.uid for _, c in g.places()]
        twice = [u for u, k in Counter(uids).items() if k > 1]
        assert not twice, f"turn {g.turn}: cards in two places: {twice}"
        assert set(uids) == expected, (
            f"turn {g.turn}: lost {expected - set(uids)}, new {set(uids) - expected}"
        )

    game.watch = watch
    play(game)
    watch(game)  # also a game that ended inside a click leaves every card in one place


SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LEVELS = st.sampled_from(("easy", "standard", "hard"))


@SETTINGS
@given(match=corp_match(), difficulty=LEVELS, seed=n(0, 10**6))
def test_random_corp_ai_games_keep_every_card(match, difficulty, seed):
    play_watched(match, difficulty, str(seed))


@SETTINGS
@given(match=runner_match(), difficulty=st.sampled_from(("easy", "standard")), seed=n(0, 10**6))
def test_random_runner_ai_games_keep_every_card(match, difficulty, seed):
    play_watched(match, difficulty, str(seed))


DECKS = REPO / "tests" / "fixtures" / "decklists"


@pytest.fixture(scope="module")
def shipped():
    from nrprint.model.domains import discover
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    discover()
    project = Project(Path(CONTENT))
    corp, runner = DECKS / "standard-corp.txt", DECKS / "runner-core.txt"

    def build(deck: str, mine: Path, theirs: Path) -> Match:
        return build_match(project, deck, mine, theirs, rules=rules())

    return {
        "corp": build("corp", corp, runner),
        "corp-stratagem": build("corp-stratagem", corp, runner),
        "runner": build("runner", runner, corp),
    }


@pytest.mark.parametrize("deck", ["corp", "corp-stratagem", "runner"])
def test_shipped_decks_keep_every_card(shipped, deck):
    levels = ("easy", "standard") if deck == "runner" else ("easy", "standard", "hard")
    for i in range(50):
        play_watched(shipped[deck], levels[i % len(levels)], f"cons:{i}")


# -- A game that ends inside a click ------------------------------------------------------


def test_an_operation_that_ends_the_game_stays_in_a_place():
    game = corp_game()
    game.runner.piles["GR"] = cards("event", 1)
    game.corp.piles["OP"] = [op := card("operation", damage=2)]
    with pytest.raises(GameOver):
        corp_do(game, "play-operation")
    assert where(game, op) in ("corp:OP", "corp:Archives")


def test_an_event_that_ends_the_game_stays_in_a_place():
    game = runner_game(difficulty="easy")
    game.runner.piles["EC"] = [event := card("event", draw=1, economy=True)]
    with pytest.raises(GameOver):
        runner_do(game, "economy")
    assert where(game, event) == "runner:heap"
