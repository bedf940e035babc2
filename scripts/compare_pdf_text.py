"""Compare the extracted text of two output folders, page by page.

Used when the content model changes: the same content must print the same words.
No-break spaces count as spaces (a language's typography may turn one into the
other). Usage: python scripts/compare_pdf_text.py OLD_DIR NEW_DIR
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

from pypdf import PdfReader


def words(path: Path) -> list[str]:
    pages = [page.extract_text() or "" for page in PdfReader(path).pages]
    return [" ".join(text.replace("\u00a0", " ").split()) for text in pages]


def main(argv: list[str]) -> int:
    old, new = Path(argv[0]), Path(argv[1])
    differ = 0
    for a in sorted(old.rglob("*.pdf")):
        b = new / a.relative_to(old)
        if not b.exists():
            print(f"{b}: missing")
            differ += 1
            continue
        pa, pb = words(a), words(b)
        if pa != pb:
            differ += 1
            print(f"{a.relative_to(old)}: text differs")
            for i, (x, y) in enumerate(zip(pa, pb, strict=False)):
                if x != y:
                    sm = difflib.SequenceMatcher(None, x, y)
                    for op, i1, i2, j1, j2 in sm.get_opcodes():
                        if op != "equal":
                            print(
                                f"  page {i + 1}: {x[max(0, i1 - 20) : i2 + 20]!r} -> {y[max(0, j1 - 20) : j2 + 20]!r}"
                            )
        else:
            print(f"{a.relative_to(old)}: same text ({len(pa)} pages)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
