"""PyYAML's errors in a content writer's words, at the place the mistake is.

PyYAML reports where its parser gave up, in its own terms: a tab used to indent is
"found character that cannot start any token", and a string whose closing quote is
missing is "did not find expected key" on the line after it (the quote swallowed
the line break). We look at the text around that place and say what happened:
"a tab", "this quote is never closed" at the opening quote, or which indentation to
check. Anything else keeps PyYAML's words.
"""

from __future__ import annotations

import re

# A double quote not escaped by a backslash; a single-quoted value's opening quote.
_DOUBLE = re.compile(r'(?<!\\)"')
_SINGLE_OPENS = re.compile(r"(?:^|[:\-\[{,]\s*)'")
LOOK_BACK = 20  # lines above the parser's stop searched for an open quote


def explain(text: str, line: int, col: int, pyyaml: str) -> tuple[int, int, str]:
    """Where and what to say for PyYAML's error ``pyyaml`` at 1-based ``line``:``col``."""
    lines = text.split("\n")
    here = lines[line - 1] if 0 < line <= len(lines) else ""
    tab = _tab(here, col)
    if tab is not None:
        return (line, tab, "a tab: YAML indents with spaces only (replace the tab with spaces)")
    opened = _open_quote(lines, line)
    if opened is not None:
        at, quote_col, quote = opened
        return (
            at,
            quote_col,
            f"this {quote} is never closed: add the closing {quote} at the end of the text",
        )
    if "did not find expected key" in pyyaml or "expected <block end>" in pyyaml:
        return (
            line,
            col,
            "this line's indentation does not match the keys above it "
            f"(YAML nests by indentation; PyYAML: {pyyaml})",
        )
    return (line, col, f"malformed YAML: {pyyaml}")


def _tab(line: str, col: int) -> int | None:
    """The column of the tab that stopped the parser, or one that indents the line."""
    if 0 < col <= len(line) and line[col - 1] == "\t":
        return col
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    return indent.index("\t") + 1 if "\t" in indent else None


def _open_quote(lines: list[str], line: int) -> tuple[int, int, str] | None:
    """The nearest line at or above ``line`` with a quote that never closes: its line,
    the column of the opening quote, the quote."""
    for n in range(min(line, len(lines)), max(0, line - LOOK_BACK), -1):
        body = lines[n - 1]
        if body.lstrip().startswith("#"):
            continue  # a comment's quotes open nothing
        doubles = [m.start() for m in _DOUBLE.finditer(body)]
        if len(doubles) % 2 == 1:
            return (n, doubles[-1] + 1, '"')
        for m in _SINGLE_OPENS.finditer(body):
            rest = body[m.end() :].replace("''", "")
            if "'" not in rest:
                return (n, m.end(), "'")
    return None
