"""Content domain ``rulings``: the imported v1.70 rulings list (optional).

``content/rulings/rulings.yaml`` is written by ``nrprint import rulings PATH``; it holds
the list's own text, so it is git-ignored and never shipped. When it is absent the
domain is simply not loaded and the rulings target is skipped.
"""

from __future__ import annotations

from nrprint.model.domains import Domain, register_domain

RULINGS_FILE = "rulings/rulings.yaml"

register_domain(
    Domain(
        "rulings",
        "imported rulings list (rulings/rulings.yaml, written by `nrprint import rulings`)",
        file=RULINGS_FILE,
        model="nrprint.rulings.model:RulingsDoc",  # imported only when the file is there
        required=False,
    )
)
