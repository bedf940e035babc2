"""``Game.present``: a game dealt by ``new_game`` knows which PlayFacts fields its cards
set, and a card hook whose fact no card sets returns at once (the gates
``"<fact>" not in game.present`` in the hooks). A gate must change no game: played with
every fact taken as present (``state.EVERY``, as a test's hand-built game is), each game
of a seed ends the same, with the generator in the same state."""

from __future__ import annotations

import dataclasses
import re

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.game import play
from nrprint.simulate.setup import new_game, present_facts
from nrprint.simulate.state import EVERY
from tests.conftest import REPO
from tests.simulate import test_determinism

match = test_determinism.match  # the fixture: both pairings of the fixture decklists

GATE = re.compile(r'"([a-z_]+)" (?:not )?in game\.present')


def test_every_gated_name_is_a_play_fact():
    # a misspelt gate would skip its hook in every dealt game, and no hand-built test game sees it
    fields = {f.name for f in dataclasses.fields(PlayFacts)}
    sources = (REPO / "nrprint" / "simulate").rglob("*.py")
    gated = {name for path in sources for name in GATE.findall(path.read_text(encoding="utf-8"))}
    assert len(gated) >= 10, gated  # the pattern still finds the gates
    assert gated <= fields, sorted(gated - fields)


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
