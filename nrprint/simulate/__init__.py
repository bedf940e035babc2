"""The Automa game engine: plays the AI decks against a heuristic opponent and counts.

Pure Python. The engine (``state``, ``corp/``, ``runner/``, ``opponents/``,
``game``) imports nothing from drawing, layout or the documents; ``plot`` is the one
module here that draws, and only the command imports it. Each verb of the Automa
rulebook is one small module whose docstring names the rule it follows; every choice the
rulebook leaves open is a named clarification in ``templates/play.yaml`` and listed in
``docs/simulate.md``.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; of the domains, ``cards`` and ``deckprep`` (the decks it plays). Its
card facts type is ``nrprint.model.playfacts``.
"""
