"""The build, as one pipeline (``pipeline.build``): plan the targets → answer from the
cache → check → draw → record.

``pipeline`` shows the order; each step is a module of its own: ``fingerprint`` (what a
target is made from), ``manifest`` (what the last build wrote), ``speculate`` (drawing
stale outputs while the checks run), ``parallel`` (the drawing processes) and ``quick``
(whole commands answered from the cache before the model loads). The project is handed
down to every step, never back up.

May import ``documents``, ``checks``, the domains, ``model``, ``render``, ``layout``,
``lang``, ``source``, ``disk``; never ``watch``, ``verify`` or the command line. This
``__init__`` imports nothing, so ``quick`` costs no more than itself.
"""
