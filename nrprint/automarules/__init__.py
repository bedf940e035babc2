"""The Automa rules booklet: ``layout`` plans the pages (pure arithmetic), ``draw`` writes them.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain.
"""
