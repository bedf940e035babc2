"""SHEET010: the Corp AI's set-up sheet lays its central servers out in the tie order.

The rule: where ties between servers go (``clarifications.tie_order`` in
``templates/play.yaml``, which the simulator plays) is printed as words on the sheet
(``[[tie-order]]``) and shown by the sheet itself: the row holding Archives, R&D and HQ
on the ``automa-corp`` sheet puts them left to right in the order the tie rule tries
them (``simulate.orders.in_tie_order``), so a player who reads the table left to right,
as the rulebook's own tie rule does, breaks ties the way the booklet says.
"""

from __future__ import annotations

from collections.abc import Iterator

from nrprint.checks.registry import check
from nrprint.checks.setup_sheets import template_pos
from nrprint.checks.vocab_rules import play_value
from nrprint.diagnostics import Diagnostic
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


@check("setup-sheets-server-order", codes=("SHEET010",), domains=("setup-sheets",))
def server_order(project: Project) -> Iterator[Diagnostic]:
    """The central servers of the Corp AI sheet follow play.yaml's tie order, on both papers."""
    tie_order = play_value("clarifications.tie_order")
    for paper in FILES:
        for msg in server_order_problems(default(paper), str(tie_order)):
            yield template_pos(paper, f"zone: {ARCHIVES},").error("SHEET010", f"{paper}: {msg}")
