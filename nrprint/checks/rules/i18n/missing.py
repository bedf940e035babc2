"""I18N001: every printed string has a translation in every declared language."""

from nrprint.checks.rule import check, error


@check(code="I18N001")
def missing(project, domain, label, text):
    """Every string has non-empty text in each language the run covers."""
    languages = project.languages
    for lang in project.translations():
        if not (text.raw(lang) or "").strip():
            yield error(text.pos("en"), f"missing {languages.name(lang)} ({lang}) translation of {label}")
