"""Languages as data: declarations, printing typography, the generated pseudo-locale.

Imports nothing of nrprint but ``system`` (the names cache) and ``diagnostics``: the
model, layout and drawing all read it.
"""
