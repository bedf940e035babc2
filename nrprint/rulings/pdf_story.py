"""The flowing content of the rulings reference, in reading order.

Title block (full width), then in two columns: how to read it, a clickable card index
(page numbers from a first pass), the general rulings by section, the Corp cards, the
Runner cards, and the list's own preamble and closing notice (it asks to be reproduced
intact). Groups whose header the source lost are shown as such, with their source lines
and any name the text suggests, never under a made-up name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    CondPageBreak,
    FrameBreak,
    NextPageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from nrprint.render.fonts import font_name
from nrprint.rulings.model import Group, Part, RulingsDoc
from nrprint.rulings.pdf_doc import Heading, HeadState
from nrprint.rulings.pdf_markup import ascii_type, emphasis, esc, ruling_markup, typeset

PART_TITLE = {"general": "General rulings", "corp": "Corp cards", "runner": "Runner cards"}
MISSING = {
    "general": "Section title missing in the source",
    "corp": "Rulings whose card name is missing in the source",
    "runner": "Rulings whose card name is missing in the source",
}


@dataclass
class Look:
    colours: dict[str, str]
    fix: Callable[[str], str]

    def style(self, name: str, font: str, size: float, leading: float, **kw) -> ParagraphStyle:
        return ParagraphStyle(
            name,
            fontName=font_name(font),
            fontSize=size,
            leading=leading,
            bulletFontName=font_name("regular"),  # never reportlab's non-embedded Helvetica
            **kw,
        )


def styles(look: Look) -> dict[str, ParagraphStyle]:
    ink, muted = HexColor(look.colours["ink"]), HexColor(look.colours["muted"])
    s = look.style
    return {
        "title": s("title", "bold", 20, 24, textColor=ink, spaceAfter=4),
        "sub": s("sub", "regular", 9.5, 12.5, textColor=muted, spaceAfter=3),
        "part": s("part", "bold", 14, 17, textColor=ink, spaceBefore=4, spaceAfter=6),
        "card": s("card", "bold", 10, 12, textColor=ink, spaceBefore=7, spaceAfter=2),
        "missing": s("missing", "bold_italic", 9, 11, textColor=muted, spaceBefore=7, spaceAfter=1),
        "note": s("note", "italic", 7, 8.6, textColor=muted, spaceAfter=2),
        "body": s(
            "body",
            "regular",
            8.2,
            10.1,
            textColor=ink,
            leftIndent=7,
            bulletIndent=0,
            spaceAfter=2.6,
        ),
        "small": s("small", "regular", 7, 8.6, textColor=muted, spaceAfter=3),
        "index": s("index", "regular", 7.4, 8.8, textColor=ink),
        "index_missing": s("index_missing", "italic", 7.4, 8.8, textColor=muted),
    }


def part_colour(look: Look, part: Part) -> str:
    return look.colours.get(part, look.colours["accent"]) if part != "general" else look.colours["accent"]


def _label(part: Part, g: Group) -> str:
    side = {"general": "General", "corp": "Corp", "runner": "Runner"}[part]
    return f"{side}: {g.shown}" if g.name else f"{side}: (name missing, line {g.line})"


def _outline(g: Group, before: str | None) -> str:
    if g.name:
        return g.shown
    after = f" after {before}" if before else ""
    return f"(name missing){after}, line {g.line}"


def title_block(doc: RulingsDoc, look: Look, st: dict) -> list:
    p = doc.preamble
    s = doc.summary
    title = esc(look.fix(f"{p.title or 'Rulings'}{' v' + p.version if p.version else ''}"))
    dated = (
        f"list dated {p.date.iso} (written {p.date.text})" if p.date and p.date.iso else "list date unknown"
    )
    editor = f", edited by {esc(look.fix(p.editor))}" if p.editor else ""
    rul: Any = s.get("rulings", {})
    counts = (
        f"{rul.get('total', 0)} rulings: {rul.get('general', 0)} general, {rul.get('corp', 0)} on Corp "
        f"cards, {rul.get('runner', 0)} on Runner cards."
    )
    src = doc.source
    return [
        NextPageTemplate("body"),
        Paragraph(f"{title} — rulings reference", st["title"]),
        Paragraph(f"{esc(dated)}{editor}. {counts}", st["sub"]),
        Paragraph(
            f"Imported from <i>{esc(look.fix(src.file))}</i> (sha256 {src.sha256[:16]}…, {src.lines} lines) "
            f"by {esc(src.imported_by)}. The rulings are the list’s own words; only the layout, the "
            "index and the notes in <i>italics</i> are added.",
            st["small"],
        ),
        Paragraph(
            "Card names are headings; each ruling’s citations (who ruled, where, when) are set in "
            "smaller grey type. Where the source lost a card’s name, its rulings are kept under "
            "<i>“rulings whose card name is missing in the source”</i> with their source line numbers, "
            "never filed under a neighbouring card. Coloured names in the index and the text are links.",
            st["small"],
        ),
        FrameBreak(),
    ]


def index(doc: RulingsDoc, look: Look, st: dict, pages: dict[str, int]) -> list:
    """A clickable index per side; page numbers come from the previous pass (``000`` first)."""
    out: list = [
        Heading(
            "Index of cards",
            st["part"],
            key="index",
            outline="Index of cards",
            level=0,
            label=None,
            state=_NOSTATE,
        )
    ]
    for part in ("corp", "runner"):
        groups: list[Group] = getattr(doc, part)
        out.append(Paragraph(f"<b>{PART_TITLE[part]}</b>", st["index"]))
        rows = []
        before = None
        for g in groups:
            page = pages.get(g.anchor, 0)
            if g.name:
                name = f'<a href="#{g.anchor}">{esc(look.fix(g.shown))}</a>'
                rows.append(
                    [
                        Paragraph(name, st["index"]),
                        Paragraph(
                            f'<a href="#{g.anchor}">{page:03d}</a>'
                            if not pages
                            else f'<a href="#{g.anchor}">{page}</a>',
                            st["index"],
                        ),
                    ]
                )
                before = g.shown
            else:
                where = esc(look.fix(before or "start"))
                hint = f"; names {esc(look.fix(g.hints[0]))}" if g.hints else ""
                text = f'<a href="#{g.anchor}">name missing (after {where}{hint})</a>'
                rows.append(
                    [
                        Paragraph(text, st["index_missing"]),
                        Paragraph(f'<a href="#{g.anchor}">{page if pages else "000"}</a>', st["index"]),
                    ]
                )
        table = Table(rows, colWidths=["84%", "16%"], repeatRows=0, hAlign="LEFT")
        table.setStyle(
            TableStyle(
                [
                    ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                    ("FONTNAME", (0, 0), (-1, -1), font_name("regular")),  # not Helvetica
                    ("TOPPADDING", (0, 0), (-1, -1), 0.3),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 0.3),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                    ("LINEBELOW", (0, 0), (-1, -1), 0.2, HexColor(look.colours["rule"])),
                ]
            )
        )
        out += [table, Spacer(1, 6)]
    return out


class _NoState(HeadState):
    def seen(self, label):  # the index is not an entry: keep the running head empty
        self.current = None


_NOSTATE = _NoState()


def body(doc: RulingsDoc, look: Look, st: dict, state: HeadState) -> list:
    anchors = set(doc.anchors())
    cite_font = (6.6, look.colours["muted"])
    out: list = []
    for part, groups in doc.parts():
        out.append(CondPageBreak(60))
        out.append(
            Heading(
                PART_TITLE[part],
                st["part"],
                key=f"part-{part}",
                outline=PART_TITLE[part],
                level=0,
                label=None,
                state=state,
            )
        )
        before = None
        for g in groups:
            label = _label(part, g)
            colour = part_colour(look, part)
            if g.name:
                text = f'<font color="{colour}">{esc(look.fix(g.shown))}</font>'
                out.append(
                    Heading(
                        text,
                        st["card"],
                        key=g.anchor,
                        outline=_outline(g, before),
                        level=1,
                        label=label,
                        state=state,
                    )
                )
            else:
                out.append(
                    Heading(
                        esc(MISSING[part]),
                        st["missing"],
                        key=g.anchor,
                        outline=_outline(g, before),
                        level=1,
                        label=label,
                        state=state,
                    )
                )
                out.append(Paragraph(_missing_note(g, before, look), st["note"]))
            style = ParagraphStyle(f"ruling-{g.anchor}", parent=st["body"])
            style.nr_label = label  # read back by the page frame for the running head
            link = look.colours[part if part != "general" else "corp"]
            for r in g.rulings:
                markup = ruling_markup(r, anchors, look.fix, cite_font, link)
                out.append(Paragraph(markup, style, bulletText="•"))
            before = g.shown if g.name else before
    return out


def _missing_note(g: Group, before: str | None, look: Look) -> str:
    last = g.rulings[-1].end_line if g.rulings else g.line
    parts = [f"Source lines {g.line}–{last}"]
    if before:
        parts.append(f"after {esc(look.fix(before))}")
    note = ", ".join(parts) + "."
    if g.hints:
        names = ", ".join(esc(look.fix(h)) for h in g.hints)
        note += (
            f" The text names {names}, which would fall here alphabetically"
            " (a hint, not the source’s heading)."
        )
    return note


def back_matter(doc: RulingsDoc, look: Look, st: dict, state: HeadState) -> list:
    out: list = [
        CondPageBreak(80),
        Heading(
            "The list’s own preamble and notices",
            st["part"],
            key="preamble",
            outline="Preamble and notices",
            level=0,
            label=None,
            state=state,
        ),
    ]
    for p in [*doc.preamble.paragraphs, *doc.trailer]:
        out.append(Paragraph(emphasis(esc(look.fix(ascii_type(typeset(p.text))))), st["small"]))
    return out
