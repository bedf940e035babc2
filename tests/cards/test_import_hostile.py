"""`nrprint import cards` and the deck JSON reader on hostile data: every case ends in a
compiler-style diagnostic at a position and exit 1, never a traceback, nothing written.

One table: (case, arguments, exit code, what stderr says)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cards.conftest import make_deck_content, write_card_data
from tests.conftest import assert_no_crash, run_cli

BASE = {"code": "90001", "title": "A", "side_code": "runner", "type_code": "event", "text": "Gain 1[credit]."}


def pack(root: Path, cards: list, raw: str | None = None) -> Path:
    (root / "pack").mkdir(parents=True, exist_ok=True)
    (root / "pack" / "p.json").write_text(raw if raw is not None else json.dumps(cards, indent=1), "utf-8")
    return root


def with_title(root: Path, title: object) -> Path:
    pack(root, [BASE])
    fr = root / "translations" / "fr" / "pack"
    fr.mkdir(parents=True)
    (fr / "p.json").write_text(json.dumps([{"code": "90001", "title": title}]), "utf-8")
    return root


def fifo(root: Path) -> Path:
    os.mkfifo(root.parent / "fifo.json")
    return root.parent / "fifo.json"


def bench_dir(root: Path) -> Path:
    root.mkdir()
    (root / "dump.json").mkdir()
    return root / "dump.json"


Make = Callable[[Path], Path]
IMPORT: list[tuple[str, Make, str]] = [
    (
        "text is a number",
        lambda r: pack(r, [{**BASE, "text": 5}]),
        "p.json:2:2: error CARD008: card 90001: text is a number",
    ),
    (
        "title is a list",
        lambda r: pack(r, [{**BASE, "title": ["x"]}]),
        "error CARD008: card 90001: title is a list",
    ),
    (
        "cost is true",
        lambda r: pack(r, [{**BASE, "cost": True}]),
        "error CARD008: card 90001: cost is True, not a whole",
    ),
    (
        "cost is huge",
        lambda r: pack(r, [{**BASE, "cost": 10**40}]),
        "error CARD008: card 90001: cost is too large",
    ),
    (
        "unknown type",
        lambda r: pack(r, [{**BASE, "type_code": "weird"}]),
        "error CARD008: card 90001: has type 'weird'",
    ),
    ("control character", lambda r: pack(r, [{**BASE, "title": "A\x07"}]), "title holds a control character"),
    (
        "deep",
        lambda r: pack(r, [], "[" * 100_000 + "]" * 100_000),
        "p.json:1:2: error CARD003: nested too deeply",
    ),
    (
        "deep in a card",
        lambda r: pack(r, [], '[\n{"code": "1", "x": ' + "[" * 100_000 + "]" * 100_000 + "}]"),
        "p.json:2:1: error CARD003: nested too deeply",
    ),
    (
        "5,000 digits",
        lambda r: pack(r, [], '[{"code": "1",\n "cost": ' + "9" * 5000 + "}]"),
        "p.json:1:2: error CARD003: a number too long to read",
    ),
    ("NaN", lambda r: pack(r, [], '[{"code": "1", "cost": NaN}]'), "error CARD003: NaN is not a JSON number"),
    ("extra data", lambda r: pack(r, [], "[]\n]"), "p.json:2:1: error CARD003: malformed JSON: extra data"),
    ("not an object", lambda r: pack(r, [], "[\n 5]"), "p.json:2:2: error CARD004: a card is a JSON object"),
    (
        "title that is a number",
        lambda r: with_title(r, 5),
        "fr/pack/p.json:1:2: error CARD009: card 90001: title is a number",
    ),
    ("FIFO", fifo, "fifo.json:1:1: error CARD002: not a regular file (a device, pipe or socket)"),
    ("a folder named .json", bench_dir, "error CARD001: not card data: no pack/*.json"),
    ("not UTF-8", lambda r: _latin(r), "p.json:2:1: error CARD003: not UTF-8 text"),
]


def _latin(root: Path) -> Path:
    pack(root, [])
    (root / "pack" / "p.json").write_bytes(b'[\n"\xff"]')
    return root


@pytest.mark.parametrize(("case", "make", "stderr"), IMPORT, ids=[c for c, _, _ in IMPORT])
def test_hostile_card_data(tmp_path: Path, case: str, make: Make, stderr: str):
    content = make_deck_content(tmp_path / "content")
    path = make(tmp_path / "data")
    r = run_cli("import", "cards", str(path), "--content", str(content))
    assert_no_crash(r, 1)
    assert stderr in r.err, r.err
    assert not (content / "cards").exists()


def test_every_problem_is_reported_at_once(tmp_path: Path):
    content = make_deck_content(tmp_path / "content")
    cards = [{**BASE, "code": f"9{i:04}", "text": i} for i in range(5)]
    r = run_cli("import", "cards", str(pack(tmp_path / "data", cards)), "--content", str(content))
    assert r.code == 1 and r.err.count("error CARD008") == 5
    lines = [int(ln.split(":")[1]) for ln in r.err.splitlines() if "CARD008" in ln]
    assert lines == sorted(lines) and len(set(lines)) == 5  # each card at its own line


def test_positions_on_one_line(tmp_path: Path):
    content = make_deck_content(tmp_path / "content")
    raw = json.dumps([BASE, {**BASE, "code": "90002", "text": 1}])
    r = run_cli("import", "cards", str(pack(tmp_path / "data", [], raw)), "--content", str(content))
    col = raw.index('{"code": "90002"') + 1
    assert f"p.json:1:{col}: error CARD008: card 90002: text is a number" in r.err, r.err


def test_a_damaged_import_asks_for_a_new_one(tmp_path: Path):
    content = make_deck_content(tmp_path / "content")
    assert (
        run_cli("import", "cards", str(write_card_data(tmp_path / "data")), "--content", str(content)).code
        == 0
    )
    facts = content / "cards" / "cards.json"
    doc = json.loads(facts.read_text("utf-8"))
    doc["cards"][0]["titles"] = {"fr": 5}
    facts.write_text(json.dumps(doc), "utf-8")
    for args in (("cards", "explain", "Windfall Job"),):
        r = run_cli(*args, "--content", str(content))
        assert_no_crash(r, 1)
        assert "error CARD006: imported card facts damaged" in r.err, r.err


@pytest.fixture
def imported(tmp_path: Path) -> Path:
    content = make_deck_content(tmp_path / "content")
    assert (
        run_cli("import", "cards", str(write_card_data(tmp_path / "data")), "--content", str(content)).code
        == 0
    )
    return content


def deck(text: str) -> Make:
    def make(tmp: Path) -> Path:
        (tmp / "deck.json").write_text(text, "utf-8")
        return tmp / "deck.json"

    return make


def deck_fifo(tmp: Path) -> Path:
    os.mkfifo(tmp / "deck.json")
    return tmp / "deck.json"


DECKS: list[tuple[str, Make, str]] = [
    (
        "5,000-digit count",
        deck('{"cards": {"90001": ' + "9" * 5000 + "}}"),
        "error DECK020: a number too long to read",
    ),
    (
        "true as a count",
        deck('{"cards": {\n"90001": true}}'),
        "deck.json:2:1: error DECK023: Windfall Job: count true is not a whole",
    ),
    ("a huge count", deck('{"cards": {"90001": ' + "9" * 100 + "}}"), "count too large is not 1 to 10"),
    ("empty deck", deck('{"cards": {}}'), "error DECK026: the deck has no cards"),
    ("identity only", deck('{"cards": {"90011": 1}}'), "error DECK026: the deck has no cards"),
    ("deep", deck('{"cards": ' + "[" * 100_000 + "]" * 100_000 + "}"), "error DECK020: nested too deeply"),
    ("FIFO", deck_fifo, "deck.json:1:1: error IO001: cannot read file: not a regular file"),
]


@pytest.mark.parametrize(("case", "make", "stderr"), DECKS, ids=[c for c, _, _ in DECKS])
def test_hostile_deck_json(tmp_path: Path, imported: Path, case: str, make: Make, stderr: str):
    path = make(tmp_path)
    r = run_cli("automa", "prepare", str(path), "--content", str(imported), "--no-pdf")
    assert_no_crash(r, 1)
    assert stderr in r.err, r.err


def test_facts_derived_by_other_card_rules_load_with_one_warning(tmp_path: Path):
    content = make_deck_content(tmp_path / "content")
    data = write_card_data(tmp_path / "data")
    assert run_cli("import", "cards", str(data), "--content", str(content)).code == 0
    fresh = run_cli("cards", "explain", "Windfall Job", "--content", str(content))
    assert_no_crash(fresh, 0)
    assert "CARD011" not in fresh.err, fresh.err
    facts = content / "cards" / "cards.json"
    doc = json.loads(facts.read_text("utf-8"))
    doc["derived_by"] = "0" * 16  # an import made before an upgrade of the card rules
    facts.write_text(json.dumps(doc), "utf-8")
    r = run_cli("cards", "explain", "Windfall Job", "--content", str(content))
    assert_no_crash(r, 0)
    assert r.err.count("warning CARD011") == 1, r.err
    assert f"`nrprint import cards {data}`" in r.err, r.err


def test_a_change_to_any_deriving_module_changes_the_stamp(tmp_path: Path):
    from nrprint.cards import importer

    folder = Path(importer.__file__).parent
    deriving = sorted(folder.glob("play_rules*.py"))
    assert deriving, "the card rules moved: update importer._DERIVING"
    copy = tmp_path / "cards"
    copy.mkdir()
    for path in folder.glob("*.py"):
        (copy / path.name).write_bytes(path.read_bytes())
    before = importer.derivation(copy)
    assert before == importer.derivation(folder)
    for path in (deriving[-1], folder / "economy.py"):
        (copy / path.name).write_bytes(path.read_bytes() + b"\n# changed\n")
        assert importer.derivation(copy) != before, path.name
        (copy / path.name).write_bytes(path.read_bytes())
    (copy / "names.py").write_bytes(b"# not a deriving module\n")
    assert importer.derivation(copy) == before
