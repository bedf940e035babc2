"""TYPO002: every string of the turn-sequence summary fits its frame in each language.

The check lays the pages out exactly as the build will (same templates, same fonts)
and reports text that would run off its frame or could only fit below the minimum
readable size, naming the string and the language.
"""

from nrprint.checks.registry import check
from nrprint.turnseq.plan import DOMAINS


@check("fit-turn-sequence", codes=("TYPO002",), domains=DOMAINS)
def fits(project):
    from nrprint.render.fonts import measure
    from nrprint.turnseq.plan import language_pages

    for lang in project.langs():
        for paper in ("a4", "letter"):
            _pages, overflows = language_pages(project, lang, measure, paper)
            for o in overflows:
                yield o.text.where(o.lang).error("TYPO002", f"{o.label} ({o.lang}, {paper}) {o.message}")
