"""``nrprint build``: check the content, then write the PDFs (nothing if any error)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from nrprint.commands.common import (
    EX_SOFTWARE,
    REPORT,
    add_content,
    add_lang,
    add_strict,
    check_content,
    choose_langs,
    debugging,
    open_project,
    report,
    require_content,
    use_cache,
)
from nrprint.commands.images import add_image_options, backs_note, image_option_errors, imposition_defaults
from nrprint.diagnostics import Diagnostic


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "build",
        help="check the content and build PDFs into the output folder",
        description="Run the rules model, then build the named targets (default: all) into --out.",
    )
    add_build_options(p)
    add_strict(p)  # not `watch`'s: a draft is what a translator wants to watch
    p.add_argument("--force", action="store_true", help="render every target even if it is up to date")
    p.set_defaults(run=run, discovers=True)


def add_build_options(p: argparse.ArgumentParser) -> None:
    """What to build and how: shared by `build` and `watch`."""
    p.add_argument("targets", nargs="*", metavar="TARGET", help="targets to build (see `nrprint list`)")
    add_lang(p, "languages to build")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default: a4)")
    p.add_argument("--out", metavar="DIR", default="output", help="output folder (default: ./output)")
    p.add_argument("-q", "--quiet", action="store_true", help="do not print progress")
    p.add_argument(
        "-j",
        "--jobs",
        type=jobs_count,
        default=None,
        metavar="N",
        help="render on N cores, 1 or more (default: all cores, at most 8)",
    )
    cards = p.add_argument_group("card sheets (Automa and reference cards)")
    cards.add_argument(
        "--layout",
        choices=("sheet", "single"),
        default=None,
        help="sheet: 9-up imposed pages (default); single: one card per page for print shops",
    )
    cards.add_argument(
        "--bleed",
        type=bleed_mm,
        default=0.0,
        metavar="MM",
        help="bleed around each card, 0 to 3 mm (default: 0)",
    )
    cards.add_argument(
        "--duplex",
        choices=("long-edge", "short-edge"),
        default=None,
        help="how the printer flips the sheet for the backs (default: long-edge)",
    )
    cards.add_argument(
        "--back-offset",
        type=offset_mm,
        default=None,
        metavar="X,Y",
        help="shift the backs by X,Y mm to correct a printer's duplex drift",
    )
    cards.add_argument(
        "--backs",
        choices=("full", "light", "outline"),
        default=None,
        help="card backs: full colour, light (the mark on a pale tint; default, saves ink), "
        "or outline (the mark only, for single-sided printing); --layout single prints full",
    )
    p.add_argument(
        "--edition",
        choices=("android", "classic"),
        default="android",
        help="vocabulary: android (credits, clicks, servers) or classic 1996 (bits, actions, data forts)",
    )
    add_image_options(p)
    add_content(p)


def bleed_mm(value: str) -> float:
    try:
        mm = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of millimetres: {value!r}") from None
    if not 0.0 <= mm <= 3.0:
        raise argparse.ArgumentTypeError(f"bleed must be between 0 and 3 mm, got {value}")
    return mm


def jobs_count(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if n < 1:  # 0 used to mean "all cores" silently; leave --jobs out for that
        raise argparse.ArgumentTypeError(f"must be 1 or more (leave --jobs out for all cores), got {n}")
    return n


def offset_mm(value: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in value.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected X,Y in millimetres, got {value!r}") from None
    if abs(x) > 20 or abs(y) > 20:
        raise argparse.ArgumentTypeError("back offset beyond 20 mm; measure again with the calibration sheet")
    return (x, y)


def run(args: argparse.Namespace) -> int:
    from nrprint.pipeline import quick

    use_cache(args)
    root, shown = check_content(args), args.content.rstrip("/") or "."
    require_content(root, shown)
    key = quick.build_key(args, root, shown)
    done = None if args.force else quick.cached_build(key)
    if done is not None:  # same inputs as a build whose outputs are all still in place
        report(quick.build_diagnostics(done), False)  # what that build said of the content
        for line in done["skipped"]:
            print(line, file=sys.stderr)
        if not args.quiet:
            print(
                f"nrprint: wrote 0 file(s) to {args.out}/; {done['targets']} target(s) up to date{done.get('note', '')}",
                file=sys.stderr,
            )
        return 0
    # A copy: the build fills in defaults (imposition, image options), and the key is of
    # the command line as given, so the same command finds the entry next time.
    code, targets, skipped, note, diags = _build(argparse.Namespace(**vars(args)))
    if code == 0 and quick.build_key(args, root, shown) == key:  # not if a file was saved meanwhile
        quick.remember_build(key, Path(args.out), targets, skipped, note, diags)
    return code


def _build(args: argparse.Namespace) -> tuple[int, int, list[str], str, list[Diagnostic]]:
    """Exit code, number of targets built or up to date, the "skipped" lines, what
    the summary says of the card backs, and the diagnostics reported."""
    # Imported here, not at the top: `nrprint --help` should not load the model.
    from nrprint.documents.registry import TARGETS
    from nrprint.pipeline.run import run, stderr_progress
    from nrprint.render.outputs import BuildOptions

    project = open_project(args)
    unknown = [t for t in args.targets if t not in TARGETS]
    errors = [f"nrprint: error: unknown target {', '.join(unknown)}; see `nrprint list`"] if unknown else []
    errors += image_option_errors(args)
    if errors:  # all at once, before anything is read or written
        print("\n".join(errors), file=sys.stderr)
        return 2, 0, [], "", []
    imposition_defaults(args)
    options = BuildOptions(langs=choose_langs(project, args.lang), paper=args.paper, extra=vars(args).copy())
    from nrprint.pipeline.draw import DiskError, DrawError
    from nrprint.pipeline.parallel import default_jobs

    jobs = args.jobs or default_jobs()
    try:
        result = run(
            project,
            Path(args.out),
            args.targets,
            options,
            None if args.quiet else stderr_progress,
            jobs=jobs,
            force=args.force,
        )
    except (DrawError, DiskError) as exc:  # one line naming the target or the disk
        if debugging(args):
            import traceback

            traceback.print_exception(exc, file=sys.stderr)
        if isinstance(exc, DiskError) and exc.committed:  # past the commit point: recovery rolls forward
            after = "the new build is complete but not all moved into place; the next build or `nrprint verify` finishes it"
        else:
            after = "build stopped, previous outputs are untouched"
        print(f"nrprint: error: {exc}; {after}", file=sys.stderr)
        if isinstance(exc, DrawError):  # a drawer raised: a bug in nrprint, not in the content
            print(f"nrprint: {REPORT}", file=sys.stderr)
            return EX_SOFTWARE, 0, [], "", []
        return 1, 0, [], "", []
    report(result.diagnostics, False)
    if not result.ok:
        print("nrprint: build stopped; no file was written", file=sys.stderr)
        return 1, 0, [], "", []
    skipped = []
    for name in result.skipped:
        why = TARGETS[name].how_to_enable or "its content is not in the content folder"
        skipped.append(f"nrprint: skipped {name}: {why}")
        print(skipped[-1], file=sys.stderr)
    note = backs_note(args) if _prints_cards(args.targets) else ""
    if not args.quiet:
        fresh = f"; {len(result.up_to_date)} target(s) up to date" if result.up_to_date else ""
        print(f"nrprint: wrote {len(result.written)} file(s) to {args.out}/{fresh}{note}", file=sys.stderr)
    # Every selected target is now up to date: what a rebuild with no change reports.
    return 0, len(set(args.targets)) or len(TARGETS) - len(result.skipped), skipped, note, result.diagnostics


def _prints_cards(names: list[str]) -> bool:
    """Whether the build includes a card deck (the only files with backs)."""
    from nrprint.documents.registry import TARGETS

    return any(t.cards for name, t in TARGETS.items() if not names or name in names)
