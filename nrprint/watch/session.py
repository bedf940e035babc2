"""One watch session: rebuild on demand, keep the current diagnostics and documents.

Each rebuild runs in this process (the model stays imported, the caches warm): the
rules model first (from the cache for whatever did not change), then, only if it
found no error, the incremental build, which renders just the stale targets, each to a
temporary file renamed into place. Broken content therefore leaves the last good PDFs
as they were; the next save that fixes it builds again. Anything unexpected raised by a
rebuild is reported as a diagnostic, never a traceback that ends the session.

The state (a generation number, diagnostics with the source lines around them, and the
documents with their page images) is read by the preview server; ``wait`` blocks a
reader until the generation moves on.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from nrprint.diagnostics import ContentError, Diagnostic, Pos, Severity, console, has_errors, summary
from nrprint.render.outputs import BuildOptions


@dataclass
class State:
    generation: int = 0
    ok: bool = True
    building: bool = False
    seconds: float = 0.0
    diagnostics: list[dict[str, Any]] = field(default_factory=list)
    documents: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Watched:
    """What a session builds, as the command line asked it."""

    content: str  # the content folder as the user typed it
    out: Path
    options: BuildOptions = field(default_factory=BuildOptions)  # its languages: ``lang``'s
    targets: tuple[str, ...] = ()  # none: every target
    lang: str | None = None  # ``--lang`` as typed: resolved at each rebuild (languages.yaml may change)
    jobs: int | None = None  # none: ``default_jobs()``
    quiet: bool = False


class Session:
    def __init__(self, watched: Watched, previews: bool = False):
        self.watched = watched
        self.root = Path(watched.content)
        self.display_path = watched.content.rstrip("/") or "."
        self.out = Path(watched.out)
        self.previews = previews
        self.languages: tuple[str, ...] = ()  # as the content declares them: the page's order
        self.state = State()
        self._printed: list[Diagnostic] | None = None
        self._changed = threading.Condition()

    def snapshot(self) -> dict[str, Any]:
        with self._changed:
            return dict(self.state.__dict__)

    def wait(self, after: int, timeout: float) -> dict[str, Any]:
        """The state once its generation is past ``after`` (or after ``timeout`` s)."""
        with self._changed:
            self._changed.wait_for(lambda: self.state.generation > after, timeout)
            return dict(self.state.__dict__)

    def rebuild(self) -> bool:
        started = time.perf_counter()
        with self._changed:
            self.state.building = True
        try:
            diags, written = self._build()
        except ContentError as exc:
            diags, written = exc.diagnostics, []
        except SystemExit:  # --lang names a language the content no longer declares (said above)
            diags, written = (
                [Pos(self.display_path).error("WATCH002", f"unknown language in --lang {self.watched.lang}")],
                [],
            )
        except Exception as exc:  # noqa: BLE001 - the session outlives any one rebuild
            diags, written = (
                [Pos(self.display_path).error("WATCH001", f"rebuild failed: {type(exc).__name__}: {exc}")],
                [],
            )
        ok = not has_errors(diags)
        documents = self._documents() if ok or not self.state.documents else self.state.documents
        seconds = time.perf_counter() - started
        self._report(diags, ok, written, seconds)
        from nrprint.watch.sources import excerpt

        with self._changed:
            self.state = State(
                self.state.generation + 1,
                ok,
                False,
                round(seconds, 3),
                [{**d.as_dict(), "source": excerpt(self.root, self.display_path, d)} for d in diags],
                documents,
            )
            self._changed.notify_all()
        return ok

    def _langs(self, project: Any) -> tuple[str, ...]:
        """``--lang`` for this build; a usage error as the command line reports it."""
        from nrprint.model.languages import UnknownLanguage, chosen_langs

        try:
            return chosen_langs(project.languages, project.langs(), self.watched.lang)
        except UnknownLanguage as exc:
            print(f"nrprint: error: {exc}", file=sys.stderr)
            raise SystemExit(2) from None

    def _build(self) -> tuple[list[Diagnostic], list[Path]]:
        from nrprint.checks.registry import run_checks
        from nrprint.model.project import Project
        from nrprint.pipeline.parallel import default_jobs
        from nrprint.pipeline.run import run

        if not self.root.is_dir():
            return [Pos(self.display_path).error("IO006", "content folder not found")], []
        # Always the whole rules model (cheap when cached), so warnings stay on screen
        # even when nothing needs rendering.
        checked = Project(self.root, display_path=self.display_path)
        checked = checked.narrowed(langs=self._langs(checked))
        diags = run_checks(checked)
        if has_errors(diags):
            return diags, []
        project = Project(self.root, display_path=self.display_path)
        langs = self._langs(project)
        self.languages = tuple(project.languages.tags())
        w = self.watched
        result = run(
            project,
            self.out,
            list(w.targets),
            replace(w.options, langs=langs),
            None,
            w.jobs or default_jobs(),
        )
        return sorted(set(diags) | set(result.diagnostics)), result.written

    def _documents(self) -> list[dict[str, Any]]:
        if not self.previews:
            return []
        from nrprint.watch.previews import refresh

        return refresh(self.out)

    def _report(self, diags: list[Diagnostic], ok: bool, written: list[Path], seconds: float) -> None:
        """Print the diagnostics when they change, and one line per rebuild."""
        if diags != self._printed:
            # as build and check print them: notes (house rules printed as designed) counted
            for line in console(diags):
                print(line, file=sys.stderr)
            if self._printed and not any(d.severity is not Severity.NOTE for d in diags):
                print(f"nrprint: {summary(diags)}", file=sys.stderr)  # the errors are gone: say so
            self._printed = list(diags)
        stamp = time.strftime("%H:%M:%S")
        if ok and self.watched.quiet:
            return  # -q: diagnostics only
        if ok:
            print(
                f"nrprint: [{stamp}] wrote {len(written)} file(s) in {seconds:.2f} s",
                file=sys.stderr,
                flush=True,
            )
        else:
            print(
                f"nrprint: [{stamp}] errors: previous outputs kept as they were", file=sys.stderr, flush=True
            )
