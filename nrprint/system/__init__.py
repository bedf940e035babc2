"""The foundation: the operating system — files between runs, locks, signals and worker processes.

``cache`` and ``cachefiles`` (the on-disk cache and its one-file-an-entry buckets),
``atomic`` (writes that never leave half a file), ``hashing`` (hashes of nrprint's own
code, fonts, templates and folders) and ``paths`` (where the package and the templates
are). Imports nothing of nrprint but ``nrprint.diagnostics`` and the version.
"""
