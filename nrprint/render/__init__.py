"""Shared drawing: fonts, icons, text, PDF canvases. Used by every document type.

reportlab's settings are made by ``nrprint.render.fonts.register_fonts()``, which every
PDF producer calls before its first canvas (canvases and the rulings' platypus document
alike): importing this package for measuring alone must not load reportlab (import
lazily; bench/imports.py measures it).

May import ``layout``, ``lang``, ``source``, ``system`` and ``diagnostics``; never the
model, a domain or the build. ``outputs`` is the plain data the build hands down
(options, files to draw).
"""
