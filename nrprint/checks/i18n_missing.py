"""I18N001: every printed string has a translation in every declared language."""

from nrprint.checks.registry import text_check


@text_check("i18n-missing", codes=("I18N001",))
def missing_translation(project, domain, label, text):
    """Every string has non-empty text in each language the run covers."""
    languages = project.languages
    for lang in project.translations():
        if not (text.raw(lang) or "").strip():
            yield text.pos("en").error(
                "I18N001", f"missing {languages.name(lang)} ({lang}) translation of {label}"
            )
