"""Step 3 of the build: check. A full build runs the whole rules model (as ``nrprint
check`` does, its memo answering for what has not changed, so a rebuild reports the
same warnings); a build of named targets checks what the targets to draw read. Any
error and nothing is written."""

from __future__ import annotations

from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Diagnostic
from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.pipeline.fingerprint import project_fingerprint
from nrprint.render.outputs import BuildOptions


def full_check_key(project: Project, names: list[str], options: BuildOptions) -> str:
    """What a full check of this build depends on (the whole content folder, templates,
    code, languages); empty for a build of named targets."""
    return f"{project_fingerprint(project)}:{','.join(options.langs)}" if not names else ""


def check(project: Project, targets: list[Target], everything: str) -> list[Diagnostic]:
    """Every time, even when the manifest says the same content passed (the memo answers
    what has not changed): a rebuild reports the same warnings as the first build."""
    if everything:
        return run_checks(project)
    if targets:
        return run_checks(project, only_domains={d for t in targets for d in t.domains})
    return []
