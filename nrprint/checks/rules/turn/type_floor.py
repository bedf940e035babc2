"""TURN006: nothing on the turn-sequence pages is printed below 6.5 pt.

Every text block of every page (each language, each side-by-side summary, A4 and
Letter) is measured as laid out: a style set too small, or a label shrunk to fit
below the floor, is reported with its page and its words.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.layout.floor import TYPE_FLOOR_PT
from nrprint.model.project import Project


@check(code="TURN006")
def type_floor(project: Project) -> Findings:
    from nrprint.layout.ops import TextOp
    from nrprint.render.fonts import measure
    from nrprint.turnseq.plan import bilingual, bilingual_languages, language_pages

    turn = project.get("turn")
    source = project.languages.source
    for paper in ("a4", "letter"):
        runs = [
            (f"{lang}/turn-sequence", language_pages(project, lang, measure, paper))
            for lang in project.langs()
        ]
        runs += [
            (f"turn-sequence.{source}-{o}", bilingual(project, o, measure, paper))
            for o in bilingual_languages(project)
        ]
        for where, (pages, _overflows) in runs:
            for number, page in enumerate(pages, 1):
                for op in page.ops:
                    if isinstance(op, TextOp) and op.block.lines and op.block.size < TYPE_FLOOR_PT - 1e-6:
                        words = op.block.lines[0].text()[:40]
                        yield error(
                            turn.pos("title"),
                            f"{where} ({paper}) page {number}: “{words}” is set at "
                            f"{op.block.size:g} pt, under the {TYPE_FLOOR_PT:g} pt floor",
                        )
                        return
