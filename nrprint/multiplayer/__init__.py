"""The Big Sell-Out multiplayer reference: seating, values, card layout and drawing.

The ``{houserule}`` icon lives with the other icons in ``nrprint.render.icons``.
"""
