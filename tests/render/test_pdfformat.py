"""``nrprint.render.pdfformat`` gives what reportlab's own helpers give, or raises as they do."""

from __future__ import annotations

import random
from typing import Any

import pytest
from reportlab.pdfbase import pdfdoc

from nrprint.render import pdfformat


def _outcome(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception's class is what is compared
        return type(exc)


def test_every_character_encodes_as_reportlab_does() -> None:
    for code in range(0x400):
        ch = chr(code)
        for text in (ch, f"/Name{ch}", f"{ch}\n"):
            assert _outcome(pdfformat.pdfdoc_enc, text) == _outcome(pdfformat._orig_enc, text), hex(code)
    assert pdfformat.pdfdoc_enc(b"bytes") == b"bytes"


@pytest.mark.parametrize(
    "value",
    [
        0,
        1,
        -7,
        2**40,
        0.5,
        -0.125,
        1e-9,
        123456.789,
        1 / 3,
        True,
        False,
        None,
        "",
        "/F1+0",
        "é",
        b"raw",
        [1, 2],
    ],
)
def test_format_matches(value: Any) -> None:
    doc = pdfdoc.PDFDocument(invariant=1)
    assert _outcome(pdfformat.format_element, value, doc) == _outcome(pdfformat._orig_format, value, doc)


def test_format_of_objects_is_reportlabs() -> None:
    doc = pdfdoc.PDFDocument(invariant=1)
    for obj in (pdfdoc.PDFArray([1, 2.5, "/A"]), pdfdoc.PDFDictionary({"Type": "/Font", "W": 3})):
        assert pdfformat.format_element(obj, doc) == pdfformat._orig_format(obj, doc)


def test_names_match_random_strings() -> None:
    rng = random.Random(5)
    alphabet = [chr(c) for c in (*range(0x20, 0x80), 0xE9, 0x2014, 0x7)] + list("%()<>{}[]#")
    for _ in range(2_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        assert pdfformat.pdf_name(text) == pdfformat._orig_name(text)
        assert pdfformat.pdf_name(text) == pdfformat._orig_name(text)  # remembered
    assert pdfformat.pdf_name("abc", "b", "c") == pdfformat._orig_name("abc", "b", "c")
