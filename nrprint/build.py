"""The build pipeline: load → check → plan outputs → render each to a temp file → rename.

A build with any error diagnostic writes nothing. Each output is drawn to a temporary
file and renamed over the previous one only once it is complete, so an interrupted or
failed build leaves earlier PDFs whole.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from nrprint.atomic import write_atomic
from nrprint.checks.registry import run_checks
from nrprint.diagnostics import Diagnostic, has_errors
from nrprint.documents.registry import TARGETS, BuildOptions, Output, Target
from nrprint.project import Project


@dataclass
class BuildResult:
    diagnostics: list[Diagnostic]
    written: list[Path] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

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
    from nrprint.project import DOMAINS

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
        outputs.extend(target.plan(project, options))
    return outputs


def build(
    project: Project,
    out_dir: Path,
    names: list[str],
    options: BuildOptions,
    progress: Callable[[str], None] | None = None,
) -> BuildResult:
    targets, skipped = select_targets(names, project)
    domains = {d for t in targets for d in t.domains}
    diagnostics = missing_content(project, targets) + run_checks(project, only_domains=domains)
    result = BuildResult(diagnostics, skipped=skipped)
    if not result.ok:
        return result
    outputs = plan(project, targets, options)
    for i, output in enumerate(outputs, 1):
        if progress:
            progress(f"[{i}/{len(outputs)}] {output.relpath}")
        target_path = out_dir / output.relpath
        write_atomic(target_path, output.draw)
        result.written.append(target_path)
    return result


def stderr_progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
