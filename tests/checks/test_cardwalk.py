"""The checks' card walk run as the decks are read (``nrprint.checks.cardwalk``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.automa.stress import write_content
from nrprint.checks import registry
from nrprint.model.automa import Card
from nrprint.model.project import Project
from nrprint.system import cache

from .test_registry_mutants import cache_on  # noqa: F401 - the check cache in the test's own folder

SCOPE = {"automa-decks", "automa-glossary"}


def _deck(folder: Path) -> Path:
    return folder / "automa" / "decks" / "stress-runner.yaml"


def test_each_card_is_validated_once_for_its_reading_and_its_checks(tmp_path: Path, monkeypatch):
    """Kills the registry loading the decks without a ``CardsAsRead`` (each card then
    validated once to be read and once more to be checked: 80 + 1)."""
    folder = write_content(tmp_path, 40)
    validated: list[int] = []
    real = Card.model_validate

    def counting(cls, obj, *args, **kwargs):
        validated.append(1)
        return real(obj, *args, **kwargs)

    monkeypatch.setattr(Card, "model_validate", classmethod(counting))
    found = registry.run_checks(Project(folder), only_domains=SCOPE)
    assert [d for d in found if d.code != "I18N002"] == []
    # Every card once; the economy check (AUT014) reads the first card again.
    assert len(validated) == 40 + 1


def test_a_deck_that_fails_to_load_has_no_card_findings(tmp_path: Path):
    """A schema error in one card stops the deck: the findings of its other cards, made
    while it was read, are dropped as the walk after loading never made them. Kills
    ``replay`` used whether or not the decks loaded."""
    folder = write_content(tmp_path, 6)
    deck = _deck(folder)
    text = deck.read_text(encoding="utf-8")
    text = text.replace("Stress card 4", "Stress card 4 {nope}", 1)
    text = text.replace("  - id: s00002\n", "  - id: s00002\n    colour: red\n", 1)
    deck.write_text(text, encoding="utf-8")
    found = registry.run_checks(Project(folder), only_domains=SCOPE)
    assert [d.code for d in found] == ["SCHEMA001"]
    line = text.splitlines().index("    colour: red") + 1
    assert (found[0].line, found[0].col) == (line, 5)
    deck.write_text(text.replace("    colour: red\n", ""), encoding="utf-8")
    assert "ICON001" in {d.code for d in registry.run_checks(Project(folder), only_domains=SCOPE)}


@pytest.mark.usefixtures("cache_on")
def test_the_walk_keeps_what_its_checks_read_and_the_loading_only_its_own(tmp_path: Path):
    """The cached walk depends on the glossary its checks read (an edit of the glossary
    checks the cards again), the decks' loading on the decks alone. Kills the reads not
    handed to the walk's unit (``replay``), and the checks' reads left on the loading's."""
    folder = write_content(tmp_path, 3)
    registry.run_checks(Project(folder), only_domains=SCOPE)
    store = cache.bucket("checks")
    assert store is not None
    deps = {v["unit"]: set(v["deps"]) for v in store.added.values()}
    walk = next(unit for unit in deps if unit.startswith("cards:"))
    assert {"automa-decks", "automa-glossary"} <= deps[walk]
    assert "automa-glossary" not in deps["load:automa-decks"]
