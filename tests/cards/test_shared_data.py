"""The real card data (../shared/netrunner-cards-json): two current Standard decks prepare
with --strict, and every economy decision in them is one a player would agree with.
Skipped when the data is not beside the checkout."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cards.conftest import SHARED_CARDS, make_deck_content
from tests.conftest import REPO, run_cli

pytestmark = pytest.mark.skipif(
    not (SHARED_CARDS / "pack").is_dir(),
    reason=f"needs NetrunnerDB's card data: git clone https://github.com/NetrunnerDB/netrunner-cards-json {SHARED_CARDS}",
)
DECKS = REPO / "tests" / "fixtures" / "decklists"

# Card → economy, as a player reads the card (the rulebook: gains credits, or lowers or
# pays costs). Runner: events and resources decide the EC deck.
RUNNER_ECONOMY = {
    "Sure Gamble": True,  # gain credits
    "Embezzle": True,  # gains credits for the cards it trashes
    "Dirty Laundry": True,  # gain credits after the run
    "Overclock": True,  # credits to spend during the run
    "Diesel": False,  # draws cards
    "Paladin Poemu": True,  # hosted credits pay for installs
    "Telework Contract": True,  # credits taken from the card
    "Earthrise Hotel": False,  # draws cards
    'Rene "Loup" Arcemont': True,  # gains a credit when trashing accessed cards
}
# Corp with the Stratagem deck: operations and upgrades that make money stay out of ST.
CORP_ECONOMY = {
    "Hedge Fund": True,
    "Seamless Launch": False,  # advancement counters, no credits
    "Predictive Planogram": True,  # one mode gains credits
    "Hansei Review": True,
    "Business As Usual": False,
    "Manegarm Skunkworks": False,  # the Runner pays, not the Corp gains
    "Anoetic Void": False,  # costs the Corp credits
}


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:

    dst = make_deck_content(tmp_path_factory.mktemp("shared") / "content")
    r = run_cli("import", "cards", str(SHARED_CARDS), "--content", str(dst))
    assert r.code == 0, r.err
    assert int(r.out.split()[1]) > 2000
    return dst


def _piles(deck: str, content: Path, *extra: str) -> dict[str, set[str]]:
    r = run_cli(
        "automa",
        "prepare",
        str(DECKS / deck),
        "--content",
        str(content),
        "--seed",
        "5",
        "--strict",
        "--json",
        "--no-pdf",
        *extra,
    )
    assert r.code == 0, r.err
    doc = json.loads(r.out)
    assert [d for d in doc["diagnostics"] if d["code"].startswith("DECK2")] == []
    return {p["pile"]: {c["name"] for c in p["cards"]} for p in doc["piles"]}


def test_standard_runner_deck(content: Path):
    piles = _piles("standard-runner.txt", content)
    economy = piles["EC"]
    for name, econ in RUNNER_ECONOMY.items():
        assert (name in economy) is econ, name


def test_standard_corp_deck_with_stratagem(content: Path):
    piles = _piles("standard-corp.txt", content, "--stratagem")
    everything = set().union(*piles.values())
    for name, econ in CORP_ECONOMY.items():
        assert name in everything, name
        if econ:
            assert name not in piles["ST"], name


def test_corp_agendas_have_known_advancement(content: Path):
    r = run_cli(
        "automa",
        "prepare",
        str(DECKS / "standard-corp.txt"),
        "--content",
        str(content),
        "--seed",
        "5",
        "--json",
        "--no-pdf",
    )
    top = json.loads(r.out)["highest_advancement"]
    assert top["value"] == 5 and top["unknown"] == []


def test_explain_paladin_poemu(content: Path):
    r = run_cli("cards", "explain", "Paladin Poemu", "--content", str(content))
    assert r.code == 0 and "economy yes, rule hosted-credits" in r.out
