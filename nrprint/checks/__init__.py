"""The rules model: a registry of small named checks, one rule per module.

Each check module registers itself (``registry.check``); ``memo`` keeps results in the
cache, ``index`` records which module registers what so a run imports only what it
needs. May import the domains, ``model``, ``render``, ``layout``, ``lang``, ``source``,
``system``; never ``documents``, ``pipeline`` or above.
"""
