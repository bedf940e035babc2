"""Tabletop Simulator export: deck sheets, back image and a saved-object JSON.

May import ``documents``, the domains, ``model``, ``render``, ``layout``, ``lang``,
``source``, ``system``; never ``pipeline`` or above.
"""
