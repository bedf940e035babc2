"""A loaded deck keeps its cards packed; the checks and each drawing build every card once.

Memory then holds the cards being worked on, not the deck (figures in bench/README.md).
These tests pin the behaviour that makes it so, and that nothing else changes: the same
diagnostics at the same positions, the same card data, the same pages.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.automa.compose import Words
from nrprint.automa.draw import DeckFaces
from nrprint.automa.stress import generate, write_content
from nrprint.checks.registry import CHECKS, run_checks
from nrprint.model.automa import Card, Deck, _validate_deck
from nrprint.model.base import LazyNodes, item_ids, validate
from nrprint.model.project import Project
from nrprint.source.reader import parse_yaml

from .conftest import FIXTURES

ALL_FIXTURES = sorted(FIXTURES.glob("*.yaml"))


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The cards built, by index: with their positions (``cards[i]``) or for the
    checks (``cards.checked(i)``, positions given when a message asks)."""
    built: list[int] = []
    for name in ("_build", "checked"):
        real = getattr(LazyNodes, name)

        def counting(self: LazyNodes, i: int, real=real):
            built.append(i)
            return real(self, i)

        monkeypatch.setattr(LazyNodes, name, counting)
    return built


def test_a_loaded_deck_keeps_packed_cards_that_read_like_a_list(shipped: Project):
    deck = shipped.get("automa-decks").decks[0]
    assert isinstance(deck.cards, LazyNodes)
    first_file = sorted((shipped.root / "automa" / "decks").glob("*.yaml"))[0]
    whole, _ = validate(parse_yaml(first_file.read_text(encoding="utf-8"), "x"), Deck)
    dump = lambda cards: [c.model_dump() for c in cards]  # noqa: E731 - sources differ, values do not
    assert whole is not None and dump(deck.cards) == dump(whole.cards)
    assert dump([deck.cards[-1], deck.cards[len(deck.cards) - 1]]) == dump([whole.cards[-1]] * 2)
    assert dump(deck.cards[1:3]) == dump(whole.cards[1:3])
    assert item_ids(deck.cards) == tuple(c.id for c in whole.cards) == item_ids(whole.cards)
    with pytest.raises(IndexError):
        deck.cards[len(deck.cards)]
    assert deck.cards[0] is not deck.cards[0]  # built on each read, kept by nobody


def test_cards_built_on_reading_know_their_positions(tmp_path: Path):
    text = generate(5)
    doc = parse_yaml(text, "deck.yaml")
    deck, diags = _validate_deck(doc)
    assert diags == [] and deck is not None
    lines = text.splitlines()
    for card in deck.cards:
        at = card.pos("id")
        assert lines[at.line - 1][at.col - 1 :].startswith(card.id)
        click = card.clicks[1]
        where = click.run.pos("link_limit")
        assert lines[where.line - 1][where.col - 1 :].startswith(str(click.run.link_limit))


@pytest.mark.parametrize("fixture", ALL_FIXTURES, ids=lambda p: p.name)
def test_card_by_card_validation_reports_what_whole_validation_reports(fixture: Path):
    """Same codes, positions and words as validating the deck in one piece. Both readers
    answer every fixture with diagnostics: an exception from either fails the test (it
    once passed when the card-by-card reader always raised)."""
    text = fixture.read_text(encoding="utf-8")
    whole = validate(parse_yaml(text, "d.yaml"), Deck)[1]
    by_card = _validate_deck(parse_yaml(text, "d.yaml"))[1]
    assert [d.format() for d in by_card] == [d.format() for d in whole]


def test_card_errors_are_found_card_by_card_at_their_positions():
    text = (
        generate(4)
        .replace("lower: {kind: run, run: red}", "lower: 7", 1)
        .replace("  - id: s00003\n", "  - id: s00003\n    bogus: 1\n")
    )
    whole = validate(parse_yaml(text, "d.yaml"), Deck)[1]
    by_card = _validate_deck(parse_yaml(text, "d.yaml"))[1]
    assert {d.code for d in by_card} == {"SCHEMA001", "SCHEMA003"}
    assert [d.format() for d in by_card] == [d.format() for d in whole]
    assert any("cards.2.bogus" in d.message or "'bogus'" in d.message for d in by_card)


def test_the_checks_build_each_card_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    folder = write_content(tmp_path, 40)
    built = _count_builds(monkeypatch)
    found = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
    assert [d for d in found if d.code != "I18N002"] == []
    # Every card is checked in one walk; the economy check (AUT014, a deck-level rule)
    # reads cards only until it meets an economy action: here the first card.
    assert sorted(set(built)) == list(range(40)) and len(built) == 40 + 1
    kinds = {c.kind for c in CHECKS.values()}
    assert kinds == {"project", "card", "text"}


