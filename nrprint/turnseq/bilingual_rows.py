"""The rows of the bilingual summary: one string in both languages per row.

A row knows how it is drawn (a heading band, a heading, text, a bullet, a table row)
and how many following rows must stay on its page (``keep``): a heading keeps its
first line of text, the terminology title and header keep the whole table.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.model.base import Text
from nrprint.model.terms import Terms
from nrprint.model.turn import Changes, TurnSequence
from nrprint.turnseq.page_turn import cost_rich


@dataclass(frozen=True, slots=True)
class Row:
    """One aligned row: an optional left cell (a cost), then the string in both languages."""

    text: Text
    label: str
    style: str = "turn_body"
    lead: str = ""  # rich text of the narrow left cell
    colour: str = "ink"
    band: str | None = None  # fill colour name of a heading band
    bookmark: tuple[int, str] | None = None  # outline level and key
    keep: int = 0  # how many following rows stay on this row's page
    bullet: bool = False
    cells: tuple[Text, Text] | None = None  # a table row: two cells per language
    head: bool = False  # the header row of a table
    tint: str | None = None  # side colour of the cost cell


def rows(turn: TurnSequence, changes: Changes, terms: Terms, note: str = "ink") -> list[Row]:
    """``note``: the colour of notes and side intros (the template's ``note_colour``)."""
    out = [
        Row(turn.setup.text, "setup.text"),
        Row(turn.setup.clicks_rule, "setup.clicks_rule"),
    ]
    for s_i, side in enumerate(turn.sides):
        base = f"sides[{s_i}]"
        out.append(Row(side.name, f"{base}.name", "h1", colour="#ffffff", band=side.id, keep=2,
                       bookmark=(0, f"side-{side.id}")))  # fmt: skip
        out.append(Row(side.intro, f"{base}.intro", "turn_intro", colour=note))
        for p_i, phase in enumerate(side.phases):
            pl = f"{base}.phases[{p_i}]"
            out.append(Row(phase.title, f"{pl}.title", "h2", colour=side.id, keep=1))
            out.append(Row(phase.text, f"{pl}.text"))
            out.extend(
                Row(n, f"{pl}.notes[{i}]", "turn_note", colour=note, bullet=True)
                for i, n in enumerate(phase.notes)
            )
            for a_i, action in enumerate(phase.actions):
                al = f"{pl}.actions[{a_i}]"
                out.append(
                    Row(
                        action.text,
                        f"{al}.text",
                        lead=cost_rich(action),
                        keep=len(action.notes),
                        tint=side.id,
                    )
                )
                out.extend(
                    Row(n, f"{al}.notes[{i}]", "turn_note", colour=note, bullet=True)
                    for i, n in enumerate(action.notes)
                )
    out.append(Row(changes.title, "title", "h1", colour="#ffffff", band="accent", keep=1,
                   bookmark=(0, "changes")))  # fmt: skip
    out.extend(Row(c.text, f"changes[{i}].text", bullet=True) for i, c in enumerate(changes.changes))
    table = [Row(terms.title, "title", "h2", colour="accent", keep=len(terms.terms) + 1)]
    cols = terms.columns
    table.append(Row(cols["classic"], "columns", "h2", cells=(cols["classic"], cols["android"]), head=True))
    table.extend(
        Row(t.android, f"terms[{i}]", cells=(t.classic, t.android)) for i, t in enumerate(terms.terms)
    )
    return out + table
