"""Fingerprints of what a target is built from: content, templates, fonts, code, options.

Two builds with the same fingerprint make the same bytes, so a target whose outputs
still match the manifest's fingerprint needs no rendering.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict
from typing import TYPE_CHECKING

from nrprint.model.project import content_hash
from nrprint.system.hashing import code_hash, folder_fingerprint, templates_hash

if TYPE_CHECKING:  # the tree hashes serve fast paths that run before the model is imported
    from nrprint.documents.registry import Target
    from nrprint.model.project import Project
    from nrprint.render.outputs import BuildOptions


def target_fingerprint(
    project: Project, target: Target, options: BuildOptions, templates: str | None = None
) -> str:
    """``templates``: ``templates_hash()`` when the caller has it (a build fingerprints
    a dozen targets at once, and hashes the templates folder once for all of them).

    The options count as their dataclasses hold them: every field changes the bytes of
    some output, and nothing else of the command line is in them.
    """
    chosen = asdict(options)
    if not target.cards:  # only card decks print backs: --backs leaves other files up to date
        del chosen["cards"]["backs"]
    payload = {
        "target": target.name,
        "options": chosen,
        # Every document prints its shared terms from the glossary (``[[term]]``).
        "content": content_hash(project, (*target.domains, *target.uses, "glossary-terms")),
        "templates": templates or templates_hash(),
        "code": code_hash(),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def project_fingerprint(project: Project) -> str:
    """Everything a full check depends on: the whole content folder, templates, code."""
    return folder_fingerprint(project.root)
