"""``nrprint automa prepare`` from the command line: a table of cases, then details."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from nrprint.cli import main
from tests.conftest import CRASH_SIGNS, copy_content

from .conftest import DECKS


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The shipped content without a locally imported ``cards/`` folder, one copy a module.

    These cases pin what ``prepare`` says from the shipped facts alone (unknown cards,
    DECK201, the one-page limit); card data imported into the checkout would answer them.
    """
    return str(copy_content(tmp_path_factory.mktemp("shipped") / "content"))


CASES = [
    # (decklist, extra args, exit code, stderr fragment)
    ("corp-auco.txt", ["--seed", "1"], 0, ""),
    ("corp-homebrew.txt", ["--seed", "1", "--stratagem", "--difficulty", "easy"], 0, "DECK201"),
    ("runner-core.txt", ["--seed", "1"], 0, ""),
    ("runner-core.txt", ["--side", "corp"], 1, "runner-core.txt:6:1: error DECK006"),
    ("runner-core.txt", ["--stratagem"], 1, "error DECK010"),
    ("corp-homebrew.txt", ["--stratagem", "--strict"], 1, "corp-homebrew.txt:25:1: error DECK201"),
    (
        "bad-unknown-header.txt",
        [],
        1,
        "bad-unknown-header.txt:5:1: error DECK002: unknown type header 'Gadget'",
    ),
    ("bad-count-zero.txt", [], 1, "bad-count-zero.txt:2:1: error DECK003: count 0"),
    ("bad-count-99.txt", [], 1, "bad-count-99.txt:2:1: error DECK003: count 99"),
    ("bad-not-a-card.txt", [], 1, "bad-not-a-card.txt:3:1: error DECK004"),
    ("bad-empty.txt", [], 1, "bad-empty.txt:1:1: error DECK001"),
    ("bad-blank.txt", [], 1, "bad-blank.txt:1:1: error DECK009"),
    ("bad-mixed.txt", [], 1, "bad-mixed.txt:3:1: error DECK006"),
    ("bad-tag.txt", [], 1, "bad-tag.txt:2:1: error DECK007: unknown tag [shiny]"),
    ("bad-no-header.txt", [], 1, "bad-no-header.txt:1:1: error DECK005"),
    ("missing.txt", [], 1, "cannot read file"),
    ("runner-core.txt", ["--player", "expert"], 1, "runner-core.txt:1:1: error DECK012"),
    ("corp-auco.txt", ["--behaviour", "bh-warden"], 1, "error DECK013"),
    ("corp-auco.txt", ["--versus", str(DECKS / "corp-auco.txt")], 1, "error SIM012"),
    ("corp-auco.txt", ["--versus", str(DECKS / "missing.txt")], 1, "missing.txt"),
]


@pytest.mark.parametrize("deck,args,code,fragment", CASES, ids=[f"{c[0]}{' '.join(c[1])}" for c in CASES])
def test_cli_cases(content, deck, args, code, fragment, tmp_path, capsys):
    out = tmp_path / "out"
    rc = main(["automa", "prepare", str(DECKS / deck), "--content", content, "--out", str(out), *args])
    err = capsys.readouterr().err
    assert rc == code, err
    assert fragment in err
    if code:
        assert not out.exists(), "a failed run must write nothing"
        assert not any(sign in err for sign in CRASH_SIGNS), err
        assert len([ln for ln in err.splitlines() if " error " in ln]) >= 1
    else:
        assert (out / "en" / "deck-checklist.pdf").is_file()


def test_non_utf8_file_is_one_line_error_naming_the_line(content, tmp_path, capsys):
    deck = tmp_path / "latin1.txt"
    deck.write_bytes("Event (1)\n1x Caf\xe9 Run\n".encode("latin-1"))
    out = tmp_path / "out"
    rc = main(["automa", "prepare", str(deck), "--content", content, "--out", str(out)])
    err = capsys.readouterr().err
    assert rc == 1
    assert "latin1.txt:2:1: error IO003: file is not valid UTF-8" in err
    assert not out.exists()


