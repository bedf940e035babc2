"""TYPO002: every string of the turn-sequence summary fits its frame in each language.

The check lays the pages out exactly as the build will (same templates, same fonts),
on A4 and on Letter, for each language and each side-by-side summary, and reports text
that would run off its frame or could only fit below the minimum readable size,
naming the string and the language.
"""

from typing import cast

from nrprint.checks.rule import Findings, check, error
from nrprint.model.base import Text
from nrprint.model.project import Project


@check(code="TYPO002")
def fit(project: Project) -> Findings:
    from nrprint.render.fonts import measure
    from nrprint.turnseq.plan import bilingual, bilingual_languages, language_pages

    source = project.languages.source
    for paper in ("a4", "letter"):
        runs = [(lang, language_pages(project, lang, measure, paper)) for lang in project.langs()]
        runs += [
            (f"{source}-{o}", bilingual(project, o, measure, paper)) for o in bilingual_languages(project)
        ]
        for where, (_pages, overflows) in runs:
            for o in overflows:
                side = "" if where == o.lang else f" in {where}"
                text = cast(Text, o.text)  # layout keeps it untyped (``Overflow``)
                yield error(text.where(o.lang), f"{o.label} ({o.lang}, {paper}){side} {o.message}")
