"""Pick one sheet's strings in one language and edition, terms filled in."""

from __future__ import annotations

from nrprint.model.base import Text
from nrprint.setupsheets.content import SetupSheets, render_terms
from nrprint.setupsheets.draw import SheetWords
from nrprint.setupsheets.template import SheetLayout

EDITIONS = ("android", "classic")


def sheet_words(
    name: str, layout: SheetLayout, content: SetupSheets, terms, edition: str, lang: str
) -> SheetWords:
    """Every string ``name`` prints, in ``lang``, with ``[[term]]`` in ``edition``'s words."""

    def say(text: Text | None) -> str:
        if text is None:
            return ""
        return render_terms(text.get(lang), lambda t: terms.word(t, edition, lang))

    zones = {i.zone for page in layout.pages for row in page.rows for i in row.items}
    sheet = content.sheets[name]
    table = [[say(t) for t in content.difficulty.columns]]
    for row in content.difficulty.rows:
        you, ai = row.points
        cells = [say(row.name), str(row.hq), say(row.agendas), say(row.operations), str(row.credits)]
        table.append([*cells, f"{you} / {ai}"])
    return SheetWords(
        title=say(sheet.title),
        subtitle=say(sheet.subtitle),
        join=say(sheet.join),
        labels={z: say(content.zones[z].label) for z in zones if z in content.zones},
        names={z: say(content.zones[z].name) for z in zones if z in content.zones},
        hints={z: say(content.zones[z].hint) for z in zones if z in content.zones},
        table=table,
        table_note=say(content.difficulty.note),
        scale=say(content.words.get("scale")),
        page=say(content.words.get("page")),
    )
