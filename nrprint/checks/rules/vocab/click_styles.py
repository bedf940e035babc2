"""VOC002: every click style the quick-reference sheets explain is on a printed AI card.

A click style the sheets explain (an example-card click marked ``disposable`` or
``reserved``, or its icon in a reference text) is used by at least one printed AI card
of that side: a sheet that teaches a look no card has sends the player looking for it.
A content folder without decks of a side has nothing to compare that side's sheet with,
and is not checked. A warning: a small test deck may lack a style the shipped decks
have. (``absent_names`` reports the same code for names the set does not contain.)
"""

from __future__ import annotations

from nrprint.checks.rule import Findings, check, warning
from nrprint.model.project import Project

STYLES = ("disposable", "reserved")


@check(code="VOC002")
def click_styles(project: Project) -> Findings:
    """Every click style the reference sheets explain is used on a printed AI card."""
    used: set[str] = set()
    sides: set[str] = set()
    for deck in project.get("automa-decks").decks:
        sides.add(deck.kind)
        for card in deck.cards:
            used.update(s for c in card.clicks for s in STYLES if getattr(c, s))
    reference = project.get("automa-reference")
    for side in sorted(sides & {"corp", "runner"}):
        sheet = getattr(reference, side)
        for i, click in enumerate(sheet.example.clicks):
            for style in STYLES:
                if getattr(click, style) and style not in used:
                    yield warning(
                        click.pos(style),
                        f"the {side} reference's example click {i + 1} is {style}, "
                        "a click style no printed AI card uses",
                    )
        for part in (*sheet.callouts, *sheet.sections):
            for style in STYLES:
                if style not in used and (part.key == style or f"{{{style}}}" in part.text.en):
                    yield warning(
                        part.pos("key"),
                        f"the {side} reference explains {style} clicks ({part.key!r}), "
                        "a click style no printed AI card uses",
                    )
