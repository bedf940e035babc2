"""Where things are, without importing the model (fast paths need these before it loads)."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # nrprint/


def default_dir() -> Path:
    """``$NRPRINT_TEMPLATES`` or the ``templates/`` folder of the checkout."""
    env = os.environ.get("NRPRINT_TEMPLATES")
    return Path(env) if env else PACKAGE.parent / "templates"
