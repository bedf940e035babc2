"""``nrprint build``: check the content, then write the PDFs (nothing if any error)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from nrprint.commands._build_options import add_image_options, backs_note, build_options, image_option_errors
from nrprint.commands._common import (
    EX_SOFTWARE,
    REPORT,
    add_content,
    add_jobs,
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
    p.set_defaults(run=run)


def add_build_options(p: argparse.ArgumentParser) -> None:
    """What to build and how: shared by `build` and `watch`."""
    p.add_argument("targets", nargs="*", metavar="TARGET", help="targets to build (see `nrprint list`)")
    add_lang(p, "languages to build")
    p.add_argument("--paper", choices=("a4", "letter"), default=None, help="paper size (default: a4)")
    p.add_argument("--out", metavar="DIR", default="output", help="output folder (default: ./output)")
    p.add_argument("-q", "--quiet", action="store_true", help="do not print progress")
    add_jobs(p, "render", "all cores, at most 8")
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
        default=None,
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
        default=None,
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
    root, display_path = check_content(args), args.content.rstrip("/") or "."
    require_content(root, display_path)
    # What the build's outputs depend on besides the files: the options as typed (the
    # languages as given; the model, not loaded yet, resolves them), and --strict.
    asked = {"options": asdict(build_options(args)), "lang": args.lang, "strict": args.strict}
    key = quick.build_key(asked, args.targets, Path(args.out), root, display_path)
    done = None if args.force or image_option_errors(args) else quick.cached_build(key)
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
    summary = _build(args)
    # Not if a file was saved meanwhile: the build read the new one.
    if summary.code == 0 and quick.build_key(asked, args.targets, Path(args.out), root, display_path) == key:
        quick.remember_build(
            key, Path(args.out), summary.targets, summary.skipped, summary.note, summary.diagnostics
        )
    return summary.code


@dataclass(frozen=True, slots=True)
class BuildSummary:
    """What a build answered: its exit code, and for one that succeeded what a rebuild
    with no change reports (targets built or up to date, the "skipped" lines, what the
    summary says of the card backs, the diagnostics)."""

    code: int
    targets: int = 0
    skipped: list[str] = field(default_factory=list)
    note: str = ""
    diagnostics: list[Diagnostic] = field(default_factory=list)


def _build(args: argparse.Namespace) -> BuildSummary:
    # Imported here, not at the top: `nrprint --help` should not load the model.
    from nrprint.documents.registry import TARGETS
    from nrprint.pipeline.run import run, stderr_progress

    project = open_project(args)
    unknown = [t for t in args.targets if t not in TARGETS]
    errors = [f"nrprint: error: unknown target {', '.join(unknown)}; see `nrprint list`"] if unknown else []
    errors += image_option_errors(args)
    if errors:  # all at once, before anything is read or written
        print("\n".join(errors), file=sys.stderr)
        return BuildSummary(2)
    options = build_options(args, choose_langs(project, args.lang))
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
            return BuildSummary(EX_SOFTWARE)
        return BuildSummary(1)
    report(result.diagnostics, False)
    if not result.ok:
        print("nrprint: build stopped; no file was written", file=sys.stderr)
        return BuildSummary(1)
    skipped = []
    for name in result.skipped:
        why = TARGETS[name].how_to_enable or "its content is not in the content folder"
        skipped.append(f"nrprint: skipped {name}: {why}")
        print(skipped[-1], file=sys.stderr)
    note = backs_note(options) if _prints_cards(args.targets) else ""
    if not args.quiet:
        fresh = f"; {len(result.up_to_date)} target(s) up to date" if result.up_to_date else ""
        print(f"nrprint: wrote {len(result.written)} file(s) to {args.out}/{fresh}{note}", file=sys.stderr)
    # Every selected target is now up to date: what a rebuild with no change reports.
    return BuildSummary(
        0, len(set(args.targets)) or len(TARGETS) - len(result.skipped), skipped, note, result.diagnostics
    )


def _prints_cards(names: list[str]) -> bool:
    """Whether the build includes a card deck (the only files with backs)."""
    from nrprint.documents.registry import TARGETS

    return any(t.cards for name, t in TARGETS.items() if not names or name in names)
