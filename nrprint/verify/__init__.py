"""Verification of a finished build: ``pdfs`` (``nrprint verify``: boxes, fonts, glyphs,
metadata, the manifest), ``printing`` (what is printed, read back: type floor, bleed,
marks) and ``ink`` (each page's ink read from the PDF).

Reads what ``nrprint.build`` wrote (its manifest), so it sits above the build; may import
``build``, ``render``, ``layout``, ``source``, ``disk``; nothing imports it but the
command line.
"""
