"""Every multiplayer rules-model check fires on a broken fixture, at the right line;
the shipped content passes (its only findings are the house-rule warnings)."""

from __future__ import annotations

import pytest

from nrprint.model.project import Project
from tests.conftest import edit
from tests.multiplayer.conftest import mp_check

HOUSE = "multiplayer/houserules.yaml"
RULES = "multiplayer/rules.yaml"
LONG = " ".join(["Long rule text that keeps going."] * 40)

# (name, file, old, new, code, marker): the diagnostic must be in ``marker = (file, text)``
# on the line where ``text`` is found (None: the edited file, on the line of the edit).
BROKEN = [
    ("odd players", HOUSE, "player_counts: [4, 6, 8]", "player_counts: [4, 5, 8]", "MPP001", None),
    ("too few players", HOUSE, "player_counts: [4, 6, 8]", "player_counts: [2]", "MPP001", None),
    ("not a number", HOUSE, "s2a_spent: 1 ", "s2a_spent: two ", "MPH001", None),
    ("bad choice", HOUSE, "fast_boot_rounding: down", "fast_boot_rounding: nearest", "MPH001", None),
    ("unknown house key", HOUSE, "s2a_spent: 1 ", "s2a_spnt: 1 ", "MPH002", None),
    (
        "lost value without house rule",
        HOUSE,
        "  a2s_received: 1",
        "  # removed",
        "MPV002",
        (RULES, "[[a2s_received|bit]] (laundering"),
    ),
    (
        "count beside a noun",
        RULES,
        "its Agent gains [[s2a_received|bit]]",
        "its Agent gains [[s2a_received]] bits",
        "MPN001",
        None,
    ),
    (
        "meaning begins with a noun",
        RULES,
        'what: {en: "[[s2a_spent|bit]] the Sponsor pays',
        'what: {en: "bits the Sponsor pays',
        "MPN001",
        None,
    ),
    (
        "unknown noun",
        RULES,
        "son Agent reçoit [[s2a_received|bit]]",
        "son Agent reçoit [[s2a_received|bits]]",
        "MPN002",
        None,
    ),
    ("french lacks a plural form", RULES, 'fr: "bit|de bits|bits"', 'fr: "bit|bits"', "MPN002", None),
    ("unknown amount", RULES, "+[[ice_bonus]] strength", "+[[ice_bonos]] strength", "MPV003", None),
    (
        "rule without provenance",
        RULES,
        "        source: {seed: 000_ec9e0cf93cef1cd5.txt, section: Deckbuilding}\n",
        "",
        "MPR001",
        (RULES, '- text:\n          en: "Build decks by the normal rules'),
    ),
    ("unknown section", RULES, "section: Deckbuilding}", "section: Deck building}", "MPR002", None),
    (
        "unknown seed",
        RULES,
        "{seed: 000_ec9e0cf93cef1cd5.txt, section: Deckbuilding}",
        "{seed: 009_nowhere.txt, section: Deckbuilding}",
        "MPR002",
        None,
    ),
    ("agents first", RULES, "first_round: [sponsor, agent]", "first_round: [agent, sponsor]", "MPT001", None),
    ("team of two sponsors", RULES, "team: [sponsor, agent]", "team: [sponsor, sponsor]", "MPT001", None),
    (
        "example disagrees with rate",
        HOUSE,
        "example_agent_gains: 4",
        "example_agent_gains: 5",
        "MPE001",
        None,
    ),
    (
        "french drops an amount",
        RULES,
        "son Agent reçoit [[s2a_received|bit]]",
        "son Agent reçoit deux bits",
        "MPL001",
        None,
    ),
    (
        "rule repeats the order label",
        RULES,
        'en: "Sponsors open the game',
        'en: "First round: Sponsors open the game',
        "MPX005",
        None,
    ),
    (
        "rule repeats a rule",
        RULES,
        'en: "These are guidelines: adapt them to your table."',
        'en: "Sit in team order round one table: Sponsor 1, Agent 1, Sponsor 2, Agent 2, and so on."',
        "MPX005",
        None,
    ),
    (
        "section without a name",
        RULES,
        '  "Handling Tags": {en: "Handling Tags", fr: "Gérer les tags", de: "Umgang mit Tags", de_src: "217334b6", fr_src: "217334b6"}\n',
        "",
        "MPX006",
        (RULES, "section: Handling Tags}"),
    ),
    (
        "text overflows",
        RULES,
        "These are guidelines: adapt them to your table.",
        LONG,
        "MPX001",
        (RULES, 'title: {en: "Teams and seating"'),
    ),
]


