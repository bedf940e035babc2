"""The located JSON reader's survivors of mutation testing (issue 39, docs/dev/mutation.md).

- A document that starts after blanks is read as one that starts at once: a list's
  elements, and an object's ``data`` list, each with its position.
- An empty ``data`` list ends where its ``]`` ends: the keys after it are read.
- A list left open at the end of the file is a diagnostic, never a crash.

Each test names the mutants it kills (scripts/mutation.py), each seen failing through
mutmut's trampoline.
"""

from __future__ import annotations

import pytest

from nrprint.cards.jsonscan import Located, ScanError, scan


def test_a_document_after_blanks_is_located_as_one_without():
    """Kills ``document``'s ``startswith("[", None)``, ``startswith("[", )``,
    ``startswith("{", None)`` and ``startswith("{", )`` (the document read whole,
    without positions, when it does not start the file)."""
    assert scan(" [1]", "f") == [Located(1, 1, 3)]
    assert scan('\n{"data": [1]}', "f") == {"data": [Located(1, 2, 11)]}


def test_the_keys_after_an_empty_data_list_are_read():
    """Kills ``array``'s ``return out, idx + 2`` for an empty list."""
    assert scan('{"data": [], "total": 0}', "f") == {"data": [], "total": 0}


@pytest.mark.parametrize("text", ["[", "[ \n"])
def test_a_list_open_at_the_end_is_a_diagnostic(text: str):
    """Kills ``array``'s ``idx <= len(self.text)`` (an IndexError for a list left open)."""
    with pytest.raises(ScanError) as refused:
        scan(text, "f.json")
    assert refused.value.diagnostic.message == "malformed JSON: Expecting value"
