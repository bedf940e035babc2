"""Reading a deck card by card gives exactly the data of reading it whole, or steps aside.

``packed_load`` reads each item of a document's ``cards`` (and each other top-level
value) from its own slice of the text. For every document it accepts, the data must be
what PyYAML's composer reads from the whole text; for the rest it raises ``Unusual``
and the whole-document readers decide (with the composer's words and positions).
"""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from nrprint.automa.stress import generate
from nrprint.diagnostics import ContentError
from nrprint.source.fast import Unusual
from nrprint.source.pack import _FileWindow, packed_load, packed_load_file
from nrprint.source.packed import Packed, pack
from nrprint.source.reader import MAX_BYTES, MAX_DEPTH, _compose, load_yaml, parse_yaml
from tests.source.test_fast import ROOT, TRICKY, same, trees

DECKS = sorted(ROOT.joinpath("content", "automa", "decks").glob("*.yaml"))


def unpacked(data: dict) -> dict:
    cards = data.get("cards")
    return (
        {**data, "cards": [cards.item(i) for i in range(len(cards))]} if isinstance(cards, Packed) else data
    )


def agree(text: str) -> bool:
    """Both read ``text`` to the same data, or the packed reader steps aside (False)."""
    try:
        packed = packed_load(text, MAX_DEPTH, "cards")
    except Unusual:
        return False
    slow = _compose(text, "t.yaml").data  # raises if the composer refuses what was read
    assert same(unpacked(packed), slow), (text[:300], packed, slow)
    return True


def damage(path: Path, data: st.DataObject, junk: list[str]) -> tuple[str, int]:
    """A shipped file with up to 40 characters at a drawn place replaced by a drawn piece
    of junk; also returns the place (for messages)."""
    text = path.read_text(encoding="utf-8")
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 40))
    return text[:at] + data.draw(st.sampled_from(junk)) + text[at + cut :], at


def test_there_are_shipped_decks():
    assert len(DECKS) >= 4


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_shipped_decks_are_read_card_by_card_to_the_same_data(path: Path):
    text = path.read_text(encoding="utf-8")
    data = packed_load(text, MAX_DEPTH, "cards")  # no Unusual: our decks are ordinary YAML
    assert isinstance(data["cards"], Packed) and len(data["cards"]) >= 4
    assert same(unpacked(data), _compose(text, str(path)).data)


@pytest.mark.parametrize("kind", ["runner", "corp"])
def test_a_stress_deck_is_read_the_same_and_kept_small(kind: str):
    text = generate(300, kind)
    data = packed_load(text, MAX_DEPTH, "cards")
    assert same(unpacked(data), _compose(text, "deck.yaml").data)
    # Deflated against the first card: far smaller than the text that wrote it.
    assert sum(map(len, data["cards"])) < len(text) / 3


def test_parse_yaml_packs_only_when_asked():
    text = generate(5)
    assert isinstance(parse_yaml(text, "d.yaml", pack="cards").data["cards"], Packed)
    assert type(parse_yaml(text, "d.yaml").data["cards"]) is list


def test_pack_round_trips_any_items():
    items = [{"a": 1}, [1, 2.5, None], "x", {"d": {"e": [True, "é"]}}, {}]
    packed = pack(items)
    assert [packed.item(i) for i in range(len(items))] == items


cards = st.lists(
    st.one_of(
        st.dictionaries(st.sampled_from(["id", "title", "clicks", "é", "x y"]), trees, max_size=4), trees
    ),
    max_size=5,
)


@settings(max_examples=300, deadline=None)
@given(
    cards,
    st.dictionaries(st.sampled_from(["id", "size", "kind", "title"]), trees, max_size=3),
    st.sampled_from([None, False, True]),
    st.sampled_from(["'", '"', None]),
    st.integers(20, 200),
    st.sampled_from([0, 2, 4]),
)
def test_dumped_decks_read_the_same(items, head, flow, quote, width, indent):
    data = {**head, "cards": items}
    text = yaml.safe_dump(data, default_flow_style=flow, default_style=quote, allow_unicode=True, width=width)
    if indent:  # nested blocks indented differently, "- " inside or outside its key's column
        text = yaml.safe_dump(data, default_flow_style=flow, allow_unicode=True, width=width, indent=indent)
    agree(text)


