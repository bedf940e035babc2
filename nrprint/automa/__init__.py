"""Automa print-and-play cards: vocabulary, card geometry, icons, drawing, stress decks.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain.
"""
