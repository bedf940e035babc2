"""Tabletop Simulator export read back: JSON structure, sheet grids from the pixels."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlparse

import pytest
from PIL import Image, ImageChops

from nrprint.automa.stress import write_content
from nrprint.model.project import Project
from tests.conftest import CONTENT, run_cli

CARD = (397, 554)  # 63 × 88 mm at 160 dpi


def export(out: Path, target: str, *args: str, content: Path = CONTENT) -> None:
    res = run_cli("export", "tts", target, "--out", str(out), "--content", str(content), *args)
    assert res.code == 0, res.err


@pytest.fixture(scope="module")
def corp(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("tts")
    export(out, "automa-corp")
    run_cli("build", "automa-corp", "--format", "png", "--bleed", "0", "--dpi", "160",
            "--lang", "en", "--content", str(CONTENT), "--out", str(out / "png"), "-q")  # fmt: skip
    return out


def test_files_and_saved_object(corp):
    assert sorted(p.name for p in corp.glob("*.*")) == [
        "automa-corp-back.png",
        "automa-corp-sheet-1.png",
        "automa-corp.json",
    ]
    obj = json.loads((corp / "automa-corp.json").read_text())
    deck = obj["ObjectStates"][0]
    assert deck["Name"] == "DeckCustom"
    assert deck["DeckIDs"] == list(range(100, 115))  # 15 cards, deck order
    custom = deck["CustomDeck"]["1"]
    assert (custom["NumWidth"], custom["NumHeight"]) == (10, 2)
    assert custom["BackIsHidden"] is True and custom["UniqueBack"] is False
    for key in ("FaceURL", "BackURL"):
        url = urlparse(custom[key])
        assert url.scheme == "file" and Path(url.path).is_file()
    decks = {d.id: d for d in Project(CONTENT).get("automa-decks").decks}
    titles = [decks["corp"].cards[i].title.get("en") for i in range(15)]
    assert [c["Nickname"] for c in deck["ContainedObjects"]] == titles
    assert [c["CardID"] for c in deck["ContainedObjects"]] == deck["DeckIDs"]


def test_sheet_grid_positions_from_pixels(corp):
    """Slot i of the sheet is card i's face; the last slot is the back (hidden card)."""
    sheet = Image.open(corp / "automa-corp-sheet-1.png")
    assert sheet.size == (10 * CARD[0], 2 * CARD[1]) and sheet.mode == "RGB"
    w, h = CARD
    for i in (0, 1, 9, 10, 14):
        face = Image.open(corp / "png" / "en" / "automa-corp" / f"{i + 1:03d}-front.png")
        assert face.size == CARD
        x, y = (i % 10) * w, (i // 10) * h
        crop = sheet.crop((x, y, x + w, y + h))
        assert ImageChops.difference(crop, face.convert("RGB")).getbbox() is None, i
        if i:  # and it is not its neighbour
            other = sheet.crop((x - w, y, x, y + h)) if i % 10 else sheet.crop((x + w, y, x + 2 * w, y + h))
            assert ImageChops.difference(other, face.convert("RGB")).getbbox() is not None
    back = Image.open(corp / "automa-corp-back.png")
    hidden = sheet.crop((9 * w, h, 10 * w, 2 * h))
    assert ImageChops.difference(hidden, back).getbbox() is None
    empty = sheet.crop((5 * w, h, 6 * w, 2 * h))  # slot 15: no card
    assert empty.convert("L").getextrema() == (255, 255)


def test_unique_backs_get_a_back_sheet(tmp_path):
    export(tmp_path, "automa-behaviour")
    obj = json.loads((tmp_path / "automa-behaviour.json").read_text())
    custom = obj["ObjectStates"][0]["CustomDeck"]["1"]
    assert custom["UniqueBack"] is True and custom["BackURL"].endswith("automa-behaviour-backs-1.png")
    faces, backs = (Image.open(tmp_path / f"automa-behaviour-{n}-1.png") for n in ("sheet", "backs"))
    assert faces.size == backs.size == (5 * CARD[0], 2 * CARD[1])
    assert ImageChops.difference(faces.crop((0, 0, *CARD)), backs.crop((0, 0, *CARD))).getbbox()
    hidden = faces.crop((4 * CARD[0], CARD[1], 5 * CARD[0], 2 * CARD[1]))  # no real card stands in
    assert hidden.getcolors() == [(CARD[0] * CARD[1], (208, 208, 208))]


def test_a_deck_larger_than_a_sheet_is_split(tmp_path):
    folder = write_content(tmp_path / "c", 75, "corp")
    out = tmp_path / "out"
    export(out, "automa-decks", "--dpi", "72", content=folder)
    obj = json.loads((out / "automa-stress-corp.json").read_text())
    deck = obj["ObjectStates"][0]
    grids = {k: (v["NumWidth"], v["NumHeight"]) for k, v in deck["CustomDeck"].items()}
    assert grids == {"1": (10, 7), "2": (7, 2)}  # 69 + 6 cards, each sheet with its hidden slot
    assert deck["DeckIDs"] == [*range(100, 169), *range(200, 206)]
    s1, s2 = (Image.open(out / f"automa-stress-corp-sheet-{n}.png") for n in (1, 2))
    assert s1.size == (
        10 * 179,
        7 * 249,
    )  # 63 × 88 mm at 72 dpi: 178.6 × 249.4 and s2.size == (7 * 179, 2 * 249)


def test_same_bytes_twice(tmp_path):
    export(tmp_path / "a", "automa-behaviour")
    export(tmp_path / "b", "automa-behaviour")
    for p in (tmp_path / "a").glob("*.png"):
        assert p.read_bytes() == (tmp_path / "b" / p.name).read_bytes()


def test_base_url_points_at_the_uploaded_folder(tmp_path):
    export(tmp_path, "automa-corp", "--base-url", "https://example.org/decks/corp/")
    custom = json.loads((tmp_path / "automa-corp.json").read_text())["ObjectStates"][0]["CustomDeck"]["1"]
    assert custom["FaceURL"] == "https://example.org/decks/corp/automa-corp-sheet-1.png"
    assert custom["BackURL"] == "https://example.org/decks/corp/automa-corp-back.png"
    # Every URL names a file of the folder, so the folder uploads as it is.
    for key in ("FaceURL", "BackURL"):
        assert (tmp_path / custom[key].rsplit("/", 1)[1]).is_file()


@pytest.mark.parametrize(
    "url",
    [
        "ftp://example.org/x",
        "file:///tmp/x",
        "example.org/decks",
        "https://",
        "https://e.org/a b",
        "https://e.org/?a=1",
    ],
)
def test_base_url_refused(tmp_path, url):
    res = run_cli("export", "tts", "automa-corp", "--out", str(tmp_path), "--base-url", url)
    assert res.code == 2 and "--base-url" in res.err
    assert not any(tmp_path.iterdir())