def test_block_layouts_are_read_by_the_packed_path():
    text = (
        "id: x  # a comment\n"
        "notes: |\n  two\n   lines\n"
        "cards:\n"
        "- id: a\n  text: >-\n    folded\n    here\n"
        "  # between keys\n"
        "- {id: b, clicks: [1,\n    2]}\n"
        "-   id: c\n    more: 'it''s'\n"
        "- - nested\n  - list\n"
        "- plain\n  scalar\n"
        "-\n"
        '- "é": 1\n'
        "size: 3\n"
    )
    assert agree(text)


@settings(max_examples=int(os.environ.get("NRPRINT_YAML_EXAMPLES", "300")), deadline=None)
@given(st.sampled_from(DECKS), st.data())
def test_damaged_decks_read_the_same_or_step_aside(path: Path, data):
    broken, at = damage(
        path, data, [*TRICKY[:30], "- ", "  - ", "? ", "&a ", "*a", "[", "{", "}", "]", ",", "\n"]
    )
    try:
        packed = packed_load(broken, MAX_DEPTH, "cards")
    except Unusual:
        return
    try:
        slow = _compose(broken, "t.yaml").data
    except Exception as exc:  # noqa: BLE001 - the composer refused what was read
        pytest.fail(
            f"packed path read a file the composer refuses ({exc}): {broken[max(0, at - 80) : at + 80]!r}"
        )
    assert same(unpacked(packed), slow)


@pytest.mark.parametrize(
    "text",
    [
        "cards:\n- &a {id: x}\n- *a\n",  # an alias across cards
        "cards:\n- id: !!str 1\n",
        "cards: !!seq\n- id: 1\n",
        "- id: 1\n",  # not a mapping
        "cards:\n- id: 1\n---\ncards: []\n",
        "cards: []\ncards: []\n",
        "<<: {a: 1}\ncards: []\n",
        "? cards\n: []\n",
        "cards:\n- ? x\n  : 1\n",
        "cards:\n- id: 1\n id: 2\n",
        "cards:\n- id: [1, 2\n",
        "cards:\n- id: @x\n",
        "cards:\n- id: a\n  id: b\n",
        "cards:\n\t- id: 1\n",
        "cards:\n- " + "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2) + "\n",
        "",
        "# only a comment\n",
    ],
)
def test_unusual_decks_are_read_whole(text: str):
    with pytest.raises(Unusual):
        packed_load(text, MAX_DEPTH, "cards")


def test_other_sequences_and_a_missing_list_are_plain_values():
    data = packed_load("id: x\nother: [1, 2]\ncards: 3\n", MAX_DEPTH, "cards")
    assert data == {"id": "x", "other": [1, 2], "cards": 3}


# Reading from the file, a piece at a time -------------------------------------------


def file_agrees(tmp: Path, text: str, chunk: int | None = None) -> bool:
    """The file reader gives what the string reader gives, or steps aside (False)."""
    path = tmp / "deck.yaml"
    path.write_bytes(text.encode("utf-8"))
    try:
        data, deflated = _read_file(path, chunk)
    except Unusual:
        return False
    assert same(unpacked(data), unpacked(packed_load(text.removeprefix("\ufeff"), MAX_DEPTH, "cards")))
    assert zlib.decompress(deflated).decode("utf-8") == text.removeprefix("\ufeff")  # positions come from it
    return True


def _read_file(path: Path, chunk: int | None = None):
    if chunk is None:
        return packed_load_file(path, MAX_BYTES, MAX_DEPTH, "cards")
    saved = _FileWindow.CHUNK
    _FileWindow.CHUNK = chunk
    try:
        return packed_load_file(path, MAX_BYTES, MAX_DEPTH, "cards")
    finally:
        _FileWindow.CHUNK = saved


@pytest.mark.parametrize("chunk", [None, 1, 7, 64])
@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.name)
def test_shipped_decks_read_from_the_file_in_pieces_of_any_size(tmp_path: Path, path: Path, chunk):
    assert file_agrees(tmp_path, path.read_text(encoding="utf-8"), chunk)


