"""scripts/precon_decklists.py: a preconstructed-decks file (a small one written for the
test, in the shape of jinteki.net's) becomes NetrunnerDB text decklists that nrprint
reads, names are checked against the card data's titles, and the matchups are listed."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from nrprint.deckprep.decklist import read_decklist
from tests.cards.conftest import write_card_data
from tests.conftest import REPO

spec = importlib.util.spec_from_file_location("precon_decklists", REPO / "scripts" / "precon_decklists.py")
precon = importlib.util.module_from_spec(spec)
sys.modules["precon_decklists"] = precon  # dataclasses look their module up
spec.loader.exec_module(precon)

CLJC = """
(def gateway-beginner-corp
  {:format "system-gateway"
   :identity {:title "Tester: Corp Identity" :side "Corp" :code "90013"}
   :name "Starter Corp"
   :cards [{:qty 3 :card "Grand Plan"}
           {:qty 2 :card "Budget Ice"}
           {:qty 3 :card "Rainy Day Fund"}]})

(def some-final
  (matchup
    [:x.a "A final"]
    (precon "Ann - 2030: Plans"
            {:title "Tester: Corp Identity" :side "Corp" :code "90013"}
            [{:qty 3 :card "Grand Plan"}
             {:qty 1 :card "Ganked!"}])
    (precon "Bob - 2030: Quiet"
            {:title "Tester: Runner Identity" :side "Runner" :code "90011"}
            [{:qty 2 :card "Quiet Evening"}
             {:qty 1 :card "Windfall Job"}
             {:qty 1 :card "Rene \\"Loup\\" Arcemont: Test Animal"}]
            "https://example.org/decklist/1")))

(defn matchup-by-key [key]
  (condp = key
    :final-a some-final))
"""


def _card_data(tmp_path: Path) -> Path:
    root = write_card_data(tmp_path / "cards")
    pack = root / "pack" / "test.json"
    cards = json.loads(pack.read_text(encoding="utf-8"))
    cards.append(
        {"code": "90013", "title": "Tester: Corp Identity", "side_code": "corp", "type_code": "identity"}
    )
    pack.write_text(json.dumps(cards), encoding="utf-8")
    return root


def test_the_decks_become_decklists_nrprint_reads(tmp_path: Path, capsys):
    cljc = tmp_path / "precon.cljc"
    cljc.write_text(CLJC, encoding="utf-8")
    out = tmp_path / "out"
    assert precon.main([str(cljc), str(_card_data(tmp_path)), str(out), "--commit", "abc123"]) == 0
    said = capsys.readouterr().out
    assert "3 decks" in said and "renamed: 'Rene \"Loup\" Arcemont: Test Animal'" in said
    files = sorted(p.name for p in out.glob("*.txt"))
    assert files == [
        "system-gateway-beginner-corp.txt",
        "worlds-2030-ann-plans.txt",
        "worlds-2030-bob-quiet.txt",
    ]
    bob = (out / "worlds-2030-bob-quiet.txt").read_text(encoding="utf-8")
    assert "commit abc123" in bob and "player: Bob" in bob and "https://example.org/decklist/1" in bob
    deck = read_decklist(out / "worlds-2030-bob-quiet.txt", "bob")
    assert deck.identity == "Tester: Runner Identity" and deck.size == 4
    assert {e.name for e in deck.entries} >= {"René “Loup” Arcemont: Test Animal", "Windfall Job"}
    corp = read_decklist(out / "system-gateway-beginner-corp.txt", "corp")
    assert [e.type.value for e in corp.entries] == ["agenda", "operation", "ice"]
    rows = (out / "pairings.tsv").read_text(encoding="utf-8").splitlines()[1:]
    assert rows == ["final-a\tworlds-2030-ann-plans.txt\tworlds-2030-bob-quiet.txt"]


def test_a_name_no_title_matches_stops_the_conversion(tmp_path: Path, capsys):
    cljc = tmp_path / "precon.cljc"
    cljc.write_text(CLJC.replace('"Windfall Job"', '"Windfal Job"'), encoding="utf-8")
    out = tmp_path / "out"
    assert precon.main([str(cljc), str(_card_data(tmp_path)), str(out)]) == 1
    assert "'Windfal Job' is not a NetrunnerDB title" in capsys.readouterr().err
    assert not out.exists()
