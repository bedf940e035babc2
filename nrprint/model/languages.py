"""``content/languages.yaml``: which languages the content is printed in.

A content folder without the file is printed in the source language only, so a
user's own folder with a handful of English strings needs no declaration.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import AfterValidator, Field

from nrprint.lang.tags import SRC_SUFFIX, is_pseudo, is_tag
from nrprint.lang.typography import Typography
from nrprint.model.base import SOURCE, Node

# A tag names folders of the output (`en/`, `turn-sequence.en-fr.pdf`): letters, digits and
# hyphens only, refused when the file is loaded (LANG001 then words a tag of the wrong shape).
TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{1,34}$")


def _tag(value: str) -> str:
    # A tag names output folders (output/<tag>/): anything but letters, digits and
    # hyphens could reach outside the output folder, so say why, not just the pattern.
    if not TAG.match(value):
        raise ValueError(
            f"{value!r} is not a language tag: letters, digits and hyphens, 2 to 35 of them"
            " (like fr or pt-BR); a tag names an output folder"
        )
    return value


Tag = Annotated[str, AfterValidator(_tag)]


class Language(Node):
    tag: Tag
    name: Annotated[str, Field(min_length=1, max_length=60)]
    nbsp_before: Annotated[str, Field(max_length=16)] = ""
    nbsp_after: Annotated[str, Field(max_length=16)] = ""
    quotes: (
        Annotated[list[Annotated[str, Field(min_length=1, max_length=2)]], Field(min_length=2, max_length=2)]
        | None
    ) = None
    apostrophe: Annotated[str, Field(max_length=1)] = ""
    minus: bool = False
    nbsp_number: bool = False

    def typography(self) -> Typography:
        quotes = (self.quotes[0], self.quotes[1]) if self.quotes else None
        return Typography(
            self.nbsp_before, self.nbsp_after, quotes, self.apostrophe, self.minus, self.nbsp_number
        )


class Languages(Node):
    source: Tag = SOURCE
    languages: Annotated[list[Language], Field(min_length=1, max_length=64)]

    def tags(self) -> tuple[str, ...]:
        """Declared tags, source first, each once (LANG002 reports a repeat)."""
        seen: dict[str, None] = {self.source: None}
        for lang in self.languages:
            seen.setdefault(lang.tag, None)
        return tuple(seen)

    def get(self, tag: str) -> Language | None:
        return next((lang for lang in self.languages if lang.tag == tag), None)

    def name(self, tag: str) -> str:
        lang = self.get(tag)
        return lang.name if lang else tag


def found_in(texts: Iterable[Any]) -> Languages:
    """What a content folder without ``languages.yaml`` declares: English and every
    language tag its strings carry a translation in, named by their tags."""
    tags: dict[str, None] = {}
    for text in texts:
        for key in text.translation_keys():
            if not key.endswith(SRC_SUFFIX) and is_tag(key) and not is_pseudo(key):
                tags.setdefault(key, None)
    others = [Language(tag=t, name=t) for t in sorted(tags) if t != SOURCE]
    return Languages(languages=[Language(tag=SOURCE, name="English"), *others])


def known(languages: Languages, tag: str) -> bool:
    return is_pseudo(tag) or tag in languages.tags()


class UnknownLanguage(ValueError):
    """``--lang`` names a language the content does not declare."""


def chosen_langs(declared: Languages, current: tuple[str, ...], value: str | None) -> tuple[str, ...]:
    """The languages asked for with ``--lang`` (``None``: ``current``, the project's),
    each ``declared`` or a pseudo-locale; ``UnknownLanguage`` otherwise."""
    if value is None:
        return current
    langs = tuple(dict.fromkeys(x.strip() for x in value.split(",") if x.strip()))
    bad = [x for x in langs if not known(declared, x)]
    if bad or not langs:
        tags = ", ".join(declared.tags())
        raise UnknownLanguage(
            f"unknown language {', '.join(bad) or repr(value)}; "
            f"declared: {tags} (and the pseudo-locale en-XA)"
        )
    return langs
