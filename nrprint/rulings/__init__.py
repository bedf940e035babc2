"""Rulings: the imported list of official rulings, searched, cross-referenced and printed."""
