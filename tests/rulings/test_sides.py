"""Where Corp cards and Runner cards start: found from the text, proven here."""

from __future__ import annotations

from pathlib import Path

from nrprint.rulings.importer import import_list
from nrprint.rulings.names import first_letter
from nrprint.rulings.source import read_source


def titled(data, part):
    return [g["name"] for g in data[part] if "name" in g]


def test_seed_boundaries(imported, seed_lines):
    data = imported.data
    b = data["boundaries"]
    # The Corp part starts with an untitled group right after two blank lines.
    assert b["corp_start_line"] == 445 and data["corp"][0]["line"] == 445 and "name" not in data["corp"][0]
    assert seed_lines[442] == seed_lines[443] == ""
    assert titled(data, "general")[-1] == "Public Knowledge"
    assert titled(data, "corp")[0] == "AI Chief Financial Officer"
    assert titled(data, "corp")[-1] == "World Domination"
    assert b["runner_start_line"] == 1363 and titled(data, "runner")[0] == "Access through Alpha"
    assert titled(data, "runner")[-1] == "ZZ22 Speed Chip"
    assert "'Public Knowledge' (P)" in b["corp_evidence"] and "'World Domination' (W)" in b["runner_evidence"]


def test_each_side_is_alphabetical_and_general_is_not(imported):
    for part in ("corp", "runner"):
        letters = [first_letter(n) for n in titled(imported.data, part)]
        assert letters == sorted(letters) and letters[0] == "a"
    general = [first_letter(n) for n in titled(imported.data, "general")]
    assert general != sorted(general)


def test_cards_known_to_each_side(imported):
    corp, runner = titled(imported.data, "corp"), titled(imported.data, "runner")
    for name in ("Data Masons", "Siren" if "Siren" in corp else "Jack Attack", "Olivia Salazar"):
        assert name in corp
    for name in ("Startup Immolator", "Arasaka Portable Prototype", "Zetatech Software Installer"):
        assert name in runner


LIST = """Some Rulings, v2.0

An invented list for testing; the editor signs below.

Editor Name

Timing
   @An invented general ruling.  (Someone, Netrunner-L, 1/2/97)

Bidding
   @Another invented ruling.  (Someone, Netrunner-L, 1/3/97)


   @A card ruling whose header was lost.  (Someone, Netrunner-L, 1/4/97)

Alpha Card
   @A Corp ruling.  (Someone, Netrunner-L, 1/5/97)

Zeta Card
   @Another Corp ruling.  (Someone, Netrunner-L, 1/6/97)


Beta Program
   @A Runner ruling.  (Someone, Netrunner-L, 1/7/97)

Gamma Program
   @Another Runner ruling.  (Someone, Netrunner-L, 1/8/97)
"""


def test_synthetic_list(tmp_path: Path):
    f = tmp_path / "list.txt"
    f.write_text(LIST, encoding="utf-8")
    data = import_list(read_source(f)).data
    assert titled(data, "general") == ["Timing", "Bidding"]
    # The untitled group follows two blank lines: it opens the Corp part.
    assert "name" not in data["corp"][0] and titled(data, "corp") == ["Alpha Card", "Zeta Card"]
    assert titled(data, "runner") == ["Beta Program", "Gamma Program"]
    assert data["preamble"]["editor"] == "Editor Name" and data["preamble"]["version"] == "2.0"