@pytest.mark.parametrize(("name", "file", "old", "new", "code", "marker"), BROKEN, ids=[b[0] for b in BROKEN])
def test_check_fires_at_line(mp_content, name, file, old, new, code, marker):
    line = edit(mp_content / file, old, new)
    if marker is not None:
        file, needle = marker
        text = (mp_content / file).read_text(encoding="utf-8")
        line = text[: text.index(needle)].count("\n") + 1
    diags = mp_check(mp_content)
    hits = [d for d in diags if d.code == code]
    assert hits, f"{code} did not fire; got {[d.format() for d in diags if d.severity == 'error']}"
    assert any(d.line == line and d.path == f"content/{file}" for d in hits), [d.format() for d in hits]


def test_fast_boot_rounding_must_be_printed(mp_content):
    """MPF001: a card that no longer prints the rounding (in either language)."""
    edit(mp_content / RULES, "at half strength, [[fast_boot_rounding]].", "at half strength.")
    edit(mp_content / RULES, "à demi-force, [[fast_boot_rounding]].", "à demi-force.")
    hits = [d for d in mp_check(mp_content) if d.code == "MPF001"]
    assert {d.message.split()[1] for d in hits} == {"en", "fr"}
    text = (mp_content / RULES).read_text(encoding="utf-8")
    # Reported at the amount's definition (its first key, the line after the name).
    assert hits[0].line == text[: text.index("  fast_boot_rounding:\n")].count("\n") + 2


def test_fast_boot_rounding_needs_a_value(mp_content):
    edit(mp_content / HOUSE, "  fast_boot_rounding: down", "")
    codes = {d.code for d in mp_check(mp_content)}
    assert {"MPF001", "MPV002"} <= codes


def test_missing_houserules_file_is_an_error_per_lost_value(mp_content):
    (mp_content / HOUSE).unlink()
    errors = [d for d in mp_check(mp_content) if d.code == "MPV002"]
    # Every lost amount (trading rates 4, example 4, rounding 1), in each language.
    assert len({d.message.split()[3] for d in errors}) == 9
    assert len(errors) == 9 * len(Project(mp_content).languages.tags()) == 27


def test_house_rule_overriding_the_source_is_marked(mp_content):
    edit(mp_content / HOUSE, "values:\n", "values:\n  victory_points: 9\n")
    warns = [d for d in mp_check(mp_content) if d.code == "MPV001" and "victory_points" in d.message]
    assert len(warns) == 1 and "overrides the source's 11" in warns[0].message


def test_shipped_content_passes():
    from pathlib import Path

    from tests.conftest import CONTENT

    diags = mp_check(Path(CONTENT))
    assert [d.format() for d in diags if d.severity == "error"] == []
    warned = sorted(d.message.split()[0] for d in diags if d.code == "MPV001")
    assert warned == sorted(
        [
            "a2s_received",
            "a2s_spent",
            "example_agent_gains",
            "example_agent_pays",
            "example_sponsor_gains",
            "example_sponsor_pays",
            "fast_boot_rounding",
            "s2a_received",
            "s2a_spent",
        ]
    )
    assert {d.code for d in diags} == {"MPV001"}
