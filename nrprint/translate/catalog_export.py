"""``nrprint i18n export``: the content's strings as a gettext template and catalog.

babel writes the files (well kept, and it knows each locale's plural rule and name for
the header GNU ``msgfmt --check-header`` expects). One entry per string: ``msgctxt``
the stable key (``nrprint.translate.entries``), ``#:`` the file and line, ``#.`` the
author's comments, ``msgid`` the English, ``msgstr`` the translation. A translation of
an older English is ``#, fuzzy``, with that older English as ``#| msgid`` when the
previous catalog in the output folder still holds it (as ``msgmerge`` keeps it).
"""

from __future__ import annotations

import io
import os
from datetime import UTC, datetime
from pathlib import Path

from babel.core import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from nrprint import __version__
from nrprint.disk.atomic import write_text_atomic
from nrprint.model.base import ICON_TOKEN, en_hash
from nrprint.model.project import Project
from nrprint.translate.entries import Entry, entries

HEADER = """\
# nrprint content strings{language}.
#
# Each entry is one printed string. Keep in every translation:
#  - icon tokens such as {{credit}} {{click}} {{mu}} {{link}} {{trash}} {{tag}} {{agenda}}
#    {{sub}}: they print as icons; same tokens, same number of each
#    (tokens used here: {icons});
#  - numbers written with digits: the same numbers;
#  - [[term]] and @run: placeholders the program fills in;
#  - **bold** and *italic* around the matching words.
# msgctxt is where the string lives (file:key path); do not change it.
# Import with: nrprint i18n import FILE.po
#"""


def fixed_date() -> datetime:
    """``SOURCE_DATE_EPOCH`` when set, else a fixed date: exports are reproducible."""
    return datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", "946684800")), UTC)


def _locale(tag: str) -> Locale | None:
    try:
        return Locale.parse(tag, sep="-")
    except (UnknownLocaleError, ValueError):
        return None


def catalog(project: Project, lang: str | None, previous: dict[str, str]) -> Catalog:
    """The template (``lang`` None) or the catalog of one language."""
    found = list(entries(project, lang or project.languages.source))
    icons = sorted({name for e in found for name in ICON_TOKEN.findall(e.english)})
    name = f": {project.languages.name(lang)} ({lang})" if lang else " (template)"
    date = fixed_date()
    cat = Catalog(
        locale=_locale(lang) if lang else None,
        domain="nrprint",
        header_comment=HEADER.format(language=name, icons=" ".join(f"{{{i}}}" for i in icons) or "none"),
        project="nrprint content",
        version=__version__,
        creation_date=date,
        revision_date=date,
        msgid_bugs_address="the content's authors",
        # Filled in by the translator's tool on saving; msgfmt wants no template value.
        last_translator="nrprint i18n export",
        language_team=f"{project.languages.name(lang) if lang else 'nrprint'} translators",
        fuzzy=False,
    )
    for e in found:
        _add(cat, e, lang, previous)
    if lang and cat.locale is None:
        # A tag babel does not know still names its language for msgfmt and the tools.
        cat._set_mime_headers([("Language", lang)])
    return cat


def _add(cat: Catalog, e: Entry, lang: str | None, previous: dict[str, str]) -> None:
    string, flags, old = "", set(), ()
    if lang and e.translation:
        string = e.translation
        if e.source_hash != en_hash(e.english):
            flags.add("fuzzy")
            if e.key in previous and previous[e.key] != e.english:
                old = previous[e.key]
    notes = [*e.comments, f"{e.label}"]
    if "fuzzy" in flags and not old:
        notes.append("The English changed since this was translated; its earlier text is not known.")
    message = cat.add(
        e.english,
        string,
        locations=[(e.file, e.line)],
        auto_comments=notes,
        flags=flags,
        previous_id=old,
        context=e.key,
    )
    # babel guesses python-format from a '%'; these are not format strings.
    message.flags.discard("python-format")


def previous_english(path: Path) -> dict[str, str]:
    """msgctxt → msgid of a catalog exported earlier (the English it was made from)."""
    if not path.is_file():
        return {}
    try:
        with path.open("rb") as f:
            old = read_po(f)
    except Exception:  # noqa: BLE001 - an unreadable old catalog only loses the '#|' hints
        return {}
    return {m.context: m.id for m in old if m.id and m.context and isinstance(m.id, str)}


def render(cat: Catalog) -> str:
    buf = io.BytesIO()
    write_po(buf, cat, width=0, include_previous=True, sort_output=False)
    return buf.getvalue().decode("utf-8")


def export(project: Project, lang: str, out: Path) -> tuple[Path, Path, int, int]:
    """Write ``out/nrprint.pot`` and ``out/<lang>.po``; (pot, po, entries, fuzzy)."""
    po_path = out / f"{lang}.po"
    cat = catalog(project, lang, previous_english(po_path))
    pot = catalog(project, None, {})
    out.mkdir(parents=True, exist_ok=True)
    pot_path = out / "nrprint.pot"
    write_text_atomic(pot_path, render(pot))
    write_text_atomic(po_path, render(cat))
    fuzzy = sum(1 for m in cat if m.id and m.fuzzy)
    return pot_path, po_path, len([m for m in cat if m.id]), fuzzy
