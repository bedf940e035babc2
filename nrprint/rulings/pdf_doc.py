"""Page frame of the rulings reference: two columns, running heads, outline, page numbers.

The first page has a full-width title frame above the two columns. Headings are
flowables that, when drawn, leave a named destination (their anchor), an outline
entry, and their label for the running head. Each page's head shows the range of
entries on it, from the first (possibly continued from the previous page) to the last.
``pages`` maps anchor → page, for the index's second pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path

from reportlab.lib.colors import HexColor
from reportlab.pdfbase.pdfdoc import PDFDictionary
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph

from nrprint import __version__
from nrprint.render.fonts import font_name, register_fonts
from nrprint.units import PT_PER_MM

MARGIN = 14 * PT_PER_MM
GUTTER = 7 * PT_PER_MM
HEAD_SPACE = 9 * PT_PER_MM
TITLE_HEIGHT = 44 * PT_PER_MM


@dataclass
class HeadState:
    """What the running head needs: the entries seen on this page, in order."""

    current: str | None = None
    on_page: list[str] = field(default_factory=list)
    pages: dict[str, int] = field(default_factory=dict)

    def start_page(self) -> None:
        self.on_page = []

    def seen(self, label: str | None) -> None:
        self.current = label
        if label and (not self.on_page or self.on_page[-1] != label):
            self.on_page.append(label)

    def range(self) -> str:
        if not self.on_page:
            return ""
        first, last = self.on_page[0], self.on_page[-1]
        if first == last:
            return first
        side = first.split(": ", 1)[0] + ": "
        return f"{first} – {last.removeprefix(side)}"


class Heading(Paragraph):
    """A heading that leaves an anchor, an outline entry and a running-head label."""

    def __init__(self, text, style, *, key, outline, level, label, state):
        super().__init__(text, style)
        self.nr = (key, outline, level, label, state)
        self.keepWithNext = True

    def draw(self) -> None:
        key, outline, level, label, state = self.nr
        self.canv.bookmarkHorizontal(key, 0, self.height + 2)
        self.canv.addOutlineEntry(outline, key, level=level, closed=level == 0)
        state.pages[key] = self.canv.getPageNumber()
        if label is not None or level == 0:
            state.seen(label)
        super().draw()

    def split(self, availWidth, availHeight):  # a heading never splits: move it whole
        return []


class _Doc(BaseDocTemplate):
    """Reports the entry of every drawn paragraph (split parts included) to the head state.

    A ruling paragraph's style carries ``nr_label``; split parts keep the style, so a
    ruling continued on the next page still names its card in that page's head.
    """

    state: HeadState

    def _endBuild(self) -> None:
        # Publish every anchor as a named destination in the catalog, so other PDFs can
        # link to "rulings.pdf#nameddest=<anchor>" (reportlab keeps them internal).
        dests = self.canv._destinations
        if dests:
            self.canv._doc.Catalog.Dests = PDFDictionary({k: dests[k] for k in sorted(dests)})
        super()._endBuild()

    def afterFlowable(self, flowable: Flowable) -> None:
        label = getattr(getattr(flowable, "style", None), "nr_label", None)
        if label:
            self.state.seen(label)


@dataclass(frozen=True, slots=True)
class Decor:
    title: str
    footer: str
    colour: str
    muted: str


def make_doc(
    path: Path | BytesIO,
    pagesize: tuple[float, float],
    meta: dict[str, str],
    state: HeadState,
    decor: Decor,
):
    """A two-column document template; the first page starts with a full-width title frame."""
    register_fonts()
    w, h = pagesize
    col = (w - 2 * MARGIN - GUTTER) / 2
    body_h = h - 2 * MARGIN - HEAD_SPACE

    def columns(top_h: float) -> list[Frame]:
        height = body_h - top_h
        return [
            Frame(
                MARGIN + i * (col + GUTTER),
                MARGIN,
                col,
                height,
                id=f"col{i}",
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
            )
            for i in range(2)
        ]

    title = Frame(
        MARGIN,
        h - MARGIN - HEAD_SPACE - TITLE_HEIGHT,
        w - 2 * MARGIN,
        TITLE_HEIGHT,
        id="title",
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )

    def begin(canv, doc) -> None:
        state.start_page()
        if canv.getPageNumber() == 1:
            canv.setViewerPreference("DisplayDocTitle", "true")
            canv.showOutline()

    def end(canv, doc) -> None:
        _decorate(canv, pagesize, state.range(), decor)

    doc = _Doc(
        path if isinstance(path, BytesIO) else str(path),
        pagesize=pagesize,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        invariant=1,
        pageCompression=1,
        lang=meta["lang"],
        title=meta["title"],
        author=meta["author"],
        subject=meta["subject"],
        creator=f"nrprint {__version__}",
        keywords=meta.get("keywords", ""),
        initialFontName=font_name("regular"),
    )
    doc.state = state
    doc.addPageTemplates(
        [
            PageTemplate("front", [title, *columns(TITLE_HEIGHT)], onPage=begin, onPageEnd=end),
            PageTemplate("body", columns(0), onPage=begin, onPageEnd=end),
        ]
    )
    return doc


def _decorate(canv, pagesize: tuple[float, float], head: str, d: Decor) -> None:
    w, h = pagesize
    canv.saveState()
    y = h - MARGIN - 4 * PT_PER_MM
    canv.setStrokeColor(HexColor(d.colour))
    canv.setLineWidth(0.6)
    canv.line(MARGIN, y - 2 * PT_PER_MM, w - MARGIN, y - 2 * PT_PER_MM)
    canv.setFillColor(HexColor(d.muted))
    canv.setFont(font_name("bold"), 8)
    canv.drawString(MARGIN, y, _fit(head, font_name("bold"), 8, (w - 2 * MARGIN) * 0.68))
    canv.setFont(font_name("regular"), 7.5)
    canv.drawRightString(w - MARGIN, y, d.title)
    canv.setFont(font_name("regular"), 7)
    canv.drawString(MARGIN, MARGIN - 6 * PT_PER_MM, d.footer)
    canv.drawRightString(w - MARGIN, MARGIN - 6 * PT_PER_MM, f"page {canv.getPageNumber()}")
    canv.restoreState()


def _fit(text: str, font: str, size: float, width: float) -> str:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    while text and stringWidth(text, font, size) > width:
        text = text[:-2].rstrip() + "…"
    return text
