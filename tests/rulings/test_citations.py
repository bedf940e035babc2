"""Citation finding and parsing on made-up sentences in the list's citation formats."""

from __future__ import annotations

import pytest

from nrprint.rulings.citations import find_citations


def one(text: str):
    cites = find_citations(text)
    assert len(cites) == 1, cites
    return cites[0]


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        (
            "A rule.  (Wendy Wallace, Netrunner-L, 4/29/96)",
            {"author": "Wendy Wallace", "venue": "Netrunner-L"},
        ),
        ("A rule. (Netrunner FAQ v1.0, 5/23/96)", {"author": None, "venue": "Netrunner FAQ v1.0"}),
        (
            "A rule. (Tom Wylie via JD Wiker, Netrunner-L, 3/11/97)",
            {"author": "Tom Wylie", "via": "JD Wiker"},
        ),
        (
            "A rule. (Sparky on Pattel Antibody, Netrunner-L, 9/27/96)",
            {"author": "Sparky", "about": "Pattel Antibody"},
        ),
        ("A rule. (Sensei 03/11/00)", {"author": "Sensei", "venue": None}),
        ("A rule. (Tom Wylie, 8/26/97)", {"author": "Tom Wylie", "venue": None}),
        ("A rule. (Skipper Pickle, NR-L, 3/16/98)", {"venue": "NR-L"}),
        ("A rule. (Tom Wylie, Pacificon, 9/1/96)", {"venue": "Pacificon"}),
    ],
)
def test_fields(text, fields):
    c = one(text)
    for key, value in fields.items():
        assert getattr(c, key) == value, key
    assert c.date is not None and c.date.iso is not None
    assert text[c.start] == "(" and text[c.end - 1] == ")"


def test_asides_are_not_citations():
    text = (
        "If X happens (e.g., Siren) then (see notes on Y) and (the Rulebook says 40 cards) "
        "(REVERSEs a ruling) or (Approach)."
    )
    assert find_citations(text) == []


def test_truncated_at_end():
    c = one("A rule that lost its date.  (Sparky, Netrunner-L, ")
    assert c.truncated and c.date is None and c.author == "Sparky"


def test_truncated_name_only():
    c = one("A rule.  (Tom Wylie,")
    assert c.truncated and c.author == "Tom Wylie"


def test_several_in_one_group_and_one_cut():
    cites = find_citations("A rule.  (Sparky, Netrunner-L, 11/18/96; Tom Wylie, ")
    assert [c.author for c in cites] == ["Sparky", "Tom Wylie"]
    assert [c.truncated for c in cites] == [False, True]
    assert cites[0].end == cites[1].start  # contiguous spans cover the whole group


def test_group_with_page_reference():
    cites = find_citations("Forts always exist.  (Netrunner Rulebook, pp9-10; Sparky, Netrunner-L, 5/30/96)")
    assert cites[0].venue == "Netrunner Rulebook" and cites[0].pages == "pp9-10" and cites[0].date is None
    assert cites[1].date.iso == "1996-05-30"


def test_several_groups_in_one_ruling():
    text = "First part.  (Sparky, Netrunner-L, 5/19/96)  Second part.  (JD Wiker, Netrunner-L, 1/3/97)"
    assert [c.date.iso for c in find_citations(text)] == ["1996-05-19", "1997-01-03"]


def test_broken_parentheses_around_date():
    c = one("A rule.  (Charles Keith-Stanley, Netrunner-L, (5/3/96)")
    assert c.broken and c.date.iso == "1996-05-03" and c.author == "Charles Keith-Stanley"


def test_unclosed_but_dated_is_broken_not_truncated():
    c = one("A rule.  (Sparky, Netrunner-L, 5/19/96")
    assert c.broken and not c.truncated


def test_day_month_date():
    c = one("A rule. (Tom Wylie 15/02/00)")
    assert c.date.iso == "2000-02-15" and c.date.order == "dmy"
