"""TYPO001: every character of every string has a glyph in the embedded font."""

from nrprint.checks.rule import check, error
from nrprint.layout.textflow import plain


@check(code="TYPO001")
def glyphs(project, domain, label, text):
    """A character without a glyph prints as a tofu box; report it instead."""
    from nrprint.render.fonts import missing_glyphs

    for lang in project.langs():
        missing = missing_glyphs(plain(text.get(lang)))
        if missing:
            shown = ", ".join(f"'{ch}' U+{ord(ch):04X}" for ch in missing)
            yield error(text.where(lang), f"no glyph in the embedded font for {shown} in {label} ({lang})")
