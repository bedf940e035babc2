"""``played.unplayed`` names an encounter effect or a subroutine as unplayed only when its
kind is one of those the engine does not play, compared whole: a kind whose name merely
contains one ("trash-program-twice" holds "trash-program") is not taken for it, and a
tuple of subroutines is searched item by item.

Kills ``played._mentions`` 3 (``isinstance(value, tuple) or k in value``;
scripts/mutation.py), seen failing with the mutant applied.
"""

from __future__ import annotations

from nrprint.model.playfacts import PlayFacts
from nrprint.simulate import played

# the rule itself, past its cache: a cached answer from an earlier call of equal facts (in
# this process, or in the process a mutation run forks its workers from) would hide it
unplayed = played.unplayed.__wrapped__


def _ice(**facts) -> PlayFacts:
    return PlayFacts("Wall", "ice", "corp", **facts)


def test_an_unplayed_kind_is_matched_whole_not_inside_another_name():
    assert "encounter (trash-program)" in unplayed(_ice(encounter="trash-program"), "ice")
    assert not [
        u for u in unplayed(_ice(encounter="trash-program-twice"), "ice") if u.startswith("encounter")
    ]
    assert "subs (other)" in unplayed(_ice(subs=("etr", "other")), "ice")
