"""Turn a rulings list into structured content: preamble, general, Corp and Runner parts.

The result is plain data (dicts and lists) ready to be written as YAML and read back
through the ``rulings`` domain model. Nothing of a ruling is dropped: its text is the
source's words with line breaks joined, and citations and "see" pointers are parsed
*beside* the text (as spans), never cut out of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from nrprint import __version__
from nrprint.diagnostics import ContentError, Pos
from nrprint.rulings import names, sides
from nrprint.rulings.anomalies import Anomaly, count_by_kind
from nrprint.rulings.citations import Citation, find_citations
from nrprint.rulings.dates import parse_date
from nrprint.rulings.hints import hints_for
from nrprint.rulings.source import Source, count_items
from nrprint.rulings.structure import Joined, RawGroup, RawList, RawRuling, scan
from nrprint.rulings.xref import find_refs

FORMAT = 1
PARTS = ("general", "corp", "runner")
TITLE_RE = re.compile(r"^(?P<title>.*?),?\s+v(?:ersion)?\s*(?P<version>\d+(?:\.\d+)*)\s*$", re.I)
AS_OF_RE = re.compile(r"as of (\d{1,2}[/-]\d{1,2}[/-]\d{2,4})")


@dataclass
class ImportResult:
    data: dict[str, Any]
    anomalies: list[Anomaly] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        return self.data["summary"]


def import_list(src: Source) -> ImportResult:
    """Parse a vetted source; raise ContentError (RIMP005) if it holds no rulings list."""
    raw = scan(src.lines)
    n_items = count_items(src.text)
    if not raw.groups or n_items == 0:
        raise ContentError(
            [Pos(src.display).error("RIMP005", "not a rulings list: no '@' rulings under a header found")]
        )
    anomalies = list(raw.anomalies)
    parts, boundaries = _parts(raw, anomalies)
    data: dict[str, Any] = {
        "format": FORMAT,
        "source": {
            "file": src.path.name,
            "path": str(src.path.resolve()),
            "sha256": src.sha256,
            "bytes": src.size,
            "lines": len(src.lines),
            "encoding": src.encoding,
            "rulings": n_items,
            "imported_by": f"nrprint {__version__}",
        },
        "preamble": _preamble(raw),
        "boundaries": boundaries,
    }
    for part in PARTS:
        data[part] = [_group(g, part, anomalies, parts[part], i) for i, g in enumerate(parts[part])]
    data["trailer"] = _paragraphs(raw.trailer)
    _resolve(data)
    lines = src.lines
    anomalies = sorted(
        replace(a, source=lines[a.line - 1].rstrip() if 0 < a.line <= len(lines) else a.source)
        for a in anomalies
    )
    data["anomalies"] = [a.as_dict() for a in anomalies]
    data["summary"] = _summary(data, anomalies)
    return ImportResult(data, anomalies)


def _parts(raw: RawList, anomalies: list[Anomaly]) -> tuple[dict[str, list[RawGroup]], dict[str, Any]]:
    corp, runner = sides.split(raw.groups)
    n = len(raw.groups)
    runner_i = runner.index if runner else n
    corp_i = corp.index if corp else (0 if runner else n)
    for label, b in (("Corp", corp), ("Runner", runner)):
        if b is None:
            line = raw.groups[0].line
            msg = f"could not prove where the {label} cards start (no alphabetical restart)"
            anomalies.append(Anomaly(line, 1, "RUL111", msg))
    parts = {
        "general": raw.groups[:corp_i],
        "corp": raw.groups[corp_i:runner_i],
        "runner": raw.groups[runner_i:],
    }
    evidence = {
        "corp_start_line": corp.line if corp else None,
        "corp_evidence": corp.evidence if corp else None,
        "runner_start_line": runner.line if runner else None,
        "runner_evidence": runner.evidence if runner else None,
    }
    return parts, evidence


def _paragraphs(lines: list[tuple[int, str]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    cur: list[tuple[int, str]] = []
    for ln, s in [*lines, (0, "")]:
        if s.strip():
            cur.append((ln, s))
        elif cur:
            out.append({"line": cur[0][0], "text": " ".join(" ".join(x.split()) for _, x in cur)})
            cur = []
    return out


def _preamble(raw: RawList) -> dict[str, Any]:
    paras = _paragraphs(raw.preamble)
    first = paras[0]["text"] if paras else ""
    m = TITLE_RE.match(first)
    whole = " ".join(p["text"] for p in paras)
    as_of = AS_OF_RE.search(whole)
    date = parse_date(as_of.group(1)) if as_of else None
    last = paras[-1]["text"] if paras else ""
    editor = last if 0 < len(last.split()) <= 4 and not last.endswith(".") else None
    return {
        "title": (m["title"] if m else first) or None,
        "version": m["version"] if m else None,
        "date": _date_dict(date) if date else None,
        "editor": editor,
        "paragraphs": paras,
    }


def _date_dict(d: Any) -> dict[str, Any]:
    out = {"text": d.text, "iso": d.iso, "order": d.order}
    if d.ambiguous:
        out["alternative"] = d.alternative
    return out


def _group(g: RawGroup, part: str, anomalies: list[Anomaly], siblings: list[RawGroup], i: int) -> dict:
    out: dict[str, Any] = {"line": g.line, "gap_before": g.gap_before}
    if g.title is not None:
        written = g.title
        out.update(name=names.clean_name(written), display=names.display_name(written))
        if written != out["name"]:
            out["written"] = written
        if names.has_tm(written):
            msg = f"trademark marker in card name '{written}': kept as '{out['display']}'"
            anomalies.append(Anomaly(g.line, 1, "RUL105", msg, written))
        out["anchor"] = f"{part}-{names.slug(out['name'])}"
    else:
        out["anchor"] = f"{part}-untitled-{g.line}"
    out["rulings"] = [_ruling(r, anomalies) for r in g.rulings]
    if g.title is None and part != "general":
        hint = hints_for(siblings, i, " ".join(_uncited(r) for r in out["rulings"]))
        if hint:
            out["hints"] = hint
    return out


def _uncited(ruling: dict[str, Any]) -> str:
    """The ruling's text with its citations blanked out."""
    text = ruling["text"]
    for c in reversed(ruling["citations"]):
        text = text[: c["start"]] + " " + text[c["end"] :]
    return text


