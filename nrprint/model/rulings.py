"""Content domain ``rulings``: the imported v1.70 rulings list (optional).

``content/rulings/rulings.yaml`` is written by ``nrprint import rulings PATH``; it holds
the list's own text, so it is git-ignored and never shipped. When it is absent the
domain is simply not loaded and the rulings target is skipped.
"""

from __future__ import annotations

RULINGS_FILE = "rulings/rulings.yaml"
