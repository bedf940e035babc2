"""Shared drawing: fonts, icons, text, PDF canvases. Used by every document type."""
