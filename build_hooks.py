"""Packaging: the wheel carries the default content and the templates.

In the checkout they live beside the package (``content/``, ``templates/``), where
people edit them and the README's quick start builds them. A wheel installed with pip
or pipx has no checkout, so ``build_py`` copies both into the package as
``nrprint/_shipped/`` (``nrprint.disk.paths.shipped_root`` finds them there, or in the
checkout), with the reference decklists the play checks deal (``tests/fixtures/decklists``). Imported data never travels: the rulings list and NetrunnerDB card texts
are the user's own copies (``content/rulings/``, ``content/cards/``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

SHIPPED = ("content", "templates", "tests/fixtures/decklists")  # decklists: `check --play`
IMPORTED = ("rulings", "cards")  # folders of content/ that `nrprint import` writes


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
            ignore = shutil.ignore_patterns(*IMPORTED, "__pycache__", "*.pyc", ".*")
            shutil.copytree(
                root / name, dst, ignore=ignore if name == "content" else shutil.ignore_patterns(".*")
            )
