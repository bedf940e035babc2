"""Write an Automa deck or the duplex calibration sheet as a PDF (used by the targets)."""

from __future__ import annotations

import sys
from pathlib import Path

from nrprint.automa.compose import Words
from nrprint.automa.draw import card_faces
from nrprint.model.automa import Deck, Reference
from nrprint.model.card_words import Glossary
from nrprint.render.calibration import calibration_sheet as calibration
from nrprint.render.cardsheet import ImposeOptions, ImposeResult, impose
from nrprint.render.outputs import BuildOptions
from nrprint.render.pdf import PdfMeta


def write_deck(path: Path, deck: Deck, glossary: Glossary, lang: str, options: BuildOptions) -> ImposeResult:
    words = Words(glossary, lang)
    title = deck.title.get(lang)
    opts = ImposeOptions.from_build(
        options,
        label=title,
        back_label=words.label("backs-b" if deck.kind == "behaviour" else "backs"),  # double-sided cards
        edge_label=words.label(f"duplex-{options.cards.duplex}"),
    )
    meta = PdfMeta(title, words.label("pdf-subject"), lang, keywords="Netrunner, Automa")
    result = impose(card_faces(deck, words), path, meta, opts)
    for note in result.notes:  # margins too small for marks or ruler: tell, do not fail
        print(f"nrprint: note: {lang}/automa-{deck.id}: {note}", file=sys.stderr)
    return result


def write_calibration(
    path: Path, ref: Reference, glossary: Glossary, lang: str, options: BuildOptions
) -> int:
    words = Words(glossary, lang)
    lines = [t.get(lang) for t in ref.calibration]
    opts = ImposeOptions.from_build(options, edge_label=words.label(f"duplex-{options.cards.duplex}"))
    meta = PdfMeta(lines[0], words.label("pdf-subject"), lang)
    return calibration(path, meta, opts, lines[0], lines[1:], back_label=words.label("back"))
