"""``output/manifest.json``: every built file with its size, pages, sha256 and inputs."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from nrprint import __version__
from nrprint.system.atomic import write_text_atomic

NAME = "manifest.json"


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def page_count(path: Path) -> int:
    """The page tree's /Count, without reading every page object (that would grow with
    the pages of a deck; ``nrprint verify`` walks the pages and compares).

    Our writers (reportlab and ``nrprint.render.streampdf``) end each file with one
    classic cross-reference table, so the count is three small reads away: the trailer's
    /Root, the catalogue's /Pages, its /Count (``quick_page_count``: a build must not
    import pypdf). Any other shape is read by pypdf, seeking to the
    objects it needs from an open file.
    """
    with path.open("rb") as handle:
        try:
            return quick_page_count(handle)
        except (ValueError, IndexError, OSError):
            handle.seek(0)
        from pypdf import PdfReader

        root: Any = PdfReader(handle).trailer["/Root"]
        return int(root["/Pages"]["/Count"])


_STARTXREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_SECTION = re.compile(rb"xref\s+(\d+) (\d+)\s*?\r?\n")
_REF = {name: re.compile(rb"/" + name + rb" (\d+) 0 R\b") for name in (b"Root", b"Pages")}
_COUNT = re.compile(rb"/Count (\d+)\b")


def quick_page_count(f: BinaryIO) -> int:
    """/Count of a PDF with one classic xref section; ValueError for anything else."""
    size = f.seek(0, 2)
    f.seek(max(0, size - 1024))
    tail = f.read()
    found = _STARTXREF.search(tail)
    if not found:
        raise ValueError("no startxref at the end")
    xref = int(found.group(1))
    f.seek(xref)
    head = f.read(64)
    section = _SECTION.match(head)
    if not section or int(section.group(1)) != 0:
        raise ValueError("not a classic xref table starting at object 0")
    first_entry, count = xref + section.end(), int(section.group(2))
    f.seek(first_entry + 20 * count)
    trailer = f.read(1024)
    if not trailer.lstrip().startswith(b"trailer"):
        raise ValueError("more than one xref section")

    def offset(num: int) -> int:
        if not 0 < num < count:
            raise ValueError("object number outside the table")
        f.seek(first_entry + 20 * num)
        entry = f.read(20)
        if entry[17:18] != b"n":
            raise ValueError("object not in use")
        return int(entry[:10])

    def body(num: int, ref: re.Pattern[bytes] | None = None) -> bytes:
        f.seek(offset(num))
        data = b""
        while b"endobj" not in data:  # a big deck's page list runs to tens of kB
            more = f.read(1 << 16)
            if not more:
                raise ValueError("object without end")
            data += more
        data = data[: data.index(b"endobj")]
        if not data.startswith(b"%d 0 obj" % num):
            raise ValueError("the table points elsewhere")
        return data

    def ref(data: bytes, name: bytes) -> int:
        found = _REF[name].findall(data)
        if len(found) != 1:
            raise ValueError(f"no single /{name.decode()}")
        return int(found[0])

    pages = body(ref(body(ref(trailer[: trailer.index(b">>")], b"Root")), b"Pages"))
    if b"<<" in pages[pages.index(b"<<") + 2 :] or b"/Type /Pages" not in pages:
        raise ValueError("not a plain page tree root")
    counts = _COUNT.findall(pages)
    if len(counts) != 1:
        raise ValueError("no single /Count")
    return int(counts[0])


def file_info(path: Path) -> dict[str, Any]:
    """What the manifest records of an output file (and ``nrprint verify`` checks)."""
    info: dict[str, Any] = {
        "size": path.stat().st_size,
        "pages": page_count(path) if path.suffix == ".pdf" else None,
        "sha256": sha256_file(path),
    }
    if path.suffix == ".png":  # what `nrprint verify` holds the image to
        info["image"] = image_info(path)
    return info


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

    def record(
        self,
        target: str,
        fingerprint: str,
        content: str,
        files: list[tuple[str, Path]],
        known: Mapping[str, dict[str, Any]] | None = None,
    ) -> None:
        """``known``: ``file_info`` of some of the files, by path, taken by whoever drew
        them (a build's drawers, in parallel); the others are read here."""
        for rel in self.targets.get(target, {}).get("files", []):
            self.files.pop(rel, None)
        self.targets[target] = {
            "fingerprint": fingerprint,
            "content": content,
            "files": [r for r, _ in files],
        }
        for rel, path in files:
            info = (known or {}).get(rel) or file_info(path)
            self.files[rel] = {"target": target, **info}

    def save(self, out_dir: Path) -> None:
        data = {
            "nrprint": __version__,
            "checked": self.checked,
            "targets": dict(sorted(self.targets.items())),
            "files": dict(sorted(self.files.items())),
        }
        write_text_atomic(out_dir / NAME, json.dumps(data, indent=2, sort_keys=True) + "\n")
