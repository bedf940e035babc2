"""I18N001: every printed string has a French translation (a missing one is an error)."""

from nrprint.checks.registry import text_check


@text_check("i18n-missing", codes=("I18N001",))
def missing_translation(project, domain, label, text):
    """Every bilingual string has non-empty French text."""
    if not (text.fr or "").strip():
        yield text.pos("en").error("I18N001", f"missing French translation of {label}")
