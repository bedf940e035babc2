"""The rules model: a catalogue of small named rules, one rule per module.

``rules/<family>/<rule>.py`` holds one rule (``rule``: how one is written) and
``rules/<family>/__init__.py`` lists its family's rules in order; ``catalogue`` reads
the lists, ``registry`` runs them, ``memo`` keeps results in the cache. May import the
domains, ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system``; never
``documents``, ``pipeline`` or above.
"""
