"""Export a card-deck target for Tabletop Simulator: sheets, back, saved-object JSON.

The deck is drawn by its own target, one card a page without bleed (TTS shows the card
as cut), and each page is rasterised (``nrprint.render.raster``): the images are the
PDF's pages. For each deck file ``<deck>`` of the target, ``out`` receives

- ``<deck>-sheet-1.png`` … : fronts on a grid of at most 10 × 7 (``layout.raster.tts_sheets``),
  69 cards a sheet, the last slot holding the back (TTS's hidden-card picture);
- ``<deck>-back.png``: the back, when every card has the same one; otherwise (behaviour
  cards: side B) ``<deck>-backs-1.png`` … in the same grids, with ``UniqueBack``, and a
  plain grey hidden-card slot;
- ``<deck>.json``: the saved object (``nrprint.tts.saved_object``), with ``file://``
  URLs of those images, or ``<base_url>/<file>`` when the folder is to be uploaded as
  it is (``base_url``, checked by ``check_base_url``).

Every file is written through a temporary file and a rename, images before the JSON.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

from nrprint.diagnostics import ContentError, Pos
from nrprint.documents.images import image_folder
from nrprint.documents.registry import Target
from nrprint.layout.raster import FACE_LABEL, TtsSheet, tts_sheets
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, CardSheetOptions, Output
from nrprint.render.raster import page_labels, pdf_bytes, png_bytes, render_page
from nrprint.system.atomic import atomic_path
from nrprint.tts.saved_object import SheetImages, saved_object

HIDDEN_GREY = (208, 208, 208)


@dataclass
class DeckImages:
    name: str  # file stem: automa-corp, big-sell-out-cards
    title: str
    names: list[str]
    fronts: list[Image.Image]
    backs: list[Image.Image | None]


def deck_images(pdf: Output, dpi: int) -> DeckImages:
    """Rasterise a one-card-a-page deck PDF; pair faces by their page labels."""
    doc = pdfium.PdfDocument(pdf_bytes(pdf.draw))
    try:
        labels = page_labels(doc)
        titles = {bm.get_dest().get_index(): bm.get_title() for bm in doc.get_toc()}
        names: list[str] = []
        fronts: list[Image.Image] = []
        backs: list[Image.Image | None] = []
        for i, label in enumerate(labels):
            m = FACE_LABEL.match(label)
            if m is None:
                raise ValueError(f"{pdf.relpath}: page {i + 1} is not a card face ({label!r})")
            if m.group(2) == "front":
                names.append(titles.get(i, label))
                fronts.append(render_page(doc, i, dpi))
                backs.append(None)
            else:
                backs[-1] = render_page(doc, i, dpi)
        title = doc.get_metadata_dict().get("Title", "") or image_folder(pdf.relpath)
    finally:
        doc.close()
    return DeckImages(Path(image_folder(pdf.relpath)).name, title, names, fronts, backs)


def _sheet(images: Sequence[Image.Image | None], sheet: TtsSheet, hidden: Image.Image | None) -> Image.Image:
    first = next(im for im in images if im is not None)
    w, h = first.size
    out = Image.new("RGB", (sheet.cols * w, sheet.rows * h), "white")
    for slot, im in enumerate(images):
        if im is not None:
            out.paste(im, sheet.slot_xy(slot, w, h))
    if hidden is not None:
        out.paste(hidden, sheet.slot_xy(sheet.hidden_slot, w, h))
    return out


def check_base_url(url: str) -> str | None:
    """Why ``url`` cannot be the address of an uploaded folder (None when it can):
    an absolute http or https URL with a host, no query, fragment or spaces."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
    except ValueError as exc:
        return f"--base-url {url!r} is not a URL ({exc})"
    if parts.scheme not in ("http", "https"):
        return f"--base-url {url!r}: use an http:// or https:// address (Tabletop Simulator downloads from the web)"
    if not parts.netloc or parts.query or parts.fragment or any(ch.isspace() for ch in url):
        return f"--base-url {url!r}: give the folder's address, with a host and no spaces, '?' or '#'"
    return None


def deck_files(deck: DeckImages, out: Path, dpi: int, base_url: str | None = None) -> dict[str, bytes]:
    """Every file of one deck, by name: sheets, back(s), then the JSON."""
    backs = [b for b in deck.backs if b is not None]
    shared = backs[0] if backs and all(b.tobytes() == backs[0].tobytes() for b in backs) else None
    if len(backs) != len(deck.backs):
        shared = shared or Image.new("RGB", deck.fronts[0].size, "white")  # a deck without backs
    files: dict[str, bytes] = {}
    sheets = tts_sheets(len(deck.fronts))
    # The hidden-card picture: the shared back; with unique backs no card's back may stand
    # for every card (it would show a real card), so a plain grey card.
    hidden = shared or Image.new("RGB", deck.fronts[0].size, HIDDEN_GREY)
    if shared is not None:
        files[f"{deck.name}-back.png"] = png_bytes(shared, dpi)
    images = []
    for s in sheets:
        face = f"{deck.name}-sheet-{s.number}.png"
        files[face] = png_bytes(_sheet([deck.fronts[i] for i in s.cards], s, hidden), dpi)
        back = f"{deck.name}-back.png"
        if shared is None:
            back = f"{deck.name}-backs-{s.number}.png"
            files[back] = png_bytes(_sheet([deck.backs[i] for i in s.cards], s, hidden), dpi)
        images.append(SheetImages(_url(out, face, base_url), _url(out, back, base_url), shared is None))
    obj = saved_object(deck.title, deck.names, sheets, images)
    files[f"{deck.name}.json"] = (json.dumps(obj, indent=2, ensure_ascii=False) + "\n").encode()
    return files


def _url(out: Path, name: str, base_url: str | None) -> str:
    """Where TTS finds ``name``: beside the JSON on this computer, or in the uploaded folder."""
    if base_url is not None:
        from urllib.parse import quote

        return f"{base_url.rstrip('/')}/{quote(name)}"
    return (out / name).resolve().as_uri()


def export_tts(
    project: Project, target: Target, lang: str, out: Path, dpi: int, base_url: str | None = None
) -> list[Path]:
    """Draw, compose and write every deck of ``target``; return the files written."""
    options = BuildOptions(langs=(lang,), cards=CardSheetOptions(layout="single"))
    planned = {}
    for pdf in target.plan(project, options):
        deck = deck_images(pdf, dpi)
        if deck.fronts:
            planned.update(deck_files(deck, out, dpi, base_url))  # all drawn before the first file is written
    if not planned:  # e.g. automa-decks when there are no decks of your own
        where = Pos(project.display("automa/decks"))
        raise ContentError([where.error("IO006", f"{target.name}: no cards to export")])
    written = []
    for name, data in planned.items():
        with atomic_path(out / name) as tmp:
            tmp.write_bytes(data)
        written.append(out / name)
    return written
