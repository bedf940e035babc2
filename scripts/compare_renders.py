#!/usr/bin/env python3
"""Put the pages of two builds side by side: before on the left, after on the right.

Usage: python scripts/compare_renders.py OLD_DIR NEW_DIR --out DIR [--dpi 40] [--pages 2]

For every PDF found in both folders (same relative path) it renders the first pages of
each at the given resolution and writes one PNG, `DIR/<lang>_<name>.png`, with the old
pages in the top row and the new ones below, so a design change can be reviewed one file
at a time. Palette PNGs keep the set small enough to commit beside the change.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image, ImageDraw

GAP = 12


def _pages(pdf: Path, dpi: float, count: int) -> list[Image.Image]:
    doc = pdfium.PdfDocument(pdf)
    try:
        return [doc[i].render(scale=dpi / 72).to_pil() for i in range(min(count, len(doc)))]
    finally:
        doc.close()


def _row(pages: list[Image.Image]) -> Image.Image:
    width = sum(p.width for p in pages) + GAP * (len(pages) - 1)
    row = Image.new("RGB", (max(width, 1), max(p.height for p in pages)), "white")
    x = 0
    for page in pages:
        row.paste(page, (x, 0))
        x += page.width + GAP
    return row


def side_by_side(old: Path, new: Path, dpi: float, count: int) -> Image.Image:
    rows = [_row(_pages(old, dpi, count)), _row(_pages(new, dpi, count))]
    label = 14
    sheet = Image.new(
        "RGB",
        (max(r.width for r in rows), sum(r.height + label for r in rows) + GAP),
        (235, 235, 235),
    )
    draw = ImageDraw.Draw(sheet)
    y = 0
    for name, row in zip(("before", "after"), rows, strict=True):
        draw.text((2, y), name, fill="black")
        sheet.paste(row, (0, y + label))
        y += row.height + label + GAP
    return sheet


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--dpi", type=float, default=40)
    ap.add_argument("--pages", type=int, default=2)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    written = 0
    for old in sorted(args.old.rglob("*.pdf")):
        rel = old.relative_to(args.old)
        new = args.new / rel
        if not new.exists():
            print(f"{rel}: not in {args.new}")
            continue
        name = "_".join(rel.with_suffix("").parts) + ".png"
        image = side_by_side(old, new, args.dpi, args.pages)
        image.convert("P", palette=Image.Palette.ADAPTIVE, colors=64).save(args.out / name, optimize=True)
        written += 1
    print(f"wrote {written} picture(s) to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
