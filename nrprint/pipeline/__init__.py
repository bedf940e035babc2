"""The build, as one pipeline (``run.run``): plan → answer from the cache →
check → draw → record.

``pipeline`` shows the order; each step is a module of its own: ``plan`` (the targets
and their fingerprints, ``fingerprint``), ``fresh`` (what the manifest, ``manifest``,
still holds), ``check`` (the rules model), ``draw`` (under the output folder's lock, in
parallel, ``parallel``, once the checks pass) and ``record`` (the manifest for the next
build), committed by ``commit`` (drawn into a staging folder, renamed into place, the
manifest last: all or nothing). ``quick`` answers whole commands from the cache before
the model loads. The project is handed down to every step, never back up.

May import ``documents``, ``checks``, the domains, ``model``, ``render``, ``layout``,
``lang``, ``source``, ``system``; never ``watch``, ``verify`` or the command line. This
``__init__`` imports nothing, so ``quick`` costs no more than itself.
"""
