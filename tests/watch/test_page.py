"""The preview page's order and its plain HTML: documents by language (declared order)
and kind, errors first and open, warnings folded, a language filter that works as
plain links, all served without any script having run."""

from __future__ import annotations

import http.client
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from nrprint.diagnostics import Pos
from nrprint.watch.groups import errors_first, grouped, language_of
from nrprint.watch.plain import status_line, view
from nrprint.watch.server import serve
from nrprint.watch.session import Session, State, Watched


@pytest.mark.parametrize(
    ("rel", "lang"),
    [
        ("en/setup-corp.pdf", "en"),
        ("de/automa-corp.pdf", "de"),
        ("turn-sequence.en-fr.pdf", "en-fr"),
        ("en-XA/turn-sequence.pdf", "en-XA"),
        ("letter/fr/turn-sequence.pdf", "letter"),
        ("manual.pdf", ""),
    ],
)
def test_language_of(rel: str, lang: str):
    assert language_of(rel) == lang


def doc(name: str, target: str) -> dict:
    return {"name": name, "target": target, "pdf": f"/files/{name}", "pages": [f"/files/p/{name}.png"]}


DOCS = [
    doc("de/automa-corp.pdf", "automa-corp"),
    doc("de/turn-sequence.pdf", "turn-sequence"),
    doc("en/setup-runner.pdf", "setup-sheets"),
    doc("en/automa-corp.pdf", "automa-corp"),
    doc("en/setup-corp.pdf", "setup-sheets"),
    doc("en/turn-sequence.pdf", "turn-sequence"),
    doc("fr/turn-sequence.pdf", "turn-sequence"),
    doc("turn-sequence.en-de.pdf", "turn-sequence-bilingual"),
]
KINDS = ["turn-sequence", "turn-sequence-bilingual", "setup-sheets", "automa-corp"]


def test_grouped_by_declared_language_then_kind():
    groups = grouped(DOCS, ["en", "fr", "de"], KINDS)
    assert [g.tag for g in groups] == ["en", "fr", "de", "en-de"]
    en = groups[0]
    assert [k.name for k in en.kinds] == ["turn-sequence", "setup-sheets", "automa-corp"]
    assert [d["name"] for d in en.kinds[1].documents] == ["en/setup-corp.pdf", "en/setup-runner.pdf"]
    assert en.count() == 4


def test_errors_first():
    diags = [{"severity": "warning", "code": "W"}, {"severity": "error", "code": "E"}, {"severity": "note"}]
    errors, rest = errors_first(diags)
    assert [d["code"] for d in errors] == ["E"]
    assert len(rest) == 2


class Outline(HTMLParser):
    """The page as a reader without a script meets it: headings, links, open parts."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[tuple[str, str]] = []
        self._tag = ""
        self.hidden: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        self._tag = tag
        if tag == "section" and "hidden" in a:
            self.hidden.append(a.get("data-lang", ""))
        if tag == "details":
            self.events.append(("details", a.get("class", a.get("id", ""))))

    def handle_data(self, data: str) -> None:
        if self._tag in ("h2", "h3", "a", "summary") and data.strip():
            self.events.append((self._tag, data.strip()))
        self._tag = ""


def state(ok: bool = False) -> dict:
    diags = [
        {
            "path": "content/a.yaml",
            "line": 3,
            "col": 1,
            "severity": "warning",
            "code": "MPV001",
            "message": "house",
        },
        {
            "path": "content/b.yaml",
            "line": 2,
            "col": 5,
            "severity": "error",
            "code": "TL001",
            "message": "jump",
        },
    ]
    return {**State(4, ok, False, 1.5, diags, DOCS).__dict__}


def test_plain_view_errors_first_then_languages_in_order():
    html = view(state(), ["en", "fr", "de"], KINDS)
    outline = Outline()
    outline.feed(html)
    texts = [t for kind, t in outline.events if kind in ("summary", "h2")]
    assert texts[0].startswith("content/b.yaml:2:5: error TL001")
    assert texts[1] == "1 warning(s) and note(s)"  # the warnings, folded under one line
    assert [t.split(" ")[0] for t in texts[3:]] == ["en", "fr", "de", "en-de"]
    assert ("details", "diag error") in outline.events
    assert 'class="doc stale"' in html  # the last good build, greyed under the errors
    links = [t for kind, t in outline.events if kind == "a"]
    assert links[:5] == ["all", "en (4)", "fr (1)", "de (2)", "en-de (1)"]
    assert outline.hidden == []


def test_plain_view_filters_one_language():
    outline = Outline()
    outline.feed(view(state(ok=True), ["en", "fr", "de"], KINDS, only="fr"))
    assert outline.hidden == ["en", "de", "en-de"]


def test_the_served_page_is_whole_without_a_script(tmp_path: Path):
    """What a browser without JavaScript gets from `/` and `/?lang=de`."""
    out = tmp_path / "out"
    out.mkdir()
    session = Session(Watched(str(tmp_path), out))
    session.languages = ("en", "fr", "de")
    session.state = State(2, True, False, 0.5, [], DOCS)
    server, thread = serve(session, "127.0.0.1", 0)
    try:

        def get(path: str) -> str:
            conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
            conn.request("GET", path)
            return conn.getresponse().read().decode()

        page = re.sub(r"<script>.*?</script>", "", get("/"), flags=re.S)
        outline = Outline()
        outline.feed(page)
        links = [t for kind, t in outline.events if kind == "a"]
        assert "en/setup-corp.pdf" in links and "turn-sequence.en-de.pdf" in links
        assert links.index("en/turn-sequence.pdf") < links.index("de/turn-sequence.pdf")
        assert 'data-generation="2"' in page and "built — 0 error(s)" in page
        only_de = Outline()
        only_de.feed(get("/?lang=de"))
        assert only_de.hidden == ["en", "fr", "en-de"]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


@pytest.mark.parametrize(
    ("severities", "counts"),
    [
        (["error", "warning", "note", "note"], "1 error(s), 1 warning(s), 2 note(s), 8 document(s)"),
        (["warning"], "0 error(s), 1 warning(s), 8 document(s)"),
    ],
)
def test_the_status_counts_each_severity(severities: list[str], counts: str):
    diags = [{"severity": s} for s in severities]
    line = status_line({**State(3, "error" not in severities, False, 2.0, diags, DOCS).__dict__})
    assert counts in line and "rebuild #3 in 2.0 s" in line


def test_the_watch_report_counts_notes_as_build_does(tmp_path: Path, capsys):
    out = tmp_path / "out"
    session = Session(Watched(str(tmp_path), out, quiet=True))
    note = Pos("content/multiplayer/rules.yaml", 3, 5).note("MPV001", "a house rule")
    warning = Pos("content/terms.yaml", 7, 1).warning("I18N002", "stale")
    session._report([note, note, warning], True, [], 0.1)
    err = capsys.readouterr().err
    assert "note MPV001" not in err and "2 values are house rules" in err, err  # one line, counted
    assert "content/terms.yaml:7:1: warning I18N002: stale" in err
    session._report([note], True, [], 0.1)  # the warning fixed: said once, notes still counted
    assert "0 error(s), 0 warning(s)" in capsys.readouterr().err
