"""A language in progress builds as a draft (I18N006), unless ``--strict``.

Each string a declared language still lacks is an I18N001 error, one per string. By
default they are summed up in one warning per language, at its line of
``languages.yaml``: the missing strings print in English, in italics
(``Text.get``), under a draft band (``nrprint.render.draft``). With ``--strict`` (CI)
every missing string stays an error and nothing is built.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.model.project import Project

CODE = "I18N006"
# I18N001's message names the tag in brackets: "missing Español (es) translation of …".
_TAG = re.compile(r"\(([A-Za-z0-9-]+)\) translation of ")
_DRAFT = re.compile(r"\(([A-Za-z0-9-]+)\) is a draft")


def missing_by_language(diags: Iterable[Diagnostic]) -> Counter[str]:
    """How many strings each language lacks, from the I18N001 errors."""
    counts: Counter[str] = Counter()
    for d in diags:
        m = _TAG.search(d.message) if d.code == "I18N001" else None
        if m:
            counts[m.group(1)] += 1
    return counts


def summarise(project: Project, diags: list[Diagnostic]) -> list[Diagnostic]:
    """The I18N001 errors replaced by one I18N006 warning per language."""
    counts = missing_by_language(diags)
    if not counts:
        return diags
    out = [d for d in diags if d.code != "I18N001"]
    for tag, n in sorted(counts.items()):
        name = project.languages.name(tag)
        out.append(
            _where(project, tag).warning(
                CODE,
                f"{name} ({tag}) is a draft: {n} string(s) not translated yet, printed in English in "
                f"italics under a draft band; `nrprint i18n export --lang {tag}` writes them for "
                "translation (--strict makes each one an error)",
            )
        )
    return sorted(set(out))


def draft_languages(diags: Iterable[Diagnostic]) -> list[str]:
    """The languages a summary above calls drafts."""
    return sorted({m.group(1) for d in diags if d.code == CODE and (m := _DRAFT.search(d.message))})


def _where(project: Project, tag: str) -> Pos:
    declared = project.get("languages")
    lang = declared.get(tag) if declared is not None else None
    return lang.pos() if lang is not None else Pos(project.display("languages.yaml"))
