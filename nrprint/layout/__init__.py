"""Layout: pure arithmetic that returns positions. Never imports the drawing library.

May import ``lang``, ``source`` (templates), ``system``, ``units`` and ``diagnostics``: never
``render``, reportlab, pypdfium2 or PIL (an import-linter contract).
"""
