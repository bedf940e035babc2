"""Play facts: each rule on small cards written for the tests, the card-facts file's
``play:`` entries against the real card data, their validation, the precedence of the
sources, and ``nrprint cards explain``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from nrprint.cards.names import CardIndex
from nrprint.cards.play import PLAY_FIELDS, RULES, derive, to_facts
from nrprint.diagnostics import ContentError
from nrprint.model.deckprep import CardFact, CardFacts, PlayEntry
from nrprint.model.playfacts import PlayFacts
from nrprint.simulate.lookup import FactsSource
from tests.cards.conftest import make_deck_content
from tests.conftest import CONTENT, REPO, assert_no_crash, run_cli

SHARED = Path(__file__).parents[3] / "shared" / "netrunner-cards-json"
DECKS = REPO / "tests" / "fixtures" / "decklists"
REFERENCE = ("standard-corp.txt", "runner-core.txt", "standard-runner.txt", "corp-auco.txt")


def card(text: str, type_: str = "event", side: str = "runner", **extra: Any) -> dict[str, Any]:
    return {"code": "99001", "title": extra.pop("title", "Test Card"), "side_code": side, "type_code": type_,
            "text": text, **extra}  # fmt: skip


def play(text: str, type_: str = "event", side: str = "runner", **extra: Any) -> dict[str, Any]:
    return derive(card(text, type_, side, **extra))


def rule_of(facts: dict[str, Any], field: str) -> str:
    return facts["rules"][field][0]


# --- numbers from the JSON fields -------------------------------------------------------------


def test_numbers_come_from_the_json_fields():
    ice = play("[subroutine] End the run.", "ice", "corp", cost=4, strength=3, keywords="Sentry - AP")
    assert (ice["cost"], ice["strength"], ice["subtypes"]) == (4, 3, ["sentry", "ap"])
    assert rule_of(ice, "cost") == "card-cost" and ice["rules"]["cost"][1] == "cost 4"
    agenda = play("", "agenda", "corp", advancement_cost=4, agenda_points=2)
    assert (agenda["advancement"], agenda["points"]) == (4, 2) and "cost" not in agenda
    prog = play("", "program", cost=2, memory_cost=1)
    assert prog["memory"] == 1 and rule_of(prog, "memory") == "card-memory"
    asset = play("", "asset", "corp", cost=0, trash_cost=0)
    assert asset["trash_cost"] == 0 and "cost" not in asset  # 0: the default, its rule kept
    assert rule_of(asset, "cost") == "card-cost"
    ident = play("", "identity", base_link=1)
    assert ident["link"] == 1


def test_a_variable_cost_or_strength_is_not_modelled():
    facts = play("[subroutine] End the run.", "ice", "corp", cost=None, strength=None)
    assert facts["modelled"] is False and "variable" in facts["stand_in"]


def test_result_is_plain_json_of_non_default_fields():
    facts = play("Gain 4[credit]. Draw 2 cards.", cost=1)
    assert json.loads(json.dumps(facts)) == facts
    assert set(facts) == {"cost", "gain", "draw", "rules"}
    assert facts["gain"] == 4 and facts["draw"] == 2 and rule_of(facts, "gain") == "play-effect"


# --- text rules -----------------------------------------------------------------------------------


def test_subroutines_by_kind_in_order():
    text = "\n".join(
        f"[subroutine] {s}"
        for s in (
            "End the run.",
            "Do 2 net damage.",
            "Do 2 meat damage.",  # one damage field: equal amounts are played as printed
            "Give the Runner 1 tag.",
            "Trash 1 program.",
            "The Runner loses 3[credit].",
            "Gain 2[credit].",
        )
    )
    facts = play(text, "ice", "corp", cost=3, strength=2)
    assert facts["subs"] == ["etr", "net", "meat", "tag", "trash-program", "lose-credits", "gain-credits"]
    assert facts["damage"] == 2 and facts["tags"] == 1
    assert "modelled" not in facts and rule_of(facts, "subs") == "subroutine"


def test_an_unknown_subroutine_is_other_and_not_modelled():
    facts = play("[subroutine] Shuffle the stack.\n[subroutine] End the run.", "ice", "corp", cost=1)
    assert facts["subs"] == ["other", "etr"] and facts["modelled"] is False
    assert "other" in facts["stand_in"]


def test_encounter_effect_as_a_sub_kind():
    text = "When the Runner encounters this ice, end the run unless the Runner pays 2[credit].\n[subroutine] End the run."
    facts = play(text, "ice", "corp", cost=2, strength=1)
    assert facts["encounter"] == "etr-pay" and rule_of(facts, "encounter") == "on-encounter"
    assert facts["pay"] == 2 and "modelled" not in facts  # the way out is paying (effects.subroutines)
    other = play(
        "When the Runner encounters this ice, end the run unless the Runner takes 1 tag.", "ice", "corp"
    )
    assert other["encounter"] == "etr" and other["modelled"] is False  # the way out is not read


def test_breaker_break_and_pump():
    text = (
        "Interface → <strong>2[credit]:</strong> Break up to 3 <strong>barrier</strong> subroutines.\n"
        "<strong>2[credit]:</strong> +3 strength."
    )
    facts = play(text, "program", cost=3, strength=1, memory_cost=1, keywords="Icebreaker - Fracter")
    assert (facts["breaks"], facts["break_cost"], facts["break_count"]) == ("barrier", 2, 3)
    assert (facts["pump_cost"], facts["pump"]) == (2, 3) and "modelled" not in facts
    assert rule_of(facts, "breaks") == "breaks" and rule_of(facts, "pump") == "pump"


def test_ai_breaker_breaks_any():
    facts = play("Interface → 1[credit]: Break 1 subroutine.", "program", keywords="Icebreaker - AI")
    assert facts["breaks"] == "any"


def test_an_unconditional_break_ability_wins_over_a_conditional_one():
    text = (
        "Interface → 0[credit]: Break 1 sentry subroutine. Use this only on the first day of the month.\n"
        "Interface → 3[credit]: Break up to 2 sentry subroutines."
    )
    facts = play(text, "program", keywords="Icebreaker - Killer")
    assert (facts["break_cost"], facts["break_count"]) == (3, 2) and facts["modelled"] is False


def test_pump_of_x_is_taken_as_one():
    facts = play("1[credit]: +X strength. X is the number of cards in your grip.", "program")
    assert "pump" not in facts and rule_of(facts, "pump") == "pump"  # 1: the default
    assert facts["modelled"] is False and "X strength" in facts["stand_in"]


def test_click_gain_and_draw_of_an_installed_card():
    facts = play("[click]: Gain 1[credit] and draw 1 card.", "resource", cost=3)
    assert (facts["click_gain"], facts["draw"]) == (1, 1) and rule_of(facts, "click_gain") == "click-ability"


def test_hosted_credits_taken_by_click():
    text = "When you install this resource, load 6[credit] onto it. When it is empty, trash it.\n[click]: Take 2[credit] from this resource."
    facts = play(text, "resource", cost=0)
    assert (facts["hosted"], facts["click_gain"]) == (6, 2) and "modelled" not in facts
    other = play("Place 8[credit] on Piggy Bank when it is installed.", "resource", title="Piggy Bank")
    assert other["hosted"] == 8 and rule_of(other, "hosted") == "on-install"


def test_drip_at_the_start_of_the_turn():
    assert play("When your turn begins, take 2[credit] from this asset.", "asset", "corp")["drip"] == 2
    assert play("When your turn begins, gain 1[credit].", "resource")["drip"] == 1
    facts = play("2[recurring-credit]\nYou can spend hosted credits to install programs.", "hardware")
    assert facts["drip"] == 2 and facts["modelled"] is False  # spent on anything


def test_memory_link_clicks_tags_damage_tokens():
    assert play("+2[mu]", "hardware")["memory_bonus"] == 2
    assert play("+1[link]", "hardware")["link"] == 1
    assert play("Gain [click][click].", "operation", "corp")["extra_clicks"] == 2
    assert play("Give the Runner 2 tags.", "operation", "corp")["tags"] == 2
    assert play("When you score this agenda, do 3 meat damage.", "agenda", "corp")["damage"] == 3
    assert play("When you score this agenda, gain 4[credit].", "agenda", "corp")["gain"] == 4
    each = play("Place 1 advancement counter on each of up to 3 installed cards.", "operation", "corp")
    assert each["place_tokens"] == 3
    assert play("Place 2 advancement counters on 1 installed card.", "operation", "corp")["place_tokens"] == 2
    assert play("When you rez this asset, draw 2 cards.", "asset", "corp")["rez_draw"] == 2


def test_a_choice_plays_its_first_mode():
    facts = play(
        "Resolve 1 of the following:<ul><li>Gain 4[credit].</li><li>Draw 5 cards.</li></ul>", "operation"
    )
    assert facts["gain"] == 4 and "draw" not in facts
    assert facts["modelled"] is False and "first mode" in facts["stand_in"]


def test_a_run_event_gains_without_the_run():
    facts = play("Run a remote server. If successful, gain 3[credit].", cost=1)  # HQ is read: run-server
    assert facts["gain"] == 3 and rule_of(facts, "gain") == "after-run"
    assert facts["modelled"] is False and "no run" in facts["stand_in"]


def test_unknown_text_is_not_modelled_and_says_so():
    facts = play("Gain 2[credit]. Swap your grip with the Corp's hand.", cost=0)
    assert facts["gain"] == 2 and facts["modelled"] is False
    assert facts["rules"]["modelled"][0] == "unknown-text"
    assert "swap your grip" in facts["rules"]["modelled"][1]
    assert facts["stand_in"]


def test_reminder_text_and_limits_are_no_gap():
    assert "modelled" not in play("Gain 2[credit]. <em>(A reminder of a rule.)</em>", cost=0)
    assert "modelled" not in play("+1[mu]\nLimit 1 <strong>console</strong> per player.", "hardware", cost=1)


def test_trasher_resources():
    assert play("[click]: You may trash 1 rezzed card.", "resource")["trasher"] is True
    assert "trasher" not in play("When it is empty, trash it.", "resource")
    assert "trasher" not in play("[click]: You may trash 1 rezzed card.", "event")


def test_every_rule_says_what_it_reads():
    for name, (says, fn) in RULES.items():
        assert says and fn.__doc__, name


def test_to_facts_and_the_card_facts_model_agree_on_fields():
    model = set(PlayEntry.model_fields) - {"corrected"}
    assert model == set(PLAY_FIELDS) - {"advancement"}
    facts = to_facts(
        "Test Card", "event", "runner", play("Gain 4[credit].", cost=1), source="imported card data"
    )
    assert isinstance(facts, PlayFacts) and (facts.cost, facts.gain) == (1, 4)
    assert facts.evidence["gain"].startswith("play-effect") and facts.source == "imported card data"


# --- the card-facts file -----------------------------------------------------------------------


def _facts(text: str, tmp_path: Path) -> Path:
    (tmp_path / "automa").mkdir(parents=True, exist_ok=True)
    (tmp_path / "automa" / "card-facts.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_typo_in_play_is_reported_with_file_and_line(tmp_path: Path):
    content = _facts(
        "version: 1\ncards:\n  - {name: Test Ice, side: corp, type: ice, play: {cost: 2, subs: [etr]}}\n"
        "  - {name: Other Ice, side: corp, type: ice,\n     play: {cots: 2}}\n",
        tmp_path,
    )
    with pytest.raises(ContentError) as err:
        FactsSource.from_content(content)
    shown = [d.format() for d in err.value.diagnostics]
    assert any("card-facts.yaml:5:" in s and "SCHEMA001" in s and "cots" in s for s in shown), shown
    r = run_cli("check", "--content", str(content))
    assert "card-facts.yaml:5:" in r.out + r.err


def test_a_bad_sub_kind_is_refused(tmp_path: Path):
    content = _facts(
        "version: 1\ncards:\n  - {name: Test Ice, side: corp, type: ice, play: {subs: [zap]}}\n", tmp_path
    )
    with pytest.raises(ContentError) as err:
        FactsSource.from_content(content)
    assert "card-facts.yaml:3:" in err.value.diagnostics[0].format()


# --- where the facts come from ----------------------------------------------------------------


def _index(*cards: dict[str, Any]) -> CardIndex:
    return CardIndex.build(
        [
            {"code": f"9900{i}", "title": c["title"], "side": c["side_code"], "type": c["type_code"],
             "economy": c.get("economy", False), "advancement": c.get("advancement_cost"), "titles": {},
             "play": derive(c)}
            for i, c in enumerate(cards)
        ]
    )  # fmt: skip


def test_facts_source_precedence():
    facts = CardFacts(
        cards=[
            CardFact(
                name="Filed Card", side="runner", type="event", economy=True, play=PlayEntry(cost=2, gain=6)
            ),
            CardFact(name="Listed Card", side="corp", type="agenda", advancement=5),
        ]
    )
    index = _index(
        card("Gain 1[credit].", title="Filed Card", cost=9),
        card("", "agenda", "corp", title="Listed Card", advancement_cost=3, agenda_points=2),
        card("Gain 3[credit].", title="Data Card", cost=1, economy=True),
    )
    source = FactsSource(facts, index)
    filed = source.get("filed card", "event", "runner")
    assert (filed.source, filed.cost, filed.gain, filed.economy) == ("card-facts file", 2, 6, True)
    listed = source.get("Listed Card", "agenda", "corp")
    assert listed.source == "imported card data"
    assert (listed.points, listed.advancement) == (2, 5)  # advancement from the card-facts entry
    data = source.get("Data Card", "event", "runner")
    assert (data.source, data.gain, data.economy) == ("imported card data", 3, True)
    unknown = source.get("No Such Card", "ice", "corp")
    assert unknown.source == "stand-in" and unknown.modelled is False
    assert source.get("Filed Card", "event", "runner") is filed  # cached
    bare = FactsSource(None, None).get("Filed Card", "event", "runner")
    assert bare.source == "stand-in"
    only_file = FactsSource(facts, None).get("Listed Card", "agenda", "corp")
    assert only_file.source == "stand-in" and only_file.advancement == 5


def test_shipped_play_entries_load():
    source = FactsSource.from_content(CONTENT)
    blade = source.get("Gordian Blade", "program", "runner")
    assert (blade.source, blade.breaks, blade.cost, blade.strength) == ("card-facts file", "code gate", 4, 2)


def test_import_stores_play_facts(card_data: Path, deck_content: Path):
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    doc = json.loads((deck_content / "cards" / "cards.json").read_text(encoding="utf-8"))
    assert doc["format"] == 2
    by_title = {c["title"]: c for c in doc["cards"]}
    assert by_title["Windfall Job"]["play"]["gain"] == 7
    assert by_title["Budget Ice"]["play"]["subs"] == ["etr"]
    r = run_cli("cards", "explain", "Budget Ice", "--content", str(deck_content))
    assert r.code == 0 and "subs: etr — rule subroutine" in r.out, r.out
    assert "here the imported card data" in r.out


def test_an_import_of_format_1_asks_to_import_again(deck_content: Path):
    (deck_content / "cards").mkdir()
    (deck_content / "cards" / "cards.json").write_text('{"format": 1, "cards": []}', encoding="utf-8")
    r = run_cli("cards", "explain", "Hedge Fund", "--content", str(deck_content))
    assert_no_crash(r, 1)
    assert "import again" in r.err


# --- the real card data ------------------------------------------------------------------------

needs_shared = pytest.mark.skipif(
    not (SHARED / "pack").is_dir(),
    reason=f"needs NetrunnerDB's card data: git clone https://github.com/NetrunnerDB/netrunner-cards-json {SHARED}",
)


@pytest.fixture(scope="module")
def shared_index() -> CardIndex:
    if not (SHARED / "pack").is_dir():
        pytest.skip(
            f"needs NetrunnerDB's card data: git clone https://github.com/NetrunnerDB/netrunner-cards-json {SHARED}"
        )
    from nrprint.cards.importer import derive as derive_all
    from nrprint.cards.source import load

    imported = derive_all(load(SHARED, str(SHARED)))
    assert not imported.errors
    return CardIndex.build(imported.cards)


@needs_shared
def test_committed_play_entries_agree_with_the_rules(shared_index: CardIndex):
    from nrprint.model.project import Project

    project = Project(CONTENT, display_path="content")
    entries = [f for f in project.get("card-facts").cards if f.play is not None]
    assert len(entries) > 60
    wrong = []
    for entry in entries:
        data = shared_index.find(entry.name)
        assert data is not None, entry.name
        derived = {k: v for k, v in data["play"].items() if k not in ("rules", "advancement")}
        given = entry.play.values()
        blank = PlayEntry()
        for key in set(derived) | set(given):
            if key in entry.play.corrected:
                continue
            theirs = derived.get(key, getattr(blank, key))
            ours = given.get(key, getattr(blank, key))
            if (list(theirs) if isinstance(theirs, list | tuple) else theirs) != (
                list(ours) if isinstance(ours, list | tuple) else ours
            ):
                wrong.append(f"{entry.name}: {key} is {ours!r} in the file, {theirs!r} by the rules")
        if data["advancement"] is not None and entry.advancement is not None:
            assert data["advancement"] == entry.advancement, entry.name
    assert wrong == []


@needs_shared
def test_every_reference_deck_card_has_play_facts(shared_index: CardIndex):
    from nrprint.deckprep.decklist import read_decklist

    source = FactsSource.from_content(CONTENT)
    missing = []
    for deck_name in REFERENCE:
        deck = read_decklist(DECKS / deck_name, deck_name)
        for e in deck.entries:
            data = shared_index.find(e.name)
            if data is not None and data["type"] != e.type.value:
                continue  # listed under another type than the card's (an identity as a resource)
            facts = source.get(e.name, e.type.value, deck.side.value)
            if facts.source != "card-facts file":
                missing.append(f"{deck_name}: {e.name}")
    assert missing == []


@needs_shared
def test_explain_gordian_blade(tmp_path: Path):
    content = make_deck_content(tmp_path / "content")
    assert run_cli("import", "cards", str(SHARED), "--content", str(content)).code == 0
    r = run_cli("cards", "explain", "Gordian Blade", "--content", str(content))
    assert r.code == 0, r.err
    assert "here the card-facts file" in r.out
    assert "breaks: code gate — the card-facts file" in r.out and "memory: 1" in r.out
    # Without the file's entry, the imported data decides, with the rule and its words.
    (content / "automa" / "card-facts.yaml").unlink()
    r = run_cli("cards", "explain", "Gordian Blade", "--content", str(content))
    assert r.code == 0, r.err
    assert "here the imported card data" in r.out
    assert "breaks: code gate — rule breaks" in r.out and "break 1 code gate subroutine" in r.out
    assert "pump cost: 1 — rule pump" in r.out and "strength: 2 — rule card-strength" in r.out
