"""CLI commands: every module here defines ``register(subparsers)``.

The top layer with ``nrprint.cli``: may import every package; nothing imports it but
``cli``.
"""
