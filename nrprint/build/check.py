"""Step 3 of the build: check. A full build runs the whole rules model (as ``nrprint
check`` does) whenever any content changed since the manifest's last check; a build of
named targets checks what the targets to draw read. Any error and nothing is written."""

from __future__ import annotations

from nrprint.build.fingerprint import project_fingerprint
from nrprint.build.manifest import Manifest
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Diagnostic
from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions


def full_check_key(project: Project, names: list[str], options: BuildOptions) -> str:
    """What a full check of this build depends on (the whole content folder, templates,
    code, languages); empty for a build of named targets."""
    return f"{project_fingerprint(project)}:{','.join(options.langs)}" if not names else ""


def check(
    project: Project, stale: list[Target], everything: str, manifest: Manifest, force: bool
) -> list[Diagnostic]:
    if everything and (force or manifest.checked != everything):
        return run_checks(project)
    if stale:
        return run_checks(project, only_domains={d for t in stale for d in t.domains})
    return []
