"""The rapidyaml fast path reads exactly what PyYAML's composer reads, or steps aside.

``fast_load`` must return the same data as the composer path (``_compose``) for every
document it accepts, and raise ``Unusual`` for everything the composer treats specially
(errors, anchors, aliases, tags, merge keys, duplicates, deep nesting, several
documents), so diagnostics keep the composer's words and positions.
"""

from __future__ import annotations

import math
import os
import random
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from nrprint.automa.stress import generate
from nrprint.source.fast import Unusual, fast_load
from nrprint.source.reader import MAX_DEPTH, _compose, parse_yaml

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted(
    [*ROOT.joinpath("content").rglob("*.yaml"), *ROOT.joinpath("nrprint", "templates").glob("*.yaml")]
)


def same(a, b) -> bool:
    """Equal data, with NaN equal to itself and types compared (True is not 1)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return a == b


def agree(text: str) -> None:
    """Either both paths read ``text`` to the same data, or the fast path steps aside."""
    try:
        fast = fast_load(text, MAX_DEPTH)
    except Unusual:
        return
    slow = _compose(text, "t.yaml").data  # raises if the composer refuses what rapidyaml read
    assert same(fast, slow), (text[:300], fast, slow)


def test_there_is_shipped_content_to_compare():
    assert len(SHIPPED) >= 10


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_shipped_files_read_the_same_and_take_the_fast_path(path: Path):
    text = path.read_text(encoding="utf-8")
    fast = fast_load(text, MAX_DEPTH)  # no Unusual: our own content is ordinary YAML
    assert same(fast, _compose(text, str(path)).data)


@pytest.mark.parametrize("kind", ["runner", "corp"])
def test_a_stress_deck_reads_the_same(kind: str):
    text = generate(60, kind)
    assert same(fast_load(text, MAX_DEPTH), _compose(text, "deck.yaml").data)


TRICKY = [
    "",
    "~",
    "null",
    "Null",
    "NULL",
    "true",
    "True",
    "yes",
    "No",
    "on",
    "OFF",
    "y",
    "n",
    "0",
    "-0",
    "+12",
    "012",
    "0o17",
    "0x1F",
    "0b101",
    "1_000",
    "1:20",
    "190:20:30",
    "-1:30",
    "1.5",
    "1e3",
    "1.0e+3",
    ".5",
    "-.inf",
    ".Inf",
    ".nan",
    "NaN",
    "2001-12-14",
    "2001-12-14t21:59:43.10-05:00",
    "2002-12-14 21:59:43.10 -5",
    "=",
    "<<",
    "R&D",
    "+A",
    "-R",
    "{click}",
    "a: b",
    "#no",
    "a #b",
    "@run",
    "3 credits",
    "1/2",
    "é",
    "→",
    "'",
    '"',
    "x\\y",
    "tab\there",
    "  lead",
    "trail  ",
    "a\nb",
    "a\n\nb",
    "line one\nline two\n",
    "\u00a0nbsp",
    "\u2028sep",
]

scalars = st.one_of(
    st.sampled_from(TRICKY),
    st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=30),
    st.integers(),
    st.floats(allow_nan=True),
    st.booleans(),
    st.none(),
)
trees = st.recursive(
    scalars,
    lambda kids: st.one_of(
        st.lists(kids, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(TRICKY), st.text(max_size=8)), kids, max_size=4),
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(trees, st.sampled_from([None, False, True]), st.sampled_from(["'", '"', None]), st.integers(20, 200))
def test_dumped_data_reads_the_same(data, flow, quote, width):
    text = yaml.safe_dump(data, default_flow_style=flow, default_style=quote, allow_unicode=True, width=width)
    agree(text)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SHIPPED), st.data())
def test_damaged_shipped_files_read_the_same_or_step_aside(path: Path, data):
    """rapidyaml is laxer than PyYAML in places: a damaged file must never be read to
    different data, or read at all where the composer refuses it."""
    text = path.read_text(encoding="utf-8")
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 40))
    junk = data.draw(
        st.sampled_from(
            [
                "?x",
                "{?",
                ",?",
                "}",
                "]",
                ",",
                "@",
                "`",
                "%",
                "",
                ":",
                "- ",
                "\t",
                " ",
                "  ",
                "\n",
                "&a ",
                "*a",
                "!!str ",
                "<<: ",
                "[",
                "{",
                '"',
                "'",
                "|",
                ">",
                "#",
                "---\n",
                "? ",
                "%YAML 1.1\n",
                "x: y\n",
            ]
        )
    )
    broken = text[:at] + junk + text[at + cut :]
    try:
        fast = fast_load(broken, MAX_DEPTH)
    except Unusual:
        return
    try:
        slow = _compose(broken, "t.yaml").data
    except Exception as exc:  # noqa: BLE001 - the composer refused what rapidyaml read
        pytest.fail(
            f"fast path read a file the composer refuses ({exc}): {broken[max(0, at - 80) : at + 80]!r}"
        )
    assert same(fast, slow)


@pytest.mark.parametrize(
    "text",
    [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: !custom 1\n",
        "<<: {a: 1}\nb: 2\n",
        "a: 1\na: 2\n",
        "---\na: 1\n---\nb: 2\n",
        "a: [1, 2\n",
        "a:\n\t- 1\n",
        "a: \ufffe\n",
        "a: =\n",
        "? [1]\n: 2\n",
        "a: {?b: 1}\n",
        "%YAML 1.1\n---\na: 1\n",
        "a: [1, 2]\t\n",
        "a: \u2028b\n",
        "a: `b`\n",
        "a: {b: 1}}\n",
        "x: " + "[" * (MAX_DEPTH + 2) + "]" * (MAX_DEPTH + 2) + "\n",
    ],
)
def test_unusual_documents_go_to_the_composer(text: str):
    with pytest.raises(Unusual):
        fast_load(text, MAX_DEPTH)


def test_rapidyaml_errors_do_not_reach_the_terminal(capfd):
    with pytest.raises(Unusual):
        fast_load("a: [1, 2\nb: 3\n", MAX_DEPTH)
    assert capfd.readouterr().err == ""
    os.write(2, b"still open\n")  # fd 2 was given back
    assert capfd.readouterr().err == "still open\n"


def test_positions_are_found_only_when_asked_for():
    text = "title:\n  en: Hello\n  fr: Bonjour\nitems:\n  - 1\n  - two\n"
    doc = parse_yaml(text, "x.yaml")
    assert doc._positions is None  # the fast path keeps no marks
    assert doc.pos(("items", 1)) == doc.pos(("items", 1))
    assert (doc.pos(("items", 1)).line, doc.pos(("items", 1)).col) == (6, 5)
    assert (doc.pos(("title", "fr")).line, doc.pos(("title", "fr")).col) == (3, 7)
    assert doc._positions is not None


def test_random_shipped_keys_point_at_the_same_place_as_before():
    rng = random.Random(7)
    for path in rng.sample(SHIPPED, 5):
        text = path.read_text(encoding="utf-8")
        lazy, eager = parse_yaml(text, "f"), _compose(text, "f")
        for kp in rng.sample(sorted(eager.positions, key=repr), min(20, len(eager.positions))):
            assert lazy.pos(kp) == eager.pos(kp)


# Each is read through JSON unless the JSON reading steps aside: what PyYAML reads apart
# from what JSON says (a float rewritten, a resolved word, a key twice, an empty key).
JSON_EDGES = [
    "a: [-.5, .5, 1., 1.0e+3, 1e3]\n",
    "a: [yes, 'yes', on, ~, Null, '', 0x1F, 1:30, 01, 1_000, .inf, .NaN, '3', 3, -0]\n",
    "a: 1\nb: {c: 2, c: 3}\n",
    "? a\n: 1\n",
    "{a: 1, : 2}\n",
    "a: b\n'<<': {c: 1}\n",
    "a: \"say \\\"hi\\\" \\\\ \\u00e9\"\nb: 'it''s'\n",
    "a: |\n  line\n\n  two\nb: >-\n  folded\n  text\n",
    "- [a, [b, [c, [d]]]]\n- {x: [1, true, false, null]}\n",
]


@pytest.mark.parametrize("text", JSON_EDGES)
def test_json_reading_reads_what_the_composer_reads(text: str):
    agree(text)


def test_cards_are_read_through_json(monkeypatch: pytest.MonkeyPatch):
    """The JSON reading is the one most cards take (a card of the stress deck here)."""
    from nrprint.source import fast

    taken: list[bool] = []
    real = fast._json_data

    def watched(*args):
        try:
            data = real(*args)
        except fast._Walk:
            taken.append(False)
            raise
        taken.append(True)
        return data

    monkeypatch.setattr(fast, "_json_data", watched)
    card = "cards:\n" + generate(2).split("cards:\n", 1)[1].split("\n  - id:")[0] + "\n"
    agree(card)
    assert taken == [True]


def test_json_reading_keeps_no_buffer_per_text():
    """rapidyaml's own ``emit_json`` leaks its buffer; the JSON reading writes into one it
    keeps (and a longer text into one it frees): the same text, memory not growing."""
    import resource

    import ryml

    from nrprint.source.fast import _json

    tree = ryml.parse_in_arena(b"- {a: 1, b: [x, 'y \xc3\xa9'], c: some text to make it longer}\n" * 40)
    assert _json(tree) == ryml.emit_json(tree)
    big = ryml.parse_in_arena(b"- text of a long list\n" * 5000)
    assert _json(big) == ryml.emit_json(big)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for _ in range(20_000):
        _json(tree)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 8 * 1024  # KiB; it leaked 56 MiB
