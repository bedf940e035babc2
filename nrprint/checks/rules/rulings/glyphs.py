"""RUL208: every character of the imported rulings has a glyph in the embedded font.

The rulings are the user's file, so an odd character is not an error in our content:
it is reported as a warning and printed as ``?`` (or a plain look-alike such as a
straight quote), never as an empty box. Reported once per character, at its first use.
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, warning
from nrprint.model.project import Project


@check(code="RUL208")
def glyphs(project: Project) -> Findings:
    """Characters of names and rulings that the embedded font cannot draw."""
    from nrprint.render.fonts import missing_glyphs

    doc = project.get("rulings")
    seen: set[str] = set()
    for _, g in doc.groups():
        texts = [(g, "display", g.display or "")] + [(r, "text", r.text) for r in g.rulings]
        for node, field, text in texts:
            for ch in missing_glyphs(text):
                if ch in seen:
                    continue
                seen.add(ch)
                yield warning(
                    node.pos(field),
                    f"no glyph in the embedded font for '{ch}' U+{ord(ch):04X}: printed as '?'",
                )
