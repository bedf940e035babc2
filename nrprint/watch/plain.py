"""The preview page's content as HTML, drawn by the server: a plain page without
JavaScript, and the same markup the page's script swaps in after each rebuild.

Errors come first, open; warnings and notes follow folded under one line; then the
documents by language and kind, each title a link to its PDF. A diagnostic is a
``<details>``: a click shows the lines around it without any script. The language
filter is a row of links (``?lang=fr``), answered by the server; the script filters the
same groups in place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from nrprint.watch.groups import errors_first, grouped


def status_line(state: Mapping[str, Any]) -> str:
    if state.get("generation", 0) == 0:
        return "waiting for the first build…"
    errors, rest = errors_first(state["diagnostics"])
    warnings = sum(d.get("severity") == "warning" for d in rest)
    notes = f", {len(rest) - warnings} note(s)" if len(rest) > warnings else ""
    head = "built" if state["ok"] else "errors: showing the last good build"
    return (
        f"{head} — {len(errors)} error(s), {warnings} warning(s){notes}, {len(state['documents'])} document(s),"
        f" rebuild #{state['generation']} in {state['seconds']} s"
    )


def _diagnostic(d: Mapping[str, Any]) -> str:
    where = f"{d['path']}:{d['line']}"
    text = f"{where}:{d['col']}: {d['severity']} {d['code']}: {d['message']}"
    source = d.get("source")
    if source:
        rows = [f"<div>{escape(d['path'])}, line {d['line']}</div>"]
        for i, line in enumerate(source["lines"]):
            n = source["first"] + i
            hit = ' class="hit"' if n == d["line"] else ""
            rows.append(f'<div{hit}><span class="n">{n}</span>{escape(line)}</div>')
        body = "".join(rows)
    else:
        body = f"{escape(where)} (not a content file)"
    return (
        f'<li><details class="diag {escape(str(d["severity"]))}"><summary>{escape(text)}</summary>'
        f'<pre class="src">{body}</pre></details></li>'
    )


def _diagnostics(state: Mapping[str, Any]) -> str:
    errors, rest = errors_first(state["diagnostics"])
    parts = [f'<ul id="errors">{"".join(_diagnostic(d) for d in errors)}</ul>'] if errors else []
    if rest:
        parts.append(
            f'<details id="warnings"><summary>{len(rest)} warning(s) and note(s)</summary>'
            f"<ul>{''.join(_diagnostic(d) for d in rest)}</ul></details>"
        )
    return "".join(parts)


def _document(doc: Mapping[str, Any], stale: bool) -> str:
    name = escape(str(doc["name"]))
    pages = "".join(
        f'<img src="{escape(src)}" alt="{name} page {i}" loading="lazy">'
        for i, src in enumerate(doc["pages"], start=1)
    )
    return (
        f'<li class="doc{" stale" if stale else ""}"><a href="{escape(str(doc["pdf"]))}" target="_blank">{name}</a>'
        f' <span class="count">({len(doc["pages"])} page(s))</span><div class="pages">{pages}</div></li>'
    )


def view(state: Mapping[str, Any], languages: Sequence[str], kinds: Sequence[str], only: str = "") -> str:
    """The page's ``<main>``: status, diagnostics, language filter, grouped documents.
    ``only``: show only that language's documents (the filter without a script)."""
    groups = grouped(state["documents"], languages, kinds)
    stale = not state["ok"]
    links = ['<a href="?" data-lang="">all</a>'] + [
        f'<a href="?lang={escape(g.tag)}" data-lang="{escape(g.tag)}">{escape(g.tag or "other")}'
        f" ({g.count()})</a>"
        for g in groups
    ]
    nav = f'<nav id="filter">languages: {" · ".join(links)}</nav>' if groups else ""
    sections = []
    for g in groups:
        hidden = " hidden" if only and g.tag != only else ""
        kinds_html = "".join(
            f'<li class="kind"><h3>{escape(k.name or "other")}</h3>'
            f"<ul>{''.join(_document(d, stale) for d in k.documents)}</ul></li>"
            for k in g.kinds
        )
        sections.append(
            f'<section class="lang" data-lang="{escape(g.tag)}"{hidden}>'
            f"<h2>{escape(g.tag or 'other')} — {g.count()} document(s)</h2><ul>{kinds_html}</ul></section>"
        )
    return (
        f'<p id="status" class="{"ok" if state["ok"] else "bad"}">{escape(status_line(state))}</p>'
        f"{_diagnostics(state)}{nav}{''.join(sections)}"
    )
