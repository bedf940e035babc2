"""Shared drawing: fonts, icons, text, PDF canvases. Used by every document type."""

from reportlab import rl_config

# Compressed streams stay binary (ASCII85 only makes files bigger and slower). Set once,
# here, where every PDF producer passes (canvases and the rulings' platypus document
# alike), so a PDF's bytes never depend on which documents were drawn before it.
rl_config.useA85 = 0
