"""A small card-data folder in netrunner-cards-json's shape, with texts written for the
tests (no publisher text), and a content folder to import it into."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.conftest import CONTENT, REPO

SHARED_CARDS = REPO.parent / "shared" / "netrunner-cards-json"

# code, title, side, type, text, advancement
CARDS = [
    ("90001", "Windfall Job", "runner", "event", "Gain 7[credit].", None),
    ("90002", "Quiet Evening", "runner", "event", "Draw 2 cards.", None),
    (
        "90003",
        "Savings Jar",
        "runner",
        "resource",
        "When your turn begins, place 1[credit] on this resource. You can spend hosted credits to install programs.",
        None,
    ),
    (
        "90004",
        "Coupon Book",
        "runner",
        "resource",
        "The first program you install each turn costs 1[credit] less.",
        None,
    ),
    ("90005", "Ganked!", "corp", "upgrade", "When the Runner accesses this upgrade, end the run.", None),
    ("90006", "Rainy Day Fund", "corp", "operation", "Gain 5[credit].", None),
    ("90007", "Grand Plan", "corp", "agenda", "When you score this agenda, draw 1 card.", 4),
    (
        "90008",
        "René “Loup” Arcemont: Test Animal",
        "runner",
        "resource",
        "The first time each turn you trash a card, draw 1 card.",
        None,
    ),
    ("90009", "Budget Ice", "corp", "ice", "[subroutine] End the run.", None),
    ("90010", "Small Plan", "corp", "agenda", "When you score this agenda, gain 2[credit].", 2),
    ("90011", "Tester: Runner Identity", "runner", "identity", "Once per turn, draw 1 card.", None),
    ("90012", "Charity Drive", "runner", "event", "The Corp gains 3[credit]. Draw 3 cards.", None),
]
FRENCH = {"90001": "Coup de chance", "90006": "Fonds de secours", "90007": "Grand projet"}
JAPANESE = {"90001": "臨時収入"}  # the embedded font has no Japanese glyphs


def write_card_data(root: Path) -> Path:
    (root / "pack").mkdir(parents=True)
    pack = []
    for code, title, side, ctype, text, adv in CARDS:
        card = {"code": code, "title": title, "side_code": side, "type_code": ctype, "text": text}
        if adv is not None:
            card["advancement_cost"] = adv
        pack.append(card)
    (root / "pack" / "test.json").write_text(json.dumps(pack, indent=4, ensure_ascii=False), encoding="utf-8")
    fr = root / "translations" / "fr" / "pack"
    fr.mkdir(parents=True)
    (fr / "test.fr.json").write_text(
        json.dumps([{"code": c, "title": t} for c, t in FRENCH.items()], ensure_ascii=False), encoding="utf-8"
    )
    ja = root / "translations" / "ja" / "pack"
    ja.mkdir(parents=True)
    (ja / "test.ja.json").write_text(
        json.dumps([{"code": c, "title": t} for c, t in JAPANESE.items()], ensure_ascii=False),
        encoding="utf-8",
    )
    return root


@pytest.fixture
def card_data(tmp_path: Path) -> Path:
    return write_card_data(tmp_path / "cards-json")


@pytest.fixture
def deck_content(tmp_path: Path) -> Path:
    return make_deck_content(tmp_path / "content")


def make_deck_content(dst: Path) -> Path:
    """The content a deck preparation reads: card facts, setup-sheet words, languages."""
    (dst / "automa").mkdir(parents=True)
    shutil.copy(CONTENT / "automa" / "card-facts.yaml", dst / "automa" / "card-facts.yaml")
    for name in ("setup-sheets.yaml", "terms.yaml", "languages.yaml"):
        shutil.copy(CONTENT / name, dst / name)
    return dst
