"""Page images of the built PDFs, for the preview page, in ``OUT/.preview/``.

Each PDF is rendered with pypdfium2 once per content (the folder is named after the
file's sha256 from the manifest), into a temporary folder renamed into place, so the
page never shows half a set of images. Folders of PDFs that no longer exist go.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

FOLDER = ".preview"
SCALE = 0.75  # 54 dpi: a page fits a laptop screen's column; the PDF is a click away


def refresh(out: Path) -> list[dict[str, Any]]:
    """Every PDF of the manifest with the URLs of its page images (rendered if new)."""
    try:
        files = json.loads((out / "manifest.json").read_text(encoding="utf-8"))["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return []
    root = out / FOLDER
    root.mkdir(parents=True, exist_ok=True)
    docs, keep = [], set()
    for rel, info in sorted(files.items()):
        if not rel.endswith(".pdf") or not (out / rel).is_file():
            continue
        name = str(info.get("sha256", ""))[:16] or "unknown"
        keep.add(name)
        pages = _render(out / rel, root / name)
        docs.append(
            {
                "name": rel,
                "target": str(info.get("target", "")),
                "pdf": f"/files/{rel}",
                "pages": [f"/files/{FOLDER}/{name}/{p}" for p in pages],
            }
        )
    for old in root.iterdir():
        if old.name not in keep:
            shutil.rmtree(old, ignore_errors=True)
    return docs


def _render(pdf: Path, folder: Path) -> list[str]:
    if folder.is_dir():
        return sorted((p.name for p in folder.glob("*.png")), key=lambda n: int(n.split(".")[0]))
    import pypdfium2 as pdfium

    tmp = Path(tempfile.mkdtemp(prefix=".render-", dir=folder.parent))
    names = []
    try:
        doc = pdfium.PdfDocument(str(pdf))
        try:
            for i in range(len(doc)):
                page = doc[i]
                image = page.render(scale=SCALE).to_pil()
                names.append(f"{i + 1}.png")
                image.save(tmp / names[-1], optimize=False)
                page.close()
        finally:
            doc.close()
        tmp.rename(folder)
    except FileExistsError:  # another reader rendered it meanwhile
        shutil.rmtree(tmp, ignore_errors=True)
    except Exception:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return names
