"""MPX002 (type floor 6.5 pt) and MPX003 (house-rule marks ≥ 3 mm) fire on broken
templates and content, at the right line; the shipped template and content pass."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from nrprint.source.templates import default_dir
from tests.conftest import CONTENT, edit
from tests.multiplayer.conftest import DOMAINS

TEMPLATE = "multiplayer.yaml"
LONG = " ".join(["Long rule text that keeps going."] * 12)


@pytest.fixture
def templates(tmp_path: Path, monkeypatch):
    """A scratch copy of ``templates/``, used by every template loader while the test runs."""
    from nrprint.multiplayer.style import style

    dst = tmp_path / "templates"
    shutil.copytree(default_dir(), dst)
    monkeypatch.setenv("NRPRINT_TEMPLATES", str(dst))
    style.cache_clear()
    yield dst
    style.cache_clear()


def run(root: Path, codes: set[str]):
    from nrprint.checks.registry import run_checks
    from nrprint.model.project import Project

    diags = run_checks(Project(root, display_path="content"), only_domains=set(DOMAINS))
    return [d for d in diags if d.code in codes]


@pytest.mark.parametrize(
    ("section", "old", "new", "code"),
    [
        ("card", "foot_size: 6.5", "foot_size: 5.4", "MPX002"),
        ("card", "kicker_size: 6.5", "kicker_size: 5.8", "MPX002"),
        ("overview", "  body_min: 9.0", "  body_min: 5.6", "MPX002"),
        ("card", "body_size: 9.0", "body_size: 8.0", "MPX004"),
        ("overview", "  body_min: 9.0", "  body_min: 8.5", "MPX004"),
        ("card", "icon_mm: 3.0", "icon_mm: 2.0", "MPX003"),
    ],
)
def test_template_under_the_floor_is_reported_at_its_line(mp_content, templates, section, old, new, code):
    line = edit(templates / TEMPLATE, old, new)
    if old.startswith("  "):
        line = (templates / TEMPLATE).read_text().split(new)[0].count("\n") + 1
    hits = [d for d in run(mp_content, {code}) if d.path == "templates/multiplayer.yaml"]
    assert [d.line for d in hits] == [line], [d.format() for d in hits]


def test_template_fault_is_reported_once_not_per_card(mp_content, templates):
    edit(templates / TEMPLATE, "foot_size: 6.5", "foot_size: 6.0")
    hits = run(mp_content, {"MPX002"})
    assert [(d.path, "card.foot_size is 6 pt" in d.message) for d in hits] == [
        ("templates/multiplayer.yaml", True)
    ]


def test_crowded_seat_labels_are_reported(mp_content):
    """A 24-player table: 24 seats round the card's diagram shrink their labels under 6.5 pt."""
    edit(
        mp_content / "multiplayer/houserules.yaml", "player_counts: [4, 6, 8]", "player_counts: [4, 6, 8, 24]"
    )
    hits = [d for d in run(mp_content, {"MPX002"}) if "turn-order-24" in d.message]
    text = (mp_content / "multiplayer/rules.yaml").read_text(encoding="utf-8")
    title_line = text[: text.index('title: {en: "Turn order"')].count("\n") + 1
    assert hits and all(d.line == title_line for d in hits)
    assert any("seat label is set at" in d.message for d in hits), [d.format() for d in hits]


def test_small_inline_icon_is_reported(mp_content, monkeypatch):
    """Inline icons sized with their text at 0.9 em (8.1 pt at the deck's 9 pt, under
    3 mm = 8.5 pt): the inline house-rule marks are reported."""
    import nrprint.layout.textflow as textflow

    monkeypatch.setattr(textflow, "icon_side", lambda size: size * 0.9)
    hits = [d for d in run(mp_content, {"MPX003"}) if "card trading (en)" in d.message]
    assert any("inline icon (rule)" in d.message for d in hits), [d.format() for d in hits]


def test_shipped_template_and_content_pass():
    assert run(Path(CONTENT), {"MPX002", "MPX003"}) == []


def test_shipped_cards_respect_the_floor_in_every_language():
    """Direct figures: every card size ≥ 6.5 pt, every mark ≥ 3 mm (en, fr, de)."""
    from nrprint.layout.imposition import sheets
    from nrprint.layout.textflow import icon_side
    from nrprint.multiplayer.cardlayout import layout_card
    from nrprint.multiplayer.deck import card_specs
    from nrprint.multiplayer.style import style
    from nrprint.render.fonts import measure
    from nrprint.units import PT_PER_MM
    from tests.multiplayer.conftest import loaded

    rules, house = loaded(CONTENT)
    card = sheets().cards["poker"]
    for lang in ("en", "fr", "de"):
        for spec in card_specs(rules, house, lang, anchor=lambda n: n):
            lay = layout_card(
                spec, card.width_mm * PT_PER_MM, card.height_mm * PT_PER_MM, style().card, measure
            )
            assert min(pb.block.size for pb in lay.blocks) >= 6.5, spec.key
            assert all(m.side >= 3 * PT_PER_MM - 1e-6 for m in lay.marks), spec.key
            if spec.house and any("{houserule}" in p for p in spec.paragraphs):
                assert icon_side(lay.body_size) >= 3 * PT_PER_MM - 1e-6, spec.key
