"""LANG001–LANG003: ``languages.yaml`` declares each language once, by a valid tag.

LANG001: a tag is not of the shape ``language[-Script][-REGION]`` (``de``, ``pt-BR``).
LANG002: a language is declared twice.
LANG003: the source language is not English (every string's ``en`` is its source), or
a generated pseudo-locale is declared as if translators wrote it.
"""

from nrprint.checks.rule import Findings, check
from nrprint.lang.tags import is_pseudo, is_tag
from nrprint.model.base import SOURCE
from nrprint.model.project import Project

NOT_A_TAG = "LANG001"
TWICE = "LANG002"
NOT_DECLARABLE = "LANG003"


@check(codes=(NOT_A_TAG, TWICE, NOT_DECLARABLE))
def languages(project: Project) -> Findings:
    """Each declared language has a valid tag, once; the source is English."""
    declared = project.get("languages")
    if declared.source != SOURCE:
        yield declared.pos("source").error(
            NOT_DECLARABLE,
            f"source language '{declared.source}': content strings are written in English (en)",
        )
    seen: dict[str, int] = {}
    for i, lang in enumerate(declared.languages):
        where = lang.pos("tag")
        if not is_tag(lang.tag):
            yield where.error(NOT_A_TAG, f"'{lang.tag}' is not a language tag such as de, pt-BR or zh-Hant")
        elif is_pseudo(lang.tag):
            yield where.error(NOT_DECLARABLE, f"{lang.tag} is generated from the English; it is not declared")
        elif lang.tag in seen:
            yield where.error(
                TWICE, f"language '{lang.tag}' is declared twice (first as languages[{seen[lang.tag]}])"
            )
        seen.setdefault(lang.tag, i)
