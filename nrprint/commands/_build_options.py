"""Options of ``nrprint build`` for images (``--format``, ``--dpi``), and their checks.

The imposition options (``--layout``, ``--duplex``, ``--back-offset``, ``--backs``) have
no default on the command line, so that one given with ``--format png`` (where every card
is its own image) is refused instead of silently ignored; ``build_options`` then makes the
build's typed options, the defaults those of ``nrprint.render.outputs``.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from nrprint.layout.backstyle import style_for
from nrprint.layout.raster import DPI_DEFAULT, DPI_MAX, DPI_MIN, dpi_problem

if TYPE_CHECKING:
    from nrprint.render.outputs import BuildOptions

SHEET_ONLY = {"layout": "--layout", "duplex": "--duplex", "back_offset": "--back-offset", "backs": "--backs"}


def add_image_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("images (print services, previews)")
    g.add_argument(
        "--format",
        choices=("pdf", "png"),
        default="pdf",
        help="png: one image per page, and per card face for decks (default: pdf)",
    )
    g.add_argument(
        "--dpi",
        type=int,
        default=None,
        metavar="N",
        help=f"resolution of --format png, {DPI_MIN} to {DPI_MAX} (default: {DPI_DEFAULT})",
    )


def image_option_errors(args: argparse.Namespace) -> list[str]:
    """Every problem with the image options, one line each (reported all together)."""
    errors = []
    if args.format == "png":
        for key, flag in SHEET_ONLY.items():
            if getattr(args, key, None) is not None:
                errors.append(
                    f"{flag} does not apply to --format png (every card face is its own image); leave it out"
                )
        if args.dpi is not None and (why := dpi_problem(args.dpi)):
            errors.append(why)
    elif args.dpi is not None:
        errors.append("--dpi applies only to --format png")
    if getattr(args, "layout", None) == "single" and getattr(args, "backs", None) not in (None, "full"):
        errors.append("--layout single prints full backs (a print shop's card stock); leave --backs out")
    return [f"nrprint: error: {e}" for e in errors]


def backs_note(options: BuildOptions) -> str:
    """What the one-line summary says of the card backs (PDF builds only)."""
    if options.images.format == "png":
        return ""
    return f"; card backs: {options.cards.backs} (--backs full|light|outline)"


def build_options(args: argparse.Namespace, langs: tuple[str, ...] = ()) -> BuildOptions:
    """The options of a build, made once from the command line (``build`` and ``watch``).

    An option left out takes the default its dataclass declares; the card backs say what
    prints (full for single cards and images, ``--backs`` or the default on sheets).
    """
    from nrprint.render.outputs import BuildOptions, CardSheetOptions, ImageOptions

    def given(**values: object) -> dict[str, Any]:
        return {k: v for k, v in values.items() if v is not None}

    images = ImageOptions(**given(format=args.format, dpi=args.dpi))
    cards = CardSheetOptions(
        **given(layout=args.layout, bleed_mm=args.bleed, duplex=args.duplex, back_offset_mm=args.back_offset)
    )
    png = images.format == "png"
    backs = "full" if png else style_for(cards.layout, args.backs)
    return BuildOptions(
        **given(langs=langs, paper=args.paper, edition=args.edition),
        images=images,
        cards=replace(cards, backs=backs),
    )
