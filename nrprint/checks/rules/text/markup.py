"""MARKUP001: content text carries no HTML or reportlab markup.

Text is Markdown (``**bold**``, ``*italic*``) with icon tokens; it is drawn as plain
characters and never handed to a markup parser, so a ``<font>`` or ``<img>`` tag would
print literally. Such a tag is almost always pasted from elsewhere: report it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text

# HTML and reportlab paragraph tags (placeholders such as <n> are not markup), and entities.
TAGS = (
    "a|b|i|u|s|br|p|div|span|font|para|img|strike|super|sup|sub|greek|link|seq|seqreset|ondraw"
    "|index|script|style|em|strong|code|pre|h[1-6]|table|tr|td|ul|ol|li|svg|iframe|object"
)
TAG = re.compile(rf"</?\s*(?:{TAGS})\b[^<>]*/?>|&(?:#\d+|#x[0-9A-Fa-f]+|[a-z][a-z0-9]{{1,7}});", re.I)


@check(code="MARKUP001")
def markup(project: Project, domain: str, label: str, text: Text) -> Findings:
    for lang in project.langs():
        m = TAG.search(text.get(lang))
        if m:
            yield error(
                text.where(lang),
                f"markup {m.group(0)[:30]!r} in {label} ({lang}); write **bold** or *italic*",
            )
