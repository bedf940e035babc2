"""Faster equivalents of reportlab's three innermost PDF formatting helpers.

When a PDF is saved, reportlab formats every number, name and dictionary key through
``pdfdoc.format``, ``pdfdoc.pdfdocEnc`` and ``pdfdoc.PDFName``: 50,000 calls a build
(font widths, form and page dictionaries). ``pdfdocEnc`` encodes each short string with
the registered ``extpdfdoc`` codec (a codec look-up) where plain ASCII would do;
``PDFName`` walks each key character by character in Python, for the same few dozen
keys every time. ``install()`` swaps in versions that give the same bytes:

- ``pdfdocEnc``: a ``str`` of ASCII characters outside U+0018–U+001F is encoded as ASCII
  (``extpdfdoc`` maps exactly those characters to themselves; the eight it refuses, and
  anything else, still go to the codec, so errors stay reportlab's);
- ``format``: an ``int``, ``float`` or ``str`` (exactly those classes) skips the chain of
  ``isinstance`` tests; everything else is reportlab's function;
- ``PDFName``: remembered by its argument (it is a pure function of it).

``tests/render/test_pdfformat.py`` checks each against reportlab's on every character
and on the values a build formats.
"""

from __future__ import annotations

import re
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc

_REFUSED = re.compile("[\x18-\x1f]")  # ASCII that extpdfdoc cannot encode
_orig_enc = pdfdoc.pdfdocEnc
_orig_format = pdfdoc.format
_orig_name = pdfdoc.PDFName
_names: dict[str, str] = {}
_NAMES_MAX = 10_000


def pdfdoc_enc(x: Any) -> Any:
    """``pdfdoc.pdfdocEnc`` without the codec look-up for plain ASCII."""
    if x.__class__ is str and x.isascii() and not _REFUSED.search(x):
        return x.encode("ascii")
    return _orig_enc(x)


def format_element(element: Any, document: Any, toplevel: int = 0) -> bytes:
    """``pdfdoc.format`` with numbers and strings first (they are most of the calls)."""
    cls = element.__class__
    if cls is float or cls is int:
        return fp_str(element).encode("ascii")  # digits, '-' and '.'
    if cls is str:
        return pdfdoc_enc(element)
    return _orig_format(element, document, toplevel)


def pdf_name(data: str, lo: str = "\x21", hi: str = "\x7e") -> str:
    """``pdfdoc.PDFName``, remembered for the usual bounds."""
    if lo != "\x21" or hi != "\x7e" or data.__class__ is not str:
        return _orig_name(data, lo, hi)
    name = _names.get(data)
    if name is None:
        if len(_names) >= _NAMES_MAX:  # form and font names vary with the content
            _names.clear()
        name = _names[data] = _orig_name(data)
    return name


def install() -> None:
    """Use the faster helpers inside reportlab's ``pdfdoc`` (idempotent)."""
    pdfdoc.pdfdocEnc = pdfdoc_enc
    pdfdoc.format = format_element
    pdfdoc.PDFName = pdf_name


def uninstall() -> None:
    """reportlab's own helpers again (the tests compare the two)."""
    pdfdoc.pdfdocEnc = _orig_enc
    pdfdoc.format = _orig_format
    pdfdoc.PDFName = _orig_name
