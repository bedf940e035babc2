"""Verification of a finished build: ``pdfs`` (``nrprint verify``: boxes, fonts, glyphs,
metadata, the manifest), ``printing`` (what is printed, read back: type floor, bleed,
marks) and ``ink`` (each page's ink read from the PDF).

Reads what ``nrprint.pipeline`` wrote (its manifest), so it sits above the build; may import
``pipeline``, ``render``, ``layout``, ``source``, ``system``; nothing imports it but the
command line.
"""
