"""nrprint: structured Netrunner content to print-ready PDFs, checked by a rules model."""

__version__ = "0.1.0"
