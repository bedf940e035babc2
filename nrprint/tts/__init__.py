"""Tabletop Simulator export: deck sheets, back image and a saved-object JSON.

May import ``documents``, the domains, ``model``, ``render``, ``layout``, ``lang``,
``source``, ``disk``; never ``build`` or above.
"""
