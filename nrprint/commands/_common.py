"""Options and helpers shared by several commands."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from nrprint.diagnostics import Diagnostic, console, to_json

if TYPE_CHECKING:  # loading the model is for running a command, not for `--help`
    from nrprint.model.project import Project


class DefaultContent(str):
    """``--content`` as nobody gave it: ``content``, or the shipped content when there is
    no ``./content`` (``resolve_content``)."""


CONTENT_HELP = "content folder (default: ./content, else the content nrprint ships)"


def content_option(p: argparse.ArgumentParser | argparse._ArgumentGroup, writes: bool = False) -> None:
    """``--content DIR``; ``writes``: the command writes into the content folder, so the
    read-only shipped content is no fallback for it."""
    p.add_argument("--content", metavar="DIR", default=DefaultContent("content"), help=CONTENT_HELP)
    if writes:
        p.set_defaults(writes_content=True)


def resolve_content(args: argparse.Namespace) -> None:
    """With no ``--content`` and no ``./content`` here, the shipped content, said in one
    line; a command that writes into its content folder stops with an error instead."""
    given = getattr(args, "content", None)
    if not isinstance(given, DefaultContent) or Path(given).is_dir():
        return
    if getattr(args, "writes_content", False):
        raise SystemExit(
            "nrprint: error: no content folder here; `nrprint init DIR` writes a project to work in"
            " (or pass --content DIR)"
        )
    from nrprint.system.paths import shipped_content

    args.content = str(shipped_content())
    if not getattr(args, "json", False) and not getattr(args, "quiet", False):
        print(
            "nrprint: no ./content here: using the shipped content (`nrprint init DIR` makes a copy to edit)",
            file=sys.stderr,
        )


def add_content(p: argparse.ArgumentParser) -> None:
    content_option(p)
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="neither read nor write the cache (beside the content folder, or in the user cache folder; also NRPRINT_NO_CACHE=1)",
    )


# An unexpected exception is a bug in nrprint, not in the user's input: it gets its own
# exit status (EX_SOFTWARE of BSD's sysexits.h), so a script or a test tells the two
# apart; exit 1 stays for input that nrprint refused with a diagnostic.
EX_SOFTWARE = 70
REPORT = (
    "this is a bug in nrprint; please report it to the project's issue tracker"
    " with the command, `nrprint --version` and the output of --debug"
)


def debugging(args: argparse.Namespace) -> bool:
    """``--debug`` or ``NRPRINT_DEBUG=1``: full tracebacks of unexpected errors."""
    import os

    return bool(getattr(args, "debug", False)) or os.environ.get("NRPRINT_DEBUG", "") not in ("", "0")


def use_cache(args: argparse.Namespace) -> None:
    """Point nrprint.system.cache at the content folder's cache (or turn it off)."""
    from nrprint.system import cache

    off = getattr(args, "no_cache", False)
    cache.configure(None if off else cache.folder_for(Path(args.content)))


def add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print one JSON document on stdout")


def add_lang(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--lang",
        metavar="TAGS",
        default=None,
        help=f"{what}: comma-separated tags declared in languages.yaml, or the pseudo-locale "
        "en-XA (default: every declared language)",
    )


def add_jobs(p: argparse.ArgumentParser, what: str, default: str) -> None:
    """``-j/--jobs N``: how many worker processes ``what`` (every command alike)."""
    p.add_argument(
        "-j",
        "--jobs",
        type=jobs_count,
        default=None,
        metavar="N",
        help=f"{what} on N cores, 1 or more (default: {default})",
    )


def jobs_count(value: str) -> int:
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if n < 1:  # leave --jobs out for every core: 0 is no number of processes
        raise argparse.ArgumentTypeError(f"must be 1 or more (leave --jobs out for all cores), got {n}")
    return n


def add_strict(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--strict",
        action="store_true",
        help="every string a declared language lacks is an error (I18N001; CI checks with it); "
        "without it such a language builds as a draft: English in italics under a draft band",
    )


def choose_langs(project: Project, value: str | None) -> tuple[str, ...]:
    """The languages asked for with ``--lang``, each declared or a pseudo-locale; a usage
    error (exit status 2, as argparse reports them) otherwise."""
    from nrprint.model.languages import UnknownLanguage, chosen_langs

    try:
        return chosen_langs(project.languages, project.langs(), value)
    except UnknownLanguage as exc:
        print(f"nrprint: error: {exc}", file=sys.stderr)
        # A new user meets this first when trying a language they have not declared yet.
        print(
            f"nrprint: to add a language, declare it in {project.display('languages.yaml')} "
            "(a `- tag:` and its `name:`), or run `nrprint init --lang TAG` in a new folder; "
            "see `nrprint docs translating`",
            file=sys.stderr,
        )
        raise SystemExit(2) from None


def open_project(args: argparse.Namespace) -> Project:
    """The content folder as a project, with the cache it uses."""
    from nrprint.model.project import Project

    root = check_content(args)
    use_cache(args)
    project = Project(root, display_path=args.content.rstrip("/") or ".")
    project.strict = bool(getattr(args, "strict", False))
    return project


def check_content(args: argparse.Namespace) -> Path:
    root = Path(args.content)
    if not root.is_dir():
        raise SystemExit(
            f"nrprint: error: content folder not found: {args.content} (`nrprint init DIR` writes one)"
        )
    return root


def require_content(root: Path, display_path: str) -> None:
    """A folder with nothing nrprint could build is a mistake, not an empty build."""
    if not any(root.glob("*.yaml")) and not any(root.glob("*/*.yaml")):
        raise SystemExit(
            f"nrprint: error: {display_path} holds no nrprint content (no .yaml file);"
            " `nrprint init DIR` writes a project to start from"
        )


def report(diags: list[Diagnostic], as_json: bool, notes: bool = False, **extra: object) -> None:
    """Print diagnostics like a compiler on stderr (notes counted, or listed with
    ``notes``: ``nrprint.diagnostics.console``), or all of them as JSON on stdout."""
    if as_json:
        print(to_json(diags, **extra))
        return
    for line in console(diags, notes):
        print(line, file=sys.stderr)


def dump_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))
