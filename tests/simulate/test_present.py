"""``Game.present``: a game dealt by ``new_game`` knows which PlayFacts fields its cards
set, and a card hook whose fact no card sets returns at once (the gates
``"<fact>" not in game.present`` in the hooks). A gate must change no game: played with
every fact taken as present (``state.EVERY``, as a test's hand-built game is), each game
of a seed ends the same, with the generator in the same state."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.effects.samples import pairings
from nrprint.simulate.game import play
from nrprint.simulate.setup import new_game, present_facts
from nrprint.simulate.state import EVERY
from tests.cards.conftest import SHARED_CARDS
from tests.conftest import REPO, copy_content, run_cli
from tests.simulate import test_determinism
from tests.simulate.conftest import rules

match = test_determinism.match  # the fixture: both pairings of the fixture decklists

GATE = re.compile(r'"([a-z_]+)" (?:not )?in game\.present')


def test_every_gated_name_is_a_play_fact():
    # a misspelt gate would skip its hook in every dealt game, and no hand-built test game sees it
    fields = {f.name for f in dataclasses.fields(PlayFacts)}
    sources = (REPO / "nrprint" / "simulate").rglob("*.py")
    gated = {name for path in sources for name in GATE.findall(path.read_text(encoding="utf-8"))}
    assert len(gated) >= 10, gated  # the pattern still finds the gates
    assert gated <= fields, sorted(gated - fields)


def test_a_hand_built_game_takes_every_fact_as_present_and_nothing_else():
    # a misspelt gate then skips its hook in a test's game too, and that hook's tests fail
    assert "siphon" in EVERY and "corp_gain_tap" in EVERY
    assert "XXsiphonXX" not in EVERY and "SIPHON" not in EVERY


def test_present_names_the_fields_a_card_sets_off_their_default():
    present = present_facts(
        [PlayFacts("Siphon", "event", "runner", siphon=5), PlayFacts("Wall", "ice", "corp", strength=0)]
    )
    assert {"name", "type", "side", "siphon"} <= present
    assert "strength" not in present  # 0 is the default: no card sets it
    assert "weakens" not in present


def test_a_dealt_game_knows_its_cards_facts(match):
    game = new_game(match, "standard", "present:0")
    assert game.present == present_facts(list(match.facts.values()))
    assert "siphon" not in game.present  # the fixture decks have no Account Siphon: its hooks are skipped


def test_a_game_ends_the_same_with_every_fact_taken_as_present(match):
    for i in range(12):
        gated = new_game(match, "standard", f"present:{i}")
        full = new_game(match, "standard", f"present:{i}")
        full.present = EVERY
        assert play(gated) == play(full)
        assert gated.rng.getstate() == full.rng.getstate()


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped content with NetrunnerDB's card data imported (its facts set most fields)."""
    if not (SHARED_CARDS / "pack").is_dir():
        pytest.skip("needs NetrunnerDB card data beside the checkout (../shared/netrunner-cards-json)")
    dst = copy_content(tmp_path_factory.mktemp("present") / "content")
    r = run_cli("import", "cards", str(SHARED_CARDS), "--content", str(dst))
    assert r.code == 0, r.err
    return dst


@pytest.mark.slow  # about 25 s of CPU: 92 dealt matchups
def test_every_sample_matchup_plays_the_same_with_its_gates(imported):
    # The real decklists set facts the fixture decks never do: a gate written before a hook
    # grew a second fact (Border Control in `approached`) skips it only in these games.
    from nrprint.model.project import Project
    from nrprint.simulate.match import build_match

    project = Project(imported)
    for key, corp, runner in pairings():
        for ai, deck, versus in (("corp", corp, runner), ("runner", runner, corp)):
            m = build_match(project, ai, deck, versus, rules=rules())
            for i in range(2):
                gated = new_game(m, "standard", f"present:{key}:{i}")
                full = new_game(m, "standard", f"present:{key}:{i}")
                full.present = EVERY
                assert play(gated) == play(full), f"{key}, {ai} AI, game {i}"
