"""A click row's form name (``draw._row_key``) is looked up by its boxes' identity, and
is always the name its contents give (``draw._named_row``): rows that look alike share
a form, rows that differ never do."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from nrprint.automa import draw
from nrprint.automa.compose import Words, pieces
from nrprint.automa.stress import write_content
from nrprint.model.project import Project


def _rows(tmp_path: Path, n: int = 40):
    project = Project(write_content(tmp_path, n))
    deck, glossary = project.get("automa-decks").decks[0], project.get("automa-glossary")
    words = Words(glossary, "en")
    for i in range(n):
        boxes, found = pieces(deck, deck.cards.unsourced(i), words)
        for k, (click, cb) in enumerate(zip(deck.cards.unsourced(i).clicks, boxes.clicks, strict=True)):
            yield deck.kind, click, cb, k + 1, [p for p in found if p.row == k + 1]


def _named(kind, click, cb, n, words, bleed=0.0):
    run = click.run.colour if click.run is not None else ""
    return draw._named_row(kind, n, cb, bool(click.disposable), bool(click.reserved), run, words, bleed)


def test_a_row_key_is_the_name_of_what_the_row_holds(tmp_path: Path):
    rows = list(_rows(tmp_path))
    for kind, click, cb, n, words in rows:
        assert draw._row_key(kind, click, cb, n, words, 0.0) == _named(kind, click, cb, n, words)
        assert draw._row_key(kind, click, cb, n, words, 3.0) == _named(kind, click, cb, n, words, 3.0)
    assert len({_named(*row) for row in rows}) > 4  # the deck has rows that differ


def test_rows_alike_share_a_key_and_rows_that_differ_do_not(tmp_path: Path):
    kind, click, cb, n, words = next(_rows(tmp_path, 1))
    key = draw._row_key(kind, click, cb, n, words, 0.0)
    copy = replace(cb)  # equal boxes, another object
    moved = [replace(p, box=copy.main if p.box is cb.main else p.box) for p in words]
    assert copy is not cb and draw._row_key(kind, click, copy, n, moved, 0.0) == key
    other = [replace(words[0], text=words[0].text + " more"), *words[1:]]
    assert draw._row_key(kind, click, cb, n, other, 0.0) != key
    wider = replace(cb, main=replace(cb.main, w=cb.main.w + 1))
    assert draw._row_key(kind, click, wider, n, words, 0.0) != key
    assert draw._row_key(kind, click, cb, n + 1, words, 0.0) != key
