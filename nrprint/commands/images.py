"""Options of ``nrprint build`` for images (``--format``, ``--dpi``), and their checks.

The imposition options (``--layout``, ``--duplex``, ``--back-offset``) have no default
on the command line, so that one given with ``--format png`` (where every card is its
own image) is refused instead of silently ignored; ``imposition_defaults`` fills them in
afterwards, so PDF builds see exactly the values they always had.
"""

from __future__ import annotations

import argparse

from nrprint.layout.raster import DPI_DEFAULT, DPI_MAX, DPI_MIN, dpi_problem

SHEET_ONLY = {"layout": "--layout", "duplex": "--duplex", "back_offset": "--back-offset"}
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
    return [f"nrprint: error: {e}" for e in errors]


def imposition_defaults(args: argparse.Namespace) -> None:
    for key, value in DEFAULTS.items():
        if getattr(args, key, None) is None:
            setattr(args, key, value)
    if args.format == "png" and args.dpi is None:
        args.dpi = DPI_DEFAULT
    if args.format == "pdf":
        # PDF builds keep the fingerprints (and so the up-to-date outputs) they had.
        del args.format, args.dpi
