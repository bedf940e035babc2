"""Target ``rulings``: the imported rulings list as a navigable English PDF (optional).

A4 (or the chosen paper), two columns, general rulings then Corp then Runner cards,
running heads with the entries on each page, an outline by side and by card, and a
clickable index with page numbers. Built in two passes: the first finds the page of
every entry, the second prints those numbers in the index (its length does not change,
so neither do the pages).
"""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.fonts import coverage
from nrprint.render.outputs import BuildOptions, Output
from nrprint.source.templates import base

if TYPE_CHECKING:  # the model is imported with the rulings file (model/domains.py)
    from nrprint.rulings.model import RulingsDoc

RELPATH = "en/rulings.pdf"


def _has_glyph(ch: str) -> bool:
    return all(ord(ch) in coverage(style) for style in ("regular", "bold", "italic", "bold_italic"))


def render(doc: RulingsDoc, path: Path | BytesIO, paper: str = "a4") -> dict[str, int]:
    """Draw the reference to ``path``; return anchor → page of every heading."""
    # Imported here: reportlab's platypus is a tenth of a second that builds without
    # rulings (and every other command) do not need.
    from nrprint.rulings.pdf_doc import Decor, HeadState, make_doc
    from nrprint.rulings.pdf_markup import printable
    from nrprint.rulings.pdf_story import Look, back_matter, body, index, styles, title_block

    tpl = base()
    look = Look(dict(tpl.colours), lambda s: printable(s, _has_glyph))
    pagesize = tpl.papers[paper].size
    p = doc.preamble
    title = f"{p.title or 'Rulings'}{' v' + p.version if p.version else ''}"
    meta = {
        "lang": "en",
        "title": f"{title} — rulings reference",
        "author": p.editor or "",
        "subject": "Netrunner card and game rulings, imported from the list",
        "keywords": "Netrunner, rulings",
    }
    decor = Decor(
        title,
        "Rulings as the list gives them; layout by nrprint.",
        tpl.colour("ink"),
        tpl.colour("muted"),
    )
    pages: dict[str, int] = {}
    for final in (False, True):
        state = HeadState()
        st = styles(look)
        story = [
            *title_block(doc, look, st),
            *index(doc, look, st, pages),
            *body(doc, look, st, state),
            *back_matter(doc, look, st, state),
        ]
        target = path if final else BytesIO()
        make_doc(target, pagesize, meta, state, decor).build(story)
        pages = dict(state.pages) if not final else pages
    return pages


def plan(project: Project, options: BuildOptions) -> list[Output]:
    if "en" not in options.langs:
        return []
    doc = project.get("rulings")
    if doc is None:
        return []
    paper = options.paper if options.paper in base().papers else "a4"

    def draw(tmp: Path) -> None:
        render(doc, tmp, paper)

    return [Output(RELPATH, draw, "en")]


# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    Target(
        "rulings",
        "rulings reference (English): the imported v1.70 rulings list with index and bookmarks",
        ("rulings",),
        plan,
        optional=True,
        how_to_enable="import your copy of the rulings list first: `nrprint import rulings PATH`",
        weight=50.0,  # a hundred pages of text, laid out twice
    ),
)
