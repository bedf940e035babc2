"""Date reading: US month/day/year unless impossible; ambiguity kept, never hidden."""

from __future__ import annotations

import pytest

from nrprint.rulings.dates import parse_date, plausible

# text, iso, order, ambiguous, alternative
TABLE = [
    ("4/29/96", "1996-04-29", "mdy", False, None),  # 29 cannot be a month: not ambiguous
    ("5/1/96", "1996-05-01", "mdy", True, "1996-01-05"),
    ("03/11/00", "2000-03-11", "mdy", True, "2000-11-03"),
    ("15/02/00", "2000-02-15", "dmy", False, None),  # 15 cannot be a month
    ("12/21/99", "1999-12-21", "mdy", False, None),
    ("11/11/95", "1995-11-11", "mdy", False, None),  # same both ways: not ambiguous
    ("2/29/96", "1996-02-29", "mdy", False, None),  # leap year
    ("2/30/97", None, "", False, None),  # neither reading is a day
    ("13/13/96", None, "", False, None),
    ("1/20/2001", "2001-01-20", "mdy", False, None),  # four-digit year
    ("5-3-96", "1996-05-03", "mdy", True, "1996-03-05"),  # dashes
    ("18-02-2000", "2000-02-18", "dmy", False, None),
    ("not a date", None, "", False, None),
]


@pytest.mark.parametrize(("text", "iso", "order", "ambiguous", "alt"), TABLE)
def test_parse_date(text, iso, order, ambiguous, alt):
    d = parse_date(text)
    assert (d.iso, d.order, d.ambiguous, d.alternative) == (iso, order, ambiguous, alt)
    assert d.text == text  # the text as written is always kept


@pytest.mark.parametrize(
    ("iso", "latest", "ok"),
    [
        ("1996-04-29", None, True),
        ("1995-11-11", None, False),
        ("2002-01-01", None, False),
        ("2000-03-11", "2000-03-11", True),
        ("2000-03-12", "2000-03-11", False),
    ],
)
def test_plausible(iso, latest, ok):
    assert plausible(iso, latest) is ok
