"""Tabletop Simulator export: deck sheets, back image and a saved-object JSON."""
