"""Typed content models. Each module registers the content domain it defines."""
