"""Options of ``nrprint build`` for images (``--format``, ``--dpi``), and their checks.

The imposition options (``--layout``, ``--duplex``, ``--back-offset``) have no default
on the command line, so that one given with ``--format png`` (where every card is its
own image) is refused instead of silently ignored; ``imposition_defaults`` fills them in
afterwards, so PDF builds see exactly the values they always had.
"""

from __future__ import annotations

import argparse

from nrprint.layout.backstyle import DEFAULT_BACKS
from nrprint.layout.raster import DPI_DEFAULT, DPI_MAX, DPI_MIN, dpi_problem

SHEET_ONLY = {"layout": "--layout", "duplex": "--duplex", "back_offset": "--back-offset", "backs": "--backs"}
DEFAULTS = {"layout": "sheet", "duplex": "long-edge", "back_offset": (0.0, 0.0)}


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


def backs_note(args: argparse.Namespace) -> str:
    """What the one-line summary says of the card backs (PDF builds only)."""
    if getattr(args, "format", "pdf") == "png" or not hasattr(args, "backs"):
        return ""
    backs = args.backs or ("full" if args.layout == "single" else DEFAULT_BACKS)
    return f"; card backs: {backs} (--backs full|light|outline)"


def imposition_defaults(args: argparse.Namespace) -> None:
    for key, value in DEFAULTS.items():
        if getattr(args, key, None) is None:
            setattr(args, key, value)
    if getattr(args, "backs", None) is None:  # `watch` has the option too; `export` has not
        args.backs = "full" if args.layout == "single" or args.format == "png" else DEFAULT_BACKS
    if args.format == "png" and args.dpi is None:
        args.dpi = DPI_DEFAULT
    if args.format == "pdf":
        # PDF builds keep the fingerprints (and so the up-to-date outputs) they had.
        del args.format, args.dpi
