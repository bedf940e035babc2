"""Rulings: the imported list of official rulings, searched, cross-referenced and printed.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain.
"""
