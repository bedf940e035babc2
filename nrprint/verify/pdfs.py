"""Check built PDFs and images the way a print shop would, against the manifest.

Each finding is a diagnostic whose "line" is the page number: ``file:page:1: error ...``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from pypdf import PdfReader
from pypdf.errors import PdfReadError

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.pipeline.manifest import Manifest, sha256_file

REQUIRED_META = ("/Title", "/Author", "/Subject")


def _fonts(page) -> list[tuple[str, Any]]:
    found = []
    resources = page.get("/Resources") or {}
    fonts = resources.get("/Font") or {}
    for key, ref in fonts.items():
        found.append((key, ref.get_object()))
    xobjects = resources.get("/XObject") or {}
    for ref in xobjects.values():  # fonts used inside form XObjects (icons, card frames)
        obj = ref.get_object()
        inner = (obj.get("/Resources") or {}).get("/Font") or {}
        found.extend((k, r.get_object()) for k, r in inner.items())
    return found


def _embedded(font) -> bool:
    if font.get("/Subtype") == "/Type3":
        return True
    target = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
    descriptor = target.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))


def _box_inside(inner, outer, tol: float = 0.01) -> bool:
    return (
        float(inner.left) >= float(outer.left) - tol
        and float(inner.bottom) >= float(outer.bottom) - tol
        and float(inner.right) <= float(outer.right) + tol
        and float(inner.top) <= float(outer.top) + tol
    )


def verify_pdf(
    path: Path, shown: str, expected_pages: int | None, glyphs: frozenset[int]
) -> list[Diagnostic]:
    pos = Pos(shown)
    try:
        reader = PdfReader(path)
        pages = reader.pages
        count = len(pages)
    except (PdfReadError, OSError, ValueError) as exc:
        return [pos.error("VER001", f"not a readable PDF: {exc}")]
    out: list[Diagnostic] = []
    if expected_pages is not None and count != expected_pages:
        out.append(pos.error("VER002", f"{count} pages, the manifest says {expected_pages}"))
    meta: Mapping[str, object] = reader.metadata or {}
    for key in REQUIRED_META:
        if not meta.get(key):
            out.append(pos.error("VER006", f"metadata {key[1:]} is missing"))
    if "/Lang" not in reader.root_object:
        out.append(pos.error("VER006", "document language (/Lang) is missing"))
    texts: list[str] = []
    for number, page in enumerate(pages, 1):
        at = Pos(shown, number, 1)
        media = page.mediabox
        if float(media.width) <= 0 or float(media.height) <= 0:
            out.append(at.error("VER003", "empty page box"))
        if "/TrimBox" in page and not _box_inside(page.trimbox, media):
            out.append(at.error("VER003", "TrimBox is not inside the MediaBox"))
        if "/BleedBox" in page and "/TrimBox" in page and not _box_inside(page.trimbox, page.bleedbox):
            out.append(at.error("VER003", "TrimBox is not inside the BleedBox"))
        for key, font in _fonts(page):
            if not _embedded(font):
                out.append(at.error("VER004", f"font {key} ({font.get('/BaseFont')}) is not embedded"))
        text = page.extract_text() or ""
        texts.append(text)
        missing = sorted({ch for ch in text if not ch.isspace() and ord(ch) not in glyphs})
        if missing:
            shown_chars = ", ".join(f"U+{ord(c):04X}" for c in missing[:8])
            out.append(at.error("VER005", f"characters without a glyph in the embedded font: {shown_chars}"))
    from nrprint.verify.printing import print_checks  # VER009–VER011: read back what is printed
    from nrprint.verify.typeset import typeset_checks  # VER012–VER013: quotes, apostrophes, minus

    out.extend(typeset_checks(texts, shown))

    out.extend(print_checks(reader, shown))
    return out


def verify_png(path: Path, shown: str, expected: dict) -> list[Diagnostic]:
    """An image as a print service takes it: readable, RGB, with its resolution, the size built."""
    from PIL import Image, UnidentifiedImageError

    pos = Pos(shown)
    try:
        with Image.open(path) as im:
            im.verify()  # reads every chunk and checks their CRCs
        with Image.open(path) as im:
            mode, size, dpi = im.mode, im.size, im.info.get("dpi")
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        return [pos.error("VER008", f"not a readable PNG: {exc}")]
    out = []
    if mode != "RGB":
        out.append(pos.error("VER008", f"colour mode {mode}, print services expect RGB"))
    if not dpi:
        out.append(pos.error("VER008", "no resolution recorded (pHYs chunk)"))
    elif expected.get("dpi") and round(float(dpi[0])) != expected["dpi"]:
        out.append(pos.error("VER008", f"{float(dpi[0]):.0f} dpi, the manifest says {expected['dpi']}"))
    if expected and size != (expected.get("width"), expected.get("height")):
        w, h = expected.get("width"), expected.get("height")
        out.append(pos.error("VER008", f"{size[0]} × {size[1]} px, the manifest says {w} × {h}"))
    return out


def verify_output(
    out_dir: Path, progress: Callable[[int, int], None] | None = None
) -> tuple[list[Diagnostic], int]:
    """Verify every file the manifest lists; return diagnostics and the number checked.
    ``progress(done, total)`` before each file."""
    from nrprint.render.fonts import coverage

    glyphs = coverage("regular") | coverage("bold") | coverage("italic")
    manifest_path = out_dir / "manifest.json"
    if not manifest_path.exists():
        return [Pos(str(manifest_path)).error("VER007", "no manifest: run `nrprint build` first")], 0
    manifest = Manifest.load(out_dir)
    diags: list[Diagnostic] = []
    for i, (rel, info) in enumerate(sorted(manifest.files.items())):
        if progress is not None:
            progress(i, len(manifest.files))
        path = out_dir / rel
        shown = f"{out_dir.as_posix().rstrip('/')}/{rel}"
        if not path.is_file():
            diags.append(Pos(shown).error("VER007", "listed in the manifest but missing"))
            continue
        if path.stat().st_size != info["size"] or sha256_file(path) != info["sha256"]:
            diags.append(Pos(shown).error("VER007", "changed since it was built (size or sha256 differs)"))
        if path.suffix == ".pdf":
            diags.extend(verify_pdf(path, shown, info.get("pages"), glyphs))
        elif path.suffix == ".png":
            diags.extend(verify_png(path, shown, info.get("image") or {}))
    return diags, len(manifest.files)
