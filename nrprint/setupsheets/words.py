"""Pick one sheet's strings in one language and edition, terms filled in."""

from __future__ import annotations

from nrprint.lang.printed import unmark
from nrprint.model.base import Text
from nrprint.model.glossary_terms import read_play
from nrprint.setupsheets.content import SetupSheets
from nrprint.setupsheets.draw import SheetWords
from nrprint.setupsheets.template import SheetLayout

EDITIONS = ("android", "classic")


def by_level(game: dict, key: str, level: str) -> int | None:
    """play.yaml's ``game.<key>`` at ``level`` (a number for every level, or one for all),
    else its ``points_to_win``; None when it sets neither."""
    value = game.get(key, game.get("points_to_win"))
    return value.get(level, game.get("points_to_win")) if isinstance(value, dict) else value


def sheet_words(
    name: str, layout: SheetLayout, content: SetupSheets, terms, edition: str, lang: str
) -> SheetWords:
    """Every string ``name`` prints, in ``lang``, with ``[[term]]`` in ``edition``'s words."""

    def say(text: Text | None) -> str:
        if text is None:
            return ""
        # A string printed in English for want of a translation is marked as a whole:
        # the terms in it are English too, and carry no mark of their own.
        whole = text.raw(lang) is None

        def word(term: str) -> str | None:
            if not terms.has(term):
                return None
            found = terms.word(term, edition, lang)
            return unmark(found) if whole else found

        return text.get(lang, word)

    zones = {i.zone for page in layout.pages for row in page.rows for i in row.items}
    sheet = content.sheets[name]
    table = [[say(t) for t in content.difficulty.columns]]
    game = read_play().get("game", {})
    for row in content.difficulty.rows:
        you, ai = (
            by_level(game, "corp_opponent_points_to_win", row.level),
            by_level(game, "corp_ai_points_to_win", row.level),
        )
        credits = by_level(game, "corp_start_credits", row.level)
        cells = [say(row.name), str(row.hq), say(row.agendas), say(row.operations), str(credits)]
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
