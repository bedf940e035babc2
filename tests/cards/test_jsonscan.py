"""The one-pass JSON reader of card files (nrprint/cards/jsonscan.py), on its own:
each card's line and column, the outer shapes it walks, and each way a file is refused
with its position and words."""

from __future__ import annotations

import pytest

from nrprint.cards.jsonscan import Located, ScanError, Scanner, scan


def test_each_card_of_a_list_is_located():
    text = '[\n  {"code": "01"},\n\t{"code": "02"} ,\r\n   3\n]\n'
    doc = scan(text, "f.json")
    assert doc == [Located({"code": "01"}, 2, 3), Located({"code": "02"}, 3, 2), Located(3, 4, 4)]


def test_an_object_has_its_data_list_located_and_other_keys_as_they_are():
    text = '{"version": "2", "data": [ {"code": "01"},\n {"code": "02"}], "meta": [1, 2], "e": {}}'
    doc = scan(text, "f.json")
    assert doc["version"] == "2" and doc["meta"] == [1, 2] and doc["e"] == {}
    assert doc["data"] == [Located({"code": "01"}, 1, 28), Located({"code": "02"}, 2, 2)]
    assert scan('{"data": {"a": 1}}', "f") == {"data": {"a": 1}}  # not a list: as it is


@pytest.mark.parametrize(
    ("text", "doc"),
    [("[]", []), ("  [ ]  ", []), ("{}", {}), (" { } ", {}), ('"x"', "x"), ("12", 12), ("null", None)],
)
def test_empty_and_plain_documents(text: str, doc):
    assert scan(text, "f") == doc


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("[1, 2", "1:6", "malformed JSON: expected ',' or ']', found the end of the file"),
        ("[1 2]", "1:4", "malformed JSON: expected ',' or ']', found '2'"),
        ('{"a": 1 "b": 2}', "1:9", "malformed JSON: expected ',' or '}', found '\"'"),
        ('{"a" 1}', "1:6", "malformed JSON: expected ':', found '1'"),
        ("{a: 1}", "1:2", "malformed JSON: expected a key in double quotes, found 'a'"),
        ("[1]\n x", "2:2", "malformed JSON: extra data after the document"),
        ('[\n {"a": tru}]', "2:8", "malformed JSON: Expecting value"),
        ("[NaN]", "1:2", "NaN is not a JSON number in this value"),
        ("[\n -Infinity]", "2:2", "-Infinity is not a JSON number in this value"),
        ("[" + "9" * 5000 + "]", "1:2", "a number too long to read in this value"),
        ("[\n" + "[" * 100_000 + "]" * 100_000 + "]", "2:1", "nested too deeply to be card data"),
        ("", "1:1", "malformed JSON: Expecting value"),
    ],
)
def test_a_bad_file_is_one_diagnostic_at_its_place(text: str, where: str, message: str):
    with pytest.raises(ScanError) as refused:
        scan(text, "f.json")
    diag = refused.value.diagnostic
    assert (f"{diag.line}:{diag.col}", diag.code, diag.message) == (where, "CARD003", message)
    assert diag.path == "f.json" and str(refused.value) == message


def test_positions_are_right_going_back_too():
    s = Scanner("ab\ncd\nef", "f")
    assert (s.pos(7).line, s.pos(7).col) == (3, 2)
    assert (s.pos(4).line, s.pos(4).col) == (2, 2)  # behind the last one: counted again
    assert (s.pos(0).line, s.pos(0).col) == (1, 1)
    assert (s.pos(3).line, s.pos(3).col) == (2, 1)


def test_blanks_are_the_four_json_ones():
    s = Scanner(" \t\r\n\fx", "f")
    assert s.skip(0) == 4  # a form feed is not a JSON blank
    assert s.skip(5) == 5


def test_an_object_without_blanks_reads_whole():
    assert scan('{"a":12,"b":[1],"data":[{"c":3}]}', "f") == {
        "a": 12,
        "b": [1],
        "data": [Located({"c": 3}, 1, 25)],
    }


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        # The letters a mistaken set of expected characters would let through.
        ("{X: 1}", "1:2", "malformed JSON: expected a key in double quotes, found 'X'"),
        ('{"a"X 1}', "1:5", "malformed JSON: expected ':', found 'X'"),
        ('{"a": 1X}', "1:8", "malformed JSON: expected ',' or '}', found 'X'"),
        ("[1X]", "1:3", "malformed JSON: expected ',' or ']', found 'X'"),
        ('{"a": 1}x', "1:9", "malformed JSON: extra data after the document"),
        ("[1]x", "1:4", "malformed JSON: extra data after the document"),
    ],
)
def test_only_the_expected_character_is_accepted(text: str, where: str, message: str):
    with pytest.raises(ScanError) as refused:
        scan(text, "f.json")
    diag = refused.value.diagnostic
    assert (f"{diag.line}:{diag.col}", diag.message) == (where, message)


def test_the_edges_of_lists_and_objects():
    assert scan("[1,2]", "f") == [Located(1, 1, 2), Located(2, 1, 4)]
    for text, where, message in [
        ("{", "1:2", "malformed JSON: expected a key in double quotes, found the end of the file"),
        ("{}x", "1:3", "malformed JSON: extra data after the document"),
    ]:
        with pytest.raises(ScanError) as refused:
            scan(text, "f")
        diag = refused.value.diagnostic
        assert (f"{diag.line}:{diag.col}", diag.message) == (where, message)


def test_counting_again_from_the_start_sees_a_first_newline():
    s = Scanner("\nab", "f")
    assert (s.pos(2).line, s.pos(2).col) == (2, 2)
    assert (s.pos(1).line, s.pos(1).col) == (2, 1)
