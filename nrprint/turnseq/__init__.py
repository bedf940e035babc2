"""The turn-sequence summary: per-language pages, the run flowchart, the bilingual table.

May import ``model``, ``render``, ``layout``, ``lang``, ``source``, ``system`` and
``diagnostics``; no other domain.
"""

# The content the summary reads: here, not in ``plan``, so that registering its targets
# and checks imports none of the drawing.
DOMAINS = ("turn", "timeline", "changes", "terms")
