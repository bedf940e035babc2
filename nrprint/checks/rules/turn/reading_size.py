"""TURN007: the turn pages are read at the table: body ≥ 10 pt, notes ≥ 8 pt, near-black.

The turn sequence's own styles (``turn_body``, ``turn_note``, ``turn_intro`` in
templates/turn-sequence.yaml) must be at least 10, 8 and 8 pt and its notes printed in
a near-black colour (no channel above 0x40), and nothing on page 1 of a language's
summary, nor on the side-by-side summary's text pages, is laid out under 8 pt (A4 and
Letter). The numbers are held here, not in the template.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

BODY_PT = 10.0
NOTE_PT = 8.0
NEAR_BLACK = 0x40  # the highest channel of a near-black colour
STYLES = {"turn_body": BODY_PT, "turn_note": NOTE_PT, "turn_intro": NOTE_PT}


def near_black(colour: str) -> bool:
    """``#rrggbb`` with no channel above ``NEAR_BLACK``."""
    hex_ = colour.lstrip("#")
    return len(hex_) == 6 and all(int(hex_[i : i + 2], 16) <= NEAR_BLACK for i in (0, 2, 4))


def _template_findings(ctx) -> list[str]:
    out = []
    for name, floor in STYLES.items():
        size = ctx.style(name).size
        if size < floor - 1e-9:
            out.append(f"style {name} is {size:g} pt, under {floor:g} pt")
    colour = ctx.colour(ctx.tpl.note_colour)
    if not near_black(colour):
        out.append(f"note colour {ctx.tpl.note_colour} ({colour}) is not near-black")
    return out


@check(code="TURN007")
def reading_size(project: Project) -> Findings:
    from nrprint.layout.ops import TextOp
    from nrprint.render.fonts import measure
    from nrprint.turnseq.plan import bilingual, bilingual_languages, context, language_pages

    turn = project.get("turn")
    for problem in _template_findings(context(measure, "a4")):
        yield error(turn.pos("title"), f"templates/turn-sequence.yaml: {problem}")
    source = project.languages.source
    for paper in ("a4", "letter"):
        runs = [
            (f"{lang}/turn-sequence", language_pages(project, lang, measure, paper)[0][:1])
            for lang in project.langs()
        ]
        runs += [
            (f"turn-sequence.{source}-{o}", bilingual(project, o, measure, paper)[0][:-1])
            for o in bilingual_languages(project)
        ]
        for where, pages in runs:
            for number, page in enumerate(pages, 1):
                small = [op for op in page.ops if isinstance(op, TextOp) and op.block.lines]
                small = [op for op in small if op.block.size < NOTE_PT - 1e-6]
                if small:
                    words = small[0].block.lines[0].text()[:40]
                    yield error(
                        turn.pos("title"),
                        f"{where} ({paper}) page {number}: “{words}” is set at "
                        f"{small[0].block.size:g} pt, under the {NOTE_PT:g} pt of notes",
                    )
                    break
