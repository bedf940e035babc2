"""A big deck read a card at a time gives what reading it whole gives: the same data,
the same positions, the same diagnostics, the same PDF; anything the card-at-a-time
reader cannot vouch for is read whole."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from nrprint.automa.stress import generate, write_content
from nrprint.checks.registry import run_checks
from nrprint.model.domains import discover
from nrprint.model.project import Project
from nrprint.source import stream
from nrprint.source.fast import Unusual
from nrprint.source.packed import Packed
from nrprint.source.reader import load_yaml_items, parse_yaml, read_text

ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted((ROOT / "content" / "automa" / "decks").glob("*.yaml"))
FIXTURES = sorted((ROOT / "tests" / "automa" / "fixtures").glob("*.yaml"))

discover()


def _both(file: Path):
    """The document read card by card and read whole (None when the first refuses)."""
    whole = parse_yaml(read_text(file, "d.yaml"), "d.yaml")
    try:
        return stream.stream_load(file, "d.yaml", "cards"), whole
    except Unusual:
        return None, whole


def _same(streamed, whole) -> None:
    cards = streamed.data["cards"]
    assert isinstance(cards, Packed)
    assert [cards.item(i) for i in range(len(cards))] == whole.data["cards"]
    assert {k: v for k, v in streamed.data.items() if k != "cards"} == {
        k: v for k, v in whole.data.items() if k != "cards"
    }
    for kp in whole.positions:  # every value's position, cards' and the deck's own
        assert streamed.pos(kp) == whole.pos(kp), kp


@pytest.mark.parametrize("file", DECKS + FIXTURES, ids=lambda p: p.name)
def test_each_deck_read_card_by_card_has_the_data_and_positions_read_whole(file: Path):
    try:
        streamed, whole = _both(file)
    except Exception:  # noqa: BLE001 - a fixture broken at the YAML level: the whole reader words it
        with pytest.raises(Unusual):
            stream.stream_load(file, "d.yaml", "cards")
        return
    if file in DECKS:
        assert streamed is not None  # the shipped decks are in the shape it reads
    if streamed is not None:
        _same(streamed, whole)


SHAPES = {
    "keys after the cards": "cards:\n  - {id: a}\n  - id: b\n    title: x\nsize: 2\n",
    "items at the first column": "cards:\n- id: a\n  note: |\n    two\n    lines\n\n- id: b\nsize: 2\n",
    "comments and blank lines": "cards:  # the list\n\n  # first\n  - id: a\n# between\n\n  - id: b\n",
    "plain scalar over lines": "cards:\n  - id: a\n    title: one\n      two\n  - id: b\n",
}


SHAPES |= {
    f"generated {kind} deck": generate(60, kind) + "# after the cards\n" for kind in ("runner", "corp")
}


@pytest.mark.parametrize("text", SHAPES.values(), ids=SHAPES.keys())
def test_other_decks_and_shapes_of_a_card_list_read_alike(tmp_path: Path, text: str):
    file = tmp_path / "deck.yaml"
    file.write_text(text if text.startswith("version") else "version: 1\nid: x\n" + text, encoding="utf-8")
    streamed, whole = _both(file)
    assert streamed is not None
    _same(streamed, whole)


REFUSED = {
    "chomping indicator": "cards:\n  - id: a\n    note: |+\n      kept\n\n  - id: b\n",
    "indentation indicator": "cards:\n  - id: a\n    note: |2\n        deep\n",
    "carriage returns": "cards:\r\n  - id: a\r\n",
    "tab": "cards:\n  - id: a\n    note:\tx\n",
    "flow list": "cards: [{id: a}]\n",
    "a second document": "cards:\n  - id: a\n---\nsize: 1\n",
    "a key twice": "cards:\n  - id: a\nid: y\n",
    "cards twice": "cards:\n  - id: a\ncards:\n  - id: b\n",
    "an item at another column": "cards:\n    - id: a\n  - id: b\n",
    "a quoted scalar over the item's end": 'cards:\n  - id: a\n    title: "one\n  two"\n  - id: b\n',
    "a flow mapping over the item's end": "cards:\n  - {id: a,\n  title: x}\n",
    "unreadable": "cards:\n  - id: [a\n",
}


@pytest.mark.parametrize("text", REFUSED.values(), ids=REFUSED.keys())
def test_what_it_cannot_vouch_for_is_read_whole(tmp_path: Path, monkeypatch, text: str):
    file = tmp_path / "deck.yaml"
    file.write_bytes(("version: 1\nid: x\n" + text).encode())
    with pytest.raises(Unusual):
        stream.stream_load(file, "d.yaml", "cards")
    monkeypatch.setattr(stream, "STREAM_FROM", 0)
    try:
        expected = parse_yaml(read_text(file, "d.yaml"), "d.yaml").data
    except Exception as exc:  # noqa: BLE001 - the whole reader's diagnostic, unchanged
        with pytest.raises(type(exc)):
            load_yaml_items(file, "d.yaml", "cards")
        return
    assert load_yaml_items(file, "d.yaml", "cards").data == expected


def test_a_message_after_the_file_changed_points_at_the_deck(tmp_path: Path):
    file = tmp_path / "deck.yaml"
    file.write_text(generate(5), encoding="utf-8")
    doc = stream.stream_load(file, "d.yaml", "cards")
    file.write_text(generate(5).replace("Stress card 3", "Stress card three"), encoding="utf-8")
    line = generate(5).splitlines().index("  - id: s00002") + 1
    assert doc.pos(("cards", 1, "id")).line == line  # an unchanged card: its own line
    assert doc.pos(("cards", 2, "title", "en")) == doc.pos(("cards",))  # changed: the list


def _deck_with_mistakes(n: int) -> str:
    """A valid generated deck with mistakes in cards far down: a schema error, a check
    of one card, a check of a string, and a duplicate id."""
    text = generate(n)
    text = text.replace(f"  - id: s{n - 50:05d}\n", f"  - id: s{n - 50:05d}\n    bogus: 1\n")
    text = text.replace(f'Stress card {n - 40}"', f'Stress card {n - 40} {{nope}}"', 1)
    text = text.replace(f"  - id: s{n - 2:05d}\n", "  - id: s00010\n")
    card = text.index(f"  - id: s{n - 20:05d}\n")
    return text[:card] + text[card:].replace("{action: program}", "{action: teleport}", 1)


def test_a_big_deck_with_mistakes_deep_inside_gets_the_same_diagnostics(tmp_path: Path, monkeypatch):
    folder = write_content(tmp_path, 10)
    deck = folder / "automa" / "decks" / "stress-runner.yaml"
    deck.write_text(_deck_with_mistakes(1_200), encoding="utf-8")
    assert deck.stat().st_size > stream.STREAM_FROM / 2
    monkeypatch.setattr(stream, "STREAM_FROM", 1_000)
    project = Project(folder)
    streamed = run_checks(project, only_domains={"automa-decks", "automa-glossary"})
    monkeypatch.setattr(stream, "STREAM_FROM", 1 << 40)
    whole = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
    assert [d.format() for d in streamed] == [d.format() for d in whole]
    assert {d.code for d in streamed} == {"SCHEMA001"}  # a card the schema refuses stops the deck
    # With the schema error fixed, every check runs on the cards, deep ones included.
    deck.write_text(deck.read_text().replace("    bogus: 1\n", ""), encoding="utf-8")
    monkeypatch.setattr(stream, "STREAM_FROM", 1_000)
    project = Project(folder)
    streamed = run_checks(project, only_domains={"automa-decks", "automa-glossary"})
    assert type(project.get("automa-decks").decks[0].__pydantic_private__["_doc"]) is stream.StreamDoc
    monkeypatch.setattr(stream, "STREAM_FROM", 1 << 40)
    whole = run_checks(Project(folder), only_domains={"automa-decks", "automa-glossary"})
    assert [d.format() for d in streamed] == [d.format() for d in whole]
    assert {"AUT002", "AUT012", "ICON001"} <= {d.code for d in streamed}
    lines = deck.read_text().splitlines()
    for d in streamed:
        if d.code in ("AUT002", "AUT012", "ICON001"):
            assert d.line > 1_000 * 12  # deep in the file, on the line of the mistake
            wrong = {"AUT002": "teleport", "AUT012": "s00010", "ICON001": "{nope}"}[d.code]
            assert wrong in lines[d.line - 1]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _build(folder: Path, out: Path, *args: str) -> dict[str, str]:
    from tests.conftest import run_cli

    result = run_cli("build", *args, "--content", str(folder), "--out", str(out), "-q", "--no-cache")
    assert result.code == 0, result.err
    return {str(p.relative_to(out)): _sha(p) for p in sorted(out.rglob("*.pdf"))}


def test_decks_drawn_from_cards_read_one_at_a_time_are_the_same_bytes(tmp_path: Path, monkeypatch):
    """The shipped decks and generated ones (both kinds), every language."""
    from tests.automa.conftest import make_content

    folder = make_content(tmp_path / "shipped")
    for kind in ("runner", "corp"):
        text = generate(40, kind).replace("  - id: s", f"  - id: {kind}")  # ids unique across decks
        (folder / "automa" / "decks" / f"stress-{kind}.yaml").write_text(text, encoding="utf-8")
    targets = ("automa-corp", "automa-corp-stratagem", "automa-behaviour", "automa-runner", "automa-decks")
    monkeypatch.setattr(stream, "STREAM_FROM", 1 << 40)
    whole = _build(folder, tmp_path / "whole", *targets)
    monkeypatch.setattr(stream, "STREAM_FROM", 0)
    streamed = _build(folder, tmp_path / "streamed", *targets)
    assert len(whole) >= 6 and streamed == whole
