"""Language tags: the shape of a BCP 47 tag, and the pseudo-locales nrprint generates.

Kept free of the model and of babel so that ``Text`` (read for every string of a
9,000-card deck) can ask "is this a pseudo-locale?" for the price of a set lookup.
"""

from __future__ import annotations

import re

# language[-script][-region]: the subset of BCP 47 translators use (de, pt-BR, zh-Hant).
TAG = re.compile(r"^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$")
SRC_SUFFIX = "_src"

# Android's convention: en-XA is accented and lengthened English, made from the source
# text at print time and never stored (see nrprint.lang.pseudo).
PSEUDO = frozenset({"en-XA"})


def is_tag(value: str) -> bool:
    return bool(TAG.match(value))


def is_pseudo(tag: str) -> bool:
    return tag in PSEUDO
