"""Automa deck preparation: split a player's physical deck into the AI's piles.

``decklist`` reads a NetrunnerDB plain-text export, ``facts`` adds what a decklist does
not say (economy cards, agenda advancement), ``arith`` holds the rulebook's counting
rules as pure functions, ``corp``/``runner`` deal the cards with a seeded shuffle,
``verify`` proves the result is a partition that obeys the counts, ``report`` prints it
and ``checklist_*`` lays out and draws the one-page tick-box checklist.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain (the card index it is given comes from ``cards``).
"""
