"""Where things are, without importing the model (fast paths need these before it loads).

The shipped content, the templates and the reference decklists live beside the package
in the checkout (``content/``, ``templates/``, ``tests/fixtures/decklists/``); a wheel
carries copies of them in ``nrprint/_shipped/`` (``build_hooks.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # nrprint/
SHIPPED = PACKAGE / "_shipped"  # in an installed wheel


def shipped_root() -> Path:
    """The folder holding the shipped ``content/`` and ``templates/``: the wheel's copy,
    else the checkout around the package."""
    return SHIPPED if SHIPPED.is_dir() else PACKAGE.parent


def shipped_content() -> Path:
    return shipped_root() / "content"


def default_dir() -> Path:
    """``$NRPRINT_TEMPLATES`` or the shipped ``templates/`` folder."""
    env = os.environ.get("NRPRINT_TEMPLATES")
    return Path(env) if env else shipped_root() / "templates"