def test_a_bom_and_crlf_line_ends_are_read_as_the_whole_text_reader_reads_them(tmp_path: Path):
    text = "\ufeff" + generate(5).replace("\n", "\r\n")
    assert file_agrees(tmp_path, text, 5)
    doc = load_yaml(tmp_path / "deck.yaml", "d.yaml", pack="cards")
    assert doc.pos(("cards", 4, "id")).line == text.splitlines().index("  - id: s00005") + 1


@settings(max_examples=150, deadline=None)
@given(cards, st.sampled_from([None, False, True]), st.sampled_from([1, 3, 16, 4096]))
def test_dumped_decks_read_from_files_the_same(tmp_path_factory, items, flow, chunk):
    text = yaml.safe_dump({"id": "x", "cards": items}, default_flow_style=flow, allow_unicode=True)
    file_agrees(tmp_path_factory.mktemp("d"), text, chunk)


@pytest.mark.parametrize(
    "text",
    [
        "cards:\n- id: a\n  x: b\x01\n",  # a control character
        "cards:\n- id: a\n  x: \ufffe\n",  # not printable
        "cards:\n- {id: a,\n   ?x: 1}\n",  # "?" after a flow indicator, across a line break
        "cards:\n- id: a\n  x: [1,\n\n\n  ?y]\n",
        "cards:\n- id: a\n\tx: 1\n",
        "%YAML 1.1\n---\ncards: []\n",
        "cards:\n- id: a\n? x\n: 1\n",
        "cards:\n- id: \u2028\n",
    ],
)
@pytest.mark.parametrize("chunk", [1, 2, 5, 4096])
def test_what_the_guards_refuse_in_a_whole_text_they_refuse_in_pieces(tmp_path: Path, text: str, chunk: int):
    with pytest.raises(Unusual):
        packed_load(text, MAX_DEPTH, "cards")
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(Unusual):
        _read_file(path, chunk)


def test_bad_files_are_read_whole_and_reported_as_before(tmp_path: Path):
    path = tmp_path / "deck.yaml"
    cases = {
        b"cards:\n- id: a\n  x: \xff\n": "IO003",
        b"cards:\n- id: a\n  x: \x07\n": "IO004",
        b"cards:\n- id: [a\n": "YAML001",
        b"cards:\n- &a {id: a}\n- *a\n": "YAML002",
    }
    for raw, code in cases.items():
        path.write_bytes(raw)
        with pytest.raises(ContentError) as exc:
            load_yaml(path, "d.yaml", pack="cards")
        assert [d.code for d in exc.value.diagnostics] == [code], raw


def test_a_file_too_big_is_read_whole_and_refused(tmp_path: Path):
    path = tmp_path / "deck.yaml"
    path.write_text(generate(3), encoding="utf-8")
    with pytest.raises(Unusual):
        packed_load_file(path, 100, MAX_DEPTH, "cards")


def test_the_window_holds_a_card_and_a_piece_never_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    text = generate(400)
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    widest: list[int] = []
    forget = _FileWindow.forget

    def watched(self: _FileWindow, upto: int) -> None:
        widest.append(len(self.window))
        forget(self, upto)

    monkeypatch.setattr(_FileWindow, "forget", watched)
    data, _ = _read_file(path, 1024)
    assert len(data["cards"]) == 400
    longest_card = max(len(c) for c in text.split("\n  - ")) + 2
    assert max(widest) < longest_card + 3 * 1024 + 16384  # libyaml reads ahead by its own buffer
    assert max(widest) < len(text) / 10


@settings(max_examples=int(os.environ.get("NRPRINT_YAML_EXAMPLES", "300")) // 2, deadline=None)
@given(st.sampled_from(DECKS), st.data(), st.sampled_from([1, 13, 4096]))
def test_damaged_deck_files_read_the_same_or_step_aside(tmp_path_factory, path: Path, data, chunk: int):
    broken, _at = damage(
        path, data, ["- ", "? ", "&a ", "*a", "{", "}", ",?", "\t", "\x01", "\u2028", "%", "\n"]
    )
    file = tmp_path_factory.mktemp("d") / "deck.yaml"
    file.write_text(broken, encoding="utf-8")
    try:
        read, _ = _read_file(file, chunk)
    except Unusual:
        return
    assert same(unpacked(read), _compose(broken, "t.yaml").data)
