"""Command-line entry point. Each command lives in one module of ``nrprint.commands``.

Rule: nothing may rely on ``atexit``. The ``nrprint`` command leaves by ``os._exit``
(:func:`entry`), so atexit handlers, ``weakref`` finalizers and unflushed logging handlers
never run; whatever must outlive the command is saved or flushed in ``entry`` by hand, as
the caches are. ``main`` returns normally, for tests and ``watch``.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from nrprint import __version__
from nrprint.diagnostics import ContentError

DEBUG_HELP = "print the full traceback of an unexpected error (also NRPRINT_DEBUG=1)"


def parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line. When ``argv`` starts with a command's name, only that command's
    module is imported and registered (import lazily: every run pays for what it imports;
    bench/imports.py measures it). Help, errors and anything else get them all."""
    import keyword

    import nrprint.commands as commands

    names = sorted(info.name for info in pkgutil.iter_modules(commands.__path__))
    first = argv[0] if argv else ""
    # A command named by a Python keyword lives in ``<name>_.py`` (``import``).
    own = f"{first}_" if keyword.iskeyword(first) else first
    if own in names and not own.startswith("_"):
        top, sub = _top()
        _register(own, sub)
        if first in sub.choices:
            return top
    top, sub = _top()
    for name in names:
        _register(name, sub)
    return top


def _top() -> tuple[argparse.ArgumentParser, argparse._SubParsersAction]:
    top = argparse.ArgumentParser(
        prog="nrprint",
        description="Turn Netrunner content into print-ready PDFs, checked by a rules model.",
    )
    top.add_argument("--version", action="version", version=f"nrprint {__version__}")
    top.add_argument("--debug", action="store_true", help=DEBUG_HELP)
    return top, top.add_subparsers(dest="command", metavar="COMMAND", required=True, action=_Commands)


class _Commands(argparse._SubParsersAction):
    """The commands' parsers, each with ``--debug`` from a parent parser: `nrprint build
    --debug` as well as `nrprint --debug build` (unset, it leaves the top's value)."""

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        debug = argparse.ArgumentParser(add_help=False)
        debug.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=DEBUG_HELP)
        kwargs["parents"] = [debug, *kwargs.get("parents", [])]
        return super().add_parser(name, **kwargs)


def _register(name: str, sub: argparse._SubParsersAction) -> None:
    module = importlib.import_module(f"nrprint.commands.{name}")
    if hasattr(module, "register"):  # ``_common`` and other helpers have none
        module.register(sub)


def main(argv: Sequence[str] | None = None) -> int:
    import os

    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser(argv).parse_args(argv)
    from nrprint.commands._common import resolve_content

    resolve_content(args)
    from nrprint.commands._progress import ticking
    from nrprint.system.interrupts import Interrupted, handled

    try:
        with handled(), ticking(args.command, quiet=args.command == "watch"):
            return int(args.run(args))
    except ContentError as exc:
        for diag in exc.diagnostics:
            print(diag.format(), file=sys.stderr)
        return 1
    except BrokenPipeError:
        # `nrprint list | head`: the reader has what it wanted. Point stdout at devnull so
        # Python's own flush at exit does not complain a second time.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt as exc:
        stopped = exc if isinstance(exc, Interrupted) else Interrupted()
        if stopped.committed:
            print("nrprint: interrupted after the new outputs were in place", file=sys.stderr)
        else:
            print("nrprint: interrupted; previous outputs are untouched", file=sys.stderr)
        return stopped.exit_code
    except OSError as exc:
        print(
            f"nrprint: error: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "),
            file=sys.stderr,
        )
        return 1
    except Exception as exc:  # a bug: one line, unless asked for the traceback
        from nrprint.commands._common import debugging

        return internal_error(exc, debugging(args))


def internal_error(exc: BaseException, debug: bool) -> int:
    """Report an unexpected error as what it is, a crash: one line (the traceback with
    ``debug``), where to report it, and exit status 70 (``EX_SOFTWARE``)."""
    if debug:
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    print(
        f"nrprint: error: internal error: {type(exc).__name__}: {exc}"
        + ("" if debug else " (run again with --debug for the traceback)"),
        file=sys.stderr,
    )
    from nrprint.commands._common import EX_SOFTWARE, REPORT

    print(f"nrprint: {REPORT}", file=sys.stderr)
    return EX_SOFTWARE


def entry() -> NoReturn:
    """The ``nrprint`` command: ``main()``, then leave without tearing the interpreter
    down (freeing every object one by one is measurable at the end of every run; see
    "hard exit" in bench/README.md). As mypy does, the process ends once its caches are
    saved and its output is flushed: the rule at the top of this module."""
    import contextlib
    import os

    code = main()
    from nrprint.system import cache

    cache.save_all()  # what atexit would have done
    for stream in (sys.stdout, sys.stderr):
        # A reader that went away (`nrprint list | head`) wants nothing more.
        with contextlib.suppress(BrokenPipeError, OSError, ValueError):
            stream.flush()
    os._exit(code)
