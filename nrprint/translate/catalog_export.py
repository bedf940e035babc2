"""``nrprint i18n export``: the content's strings as a gettext template and catalog.

babel writes the files (well kept, and it knows each locale's plural rule and name for
the header GNU ``msgfmt --check-header`` expects). One entry per string: ``msgctxt``
the stable key (``nrprint.translate.entries``), ``#:`` the file and line, ``#.`` the
author's comments, ``msgid`` the English, ``msgstr`` the translation. A message printed
after a count (``Plural``) is ``msgid``/``msgid_plural`` (the English one and other
forms) with one ``msgstr[n]`` per plural category of the language, numbered by the
header's ``Plural-Forms`` (CLDR's rule for whole numbers, ``nrprint.lang.plurals``). A translation of
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
from nrprint.lang.plurals import SEP, categories, gettext_rule, split
from nrprint.model.base import ICON_TOKEN, en_hash
from nrprint.model.project import Project
from nrprint.system.atomic import write_text_atomic
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
    if lang:
        # The forms are stored in CLDR's order: the header numbers them the same way.
        cat._set_mime_headers([("Plural-Forms", gettext_rule(lang))])
    return cat


def _add(cat: Catalog, e: Entry, lang: str | None, previous: dict[str, str]) -> None:
    string, flags = "", set()
    old: str | tuple[str, ...] = ()
    if lang and e.translation:
        string = e.translation
        if e.source_hash != en_hash(e.english):
            flags.add("fuzzy")
            if e.key in previous and previous[e.key] != e.english:
                old = previous[e.key]
    notes = [*e.comments, f"{e.label}"]
    if e.plural:
        order = ", ".join(categories(lang)) if lang else "one, other"
        notes.append(f"Printed after a count: msgstr[n] are the forms for the plural categories {order}.")
    if "fuzzy" in flags and not old:
        notes.append("The English changed since this was translated; its earlier text is not known.")
    msgid: str | tuple[str, ...] = e.english
    msgstr: str | tuple[str, ...] = string
    if e.plural:
        forms = split(e.english)
        msgid = (forms[0], forms[-1])
        count = len(categories(lang)) if lang else 2
        given = split(string) if string else []
        msgstr = tuple((given + [""] * count)[:count])
        old = tuple(split(old)) if isinstance(old, str) and old else old
    message = cat.add(
        msgid,
        msgstr,
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
    return {m.context: _joined(m.id) for m in old if m.id and m.context}


def _joined(msgid: str | tuple[str, ...] | list[str]) -> str:
    return msgid if isinstance(msgid, str) else SEP.join(msgid)


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
