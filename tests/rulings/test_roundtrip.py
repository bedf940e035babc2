"""Nothing is lost: every word of the source's rulings, headers, preamble and trailer is in
the imported content, in order, and the content reads back through the domain model."""

from __future__ import annotations

import re

from nrprint.rulings.structure import RULING_RE


def words(text: str) -> list[str]:
    return text.split()


def test_every_ruling_word_in_order(imported, seed_lines):
    data = imported.data
    first = min(g["line"] for g in data["general"])
    trailer = data["trailer"][0]["line"]
    headers = {g["line"] for p in ("general", "corp", "runner") for g in data[p] if "name" in g}
    source_words: list[str] = []
    for ln in range(first, trailer):
        if ln in headers:
            continue
        line = seed_lines[ln - 1]
        m = RULING_RE.match(line)
        source_words += words(line[m.end() :] if m else line)
    out_words = [
        w
        for p in ("general", "corp", "runner")
        for g in data[p]
        for r in g["rulings"]
        for w in words(r["text"])
    ]
    assert out_words == source_words
    assert len(out_words) > 15000


def test_headers_kept_as_written(imported, seed_lines):
    for p in ("general", "corp", "runner"):
        for g in imported.data[p]:
            if "name" in g:
                assert seed_lines[g["line"] - 1].strip() == g.get("written", g["name"])


def test_preamble_and_trailer_words(imported, seed_lines):
    data = imported.data
    first = min(g["line"] for g in data["general"])
    pre = [w for line in seed_lines[: first - 1] for w in words(line)]
    assert [w for p in data["preamble"]["paragraphs"] for w in words(p["text"])] == pre
    trailer_line = data["trailer"][0]["line"]
    post = [w for line in seed_lines[trailer_line - 1 :] for w in words(line)]
    assert [w for p in data["trailer"] for w in words(p["text"])] == post


def test_content_reads_back(doc, imported):
    texts = [r.text for _, _, r in doc.rulings()]
    expected = [
        r["text"] for p in ("general", "corp", "runner") for g in imported.data[p] for r in g["rulings"]
    ]
    assert texts == expected
    # Citation spans cut the text at parentheses: the span is the citation as written.
    for _, _, r in doc.rulings():
        for c in r.citations:
            assert re.sub(r"[();\s]", "", r.text[c.start : c.end]).startswith(
                re.sub(r"[();\s]", "", c.text)[:5]
            )
