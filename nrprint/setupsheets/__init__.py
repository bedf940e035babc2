"""Setup sheets (A4 and Letter): play-area zones with card outlines at true scale (63 × 88 mm).

``template`` reads the sheet layouts (data in ``templates/setup-sheets.yaml`` and
``templates/setup-sheets-letter.yaml``), ``content`` the words
(``content/setup-sheets.yaml``, every declared language), ``layout`` turns both into
rectangles in millimetres (pure arithmetic, checked by ``layout_rules``; ``textcheck``
adds the font metrics), and ``draw`` paints them with reportlab. A zone's label and
reminder print in the band above its outline, never inside it.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain (its checks live in ``nrprint.checks.rules.sheets``).
"""
