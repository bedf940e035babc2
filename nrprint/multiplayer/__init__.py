"""The Big Sell-Out multiplayer reference: seating, values, card layout and drawing.

The ``{houserule}`` icon lives with the other icons in ``nrprint.render.icons``.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; of the domains, ``rulings.links`` only (cards cite the rulings).
"""
