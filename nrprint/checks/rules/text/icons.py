"""ICON001: every ``{token}`` in a string names an icon we can draw."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.lang.tags import is_pseudo
from nrprint.model.base import ICON_TOKEN, SOURCE
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="ICON001")
def icons(project: Project, domain: str, label: str, text: Text) -> Findings:
    """An unknown token would print as nothing, the way the seeds lost their icons."""
    from nrprint.render.icons import ICONS

    for lang in project.langs():
        if lang != SOURCE and not is_pseudo(lang) and not text.raw(lang):
            continue  # printed in English, whose tokens the English reports
        for name in ICON_TOKEN.findall(text.get(lang)):
            if name not in ICONS:
                near = difflib.get_close_matches(name, list(ICONS), n=1, cutoff=0.6)
                hint = f"did you mean {{{near[0]}}}? " if near else ""
                yield error(
                    text.where(lang),
                    f"unknown icon {{{name}}} in {label} ({lang}); {hint}known: {', '.join(sorted(ICONS))}",
                )
