"""Searching the imported rulings."""

from __future__ import annotations

from nrprint.rulings.links import ruling_anchor, ruling_uri
from nrprint.rulings.search import match_cards, search


def test_all_words_must_match(doc):
    hits = search(doc, ["jack", "out"])
    assert hits and all("jack" in h.ruling.text.lower() and "out" in h.ruling.text.lower() for h in hits)
    assert len(search(doc, ["jack", "out", "zzzz"])) == 0


def test_card_filter(doc):
    hits = search(doc, [], card="startup immolator")
    assert {h.group.name for h in hits} == {"Startup Immolator"} and len(hits) == 5
    assert {g.name for g in match_cards(doc, "Bank Account")} >= {"Chiba Bank Account", "Swiss Bank Account"}


def test_word_prefix_and_punctuation(doc):
    assert search(doc, ["R&D", "Interface"])  # punctuation ignored
    assert len(search(doc, ["trash"])) > len(search(doc, ["trashed"]))  # prefix match


def test_ruling_anchor(doc):
    assert ruling_anchor("Startup Immolator", doc) == "runner-startup-immolator"
    assert ruling_anchor("startup  immolator", doc) == "runner-startup-immolator"
    assert ruling_anchor("Bakdoor\u2122", doc) == "runner-bakdoor"
    assert ruling_anchor("Data Masons", doc) == "corp-data-masons"
    assert ruling_anchor("No Such Card", doc) is None
    assert ruling_anchor("Startup Immolator", None) is None  # nothing imported
    assert ruling_uri("runner-siren", "fr") == "../en/rulings.pdf#nameddest=runner-siren"
