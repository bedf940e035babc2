"""``nrprint i18n``: translation status (missing and stale translations), reviews and catalogs."""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from nrprint.commands._common import add_content, add_json, add_lang, choose_langs, dump_json, open_project


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("i18n", help="translation status and reviews", description="Translation tools.")
    inner = p.add_subparsers(dest="i18n_command", metavar="ACTION", required=True)
    st = inner.add_parser(
        "status",
        help="list missing and stale translations (exit 1 if any)",
        description="List every translation that is missing or translates an older English text.",
    )
    add_content(st)
    add_lang(st, "languages to report")
    add_json(st)
    st.set_defaults(run=run_status)
    ac = inner.add_parser(
        "accept",
        help="mark stale translations as reviewed",
        description="After reviewing a translation, record the current English hash in its <lang>_src.",
    )
    add_content(ac)
    ac.set_defaults(writes_content=True)
    add_lang(ac, "languages to mark reviewed")
    ac.add_argument("files", nargs="*", metavar="FILE", help="only these content files (paths as reported)")
    ac.set_defaults(run=run_accept)
    ex = inner.add_parser(
        "export",
        help="write a gettext template and a language's catalog for translators",
        description="Write DIR/nrprint.pot and DIR/LANG.po: one entry per string, for Poedit, Weblate, "
        "Lokalize or msgmerge. Exporting again into the same DIR keeps the earlier English of changed "
        "strings as '#| msgid' hints.",
    )
    add_content(ex)
    ex.add_argument(
        "--lang", required=True, metavar="TAGS", help="languages declared in languages.yaml, comma-separated"
    )
    ex.add_argument("--out", required=True, metavar="DIR", help="folder for nrprint.pot and one TAG.po each")
    ex.set_defaults(run=run_export)
    im = inner.add_parser(
        "import",
        help="write a translated catalog back into the content",
        description="Check FILE.po against the content (keys, English, numbers, icons) and write its "
        "translations into the YAML, keeping comments and layout. Any error: nothing is written.",
    )
    add_content(im)
    im.set_defaults(writes_content=True)
    im.add_argument("po", metavar="FILE.po", help="a catalog made by `nrprint i18n export`")
    im.add_argument("--dry-run", action="store_true", help="check only; write nothing")
    im.set_defaults(run=run_import)


def _status(args: argparse.Namespace):
    from nrprint.translate.status import status

    project = open_project(args)
    project = project.narrowed(langs=choose_langs(project, args.lang))
    project.load_all()
    errors = [d for d in project.load_diagnostics if d.severity == "error"]
    # Content that does not load cannot be assessed: say so, and judge the rest.
    for d in errors:
        print(d.format(), file=sys.stderr)
    return project, status(project), bool(errors)


def run_status(args: argparse.Namespace) -> int:
    _project, entries, broken = _status(args)
    if args.json:
        dump_json(
            {
                "entries": [
                    {
                        "file": e.pos.path,
                        "line": e.pos.line,
                        "col": e.pos.col,
                        "label": e.label,
                        "state": e.state,
                        "lang": e.lang,
                        "en_hash": e.en_hash,
                        "domain": e.domain,
                    }
                    for e in entries
                ],
                "missing": sum(e.state == "missing" for e in entries),
                "stale": sum(e.state == "stale" for e in entries),
            }
        )
        return 1 if entries or broken else 0
    per_doc = Counter((e.pos.path, e.state) for e in entries)
    for e in entries:
        print(f"{e.pos.path}:{e.pos.line}:{e.pos.col}: {e.state} {e.lang} {e.label} (English {e.en_hash})")
    files = sorted({p for p, _ in per_doc})
    for f in files:
        print(
            f"{f}: {per_doc[(f, 'missing')]} missing, {per_doc[(f, 'stale')]} stale",
            file=sys.stderr,
        )
    if not entries and not broken:
        langs = ", ".join(_project.translations()) or "no translation declared"
        print(f"nrprint: every translation ({langs}) is present and up to date", file=sys.stderr)
    return 1 if entries or broken else 0


def run_accept(args: argparse.Namespace) -> int:
    from nrprint.translate.status import accept

    project, entries, broken = _status(args)
    if args.files:
        entries = [e for e in entries if e.pos.path in args.files]
    done = accept(project, entries)
    for f, n in sorted(done.items()):
        print(f"{f}: {n} string(s) marked reviewed", file=sys.stderr)
    missing = [e for e in entries if e.state == "missing"]
    for e in missing:
        print(f"{e.pos.path}:{e.pos.line}:{e.pos.col}: still missing: {e.label}", file=sys.stderr)
    return 1 if missing or broken else 0


def run_export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from nrprint.translate.catalog_export import export

    project = open_project(args)
    langs = choose_langs(project, args.lang)
    for lang in langs:
        if lang == project.languages.source or lang not in project.languages.tags():
            others = ", ".join(t for t in project.languages.tags() if t != project.languages.source)
            print(
                f"nrprint: error: {lang} is not a declared translation: {lang} is the language the "
                f"content is written in; export a translation ({others or 'none declared yet'})",
                file=sys.stderr,
            )
            return 2
    errors = [d for d in project.load_all() if d.severity == "error"]
    if errors:
        for d in errors:
            print(d.format(), file=sys.stderr)
        print("nrprint: export stopped: the content does not load; nothing was written", file=sys.stderr)
        return 1
    for lang in langs:
        pot, po, count, fuzzy = export(project, lang, Path(args.out))
        print(f"nrprint: wrote {pot} and {po}: {count} strings, {fuzzy} fuzzy", file=sys.stderr)
    return 0


def run_import(args: argparse.Namespace) -> int:
    from pathlib import Path

    from nrprint.commands._common import report
    from nrprint.translate.catalog_import import import_catalog

    project = open_project(args)
    errors = [d for d in project.load_all() if d.severity == "error"]
    if errors:
        report(errors, False)
        print("nrprint: import stopped: the content does not load; nothing was written", file=sys.stderr)
        return 1
    result = import_catalog(project, Path(args.po), write=not args.dry_run)
    report(sorted(result.diagnostics), False)
    if not result.ok:
        print("nrprint: import stopped; nothing was written", file=sys.stderr)
        return 1
    for f, n in sorted(result.written.items()):
        print(f"{f}: {n} {result.lang} string(s) written", file=sys.stderr)
    skipped = f"; skipped {result.skipped_fuzzy} fuzzy and {result.skipped_empty} untranslated"
    if args.dry_run:
        print(
            f"nrprint: {result.accepted} string(s) would be imported{skipped}; nothing written",
            file=sys.stderr,
        )
    else:
        print(f"nrprint: imported {result.accepted} string(s){skipped}", file=sys.stderr)
    return 0
