"""Every matchup of the shipped real decklists (nrprint/samples/decklists/pairings.tsv)
plays through ``nrprint automa simulate``, with each side as the AI: the Corp list dealt
into the Corp AI against the Runner list, and the other way round. A matchup the engine
cannot deal or play fails here with its name. Needs the real card data
(../shared/netrunner-cards-json); skipped without it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from nrprint.simulate.effects.samples import pairings
from tests.cards.conftest import SHARED_CARDS
from tests.conftest import CONTENT, run_cli

pytestmark = pytest.mark.skipif(
    not (SHARED_CARDS / "pack").is_dir(),
    reason="needs NetrunnerDB card data beside the checkout: git clone https://github.com/NetrunnerDB/netrunner-cards-json ../shared/netrunner-cards-json",
)
GAMES = 2


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dst = tmp_path_factory.mktemp("samples") / "content"
    shutil.copytree(CONTENT, dst)
    r = run_cli("import", "cards", str(SHARED_CARDS), "--content", str(dst))
    assert r.code == 0, r.err
    return dst


@pytest.mark.parametrize(("key", "corp", "runner"), pairings(), ids=[k for k, _, _ in pairings()])
def test_each_sample_matchup_plays_with_either_side_as_the_ai(key: str, corp: Path, runner: Path, content):
    for ai, deck, versus in (("corp", corp, runner), ("runner", runner, corp)):
        r = run_cli(
            "automa", "simulate", str(deck), "--versus", str(versus), "--games", str(GAMES),
            "--content", str(content), "--json",
        )  # fmt: skip
        assert r.code == 0, f"{key} ({ai} AI): {r.err}"
        doc = json.loads(r.out)
        assert doc["ai"] == ai
        standard = doc["difficulties"]["standard"]
        assert standard["games"] == GAMES and sum(standard["ends"].values()) == GAMES
