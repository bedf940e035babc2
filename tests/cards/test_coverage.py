"""Coverage of card uses: a card counts as fully modelled only when the engine plays
every fact it carries; the shipped real decklists parse and their matchups name them.
The figures on the real card data (../shared/netrunner-cards-json) are checked against
a count made here from the decklists; skipped without the data."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.deckprep.decklist import read_decklist
from nrprint.model.playfacts import PlayFacts
from nrprint.model.standins import stand_in
from nrprint.simulate.effects.coverage import status
from nrprint.simulate.effects.samples import pairings, sample_files
from tests.cards.conftest import SHARED_CARDS, make_deck_content
from tests.conftest import assert_no_crash, run_cli


def _facts(type_: str, **values) -> PlayFacts:
    side = "runner" if type_ in ("program", "hardware", "resource", "event") else "corp"
    return PlayFacts(name="Test", type=type_, side=side, source="imported card data", **values)


def test_a_card_whose_facts_the_engine_plays_is_fully_modelled():
    assert status(_facts("operation", cost=5, gain=9)).full
    assert status(_facts("ice", cost=1, strength=1, subs=("net", "etr"), damage=2)).full
    assert status(_facts("ice", cost=3, subs=("lose-click", "etr-pay"), pay=1, encounter="etr-pay")).full
    assert status(_facts("agenda", points=2, advancement=4, gain=7)).full
    assert status(_facts("resource", cost=1, click_gain=2, hosted=12)).full
    assert status(_facts("ice", cost=0, subs=("etr-pay",), pay=1, encounter="gain-credits", gain=1)).full
    assert status(_facts("event", cost=2, gain=5, run_server="any", gain_after_run=True)).full


@pytest.mark.parametrize(
    ("facts", "why"),
    [
        (_facts("agenda", points=2, advancement=3, draw=1), "draw"),  # a card drawn on score: not played
        (_facts("ice", cost=1, subs=("etr",), encounter="trash-program"), "encounter (trash-program)"),
        (_facts("event", cost=0, gain=2, gain_after_run=True), "gain_after_run"),  # no run_server: no run
        (_facts("hardware", cost=2, extra_clicks=1), "extra_clicks"),  # a rig card gives no clicks
        (_facts("event", cost=0, tags=1), "tags"),  # events give no tags
    ],
)
def test_a_fact_the_engine_does_not_play_makes_the_card_not_fully_modelled(facts, why):
    st = status(facts)
    assert not st.full
    assert why in st.why


def test_a_stand_in_or_a_card_with_text_left_out_is_not_fully_modelled():
    assert not status(stand_in("Unknown", "event", "runner")).full
    assert not status(_facts("event", gain=3, modelled=False, stand_in="no run is made")).full


def test_the_shipped_decklists_parse_and_their_matchups_name_them():
    files = sample_files()
    assert len(files) == 92
    decks = {f.name: read_decklist(f, f.name) for f in files}
    assert all(d.identity and not d.warnings for d in decks.values())
    rows = pairings()
    assert len(rows) == 46
    for _key, corp, runner in rows:
        assert decks[corp.name].side.value == "corp"
        assert decks[runner.name].side.value == "runner"
    paired = {p.name for _, c, r in rows for p in (c, r)}
    assert paired == set(decks)


needs_data = pytest.mark.skipif(
    not (SHARED_CARDS / "pack").is_dir(),
    reason="needs NetrunnerDB card data beside the checkout: git clone https://github.com/NetrunnerDB/netrunner-cards-json ../shared/netrunner-cards-json",
)


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dst = make_deck_content(tmp_path_factory.mktemp("coverage") / "content")
    assert run_cli("import", "cards", str(SHARED_CARDS), "--content", str(dst)).code == 0
    return dst


@needs_data
def test_every_card_of_the_shipped_decklists_is_a_netrunnerdb_title(content: Path):
    from nrprint.cards.store import load_index

    index = load_index(content)
    for f in sample_files():
        deck = read_decklist(f, f.name)
        for name in [deck.identity, *(e.name for e in deck.entries)]:
            card = index.find(name)
            assert card is not None and card["title"] == name, f"{f.name}: {name}"


@needs_data
def test_the_coverage_report_counts_every_use_of_the_shipped_decklists(content: Path):
    r = run_cli("cards", "coverage", "--content", str(content), "--top", "5000")
    assert r.code == 0, r.err
    decks = [read_decklist(f, f.name) for f in sample_files()]
    head, listed = r.out.split("most used cards")
    cards = [line.split(None, 3) for line in listed.splitlines()[1:]]
    full = {rest.split(" — ")[0] for _n, yes, _type, rest in cards if yes == "yes"}
    assert len(cards) == int(head.splitlines()[0].split(", ")[-1].split()[0])  # every card listed
    # Recount each decklist's fully modelled uses from the cards' statuses.
    rows = [line for line in head.splitlines() if line.strip().endswith(".txt")]
    assert len(rows) == 92
    total = 0
    for line, deck in zip(rows, decks, strict=True):
        mine = sum(e.count for e in deck.entries if e.name in full)
        assert line.split()[2] == f"{mine}/{deck.size}" and line.endswith(deck.path)
        assert f"{100 * mine / deck.size:5.1f} %" in line
        total += mine
    uses = sum(d.size for d in decks)
    assert head.startswith(f"card uses fully modelled: {total} of {uses} (")
    # Hedge Fund (gain, cost) is played whole; Mumba Temple's credits (for rezzing only) are not.
    assert "Hedge Fund" in full and "Mumba Temple" not in full
    assert (
        len(run_cli("cards", "coverage", "--content", str(content)).out.split("most used")[1].splitlines())
        == 51
    )


@needs_data
def test_a_broken_decklist_is_reported_with_its_line(content: Path, tmp_path: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text("Some Identity\n\nEvent (1)\n1x Sure Gamble [shiny]\n", encoding="utf-8")
    r = run_cli("cards", "coverage", str(bad), "--content", str(content))
    assert_no_crash(r, 1)
    assert "bad.txt:4:" in r.err and "DECK007" in r.err