def _ruling(r: RawRuling, anomalies: list[Anomaly]) -> dict[str, Any]:
    joined = Joined(r.pieces)
    text = joined.text
    out: dict[str, Any] = {"line": r.line, "end_line": r.end_line, "text": text}
    if r.stray:
        out["stray"] = True
    if r.blank_lines:
        out["blank_lines"] = r.blank_lines
    cites = find_citations(text)
    out["citations"] = [_citation(c, joined, anomalies) for c in cites]
    refs = find_refs(text)
    if refs:
        out["see"] = [{"target": ref.target, "start": ref.start} for ref in refs]
    if not cites and not refs and not r.stray:
        anomalies.append(Anomaly(r.line, 1, "RUL108", "ruling has no citation", text[:60]))
    return out


def _citation(c: Citation, joined: Joined, anomalies: list[Anomaly]) -> dict[str, Any]:
    # Point at the "(" of a group's first citation, at the first letter of the others.
    at = c.start
    while at < c.end - 1 and joined.text[at] in "; ":
        at += 1
    line, col = joined.pos(at)
    out: dict[str, Any] = {"text": c.text, "start": c.start, "end": c.end, "line": line, "col": col}
    for key in ("author", "via", "about", "venue", "pages"):
        value = getattr(c, key)
        if value:
            out[key] = value
    if c.extra:
        out["extra"] = c.extra
    if c.date is not None:
        out["date"] = _date_dict(c.date)
        if c.date.iso is None:
            anomalies.append(Anomaly(line, col, "RUL109", f"date '{c.date.text}' is not a real day", c.text))
        elif c.date.order == "dmy":
            msg = f"date '{c.date.text}' cannot be month/day: read as day/month ({c.date.iso})"
            anomalies.append(Anomaly(line, col, "RUL107", msg, c.text))
    if c.truncated:
        out["truncated"] = True
        anomalies.append(
            Anomaly(line, col, "RUL102", f"citation cut off before its date: '({c.text}'", c.text)
        )
    if c.broken:
        out["broken"] = True
        anomalies.append(
            Anomaly(line, col, "RUL103", f"citation with broken parentheses: '{c.text}'", c.text)
        )
    if c.date is None and not c.truncated and not c.pages:
        anomalies.append(Anomaly(line, col, "RUL112", f"citation with no date: '({c.text})'", c.text))
    return out


def _resolve(data: dict[str, Any]) -> None:
    """Point each "see" target at the card (or general section) it names, if any."""
    index = build_index(data)
    for part in PARTS:
        for g in data[part]:
            for r in g["rulings"]:
                for ref in r.get("see", []):
                    hit = index.get(names.key(ref["target"]))
                    ref["anchor"] = hit


def build_index(data: dict[str, Any]) -> dict[str, str]:
    """Lookup key → anchor for every titled group; cards win over general sections."""
    index: dict[str, str] = {}
    for part in ("general", "corp", "runner"):
        for g in data[part]:
            if g.get("name"):
                index[names.key(g["name"])] = g["anchor"]
    return index


def _summary(data: dict[str, Any], anomalies: list[Anomaly]) -> dict[str, Any]:
    def rulings(part: str) -> int:
        return sum(1 for g in data[part] for r in g["rulings"] if not r.get("stray"))

    cites = [c for p in PARTS for g in data[p] for r in g["rulings"] for c in r["citations"]]
    refs = [s for p in PARTS for g in data[p] for r in g["rulings"] for s in r.get("see", [])]
    return {
        "sections": len(data["general"]),
        "untitled_sections": sum(1 for g in data["general"] if not g.get("name")),
        "cards": {p: sum(1 for g in data[p] if g.get("name")) for p in ("corp", "runner")},
        "untitled_groups": {p: sum(1 for g in data[p] if not g.get("name")) for p in ("corp", "runner")},
        "rulings": {p: rulings(p) for p in PARTS} | {"total": sum(rulings(p) for p in PARTS)},
        "source_rulings": data["source"]["rulings"],
        "citations": {
            "total": len(cites),
            "dated": sum(1 for c in cites if c.get("date", {}).get("iso")),
            "ambiguous_dates": sum(1 for c in cites if "alternative" in c.get("date", {})),
            "truncated": sum(1 for c in cites if c.get("truncated")),
        },
        "cross_references": {"total": len(refs), "resolved": sum(1 for s in refs if s["anchor"])},
        "anomalies": count_by_kind(anomalies),
    }
