"""Packaging: the wheel carries the default content and the templates.

In the checkout they live beside the package (``content/``, ``templates/``), where
people edit them and the README's quick start builds them. A wheel installed with pip
or pipx has no checkout, so ``build_py`` copies both into the package as
``nrprint/_shipped/`` (``nrprint.system.paths.shipped_root`` finds them there, or in the
checkout), with the reference decklists the play checks deal (``tests/fixtures/decklists``)
and the guide's pages (``docs/*.md``, ``docs/dev/*.md``: ``nrprint docs``; not its pictures
nor the design reviews). Imported data never travels: the rulings list and NetrunnerDB card texts
are the user's own copies (``content/rulings/``, ``content/cards/``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

SHIPPED = ("content", "templates", "tests/fixtures/decklists", "docs")  # decklists: `check --play`
IMPORTED = ("rulings", "cards")  # folders of content/ that `nrprint import` writes


def _docs_pages(folder: str, names: list[str]) -> list[str]:
    """The guide's Markdown pages of docs/ and docs/dev/ only: no pictures, no reviews."""
    top = Path(folder).name == "docs"
    return [
        n
        for n in names
        if n.startswith(".")
        or (Path(folder, n).is_dir() and not (top and n == "dev"))
        or (Path(folder, n).is_file() and not n.endswith(".md"))
    ]


IGNORE = {
    "content": shutil.ignore_patterns(*IMPORTED, "__pycache__", "*.pyc", ".*"),
    "docs": _docs_pages,
}


class BuildPy(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the checkout itself
            return
        root = Path(__file__).resolve().parent
        for name in SHIPPED:
            dst = Path(self.build_lib) / "nrprint" / "_shipped" / name
            if dst.exists():
                shutil.rmtree(dst)
            shutil.copytree(root / name, dst, ignore=IGNORE.get(name, shutil.ignore_patterns(".*")))
