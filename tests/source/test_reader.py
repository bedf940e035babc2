"""Safe YAML loading with positions, and the diagnostics it gives for bad files."""

from pathlib import Path

import pytest

from nrprint.diagnostics import ContentError
from nrprint.source.reader import load_yaml, parse_yaml


def codes(exc: ContentError) -> list[tuple[str, int]]:
    return [(d.code, d.line) for d in exc.diagnostics]


def test_positions_of_nested_values():
    doc = parse_yaml("a:\n  b: [1, 2]\n  c: x\n", "f.yaml")
    assert doc.data == {"a": {"b": [1, 2], "c": "x"}}
    assert (doc.pos(("a", "c")).line, doc.pos(("a", "c")).col) == (3, 6)
    assert doc.pos(("a", "b", 1)).col == 10
    assert doc.pos(("a", "zzz")).line == 2  # unknown key falls back to its parent


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        ("a: [1\nb: 2\n", "YAML001", 2),
        ("a: &x [1]\nb: *x\n", "YAML002", 1),
        ("a: 1\na: 2\n", "YAML005", 2),
        ("<<: {a: 1}\n", "YAML002", 1),
        ("a: !!python/object:os.system x\n", "YAML001", 1),
        ("x:\n" + "".join("  " * i + "- \n" for i in range(1, 50)), "YAML003", 1),
    ],
)
def test_bad_yaml_is_one_positioned_diagnostic(text, code, line):
    with pytest.raises(ContentError) as info:
        parse_yaml(text, "f.yaml")
    got = codes(info.value)
    assert got[0][0] == code
    if code != "YAML003":
        assert got[0][1] == line


def test_alias_bomb_is_refused_before_expansion():
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(9)
    )
    with pytest.raises(ContentError) as info:
        parse_yaml(bomb, "bomb.yaml")
    assert codes(info.value)[0] == ("YAML002", 1)


@pytest.mark.parametrize(
    ("raw", "code", "line"),
    [(b"a: 1\nb: \xff\xfe\n", "IO003", 2), (b"a: 1\nb: x\x07y\n", "IO004", 2)],
)
def test_unreadable_files(tmp_path: Path, raw, code, line):
    f = tmp_path / "bad.yaml"
    f.write_bytes(raw)
    with pytest.raises(ContentError) as info:
        load_yaml(f, "content/bad.yaml")
    assert codes(info.value) == [(code, line)]
    assert info.value.diagnostics[0].format().startswith(f"content/bad.yaml:{line}:")


def test_loaded_objects_share_field_sets_without_sharing_changes():
    """attach() lets equal field sets be one object; copies with updates get their own."""
    import pytest
    from pydantic import ValidationError

    from nrprint.model.base import Text, validate
    from nrprint.source.reader import parse_yaml

    class Pair(Text.__base__):  # a Node holding two texts
        a: Text
        b: Text

    doc = parse_yaml('a: {en: "One", fr: "Un"}\nb: {en: "Two", fr: "Deux"}\n', "pair.yaml")
    pair, diags = validate(doc, Pair)
    assert diags == [] and pair is not None
    assert pair.a.model_fields_set is pair.b.model_fields_set  # shared
    copy = pair.a.model_copy(update={"fr_src": "abcd1234"})
    assert copy.model_fields_set == {"en", "fr", "fr_src"}
    assert pair.b.model_fields_set == {"en", "fr"}  # untouched
    with pytest.raises(ValidationError):
        pair.b.en = "changed"  # frozen: nothing can add to a shared set
    assert (pair.b.pos("fr").line, pair.b.pos("fr").col) == (2, 20)
    import copy
    import pickle

    for twin in (copy.copy(pair.b), copy.deepcopy(pair.b), pickle.loads(pickle.dumps(pair.b))):
        assert twin == pair.b and twin.pos("fr") == pair.b.pos("fr")
