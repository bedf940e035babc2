"""Generated hostile input for the readers of outside data (issue 26): card JSON,
decklists (text and JSON) and gettext catalogs. Whatever is generated, the reader ends
in diagnostics at a position or in a result, never in another exception. Each property
runs in a few seconds (the readers are called in-process)."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from nrprint.diagnostics import ContentError, Diagnostic
from tests.conftest import run_cli

FAST = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
DIAG = re.compile(r"^[^\n]+:\d+:\d+: (error|warning|note) [A-Z][A-Z0-9]*\d{3}: .+$", re.S)

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
)
json_values = st.recursive(
    scalars,
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=12,
)
FIELDS = [
    "code",
    "title",
    "side_code",
    "type_code",
    "text",
    "keywords",
    "cost",
    "strength",
    "advancement_cost",
    "agenda_points",
]
good = {
    "code": "90001",
    "title": "Windfall",
    "side_code": "runner",
    "type_code": "event",
    "text": "Gain 3[credit].",
}
cards = st.builds(
    lambda changes, extra: {**good, **changes, **extra},
    st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=4),
    st.dictionaries(st.text(max_size=6), json_values, max_size=2),
)
codes = st.text(alphabet="0123456789", min_size=5, max_size=5)
# Raw text a hostile file may hold instead of JSON: cut, nested, huge numbers.
raw_json = st.one_of(
    st.builds(lambda d: "[" * d + "]" * d, st.integers(1, 5000)),
    st.builds(lambda n: '[{"code": "1", "cost": ' + "9" * n + "}]", st.integers(1, 6000)),
    st.builds(lambda s, cut: s[:cut], st.lists(cards, max_size=3).map(json.dumps), st.integers(0, 200)),
    st.text(max_size=60),
)


def ok_diagnostics(diags: list[Diagnostic]) -> bool:
    return all(DIAG.match(d.format()) for d in diags)


@FAST
@given(st.lists(cards, max_size=6) | raw_json, st.sampled_from(["pack", "dump"]))
def test_card_json_never_crashes(data, form):
    from nrprint.cards.importer import derive
    from nrprint.cards.source import load

    with tempfile.TemporaryDirectory() as tmp:
        text = (
            data
            if isinstance(data, str)
            else json.dumps({"data": data} if form == "dump" else data, indent=1)
        )
        if form == "pack":
            (Path(tmp) / "pack").mkdir()
            path = Path(tmp) / "pack" / "p.json"
            path.write_text(text, encoding="utf-8")
            root = Path(tmp)
        else:
            root = path = Path(tmp) / "dump.json"
            path.write_text(text, encoding="utf-8")
        imported = derive(load(root, str(root)))
    assert ok_diagnostics(imported.errors)
    for card in imported.cards:  # what was accepted is what later readers expect
        assert all(isinstance(card[k], str) for k in ("code", "title", "side", "type"))
        assert all(isinstance(t, str) for t in card["titles"].values())


@pytest.fixture(scope="module")
def index():
    from nrprint.cards.importer import derive
    from nrprint.cards.names import CardIndex
    from nrprint.cards.source import load
    from tests.cards.conftest import write_card_data

    with tempfile.TemporaryDirectory() as tmp:
        root = write_card_data(Path(tmp) / "data")
        return CardIndex.build(derive(load(root, str(root))).cards)


@FAST
@given(
    st.dictionaries(
        st.sampled_from(["90001", "90002", "90011", "90005", "x"]) | codes, json_values, max_size=5
    ),
    st.booleans(),
)
def test_deck_json_never_crashes(index, deck, wrapped):
    from nrprint.cards.decks import read_deck_json

    doc = {"data": [{"name": "d", "cards": deck}]} if wrapped else {"cards": deck}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "deck.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        try:
            got = read_deck_json(path, "deck.json", index, None)
        except ContentError as exc:
            assert exc.diagnostics and ok_diagnostics(exc.diagnostics)
            return
    assert got.entries and all(1 <= e.count <= 10 and type(e.count) is int for e in got.entries)


line = st.one_of(
    st.builds(
        lambda n, name, tag: f"{n}x {name} {tag}",
        st.integers(-5, 10**6),
        st.text(max_size=20),
        st.sampled_from(["", "[econ]", "[adv:99]", "[zz]", "●●"]),
    ),
    st.sampled_from(["Event (3)", "Agenda", "Barrier", "Hardware (2)", "Weird (4)", "45 cards", "# note"]),
    st.builds(lambda d: "9" * d + "x Sure Gamble", st.integers(1, 6000)),
    st.text(max_size=40),
)


@FAST
@given(st.lists(line, max_size=12))
def test_decklist_text_never_crashes(lines):
    from nrprint.deckprep.decklist import parse_decklist

    try:
        deck = parse_decklist("\n".join(lines), "deck.txt")
    except ContentError as exc:
        assert exc.diagnostics and ok_diagnostics(exc.diagnostics)
        return
    assert deck.entries and all(1 <= e.count <= 10 for e in deck.entries)


po_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    import shutil

    from tests.conftest import CONTENT, TURN_FILES

    root = tmp_path_factory.mktemp("po")
    content = root / "content"
    content.mkdir()
    for name in (*TURN_FILES, "languages.yaml"):
        shutil.copy(CONTENT / name, content / name)
    r = run_cli("i18n", "export", "--lang", "fr", "--out", str(root / "po"), "--content", str(content))
    assert r.code == 0, r.err
    return content, (root / "po" / "fr.po").read_text(encoding="utf-8")


def _po_string(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


# No shrinking: each example checks the content (about 0.2 s), and a shrink would take minutes.
@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.explicit, Phase.generate],
)
@given(st.integers(0, 10**6), po_text, st.booleans(), st.sampled_from(["msgstr", "msgctxt", "msgid"]))
def test_catalog_never_crashes(exported, pick, new, twice, field):
    """A random entry of a real export gets a random string (any character, controls
    included) in one of its fields, or is given twice; import (dry run) reports or
    accepts, and what it accepts has no control character."""
    from nrprint.model.project import Project
    from nrprint.source.text import CONTROL
    from nrprint.translate.catalog_import import import_catalog

    content, text = exported
    blocks = text.split("\n\n")
    entries = [k for k, b in enumerate(blocks) if "\nmsgctxt " in b]
    i = entries[pick % len(entries)]
    lines = blocks[i].split("\n")
    at = next((k for k, ln in enumerate(lines) if ln.startswith(field + " ")), None)
    if at is not None:
        lines[at] = f'{field} "{_po_string(new)}"'
    blocks[i] = "\n".join(lines)
    if twice:
        blocks.append(blocks[i])
    with tempfile.TemporaryDirectory() as tmp:
        po = Path(tmp) / "fr.po"
        po.write_text("\n\n".join(blocks), encoding="utf-8")
        project = Project(content, display_path="content")
        result = import_catalog(project, po, write=False)
    assert ok_diagnostics(result.diagnostics)
    if twice:
        assert not result.ok
    if result.ok and field == "msgstr":
        assert not CONTROL.search(new)
