"""One bound for what the import writes and what is read back: ``cards.json`` is never
larger than the 64 MiB `cards explain` and `automa prepare` read (``importer.
MAX_FACTS_BYTES``, which ``store`` reads with). A larger import is refused whole, the
bound named (CARD010), and the previous facts stay. Tested on a large synthetic import:
a few thousand cards, each titled in many languages, of facts just past the bound."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nrprint.cards import importer
from tests.cards.conftest import write_card_data
from tests.conftest import assert_no_crash, run_cli

TITLE = 190  # characters of each title (MAX_TITLE is 200)


def write_many(root: Path, cards: int, langs: int) -> Path:
    """``cards`` runner events in one pack, each titled in ``langs`` other languages."""
    (root / "pack").mkdir(parents=True)
    rows = [
        {
            "code": f"{i:06d}",
            "title": f"Event {i:06d} " + "x" * (TITLE - 13),
            "side_code": "runner",
            "type_code": "event",
            "text": "Draw 1 card.",
        }
        for i in range(cards)
    ]
    (root / "pack" / "big.json").write_text(json.dumps(rows), encoding="utf-8")
    for n in range(langs):
        folder = root / "translations" / f"l{n:02d}" / "pack"
        folder.mkdir(parents=True)
        titles = [{"code": r["code"], "title": f"T{n:02d} " + r["title"][4:]} for r in rows]
        (folder / "big.json").write_text(json.dumps(titles), encoding="utf-8")
    return root


def test_a_large_import_past_the_bound_is_refused_and_the_previous_facts_stay(tmp_path: Path):
    content = tmp_path / "content"
    content.mkdir()
    assert (
        run_cli("import", "cards", str(write_card_data(tmp_path / "small")), "--content", str(content)).code
        == 0
    )
    facts = content / "cards" / "cards.json"
    before = facts.read_bytes()
    # About 68 MiB of facts (2.8 kB a card of 10 titles): 3,400 cards x 100 languages.
    r = run_cli("import", "cards", str(write_many(tmp_path / "big", 3400, 100)), "--content", str(content))
    assert "error CARD010: the card facts of 3400 cards pass 64 MiB" in r.err, r.err[-800:]
    assert "nothing was written" in r.err
    assert_no_crash(r, 1)
    assert facts.read_bytes() == before and not list(facts.parent.glob(".*.tmp"))
    assert run_cli("cards", "explain", "Windfall Job", "--content", str(content)).code == 0


@pytest.mark.parametrize("over", [0, 1])
def test_facts_of_exactly_the_bound_are_written_and_read_back(tmp_path: Path, monkeypatch, over: int):
    """The edge, with the bound brought down to the size of a small import's facts: at
    the bound the import writes and `cards explain` reads; one byte past it, refused."""
    data = write_card_data(tmp_path / "small")
    first = tmp_path / "first"
    first.mkdir()
    assert run_cli("import", "cards", str(data), "--content", str(first)).code == 0
    size = (first / "cards" / "cards.json").stat().st_size
    monkeypatch.setattr(importer, "MAX_FACTS_BYTES", size - over)
    content = tmp_path / "content"
    content.mkdir()
    r = run_cli("import", "cards", str(data), "--content", str(content))
    assert_no_crash(r, over)
    assert (content / "cards" / "cards.json").exists() == (not over)
    if not over:
        assert run_cli("cards", "explain", "Windfall Job", "--content", str(content)).code == 0
        monkeypatch.setattr(importer, "MAX_FACTS_BYTES", size - 1)  # the reader holds to it too
        explain = run_cli("cards", "explain", "Windfall Job", "--content", str(content))
        assert "CARD006" in explain.err and explain.code == 1
