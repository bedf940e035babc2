"""NetrunnerDB card data, imported at run time: derived facts for deck preparation.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; of the domains, ``deckprep`` only (``decks`` reads a NetrunnerDB deck
into its decklist).
"""
