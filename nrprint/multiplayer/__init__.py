"""The Big Sell-Out multiplayer reference: seating, values, card layout and drawing.

Importing the package registers the ``{houserule}`` icon (see ``houseicon``), so every
check and drawing that sees the multiplayer content also knows that icon.
"""

from nrprint.multiplayer import houseicon as _houseicon  # noqa: F401  (registers the icon)
