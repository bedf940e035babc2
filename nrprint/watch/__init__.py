"""``nrprint watch``: rebuild on save, print diagnostics as they change, serve a live preview.

May import ``pipeline`` and everything below it; never ``commands`` (the command hands it
its arguments).
"""
