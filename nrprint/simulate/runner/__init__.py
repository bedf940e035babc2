"""The Runner AI: one module per verb of its cards, the run's execution order, its turn.

Every verb takes the game and the click's step and returns ``DONE``, ``FAIL`` (the
click stays available) or ``DEAD``; ``turn.VERBS`` maps the deck files' spellings.
"""
