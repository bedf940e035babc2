"""The lines around a diagnostic, for the preview page (read only inside the content folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from nrprint.diagnostics import Diagnostic

AROUND = 3  # lines display_path before and after the diagnostic's line


def excerpt(root: Path, display_path: str, diag: Diagnostic) -> dict[str, Any] | None:
    """``{"first": n, "lines": [...]}`` around ``diag.line``, or None if not a content file."""
    prefix = display_path.rstrip("/") + "/"
    if not diag.path.startswith(prefix):
        return None
    base = root.resolve()
    path = (root / diag.path[len(prefix) :]).resolve()
    if base not in path.parents or not path.is_file():
        return None
    try:
        with path.open(encoding="utf-8", errors="replace") as handle:
            lines = [line.rstrip("\n") for _, line in zip(range(diag.line + AROUND), handle, strict=False)]
    except OSError:
        return None
    first = max(1, diag.line - AROUND)
    return {"first": first, "lines": lines[first - 1 :]}
