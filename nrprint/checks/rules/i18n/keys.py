"""I18N003: a string's keys are ``en``, language tags and their ``<tag>_src``.

A key that is no language tag (``text:``, ``FR``) is an error: it would be kept and
never printed. A tag that ``languages.yaml`` does not declare is a warning: that
translation is neither printed nor checked (a typo such as ``fe:`` for ``fr:`` also
leaves the French missing, which I18N001 reports).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error, warning
from nrprint.lang.tags import SRC_SUFFIX, is_tag
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="I18N003")
def keys(project: Project, domain: str, label: str, text: Text) -> Findings:
    """Every translation key is a language tag, declared in languages.yaml."""
    languages = project.languages
    declared = languages.tags()
    for key in text.translation_keys():
        tag = key.removesuffix(SRC_SUFFIX)
        if not is_tag(tag) or tag == languages.source:
            yield error(text.pos(key), f"'{key}' in {label} is neither a language tag nor its '_src' hash")
        elif tag not in declared:
            yield warning(
                text.pos(key),
                f"language '{tag}' in {label} is not declared in languages.yaml "
                f"({', '.join(declared)}): it is neither printed nor checked",
            )
