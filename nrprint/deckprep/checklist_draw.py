"""Draw the deck-preparation checklist PDF (one A4 page, reproducible bytes)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from nrprint.deckprep.checklist_layout import MARGIN, PAGE_H, PAGE_W, Row, layout_checklist
from nrprint.deckprep.report import PILE_NAMES
from nrprint.diagnostics import ContentError, Pos
from nrprint.render.fonts import font_name, measure
from nrprint.render.pdf import PdfMeta, open_canvas
from nrprint.source.templates import base
from nrprint.units import PT_PER_MM

# Pile key → zone of content/setup-sheets.yaml whose label/name the checklist prints.
ZONES = {
    ("corp", "ST"): "st",
    ("corp", "ICE"): "ice",
    ("corp", "OP"): "op",
    ("corp", "RE"): "re",
    ("corp", "R&D"): "ai-rnd",
    ("corp", "HQ"): "ai-hq",
    ("runner", "PRO"): "pro",
    ("runner", "EC"): "ec",
    ("runner", "RE"): "rre",
    ("runner", "STA"): "sta",
    ("runner", "GR"): "gr",
}
DEFAULT_WORDS = {
    "title-corp": "Corporation Automa: deck preparation",
    "title-runner": "Runner Automa: deck preparation",
    "settings": "Difficulty: <difficulty> · seed <seed> · <size> cards",
    "stratagem": "with the Stratagem deck",
    "how": "Tick one box per copy as you put it on its pile. Then shuffle each pile.",
    "cards": "cards",
    "advancement": "Highest agenda advancement requirement: <value>",
    "unknown": "unknown",
}


def _words(labels: Any, lang: str) -> dict[str, str]:
    words = dict(DEFAULT_WORDS)
    if labels is not None:
        words.update({k: v.get(lang) for k, v in labels.checklist.items()})
    return words


def _pile_title(side: str, key: str, labels: Any, lang: str) -> str:
    zone = labels.zones.get(ZONES[(side, key)]) if labels is not None else None
    if zone is not None and zone.name is not None:
        return f"{key} · {zone.name.get(lang)}"
    return f"{key} · {PILE_NAMES[key]}"


def _fit(text: str, style: str, size: float, width_pt: float) -> str:
    if measure(text, style, size) <= width_pt:
        return text
    while text and measure(text + "…", style, size) > width_pt:
        text = text[:-1]
    return text + "…"


def prepare_checklist(data: dict[str, Any], lang: str, labels: Any = None) -> tuple[dict[str, str], Any]:
    """Words and layout of the checklist; ContentError (DECK301) when it cannot fit a page."""
    words = _words(labels, lang)
    side = data["side"]
    piles = [
        {
            "title": f"{_pile_title(side, p['pile'], labels, lang)} — {p['count']} {words['cards']}",
            "count": p["count"],
            "cards": [{**c, "note": words.get(f"type-{c['type']}", c["type"])} for c in p["cards"]],
        }
        for p in data["piles"]
    ]
    max_copies = max((c["count"] for p in piles for c in p["cards"]), default=1)
    lay = layout_checklist(piles, max_copies)
    if not lay.fits:
        raise ContentError(
            [
                Pos(data.get("checklist") or "checklist").error(
                    "DECK301", "the piles do not fit on one checklist page"
                )
            ]
        )
    return words, lay


@dataclass(frozen=True, slots=True)
class _Colours:
    ink: HexColor
    muted: HexColor
    rule: HexColor
    accent: HexColor  # the side's colour


def _y(mm_from_top: float) -> float:
    """Millimetres from the top of the page → PDF points from its bottom."""
    return (PAGE_H - mm_from_top) * PT_PER_MM


def draw_checklist(path: Path, data: dict[str, Any], lang: str, labels: Any = None) -> None:
    """Write the checklist for ``data`` (from ``report.as_data``) to ``path``."""
    words, lay = prepare_checklist(data, lang, labels)
    side = data["side"]
    tpl = base()
    ink, muted, rule = (HexColor(tpl.colour(k)) for k in ("ink", "muted", "rule"))
    colours = _Colours(ink, muted, rule, HexColor(tpl.colour("corp" if side == "corp" else "runner")))
    title = words[f"title-{side}"]
    c = open_canvas(
        path, (PAGE_W * PT_PER_MM, PAGE_H * PT_PER_MM), PdfMeta(title, "Automa deck checklist", lang)
    )
    _head(c, title, words, data, colours)
    size = lay.row_h * PT_PER_MM * 0.62
    for row in lay.rows:
        base_y = _y(row.y) - lay.row_h * PT_PER_MM * 0.72
        if row.kind == "pile":
            _pile_row(c, row, size, base_y, colours)
        else:
            _card_row(c, row, lay.row_h, size, base_y, colours)
    c.showPage()
    c.save()


def _settings(words: dict[str, str], data: dict[str, Any]) -> str:
    """The settings line: difficulty, seed, deck size, the Stratagem deck, the identity."""
    settings = words["settings"].replace("<difficulty>", words.get(data["difficulty"], data["difficulty"]))
    settings = settings.replace("<seed>", str(data["seed"])).replace("<size>", str(data["deck_size"]))
    if data["stratagem"]:
        settings += f" · {words['stratagem']}"
    if data.get("identity"):
        settings = f"{data['identity']} · {settings}"
    return settings


def _head(c: Canvas, title: str, words: dict[str, str], data: dict[str, Any], colours: _Colours) -> None:
    """The title, the settings line, the advancement line (Corp) and how to use the sheet."""
    x0 = MARGIN * PT_PER_MM
    width_pt = (PAGE_W - 2 * MARGIN) * PT_PER_MM
    c.setFillColor(colours.accent)
    c.setFont(font_name("bold"), 16)
    c.drawString(x0, _y(MARGIN + 6), _fit(title, "bold", 16, width_pt))
    c.setFillColor(colours.ink)
    c.setFont(font_name("regular"), 9)
    c.drawString(x0, _y(MARGIN + 12), _fit(_settings(words, data), "regular", 9, width_pt))
    line = MARGIN + 17
    if "highest_advancement" in data:
        adv = data["highest_advancement"]
        value = str(adv["value"]) if adv["value"] is not None else words["unknown"]
        if adv["agendas"]:
            value += f" ({', '.join(adv['agendas'])})"
        c.setFont(font_name("bold"), 9)
        c.drawString(x0, _y(line), _fit(words["advancement"].replace("<value>", value), "bold", 9, width_pt))
        line += 5
    c.setFillColor(colours.muted)
    c.setFont(font_name("italic"), 8)
    c.drawString(x0, _y(line), _fit(words["how"], "italic", 8, width_pt))


def _pile_row(c: Canvas, row: Row, size: float, base_y: float, colours: _Colours) -> None:
    """A pile's heading, underlined in the side's colour."""
    c.setFillColor(colours.accent)
    c.setFont(font_name("bold"), size)
    c.drawString(row.x * PT_PER_MM, base_y, _fit(row.text, "bold", size, row.width * PT_PER_MM))
    c.setStrokeColor(colours.accent)
    c.setLineWidth(0.6)
    c.line(row.x * PT_PER_MM, base_y - 1.6, (row.x + row.width) * PT_PER_MM, base_y - 1.6)


def _card_row(c: Canvas, row: Row, row_h: float, size: float, base_y: float, colours: _Colours) -> None:
    """A card's row: a tick box per copy, "n× title", its type on the right, a rule below."""
    c.setStrokeColor(colours.ink)
    c.setLineWidth(0.5)
    for bx, by, side_mm in row.boxes:
        c.rect(bx * PT_PER_MM, _y(by + side_mm), side_mm * PT_PER_MM, side_mm * PT_PER_MM)
    note_w = measure(row.note, "italic", size * 0.85) + 4 if row.note else 0.0
    if row.note:
        c.setFillColor(colours.muted)
        c.setFont(font_name("italic"), size * 0.85)
        c.drawRightString((row.x + row.width) * PT_PER_MM, base_y, row.note)
    c.setFillColor(colours.ink)
    c.setFont(font_name("regular"), size)
    c.drawString(
        row.x * PT_PER_MM,
        base_y,
        _fit(f"{row.count}× {row.text}", "regular", size, row.width * PT_PER_MM - note_w),
    )
    c.setStrokeColor(colours.rule)
    c.setLineWidth(0.25)
    c.line(row.x * PT_PER_MM, _y(row.y + row_h), (row.x + row.width) * PT_PER_MM, _y(row.y + row_h))
