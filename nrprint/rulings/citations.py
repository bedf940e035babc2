"""Citations inside a ruling's text: ``(Author [via X | on Card], Venue, m/d/yy)``.

A parenthesised group is a citation group when every ``;``-separated segment in it
reads as a citation: it ends with a date, or names a known venue (Netrunner-L, the
FAQ, the rulebook, the official rulings, a convention) or a page. Asides such as
``(e.g., Siren)`` start with a lower-case word or carry neither, and stay plain text.

Damage the finder survives, each reported as an anomaly:
- a group left open at the end of the ruling: its last segment is *truncated* when it
  has no date (``(Sparky, Netrunner-L,``), *broken* when it does;
- ``(Author, Venue, (5/3/96)``: a stray inner parenthesis around the date (*broken*).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from nrprint.rulings.dates import DATE_RE, ParsedDate, parse_date

VENUE_RE = re.compile(r"Netrunner-L|NR-L|\bFAQ\b|\bRulebook\b|\bRulings\b|Pacificon")
PAGES_RE = re.compile(r"^pp?\.?\s*\d+(?:-\d+)?$")
TRAILING_DATE = re.compile(r"^(?P<who>.*?)[\s,]*(?P<date>\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2}))$")
MAX_PART_WORDS = 8


@dataclass(slots=True)
class Citation:
    """One citation. ``start``/``end`` span it in the ruling text (parentheses included)."""

    text: str
    start: int
    end: int
    author: str | None = None
    via: str | None = None
    about: str | None = None
    venue: str | None = None
    pages: str | None = None
    extra: list[str] = field(default_factory=list)
    date: ParsedDate | None = None
    truncated: bool = False
    broken: bool = False


def _plausible_part(part: str) -> bool:
    """A citation part is short, starts with a capital or digit, and is not a sentence."""
    if PAGES_RE.match(part):
        return True
    if len(part.split()) > MAX_PART_WORDS or ". " in part or '"' in part:
        return False
    return part[:1].isupper() or part[:1].isdigit()


def _split_author(c: Citation, who: str) -> None:
    if " via " in who:
        who, c.via = (s.strip() for s in who.split(" via ", 1))
    if " on " in who:
        who, c.about = (s.strip() for s in who.split(" on ", 1))
    c.author = who


def parse_segment(seg: str, start: int, end: int, *, open_end: bool) -> Citation | None:
    """Read one ``;``-separated segment; None when it is not a citation.

    ``open_end`` says the group's parenthesis never closes and this is its last segment.
    """
    s = seg.strip()
    if not s:
        return None
    m = TRAILING_DATE.match(s)
    date_text = m["date"] if m else None
    who = (m["who"] if m else s).strip().rstrip(",").strip()
    parts = [p.strip() for p in who.split(",") if p.strip()]
    if not all(_plausible_part(p) for p in parts):
        return None
    has_venue = any(VENUE_RE.search(p) or PAGES_RE.match(p) for p in parts)
    if not (date_text or has_venue or (open_end and parts and len(parts[0].split()) <= 4)):
        return None
    c = Citation(s, start, end, date=parse_date(date_text) if date_text else None)
    for part in parts:
        if PAGES_RE.match(part) and c.pages is None:
            c.pages = part
        elif VENUE_RE.search(part) and c.venue is None:
            c.venue = part
        elif c.author is None and c.venue is None:
            _split_author(c, part)
        else:
            c.extra.append(part)
    c.truncated = open_end and date_text is None
    c.broken = open_end and date_text is not None
    return c


def _group(text: str, open_: int, close: int | None) -> list[Citation] | None:
    """Parse ``text[open_]`` … ``close`` (exclusive of ``)``; None = runs to the end)."""
    inner_end = close if close is not None else len(text)
    span_end = close + 1 if close is not None else len(text)
    segs: list[tuple[int, int]] = []
    pos = open_ + 1
    for piece in text[open_ + 1 : inner_end].split(";"):
        segs.append((pos, pos + len(piece)))
        pos += len(piece) + 1
    out: list[Citation] = []
    for i, (a, b) in enumerate(segs):
        last = i == len(segs) - 1
        if last and close is None and not text[a:b].strip() and out:
            break  # "(A, V, 1/1/96; " cut right after the separator
        cite = parse_segment(text[a:b], a, b, open_end=last and close is None)
        if cite is None:
            return None
        out.append(cite)
    out[0].start = open_
    out[-1].end = span_end
    for prev, nxt in zip(out, out[1:], strict=False):
        prev.end = nxt.start = prev.end  # contiguous spans: "(A;" then " B)"
    return out


def find_citations(text: str) -> list[Citation]:
    """Every citation in ``text``, in order, with truncated/broken ones marked."""
    found: list[Citation] = []
    i = 0
    while (open_ := text.find("(", i)) >= 0:
        close = text.find(")", open_ + 1)
        nested = text.find("(", open_ + 1)
        if close < 0:
            cites = _group(text, open_, None)
            if cites:
                found.extend(cites)
                break
            i = open_ + 1
            continue
        if 0 <= nested < close:
            broken = _broken_date(text, open_, nested, close)
            if broken:
                found.append(broken)
                i = close + 1
            else:
                i = open_ + 1
            continue
        cites = _group(text, open_, close)
        if cites:
            found.extend(cites)
            i = close + 1
        else:
            i = open_ + 1
    return found


def _broken_date(text: str, open_: int, nested: int, close: int) -> Citation | None:
    """``(Author, Venue, (5/3/96)``: a citation whose date sits in its own parenthesis."""
    prefix = text[open_ + 1 : nested]
    inner = text[nested + 1 : close]
    if not prefix.rstrip().endswith(",") or not DATE_RE.fullmatch(inner.strip()):
        return None
    cite = parse_segment(f"{prefix.rstrip()} {inner.strip()}", open_, close + 1, open_end=False)
    if cite is None:
        return None
    cite.text = text[open_ + 1 : close]
    cite.broken = True
    return cite
