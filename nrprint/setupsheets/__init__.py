"""A4 setup sheets: play-area zones with card outlines at true scale (63 × 88 mm).

``template`` reads the sheet layouts (data in ``templates/setup-sheets.yaml``),
``content`` the words (``content/setup-sheets.yaml``, English and French),
``layout`` turns both into rectangles in millimetres (pure arithmetic, checked by
``geometry``), and ``draw`` paints them with reportlab.
"""
