"""The big-deck speed layers give what the plain code gives (issue 40): a click's text
remembered by what it holds, a form placed without the state stack, a card drawn
without its positions, a check called without its stand-in."""

from __future__ import annotations

import os
from pathlib import Path

from nrprint.automa.compose import Words, _click_text, click_text
from nrprint.automa.stress import write_content
from nrprint.layout.imposition import Rect
from nrprint.model.automa import Click
from nrprint.model.project import Project
from nrprint.render.cardsheet import CardCanvas
from nrprint.render.pdf import PdfMeta, open_canvas


def _run(link: object, trash: object = 2) -> Click:
    return Click.model_validate(
        {"action": "run", "run": {"colour": "red", "link_limit": link, "trash_limit": trash}}
    )


def test_clicks_that_print_differently_are_remembered_apart(shipped: Project):
    """Equal values of other types print otherwise (1, True, 1.0; 0.0 and -0.0): each
    click's remembered text is the text composed for it alone."""
    words = Words(shipped.get("automa-glossary"), "en")
    clicks = [_run(1), _run(True), _run(1.0), _run(0.0), _run(-0.0), _run(1, "1"), _run(1, 1)]
    for click in clicks * 2:  # the second round reads what the first remembered
        assert click_text(click, words) == _click_text(click, words)
    assert len({click_text(c, words) for c in clicks}) == 6  # only trash "1" and 1 print alike


def test_a_placed_form_writes_what_reportlab_writes(tmp_path: Path):
    """``CardCanvas.reuse`` places a form as saveState, translate, doForm, restoreState do."""
    canvases = [open_canvas(tmp_path / f"{n}.pdf", (300, 300), PdfMeta("t", "t", "en")) for n in (0, 1)]
    ctx = CardCanvas(canvases[0])
    ctx.reuse("box", Rect(10, 20, 50, 60), 2.0, lambda c, w, h, b: c.rect(0, 0, w, h))
    ctx.reuse("box", Rect(12.5, 33.25, 50, 60), 2.0, lambda c, w, h, b: c.rect(0, 0, w, h))
    plain = canvases[1]
    plain.saveState()
    plain.beginForm("nrcard_box", lowerx=-2.0, lowery=-2.0, upperx=52.0, uppery=62.0)
    plain.rect(0, 0, 50, 60)
    plain.endForm()
    plain.restoreState()
    for x, y in ((10, 20), (12.5, 33.25)):
        plain.saveState()
        plain.translate(x, y)
        plain.doForm("nrcard_box")
        plain.restoreState()
    assert canvases[0]._code == plain._code
    assert canvases[0]._formsinuse == plain._formsinuse


def test_a_drawn_card_is_the_checked_card_without_positions(tmp_path: Path):
    project = Project(write_content(tmp_path, 3))
    cards = project.get("automa-decks").decks[0].cards
    for i in (0, 2, -1):
        drawn, checked = cards.unsourced(i), cards[i]
        assert drawn.model_dump() == checked.model_dump()  # the same values (== compares positions too)
        assert drawn.pos("id").path == "<memory>" and checked.pos("id").path.endswith("stress-runner.yaml")


def _broken_deck(tmp_path: Path, n: int) -> Path:
    """A generated deck with mistakes in its first card, its middle and its last card."""
    folder = write_content(tmp_path, n)
    deck = folder / "automa" / "decks" / "stress-runner.yaml"
    lines = deck.read_text(encoding="utf-8").splitlines(keepends=True)
    for i in (1, n // 2 + 1, n - 3, n):
        at = lines.index(f"  - id: s{i:05d}\n")
        lines[at + 1] = lines[at + 1].replace(f'Stress card {i}"', f'Stress card {i} {{nope}}"', 1)
        lower = next(k for k in range(at, len(lines)) if lines[k].startswith("    lower:"))
        lines[lower] = "    lower: {kind: nope}\n"
    deck.write_text("".join(lines), encoding="utf-8")
    return folder


def test_a_big_deck_checked_in_halves_finds_what_one_process_finds(tmp_path: Path):
    """On two cores the upper half of a big deck's cards is checked in a forked child:
    the same diagnostics, at the same positions, as the walk in one process."""
    from nrprint.checks import halves
    from nrprint.checks.registry import run_checks

    n = halves.SPLIT_FROM + 2
    folder = _broken_deck(tmp_path, n)
    found = {}
    for jobs in (1, 2):
        project = Project(folder)
        project.jobs = jobs
        found[jobs] = run_checks(project, only_domains={"automa-decks", "automa-glossary"})
    assert found[2] == found[1]
    assert all(d.code != "YAML005" for d in found[1])  # checked, not refused
    assert len({d.line for d in found[1] if "nope" in d.message}) == 8  # each card's title and lower


def test_a_failed_child_leaves_its_half_to_the_parent(tmp_path: Path, monkeypatch):
    from nrprint.checks import halves

    seen: list[tuple[int, int]] = []

    def walk(start: int, stop: int):
        seen.append((start, stop))
        if os.getpid() != parent:
            os._exit(3)  # the child dies before it answers
        yield from ()

    parent = os.getpid()
    assert list(halves.walk_halves(walk, halves.SPLIT_FROM, 2)) == []
    n = halves.SPLIT_FROM
    assert seen == [(0, n // 2), (n // 2, n)]  # the parent checked both halves
