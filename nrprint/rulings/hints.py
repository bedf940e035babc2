"""Hints for untitled groups: card names the text mentions that fit alphabetically there.

A group whose header is lost is never filed under a card. But a reader may want a
clue, so the importer lists the capitalised names its rulings mention (``Datacomb``,
``Digiconda's`` → ``Digiconda``) whose sort position lies between the titled groups
before and after it. A hint is only ever shown as a hint, never used as the name.
"""

from __future__ import annotations

import re

from nrprint.rulings.structure import RawGroup

NAME_RE = re.compile(r"[A-Z][\w'&.!-]*(?:\s+(?:(?:of|the|de|to|from|with|through)\b|[A-Z0-9][\w'&.!-]*))*")
CONNECTIVES = {"of", "the", "de", "to", "from", "with", "through"}
NOT_NAMES = {"the", "if", "when", "you", "corp", "runner", "netrunner-l", "errata"}
MAX_HINTS = 3


def sort_key(name: str) -> str:
    """How the list alphabetises: case folded, letters, digits and spaces only."""
    return " ".join("".join(ch for ch in name.lower() if ch.isalnum() or ch == " ").split())


def _candidates(text: str) -> list[str]:
    """Candidate names: capitalised runs of words, cut at sentence ends."""
    out: list[str] = []
    for m in NAME_RE.finditer(text):
        for words in _sentences(m.group().split()):
            _add_runs(words, out)
    # "Brokers" when "Broker" is also named: keep the singular.
    return [p for p in out if not (p.endswith("s") and p[:-1] in out)]


def _sentences(words: list[str]) -> list[list[str]]:
    """Cut a run of words after a sentence-ending word (``Blink.``), not after ``N.E.T.O.``."""
    runs: list[list[str]] = [[]]
    for w in words:
        runs[-1].append(w)
        if w.endswith(".") and w.count(".") == 1 and len(w) > 3:
            runs.append([])
    return [r for r in runs if r]


def _add_runs(words: list[str], out: list[str]) -> None:
    """Add every sub-run of up to five words that starts and ends with a capitalised word."""
    for a in range(len(words)):
        for b in range(min(len(words), a + 5), a, -1):
            if words[a].lower() in CONNECTIVES or words[b - 1].lower() in CONNECTIVES:
                continue
            phrase = re.sub(r"('s|')$", "", " ".join(words[a:b])).rstrip(".,")
            if phrase and sort_key(phrase) not in {sort_key(p) for p in out}:
                out.append(phrase)


def hints_for(groups: list[RawGroup], i: int, text: str) -> list[str]:
    """Names mentioned in ``text`` (group ``i``'s rulings, citations left out) that sort
    between the titled neighbours of ``groups[i]``."""
    before = next((g.title for g in reversed(groups[:i]) if g.title), None)
    after = next((g.title for g in groups[i + 1 :] if g.title), None)
    lo = sort_key(before) if before else ""
    hi = sort_key(after) if after else "\uffff"
    found: list[str] = []
    for phrase in _candidates(text):
        k = sort_key(phrase)
        if lo < k < hi and len(k) > 2 and phrase.lower() not in NOT_NAMES:
            found.append(phrase)
    # Prefer the longest phrases, but never two that are prefixes of one another.
    keep: list[str] = []
    for phrase in sorted(found, key=len, reverse=True):
        if not any(k.startswith(phrase) for k in keep):
            keep.append(phrase)
    return keep[:MAX_HINTS]
