"""TYPO001: every character of every string has a glyph in the embedded font."""

from nrprint.checks.registry import text_check
from nrprint.layout.textflow import plain


@text_check("glyphs", codes=("TYPO001",))
def glyph_coverage(project, domain, label, text):
    """A character without a glyph prints as a tofu box; report it instead."""
    from nrprint.render.fonts import missing_glyphs

    for lang in project.langs():
        missing = missing_glyphs(plain(text.get(lang)))
        if missing:
            shown = ", ".join(f"'{ch}' U+{ord(ch):04X}" for ch in missing)
            yield text.where(lang).error(
                "TYPO001", f"no glyph in the embedded font for {shown} in {label} ({lang})"
            )
