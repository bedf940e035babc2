"""Typed content models. Each module registers the content domain it defines.

``domains`` is the registry of content domains, ``project`` a content folder loaded
domain by domain; the other modules are the content's pydantic models. May import
``lang``, ``source``, ``system`` and ``diagnostics``; nothing drawn, no domain.
"""
