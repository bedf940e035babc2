"""``nrprint watch``: rebuild on save, print diagnostics as they change, serve a live preview."""
