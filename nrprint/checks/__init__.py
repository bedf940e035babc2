"""The rules model: a registry of small named checks, one rule per module."""
