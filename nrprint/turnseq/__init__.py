"""The turn-sequence summary: per-language pages, the run flowchart, the bilingual table.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``disk`` and
``diagnostics``; no other domain.
"""
