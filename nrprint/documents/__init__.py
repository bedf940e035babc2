"""Document types: each module registers the targets (PDF files) it can build.

May import ``checks``, the domains, ``model``, ``render``, ``layout``, ``lang``,
``source``, ``system``; never ``pipeline``, ``tts``, ``watch``, ``verify`` or the command
line.
"""
