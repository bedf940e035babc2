"""The bilingual summary: English and one translation side by side, one aligned row per string.

Every row starts both languages at the same height and takes the height of the longer
of the two, so a reader's eye moves straight across. Rows flow onto as many A4 pages
as they need; the column heads repeat on each page.
"""

from __future__ import annotations

from dataclasses import dataclass

from nrprint.layout.ops import BookmarkOp, PagePlan, RectOp, TextOp
from nrprint.model.base import Text
from nrprint.model.terms import Terms
from nrprint.model.turn import Changes, RunTimeline, TurnSequence
from nrprint.turnseq.geometry import Ctx
from nrprint.turnseq.page_turn import cost_rich


@dataclass(frozen=True, slots=True)
class Row:
    """One aligned row: a left cell (cost or step id), then the same string in both languages."""

    text: Text
    label: str
    style: str = "body"
    lead: str = ""  # rich text of the narrow left cell
    colour: str = "ink"
    band: str | None = None  # fill colour name of a heading band
    bookmark: tuple[str, int, str] | None = None


def rows(turn: TurnSequence, timeline: RunTimeline, changes: Changes, terms: Terms, other: str) -> list[Row]:
    out = [Row(turn.setup.text, "setup.text"), Row(turn.setup.clicks_rule, "setup.clicks_rule")]
    for s_i, side in enumerate(turn.sides):
        base = f"sides[{s_i}]"
        out.append(
            Row(
                side.name,
                f"{base}.name",
                "h1",
                colour="#ffffff",
                band=side.id,
                bookmark=(side.name.en, 0, f"side-{side.id}"),
            )
        )
        out.append(Row(side.intro, f"{base}.intro", "label", colour="muted"))
        for p_i, phase in enumerate(side.phases):
            pl = f"{base}.phases[{p_i}]"
            out.append(Row(phase.title, f"{pl}.title", "h2", colour=side.id))
            out.append(Row(phase.text, f"{pl}.text"))
            out.extend(Row(n, f"{pl}.notes[{i}]", "small", colour="muted") for i, n in enumerate(phase.notes))
            for a_i, action in enumerate(phase.actions):
                al = f"{pl}.actions[{a_i}]"
                out.append(Row(action.text, f"{al}.text", lead=cost_rich(action)))
                out.extend(
                    Row(n, f"{al}.notes[{i}]", "small", colour="muted") for i, n in enumerate(action.notes)
                )
    out.append(
        Row(
            timeline.title,
            "title",
            "h1",
            colour="#ffffff",
            band="accent",
            bookmark=(timeline.title.en, 0, "run"),
        )
    )
    for idx, step in enumerate(timeline.steps):
        sl = f"steps[{idx}]"
        out.append(Row(step.title, f"{sl}.title", "h2", lead=f"**{step.id}**", colour="corp"))
        out.append(Row(step.text, f"{sl}.text"))
        for owner, ol in [(step, sl)] + [(s, f"{sl}.substeps[{i}]") for i, s in enumerate(step.substeps)]:
            if owner is not step:
                out.append(Row(owner.text, f"{ol}.text", lead=owner.id))
            for j_i, jump in enumerate(owner.jumps):
                out.append(
                    Row(
                        jump.when,
                        f"{ol}.jumps[{j_i}].when",
                        "label",
                        lead=f"→ {jump.to}",
                        colour="muted",
                    )
                )
    out.append(
        Row(
            changes.title,
            "title",
            "h1",
            colour="#ffffff",
            band="accent",
            bookmark=(changes.title.en, 0, "changes"),
        )
    )
    out.extend(Row(c.text, f"changes[{i}].text", lead="•") for i, c in enumerate(changes.changes))
    out.append(Row(terms.title, "title", "h2", colour="accent"))
    for i, term in enumerate(terms.terms):
        pair = {other: f"{term.classic.raw(other) or ''} → {term.android.raw(other) or ''}"}
        combined = Text(en=f"{term.classic.en} → {term.android.en}", **pair)
        out.append(Row(combined, f"terms[{i}]"))
    return out


def bilingual_pages(
    ctx: Ctx,
    turn: TurnSequence,
    timeline: RunTimeline,
    changes: Changes,
    terms: Terms,
    langs: tuple[tuple[str, str], tuple[str, str]],
) -> list[PagePlan]:
    """``langs``: (tag, name in itself) of the left and the right column."""
    tpl, bl = ctx.tpl, ctx.tpl.bilingual
    m = tpl.margin
    width = ctx.page_size[0] - 2 * m
    lang_w = (width - bl.cost_width - bl.column_gap) / 2
    x_en = m + bl.cost_width
    x_fr = x_en + lang_w + bl.column_gap
    (left, left_name), (right, right_name) = langs
    pages: list[PagePlan] = []

    def start() -> tuple[PagePlan, float]:
        page = ctx.new_page()
        pages.append(page)
        y = page.height - m
        if len(pages) == 1:
            page.add(BookmarkOp(f"{turn.title.get(left)} / {turn.title.get(right)}", 0, "top"))
            title = ctx.block(f"{turn.title.get(left)} · {turn.title.get(right)}", "title", width)
            page.add(TextOp(title, m, y, ctx.colour("ink")))
            y -= title.height + 6
        for x, name in ((x_en, left_name), (x_fr, right_name)):
            head = ctx.block(name, "h2", lang_w)
            page.add(TextOp(head, x, y, ctx.colour("muted")))
        y -= 12
        page.add(RectOp(m, y + 3, width, 0.6, fill=ctx.colour("rule")))
        return page, y - 2

    page, y = start()
    for row in rows(turn, timeline, changes, terms, right):
        blocks = {
            lang: ctx.block(row.text.get(lang), row.style, lang_w - (6 if row.band else 0))
            for lang in (left, right)
        }
        lead = (
            ctx.block(
                row.lead,
                "h2" if row.lead.startswith("{") or "X{" in row.lead else "small",
                bl.cost_width - 4,
            )
            if row.lead
            else None
        )
        h = max(b.height for b in blocks.values())
        if lead:
            h = max(h, lead.height)
        pad = 3 if row.band else 0
        if y - h - 2 * pad < m:
            page, y = start()
        if row.band:
            page.add(RectOp(m, y - h - 2 * pad, width, h + 2 * pad, fill=ctx.colour(row.band), radius=2))
        if row.bookmark:
            page.add(BookmarkOp(*row.bookmark))
        colour = row.colour if row.colour.startswith("#") else ctx.colour(row.colour)
        for lang, x in ((left, x_en), (right, x_fr)):
            page.add(
                TextOp(
                    blocks[lang],
                    x + (3 if row.band else 0),
                    y - pad,
                    colour,
                    icon_colour=ctx.colour("icon"),
                )
            )
        if lead:
            page.add(TextOp(lead, m, y - pad, ctx.colour("ink")))
        y -= h + 2 * pad + bl.row_gap
    return pages