def test_the_checks_place_only_the_cards_they_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A valid card is checked without its positions; a card a check reports on gets
    them when the message asks, at the same line and column as a placed card's."""
    import nrprint.model.base as base

    folder = write_content(tmp_path, 6)
    deck = folder / "automa" / "decks" / "stress-runner.yaml"
    deck.write_text(deck.read_text().replace("Stress card 5", "Stress card 5 {nope}", 1))
    placed: list[tuple] = []
    real = base.attach

    def counting(obj, doc, kp=()):
        # A deck's card (attach then calls itself for its parts); the glossary's own
        # "cards" section (actions, orders...) is placed too when this test runs first.
        if len(kp) == 2 and kp[0] == "cards" and isinstance(kp[1], int):
            placed.append(kp)
        return real(obj, doc, kp)

    monkeypatch.setattr(base, "attach", counting)
    found = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
    icons = [d for d in found if d.code == "ICON001"]
    assert len(icons) == 1 and "decks[0].cards[4].title (en)" in icons[0].message
    # Card 0 is read placed by the economy check (AUT014, a deck rule, ``cards[0]``); the
    # card walk, run as the deck is read (before that check), places only the card it
    # reports on.
    assert placed == [("cards", 4), ("cards", 0)]
    monkeypatch.setattr(base, "attach", real)
    whole = Project(folder).get("automa-decks").decks[0].cards[4].title.where("en")
    assert (icons[0].line, icons[0].col) == (whole.line, whole.col)


def test_text_checks_see_card_words_with_their_labels(tmp_path: Path):
    folder = write_content(tmp_path, 3)
    deck = folder / "automa" / "decks" / "stress-runner.yaml"
    deck.write_text(deck.read_text().replace("Stress card 2", "Stress card 2 {nope}", 1))
    found = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
    icons = [d for d in found if d.code == "ICON001"]
    assert len(icons) == 1 and "decks[0].cards[1].title (en)" in icons[0].message
    line = deck.read_text().splitlines()[icons[0].line - 1]
    assert "{nope}" in line


def test_a_drawing_builds_each_card_once_and_holds_a_sheet_at_a_time(tmp_path: Path, monkeypatch):
    import weakref

    from nrprint.automa.pdfs import write_deck
    from nrprint.render.outputs import BuildOptions

    project = Project(write_content(tmp_path, 50))
    deck, glossary = project.get("automa-decks").decks[0], project.get("automa-glossary")
    refs: list[weakref.ref[Card]] = []
    most: list[int] = []
    real = LazyNodes.unsourced  # the drawing builds cards without their positions

    def watched(self: LazyNodes, i: int):
        card = real(self, i)
        refs.append(weakref.ref(card))
        most.append(sum(r() is not None for r in refs))
        return card

    monkeypatch.setattr(LazyNodes, "unsourced", watched)
    monkeypatch.setattr(
        LazyNodes, "_build", lambda *a: pytest.fail("the drawing placed a card in its source")
    )
    write_deck(tmp_path / "deck.pdf", deck, glossary, "en", BuildOptions())
    assert len(most) == 50  # each card built once for its front and back
    assert max(most) <= 2 * 9  # this sheet's cards, and at most the last sheet's


def test_deck_faces_are_a_sequence_made_on_demand(shipped: Project):
    deck = shipped.get("automa-decks").decks[0]
    faces = DeckFaces(deck, Words(shipped.get("automa-glossary"), "fr"))
    assert len(faces) == len(deck.cards) and faces.has_backs
    assert faces[-1].title == deck.cards[-1].title.fr
    assert [f.title for f in faces[:2]] == [c.title.fr for c in deck.cards[:2]]
    assert all(f.draw_back is not None for f in faces)


def test_a_deck_file_linked_out_of_the_content_folder_is_refused_unread(tmp_path: Path):
    outside = tmp_path / "outside.yaml"
    outside.write_text(generate(2), encoding="utf-8")  # a valid deck: reading it would pass
    folder = write_content(tmp_path / "c", 3)
    (folder / "automa" / "decks" / "linked.yaml").symlink_to(outside)
    inside = folder / "automa" / "decks" / "inside.yaml"
    inside.symlink_to(folder / "automa" / "decks" / "stress-runner.yaml")  # a link inside is fine
    project = Project(folder, display_path="content")
    found = run_checks(project, only_domains={"automa-decks", "automa-glossary"})
    assert [(d.path, d.code) for d in found if d.severity.name == "ERROR"] == [
        ("content/automa/decks/linked.yaml", "IO005")
    ]


def test_a_deck_file_that_is_a_pipe_is_refused_without_waiting(tmp_path: Path):
    import os

    folder = write_content(tmp_path, 3)
    os.mkfifo(folder / "automa" / "decks" / "pipe.yaml")  # opening it to read would block
    found = run_checks(Project(folder, display_path="content"), only_domains={"automa-decks"})
    assert [(d.path, d.code) for d in found if d.severity.name == "ERROR"] == [
        ("content/automa/decks/pipe.yaml", "IO001")
    ]
