"""Step 1 of the build: plan. Which targets to build (those named, or every one whose
content is present), what content each needs, and the fingerprint of each: what its
outputs are made from (content, templates, fonts, code, options)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.documents.registry import TARGETS, Target
from nrprint.model.domains import DOMAINS
from nrprint.model.project import Project
from nrprint.pipeline.fingerprint import target_fingerprint
from nrprint.render.outputs import BuildOptions
from nrprint.system.hashing import templates_hash


@dataclass
class Plan:
    """The targets of one build and their fingerprints; ``problems`` stop the build."""

    targets: list[Target] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    prints: dict[str, str] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)


def plan_build(project: Project, names: list[str], options: BuildOptions, out_dir: Path) -> Plan:
    targets, skipped = select_targets(names, project)
    missing = missing_content(project, targets)
    if missing:
        return Plan(targets, skipped, problems=missing)
    if out_dir.exists() and not out_dir.is_dir():
        return Plan(problems=[Pos(str(out_dir)).error("IO007", "output path exists and is not a folder")])
    templates = templates_hash()
    prints = {t.name: target_fingerprint(project, t, options, templates) for t in targets}
    return Plan(targets, skipped, prints)


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
