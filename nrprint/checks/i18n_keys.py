"""I18N003: a string's keys are ``en``, language tags and their ``<tag>_src``.

A key that is no language tag (``text:``, ``FR``) is an error: it would be kept and
never printed. A tag that ``languages.yaml`` does not declare is a warning: that
translation is neither printed nor checked (a typo such as ``fe:`` for ``fr:`` also
leaves the French missing, which I18N001 reports).
"""

from nrprint.checks.registry import text_check
from nrprint.lang.tags import SRC_SUFFIX, is_tag


@text_check("i18n-keys", codes=("I18N003",))
def known_language_keys(project, domain, label, text):
    """Every translation key is a language tag, declared in languages.yaml."""
    languages = project.languages
    declared = languages.tags()
    for key in text.translation_keys():
        tag = key.removesuffix(SRC_SUFFIX)
        if not is_tag(tag) or tag == languages.source:
            yield text.pos(key).error(
                "I18N003", f"'{key}' in {label} is neither a language tag nor its '_src' hash"
            )
        elif tag not in declared:
            yield text.pos(key).warning(
                "I18N003",
                f"language '{tag}' in {label} is not declared in languages.yaml "
                f"({', '.join(declared)}): it is neither printed nor checked",
            )
