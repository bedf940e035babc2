"""The build pipeline: load → check → plan outputs → render each to a temp file → rename.

A build with any error diagnostic writes nothing. Each output is drawn to a temporary
file and renamed over the previous one only once it is complete, so an interrupted or
failed build leaves earlier PDFs whole. Targets whose inputs (content, templates,
fonts, code, options) have not changed since the manifest was written are not
rendered again; the others render in parallel, and start while the checks run (their
drawings are thrown away if a check fails). One build at a time holds the output
folder's lock, so two builds started together cannot interleave their files.
"""

from __future__ import annotations

import fcntl
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Diagnostic, has_errors
from nrprint.documents.registry import TARGETS, Target, by_weight
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

if TYPE_CHECKING:
    from nrprint.build.speculate import Speculation

LOCK = ".nrprint.lock"


@dataclass
class BuildResult:
    diagnostics: list[Diagnostic]
    written: list[Path] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    up_to_date: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not has_errors(self.diagnostics)


def select_targets(names: list[str], project: Project) -> tuple[list[Target], list[str]]:
    """The targets to build, and those skipped because their content is absent.

    Without names every target whose content is present is built; a target named on
    the command line must have its content (``missing_content`` reports it).
    """
    chosen = [TARGETS[n] for n in names] if names else list(TARGETS.values())
    if names:
        return chosen, []
    skipped = [t.name for t in chosen if not t.available(project)]
    return [t for t in chosen if t.name not in skipped], skipped


def missing_content(project: Project, targets: list[Target]) -> list[Diagnostic]:
    from nrprint.diagnostics import Pos
    from nrprint.model.domains import DOMAINS

    out = []
    for t in targets:
        for d in t.domains:
            domain = DOMAINS[d]
            if not domain.present(project):
                where = project.display(domain.file or d)
                hint = f"; {t.how_to_enable}" if t.how_to_enable else ""
                out.append(
                    Pos(where).error("IO006", f"target {t.name} needs {domain.description}, not found{hint}")
                )
    return out


def plan(project: Project, targets: list[Target], options: BuildOptions) -> list[Output]:
    outputs: list[Output] = []
    for target in targets:
        outputs.extend(target.outputs(project, options))
    return outputs


@contextmanager
def output_lock(out_dir: Path, progress: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the output folder's lock; wait (and say so) while another build has it."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / LOCK).open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if progress:
                progress(f"waiting for another build to finish with {out_dir}/")
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def remove_stale_temporaries(out_dir: Path) -> None:
    """Temporary files left by a killed build (we hold the lock, so none is live)."""
    for tmp in out_dir.rglob(".*.tmp"):
        tmp.unlink(missing_ok=True)


def build(
    project: Project,
    out_dir: Path,
    names: list[str],
    options: BuildOptions,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
    force: bool = False,
) -> BuildResult:
    from nrprint.build.fingerprint import project_fingerprint, target_fingerprint
    from nrprint.build.manifest import Manifest
    from nrprint.build.parallel import render_all
    from nrprint.disk.hashing import templates_hash
    from nrprint.documents.registry import with_languages
    from nrprint.model.project import content_hash

    options = with_languages(project, options)
    targets, skipped = select_targets(names, project)
    missing = missing_content(project, targets)
    if missing:
        return BuildResult(missing, skipped=skipped)
    if out_dir.exists() and not out_dir.is_dir():
        from nrprint.diagnostics import Pos

        return BuildResult([Pos(str(out_dir)).error("IO007", "output path exists and is not a folder")])
    # Check first, without touching the output folder: a failing build creates nothing.
    templates = templates_hash()
    prints = {t.name: target_fingerprint(project, t, options, templates) for t in targets}
    manifest = Manifest.load(out_dir)
    stale = [
        t for t in targets if force or not manifest.fresh(t.manifest_key(options), prints[t.name], out_dir)
    ]
    result = BuildResult([], skipped=skipped, up_to_date=[t.name for t in targets if t not in stale])
    # Meanwhile the stale outputs are drawn on the other core (see nrprint.build.speculate).
    plans, ahead = _render_ahead(project, stale, options, jobs)
    if ahead is not None and progress:
        progress(f"checking; drawing {len(ahead.outputs)} file(s) meanwhile")
    try:
        # A full build checks all content (as `nrprint check` does) whenever any of it
        # changed; a build of named targets checks what those targets draw from.
        everything = f"{project_fingerprint(project)}:{','.join(options.langs)}" if not names else ""
        if everything and (force or manifest.checked != everything):
            result.diagnostics = run_checks(project)
        elif stale:
            result.diagnostics = run_checks(project, only_domains={d for t in stale for d in t.domains})
        if not result.ok:
            return result
        if not stale and (not everything or manifest.checked == everything):
            return result
        if ahead is not None:
            ahead.join(progress)  # the parent draws beside its children now the checks have passed
        with output_lock(out_dir, progress):
            remove_stale_temporaries(out_dir)
            # Another build may have finished these while we waited for the lock.
            manifest = Manifest.load(out_dir)
            stale = [
                t
                for t in stale
                if force or not manifest.fresh(t.manifest_key(options), prints[t.name], out_dir)
            ]
            result.up_to_date = [t.name for t in targets if t not in stale]
            per_target = {t.name: plans.get(t.name) or t.outputs(project, options) for t in stale}
            outputs = [o for t in stale for o in per_target[t.name]]
            known: dict[str, dict[str, Any]] = {}  # manifest entries taken by the drawers
            if ahead is not None:
                result.written, known, ahead = ahead.finish(outputs, out_dir, progress), ahead.info, None
            else:
                result.written = render_all(outputs, out_dir, jobs, progress)
            for t in stale:
                files = [(o.relpath, out_dir / o.relpath) for o in per_target[t.name]]
                manifest.record(
                    t.manifest_key(options), prints[t.name], content_hash(project, t.domains), files, known
                )
            if everything:
                manifest.checked = everything
            manifest.save(out_dir)
        return result
    finally:
        if ahead is not None:  # the checks failed, or the build stopped: discard the drawings
            ahead.cancel()


def _render_ahead(
    project: Project, stale: list[Target], options: BuildOptions, jobs: int
) -> tuple[dict[str, list[Output]], Speculation | None]:
    """Plan the stale targets and start drawing them before the checks' verdict."""
    from nrprint.build.speculate import Speculation

    if not stale or not Speculation.possible(jobs):
        return {}, None
    try:
        plans = {t.name: t.outputs(project, options) for t in stale}
    except Exception:  # noqa: BLE001 - content the checks will reject; planned again after them
        return {}, None
    from nrprint.disk import cache
    from nrprint.render.fonts import register_fonts

    if not cache.enabled():
        # Without the cache the checks read the font files to measure: read them before
        # forking, so the drawing children inherit them instead of each reading them
        # again (0.03-0.09 s of CPU each, on cores the checks share). With the cache, the
        # checks' answers or the width table usually spare the parent the fonts.
        register_fonts()
    try:
        return plans, Speculation([o for t in by_weight(stale) for o in plans[t.name]], jobs)
    except OSError:  # no temporary folder or no process to spare: draw after the checks
        return plans, None


def stderr_progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
