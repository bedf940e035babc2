"""I18N002: a translation is stale when the English it translated has changed.

Each translation ``<tag>`` records ``<tag>_src``, the hash of the English it was
written from. When the English changes the hash no longer matches, and the translation
is reported until a translator reviews it (``nrprint i18n accept`` or a catalog
import). Stale is a warning for builds and an error for ``nrprint i18n status``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, warning
from nrprint.model.base import en_hash
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text


@check(code="I18N002")
def stale(project: Project, domain: str, label: str, text: Text) -> Findings:
    """A translation whose recorded English hash differs from the current English."""
    for lang in project.translations():
        if text.stale(lang):
            src = text.src(lang)
            where = text.pos(f"{lang}_src") if src is not None else text.pos(lang)
            yield warning(
                where,
                f"{project.languages.name(lang)} ({lang}) of {label} is stale: English is now "
                f"{en_hash(text.en)}, the translation translates {src or 'nothing recorded'}",
            )
