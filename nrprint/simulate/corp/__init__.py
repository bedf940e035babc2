"""The Corporation AI: one module per verb of the rulebook, and the turn that reads a card.

``VERBS`` maps each action spelling of the deck files to the function that resolves it;
every verb returns ``DONE``, ``FAIL`` (the click stays available) or ``DEAD`` (resolved
with no effect but a fallback credit), as ``nrprint.simulate.state`` defines them.
"""
