"""The print rules every document obeys, whatever a template says.

The checks hold these numbers, not a template's, so lowering a size in `templates/`
cannot silence them (VER009, TURN006, AUT011/AUT018, MPX002/MPX003, SHEET004).
"""

TYPE_FLOOR_PT = 6.5  # nothing a player reads is printed smaller
ICON_FLOOR_MM = 3.0  # no in-line icon or house-rule mark is drawn shorter
