"""SHEET010: the Corp AI's set-up sheet lays its central servers out in the tie order.

The rule: where ties between servers go (``clarifications.tie_order`` in
``templates/play.yaml``, which the simulator plays) is printed as words on the sheet
(``[[tie-order]]``) and shown by the sheet itself: the row holding Archives, R&D and HQ
on the ``automa-corp`` sheet puts them left to right in the order the tie rule tries
them (``simulate.orders.in_tie_order``), so a player who reads the table left to right,
as the rulebook's own tie rule does, breaks ties the way the booklet says. The booklet's
picture of the Corp AI's side of the table (a ``table`` block of ``automa-rules``) shows
the same row the same way (its English labels name the servers).
"""

from __future__ import annotations

from typing import Any

from nrprint.checks.rule import Findings, check, error
from nrprint.checks.rules.sheets._template import template_pos
from nrprint.checks.rules.vocab.rules_stated import play_value
from nrprint.model.project import Project
from nrprint.setupsheets.template import FILES, SheetsTemplate, default

ARCHIVES, RD, HQ = "ai-archives", "ai-rnd", "ai-hq"
# The central servers in the order each value of tie_order tries them (orders.in_tie_order).
CENTRALS = {
    "table": [ARCHIVES, RD, HQ],
    "archives-last": [RD, HQ, ARCHIVES],
    "remotes-first": [HQ, RD, ARCHIVES],
}


def server_order_problems(tpl: SheetsTemplate, tie_order: str) -> list[str]:
    """A finding for each row of the Corp AI sheet whose central servers, left to right,
    are not in ``tie_order``'s order."""
    want = CENTRALS.get(tie_order)
    sheet = tpl.sheets.get("automa-corp")
    if want is None or sheet is None:
        return []
    out = []
    for n, page in enumerate(sheet.pages, 1):
        for row in page.rows:
            got = [i.zone for i in row.items if i.zone in want]
            if got and got != [z for z in want if z in got]:
                out.append(
                    f"automa-corp page {n}: the central servers are laid out {', '.join(got)};"
                    f" the tie order ({tie_order}) tries them {', '.join(want)}"
                )
    return out


LABELS = {"Archives": ARCHIVES, "R&D": RD, "HQ": HQ}  # the booklet picture's English labels


def booklet_order_problems(booklet: Any, tie_order: str) -> list[tuple[Any, str]]:
    """(block, finding) for each table picture row of the booklet whose central servers,
    left to right, are not in ``tie_order``'s order."""
    want = CENTRALS.get(tie_order, [])
    out = []
    for section in booklet.sections:
        for block in (b for b in section.blocks if b.kind == "table"):
            for row in block.rows:
                got = [LABELS[p.label.get("en")] for p in row if p.label.get("en") in LABELS]
                if len(got) > 1 and got != [z for z in want if z in got]:
                    out.append(
                        (
                            block,
                            f"the table picture of section '{section.id}' lays out {', '.join(got)}; the tie order ({tie_order}) tries them {', '.join(want)}",
                        )
                    )
    return out


@check(code="SHEET010")
def server_order(project: Project) -> Findings:
    """The central servers of the Corp AI sheet, on both papers, and of the booklet's
    table picture follow play.yaml's tie order."""
    tie_order = str(play_value("clarifications.tie_order"))
    for paper in FILES:
        for msg in server_order_problems(default(paper), tie_order):
            yield error(template_pos(paper, f"zone: {ARCHIVES},"), f"{paper}: {msg}")
    for block, msg in booklet_order_problems(project.get("automa-rules"), tie_order):
        yield error(block.pos("rows"), msg)
