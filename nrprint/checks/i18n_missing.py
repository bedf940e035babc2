"""I18N001: every printed string has a French translation (a missing one is an error)."""

from nrprint.checks.registry import check


@check("i18n-missing", codes=("I18N001",), domains=())
def missing_translation(project):
    """Every bilingual string has non-empty French text."""
    for _domain, label, text in project.texts():
        if not (text.fr or "").strip():
            yield text.pos("en").error("I18N001", f"missing French translation of {label}")
