#!/usr/bin/env python3
"""Regenerate the small pictures of every product that README.md and docs/ show.

Usage: python scripts/preview.py [--out docs/images]

Builds every target as images (``nrprint build --format png``, English, 72 dpi) and one
Tabletop Simulator sheet (``nrprint export tts``) into a temporary folder, then writes
thumbnails at most 150 px wide: palette PNGs (64 colours, no dithering, optimised), so
the whole gallery stays a few hundred KB. The same content gives the same bytes.
Run it after changing how anything looks, and commit the pictures with the change.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from nrprint.render.raster import write_page_png  # noqa: E402  (the checkout's nrprint)

NRPRINT = [sys.executable, "-m", "nrprint"]
WIDTH = 150
CARD_WIDTH = 100  # cards beside pages: about the size they have on paper

# picture name → (image inside the build folder, thumbnail width)
PICTURES = {
    "turn-sequence": ("en/turn-sequence/page-001.png", WIDTH),
    "run-timeline": ("en/turn-sequence/page-002.png", WIDTH),
    "turn-sequence-bilingual": ("turn-sequence.en-fr/page-001.png", WIDTH),
    "setup-corp": ("en/setup-corp/page-001.png", WIDTH),
    "setup-runner": ("en/setup-runner/page-001.png", WIDTH),
    "setup-automa-corp": ("en/setup-automa-corp/page-001.png", WIDTH),
    "setup-automa-runner": ("en/setup-automa-runner/page-001.png", WIDTH),
    "setup-corp-letter": ("letter/en/setup-corp/page-001.png", WIDTH),
    "automa-corp-front": ("en/automa-corp/001-front.png", CARD_WIDTH),
    "automa-corp-back": ("en/automa-corp/001-back.png", CARD_WIDTH),
    "automa-runner-front": ("en/automa-runner/002-front.png", CARD_WIDTH),
    "automa-behaviour-a": ("en/automa-behaviour/001-front.png", CARD_WIDTH),
    "automa-behaviour-b": ("en/automa-behaviour/001-back.png", CARD_WIDTH),
    "automa-reference-corp": ("en/automa-reference-corp/page-001.png", WIDTH),
    "duplex-calibration": ("en/duplex-calibration/page-001.png", WIDTH),
    "big-sell-out-card": ("en/big-sell-out-cards/002-front.png", CARD_WIDTH),
    "big-sell-out-overview": ("en/big-sell-out-overview/page-001.png", WIDTH),
    "automa-corp-sheet": ("pdf/sheet.png", WIDTH),
    "tts-sheet": ("tts/automa-corp-sheet-1.png", WIDTH),
    "rulings": ("en/rulings/page-001.png", WIDTH),  # only once the rulings are imported
}


def run(*args: str) -> None:
    res = subprocess.run([*NRPRINT, *args], cwd=REPO, capture_output=True, text=True)
    if res.returncode != 0:
        raise SystemExit(f"preview: nrprint {' '.join(args)} failed:\n{res.stderr}")


def thumbnail(src: Path, dst: Path, width: int) -> None:
    with Image.open(src) as im:
        im = im.convert("RGB")
        height = round(im.height * width / im.width)
        small = im.resize((width, height), Image.Resampling.LANCZOS)
    small = small.quantize(colors=64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    small.save(dst, "PNG", optimize=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(REPO / "docs" / "images"), help="folder for the pictures")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="nrprint-preview-") as folder:
        tmp = Path(folder)
        common = ["--format", "png", "--dpi", "72", "--lang", "en", "-q"]
        run("build", *common, "--out", str(tmp))
        run("build", "turn-sequence-bilingual", "--format", "png", "--dpi", "72", "-q", "--out", str(tmp))
        run("build", "setup-sheets", *common, "--paper", "letter", "--out", str(tmp / "letter"))
        # One imposed sheet of the Corp deck, as it comes out of a home printer.
        run("build", "automa-corp", "--lang", "en", "-q", "--out", str(tmp / "pdf"))
        sheet = tmp / "pdf" / "sheet.png"
        write_page_png((tmp / "pdf" / "en" / "automa-corp.pdf").read_bytes(), 0, 72, sheet)
        run("export", "tts", "automa-corp", "--dpi", "72", "--out", str(tmp / "tts"))
        written = 0
        for name, (rel, width) in PICTURES.items():
            src = tmp / rel
            if src.is_file():
                thumbnail(src, out / f"{name}.png", width)
                written += 1
    total = sum(p.stat().st_size for p in out.glob("*.png"))
    print(f"preview: {written} pictures in {out} ({total / 1024:.0f} KiB)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
