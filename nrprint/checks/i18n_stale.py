"""I18N002: a French string is stale when the English it translated has changed.

Each French string records ``fr_src``, the hash of the English it was written from.
When the English changes the hash no longer matches, and the French is reported until
a translator reviews it (``nrprint i18n accept``). Stale is a warning for builds and
an error for ``nrprint i18n status``.
"""

from nrprint.checks.registry import text_check
from nrprint.model.base import en_hash


@text_check("i18n-stale", codes=("I18N002",))
def stale_translation(project, domain, label, text):
    """French text whose recorded English hash differs from the current English."""
    if text.fr and text.stale:
        where = text.pos("fr_src") if text.fr_src is not None else text.pos("fr")
        yield where.warning(
            "I18N002",
            f"French of {label} is stale: English is now {en_hash(text.en)}, "
            f"French translates {text.fr_src or 'nothing recorded'}",
        )
