"""`nrprint import cards`: the summary, re-import, and bad input refused with nothing written."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cards.conftest import CARDS
from tests.conftest import assert_no_crash, run_cli


def imported(content: Path) -> dict:
    return json.loads((content / "cards" / "cards.json").read_text(encoding="utf-8"))


def test_import_writes_facts_and_a_summary(card_data: Path, deck_content: Path):
    r = run_cli("import", "cards", str(card_data), "--content", str(deck_content))
    assert r.code == 0, r.err
    assert f"imported {len(CARDS)} cards" in r.out
    assert "corp: 2 agenda, 1 ice, 1 operation, 1 upgrade; runner: 3 event, 1 identity, 3 resource" in r.out
    assert "fr 3, ja 1" in r.out  # titles in other languages
    doc = imported(deck_content)
    by_title = {c["title"]: c for c in doc["cards"]}
    assert by_title["Grand Plan"]["advancement"] == 4
    assert by_title["Windfall Job"]["economy"] is True and by_title["Windfall Job"]["rule"] == "gains-credits"
    assert by_title["Quiet Evening"]["economy"] is False
    assert by_title["Rainy Day Fund"]["titles"] == {"fr": "Fonds de secours"}
    assert "text" not in by_title["Windfall Job"]  # the publisher's text is never kept
    assert (deck_content / "cards" / "README.md").is_file()


def test_import_is_reproducible_and_replaces(card_data: Path, deck_content: Path):
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    first = (deck_content / "cards" / "cards.json").read_bytes()
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    assert (deck_content / "cards" / "cards.json").read_bytes() == first
    pack = card_data / "pack" / "test.json"
    pack.write_text(json.dumps(json.loads(pack.read_text(encoding="utf-8"))[:3]), encoding="utf-8")
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    assert len(imported(deck_content)["cards"]) == 3  # replaced, not merged


def test_api_dump_is_accepted(tmp_path: Path, card_data: Path, deck_content: Path):
    dump = tmp_path / "cards.json"
    cards = json.loads((card_data / "pack" / "test.json").read_text(encoding="utf-8"))
    dump.write_text(json.dumps({"data": cards, "total": len(cards)}), encoding="utf-8")
    r = run_cli("import", "cards", str(dump), "--content", str(deck_content))
    assert r.code == 0 and f"imported {len(CARDS)} cards" in r.out


def _bad(tmp: Path, card_data: Path, case: str) -> Path:
    pack = card_data / "pack" / "test.json"
    cards = json.loads(pack.read_text(encoding="utf-8"))
    if case == "not card data":
        (tmp / "empty").mkdir()
        return tmp / "empty"
    if case == "malformed json":
        pack.write_text('[{"code": "1",\n  "title": }]', encoding="utf-8")
    elif case == "missing fields":
        del cards[1]["type_code"]
        pack.write_text(json.dumps(cards, indent=4), encoding="utf-8")
    elif case == "duplicate codes":
        cards[2]["code"] = cards[0]["code"]
        pack.write_text(json.dumps(cards, indent=4), encoding="utf-8")
    elif case == "too large":
        big = card_data / "pack" / "huge.json"
        with big.open("wb") as f:
            f.truncate(200 * 2**20)  # sparse: 200 MB on paper, nothing on disk
    elif case == "folder loop":
        (tmp / "loop").mkdir()
        os.symlink(tmp / "loop", tmp / "loop" / "pack")
        return tmp / "loop"
    elif case == "device":
        return Path("/dev/zero")
    return card_data


BAD = [
    ("not card data", "error CARD001: not card data"),
    ("malformed json", "test.json:2:12: error CARD003: malformed JSON"),
    ("missing fields", "error CARD004: card 90002 lacks type_code"),
    ("duplicate codes", "error CARD005: card code 90001 appears twice"),
    ("too large", "huge.json:1:1: error CARD002: 200 MiB: larger than the 64 MiB"),
    ("folder loop", "error CARD001: pack/ leads back to"),
    ("device", "/dev/zero:1:1: error CARD002: not a regular file"),
]


@pytest.mark.parametrize(("case", "stderr"), BAD, ids=[c for c, _ in BAD])
def test_bad_input_one_line_exit_1_nothing_written(
    tmp_path: Path, card_data: Path, deck_content: Path, case, stderr
):
    path = _bad(tmp_path, card_data, case)
    r = run_cli("import", "cards", str(path), "--content", str(deck_content))
    assert r.code == 1
    assert stderr in r.err, r.err
    assert "nothing was written" in r.err
    assert_no_crash(r)
    assert not (deck_content / "cards").exists()


def test_a_failed_import_keeps_the_previous_one(card_data: Path, deck_content: Path):
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 0
    before = (deck_content / "cards" / "cards.json").read_bytes()
    (card_data / "pack" / "test.json").write_text("[", encoding="utf-8")
    assert run_cli("import", "cards", str(card_data), "--content", str(deck_content)).code == 1
    assert (deck_content / "cards" / "cards.json").read_bytes() == before


def test_imported_cards_are_ignored_by_git():
    from tests.conftest import REPO

    r = subprocess.run(["git", "check-ignore", "-q", "content/cards/cards.json"], cwd=REPO, timeout=600)
    assert r.returncode == 0
