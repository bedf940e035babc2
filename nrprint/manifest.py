"""``output/manifest.json``: every built file with its size, pages, sha256 and inputs."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from nrprint import __version__
from nrprint.atomic import write_text_atomic

NAME = "manifest.json"


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def page_count(path: Path) -> int:
    """The page tree's /Count (reading every page object of a 2,000-page deck takes 0.6 s;
    ``nrprint verify`` walks the pages and compares). Read from an open file, pypdf
    seeks to the objects it needs; given a path, it would read the whole file first."""
    from pypdf import PdfReader

    with path.open("rb") as handle:
        return int(PdfReader(handle).trailer["/Root"]["/Pages"]["/Count"])


def image_info(path: Path) -> dict[str, Any]:
    """Pixel size, mode and resolution of a PNG, read from its header."""
    from PIL import Image

    with Image.open(path) as im:
        dpi = im.info.get("dpi")
        return {
            "width": im.width,
            "height": im.height,
            "mode": im.mode,
            "dpi": round(float(dpi[0])) if dpi else None,
        }


@dataclass
class Manifest:
    targets: dict[str, dict[str, Any]] = field(default_factory=dict)
    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Fingerprint of the whole content folder when a full build last passed every check.
    checked: str = ""

    @classmethod
    def load(cls, out_dir: Path) -> Manifest:
        try:
            data = json.loads((out_dir / NAME).read_text(encoding="utf-8"))
            return cls(
                dict(data.get("targets", {})), dict(data.get("files", {})), str(data.get("checked", ""))
            )
        except (OSError, ValueError, AttributeError):
            return cls()  # no manifest, or a damaged one: everything is stale

    def fresh(self, target: str, fingerprint: str, out_dir: Path) -> bool:
        """Built from the same inputs, and every file still there with its recorded size."""
        entry = self.targets.get(target)
        if not entry or entry.get("fingerprint") != fingerprint:
            return False
        for rel in entry.get("files", []):
            info = self.files.get(rel)
            path = out_dir / rel
            if info is None or not path.is_file() or path.stat().st_size != info["size"]:
                return False
        return True

    def record(self, target: str, fingerprint: str, content: str, files: list[tuple[str, Path]]) -> None:
        for rel in self.targets.get(target, {}).get("files", []):
            self.files.pop(rel, None)
        self.targets[target] = {
            "fingerprint": fingerprint,
            "content": content,
            "files": [r for r, _ in files],
        }
        for rel, path in files:
            pages = page_count(path) if path.suffix == ".pdf" else None
            self.files[rel] = {
                "target": target,
                "size": path.stat().st_size,
                "pages": pages,
                "sha256": sha256_file(path),
            }
            if path.suffix == ".png":  # what `nrprint verify` holds the image to
                self.files[rel]["image"] = image_info(path)

    def save(self, out_dir: Path) -> None:
        data = {
            "nrprint": __version__,
            "checked": self.checked,
            "targets": dict(sorted(self.targets.items())),
            "files": dict(sorted(self.files.items())),
        }
        write_text_atomic(out_dir / NAME, json.dumps(data, indent=2, sort_keys=True) + "\n")
