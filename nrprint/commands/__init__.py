"""CLI commands: every module here defines ``register(subparsers)``."""
