#!/usr/bin/env python3
"""Write docs/codes.md from the catalogue of checks (nrprint/checks/rules/).

Usage: python scripts/codes.py
"""

from __future__ import annotations

from pathlib import Path

from nrprint.checks.catalogue import CODES_DOC, codes_page

REPO = Path(__file__).resolve().parent.parent

if __name__ == "__main__":
    (REPO / CODES_DOC).write_text(codes_page(), encoding="utf-8")
    print(f"wrote {CODES_DOC}")
