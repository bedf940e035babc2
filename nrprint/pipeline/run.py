"""The build, in order: plan → answer from the cache → check → draw → record.

``run`` is the whole of it; each step is a module of this package (``plan``,
``fresh``, ``check``, ``draw``, ``record``), handed the project and what the steps
before it found, never calling back up. A build with any error diagnostic writes
nothing. Every output is drawn into a staging folder inside the output folder and the
build is committed by renames, the manifest last (``commit``), so an interrupted or
failed build leaves the previous build, or the new one, whole and described.
Targets whose inputs (content, templates, fonts, code, options) have not changed since
the manifest was written are not drawn again; the others draw in parallel once every
check has passed (nothing is drawn before the inputs are checked). One build at a
time holds the output folder's lock, so two builds started together cannot interleave
their files.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from nrprint.checks.drafts import draft_languages
from nrprint.diagnostics import Diagnostic, has_errors
from nrprint.documents.registry import by_weight, with_languages
from nrprint.model.project import Project
from nrprint.pipeline import check, commit, draw, fresh, plan, record
from nrprint.pipeline.fingerprint import target_fingerprint
from nrprint.pipeline.manifest import Manifest
from nrprint.render.draft import DRAFTS
from nrprint.render.outputs import BuildOptions
from nrprint.system.interrupts import deferred


@dataclass
class BuildResult:
    diagnostics: list[Diagnostic]
    written: list[Path] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    up_to_date: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not has_errors(self.diagnostics)


def run(
    project: Project,
    out_dir: Path,
    names: list[str],
    options: BuildOptions,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
    force: bool = False,
) -> BuildResult:
    options = with_languages(project, options)
    project = project.narrowed(langs=options.langs)  # what the checks cover and the drawing prints
    # 1. Plan: the targets and the fingerprint of each (nothing touches the output folder
    # before the checks pass: a failing build creates nothing).
    planned = plan.plan_build(project, names, options, out_dir)
    if planned.problems:
        return BuildResult(planned.problems, skipped=planned.skipped)
    targets, prints = planned.targets, planned.prints
    # 2. Answer from the cache: the targets the manifest still holds need no drawing
    # (after finishing or discarding what an interrupted build left).
    if commit.staging(out_dir).is_dir():
        with draw.output_lock(out_dir, progress):
            commit.recover(out_dir)
    manifest = Manifest.load(out_dir)
    stale = fresh.stale_targets(manifest, targets, prints, options, out_dir, force)
    result = BuildResult([], skipped=planned.skipped, up_to_date=[t.name for t in targets if t not in stale])
    # 3. Check (before anything is drawn).
    everything = check.full_check_key(project, names, options)
    project.jobs = jobs  # a big deck's card checks may use the cores the drawing may
    result.diagnostics = check.check(project, targets, everything)
    if not result.ok:
        return result
    drafts = draft_languages(result.diagnostics)
    if drafts:  # drafts print under a band: part of every fingerprint while they are drafts
        options = replace(options, drafts=tuple(drafts))
        prints = {t.name: target_fingerprint(project, t, options) for t in targets}
        stale = fresh.stale_targets(manifest, targets, prints, options, out_dir, force)
        result.up_to_date = [t.name for t in targets if t not in stale]
    DRAFTS.install({tag: project.languages.name(tag) for tag in drafts})
    if not stale and (not everything or manifest.checked == everything):
        return result
    # 4. Draw into the staging folder, holding the output folder.
    with draw.output_lock(out_dir, progress):
        commit.recover(out_dir)
        draw.remove_stale_temporaries(out_dir)
        # Another build may have finished these while we waited for the lock.
        manifest = Manifest.load(out_dir)
        stale = fresh.stale_targets(manifest, stale, prints, options, out_dir, force)
        result.up_to_date = [t.name for t in targets if t not in stale]
        drawn = {t.name: t.outputs(project, options) for t in stale}
        outputs = [o for t in by_weight(stale) for o in drawn[t.name]]
        owners = {o.relpath: t.name for t in stale for o in drawn[t.name]}
        try:
            stage = commit.begin(out_dir)
            draw.draw(outputs, stage, jobs, progress, owners)
            # 5. Record what was drawn, for step 2 of the next build, and commit it.
            record.record(manifest, project, drawn, stale, prints, options, stage, {}, everything)
            with deferred():  # a signal now waits until the renames are done
                commit.commit(out_dir, manifest)
        except OSError as exc:
            commit.discard(out_dir)  # unless the commit point was written: then recovery ends it
            raise draw.DiskError(out_dir, exc, commit.committed(out_dir)) from exc
        except BaseException:
            commit.discard(out_dir)
            raise
        result.written = [out_dir / o.relpath for o in outputs]
    return result


def stderr_progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