def test_json_lists_every_pile_with_cards_and_counts(content, tmp_path, capsys):
    rc = main(
        [
            "automa",
            "prepare",
            str(DECKS / "corp-auco.txt"),
            "--content",
            content,
            "--out",
            str(tmp_path),
            "--seed",
            "5",
            "--json",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert [p["pile"] for p in data["piles"]] == ["ICE", "OP", "RE", "R&D", "HQ"]
    assert data["deck_size"] == 49 == sum(p["count"] for p in data["piles"])
    for pile in data["piles"]:
        assert pile["count"] == sum(c["count"] for c in pile["cards"])
    assert {p["pile"]: p["count"] for p in data["piles"]} == {"ICE": 7, "OP": 5, "RE": 10, "R&D": 22, "HQ": 5}
    assert data["highest_advancement"]["value"] == 5  # Fujii Asset Retrieval, whatever the [adv:3] tags say


def test_table_names_piles_and_highest_advancement(content, tmp_path, capsys):
    rc = main(
        [
            "automa",
            "prepare",
            str(DECKS / "corp-auco.txt"),
            "--content",
            content,
            "--out",
            str(tmp_path),
            "--seed",
            "5",
            "--difficulty",
            "easy",
        ]
    )
    out = capsys.readouterr().out
    assert rc == 0
    assert "HQ   HQ (dealt from R&D)            3 cards" in out
    assert "Highest agenda advancement requirement: 5" in out


def test_same_seed_gives_byte_identical_checklist(content, tmp_path, capsys):
    for name in ("a", "b"):
        main(
            [
                "automa",
                "prepare",
                str(DECKS / "runner-core.txt"),
                "--content",
                content,
                "--out",
                str(tmp_path / name),
                "--seed",
                "9",
                "--lang",
                "fr",
            ]
        )
    a = (tmp_path / "a" / "fr" / "deck-checklist.pdf").read_bytes()
    b = (tmp_path / "b" / "fr" / "deck-checklist.pdf").read_bytes()
    assert a == b


def test_checklist_pdf_reads_back(content, tmp_path, capsys):
    main(
        [
            "automa",
            "prepare",
            str(DECKS / "corp-auco.txt"),
            "--content",
            content,
            "--out",
            str(tmp_path),
            "--seed",
            "5",
            "--stratagem",
            "--lang",
            "fr",
        ]
    )
    capsys.readouterr()
    reader = PdfReader(tmp_path / "fr" / "deck-checklist.pdf")
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width) / 72 * 25.4), round(float(box.height) / 72 * 25.4)) == (210, 297)
    text = reader.pages[0].extract_text()
    for word in (
        "Automa Corporation",
        "Deck de stratagèmes",
        "Phật Gioan Baotixita",
        "Coût d’avancement le plus élevé",
    ):
        assert word in text
    fonts = {k: f.get_object() for k, f in reader.pages[0]["/Resources"]["/Font"].items()}
    embedded = {k for k, f in fonts.items() if f["/Subtype"] == "/TrueType"}
    assert embedded and all("+DejaVuSansCondensed" in fonts[k]["/BaseFont"] for k in embedded)
    # reportlab names a base-14 font in its page preamble; no text may be set in it.
    stream = reader.pages[0].get_contents().get_data().decode("latin-1")
    stream = stream.replace("BT /F1 12 Tf 14.4 TL ET", "")
    for key in set(fonts) - embedded:
        assert f"{key} " not in stream


def test_unknown_cards_warn_and_never_silently(content, tmp_path, capsys):
    deck = tmp_path / "d.txt"
    deck.write_text("Event (2)\n2x Mystery Windfall\nResource (1)\n1x Sure Thing [econ]\n", encoding="utf-8")
    rc = main(["automa", "prepare", str(deck), "--content", content, "--no-pdf", "--seed", "1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert rc == 0
    warned = [d for d in data["diagnostics"] if d["code"] == "DECK201"]
    assert [w["line"] for w in warned] == [2]
    ec = next(p for p in data["piles"] if p["pile"] == "EC")
    assert ec["cards"] == [{"name": "Sure Thing", "type": "resource", "count": 1}]


def test_checklist_that_cannot_fit_one_page_is_an_error_and_writes_nothing(content, tmp_path, capsys):
    deck = tmp_path / "huge.txt"
    lines = ["Event (160)"] + [f"1x Event Number {i}" for i in range(160)]
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    rc = main(["automa", "prepare", str(deck), "--content", content, "--out", str(out), "--seed", "1"])
    err = capsys.readouterr().err
    assert rc == 1
    assert "error DECK301: the piles do not fit on one checklist page" in err
    assert not out.exists()


def test_header_and_total_counts_are_cross_checked(content, tmp_path, capsys):
    deck = tmp_path / "d.txt"
    deck.write_text("Event (4)\n3x Sure Gamble\n\n5 cards (min 40)\n", encoding="utf-8")
    rc = main(["automa", "prepare", str(deck), "--content", content, "--no-pdf", "--seed", "1"])
    err = capsys.readouterr().err
    assert rc == 0
    assert "d.txt:1:1: warning DECK101: header says 4 card(s) but 3 are listed under it" in err
    assert "d.txt:4:1: warning DECK102: the list says 5 cards but 3 are listed" in err


def test_a_card_the_facts_give_to_the_other_side_warns(content, tmp_path, capsys):
    deck = tmp_path / "d.txt"
    deck.write_text("Event (1)\n1x Hedge Fund\n", encoding="utf-8")
    rc = main(["automa", "prepare", str(deck), "--content", content, "--no-pdf", "--seed", "1"])
    err = capsys.readouterr().err
    assert rc == 0
    assert "d.txt:2:1: warning DECK203: the facts file lists 'Hedge Fund' as a corp card" in err
