"""Pages written to the file as they are finished, not held until the canvas saves.

reportlab keeps every page (its drawing operators and its dictionary) in memory until
``save()`` and writes the whole file then, so its memory grows with every page of a
deck. Here each page is written the moment it is finished (the
canvas's page callback): its compressed content stream and its dictionary, formatted
exactly as reportlab would format them at the end; the page tree keeps a reference.
At ``save()`` the other objects (fonts, forms, outlines, the page tree) follow,
formatted by reportlab as usual, and the cross-reference table lists both.

The file is a valid PDF with the same pages; only the order of its objects differs
from reportlab's own. The same drawing still gives the same bytes (invariant mode).
"""

from __future__ import annotations

from typing import Any, BinaryIO

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from nrprint.render import pdfformat


class _Sink:
    """reportlab's output collector, writing through to the open file."""

    def __init__(self, out: BinaryIO, offset: int):
        self.out, self.offset = out, offset

    def add(self, s: Any) -> int:
        data = pdfdoc.pdfdocEnc(s)
        at = self.offset
        self.out.write(data)
        self.offset += len(data)
        return at


class _Written(pdfdoc.PDFObject):
    """Stands in for an object already in the file (never formatted again)."""

    def format(self, document: Any) -> bytes:
        raise AssertionError("a streamed object is written once")


_WRITTEN = _Written()


class StreamingDocument(pdfdoc.PDFDocument):
    """A PDFDocument that writes each page as it is finished (see the module docstring)."""

    _sink: _Sink | None = None
    _written: dict[str, int]
    _path: str

    def flush_page(self) -> None:
        """Write the page just finished (its content stream, then its dictionary) and
        keep only references to them: the page tree lists it by reference."""
        page = self.Pages.pages[-1]
        stream = pdfdoc.PDFStream()
        if page.compression:
            stream.filters = (
                [pdfdoc.PDFBase85Encode, pdfdoc.PDFZCompress] if rl_config.useA85 else [pdfdoc.PDFZCompress]
            )
        stream.content = page.stream or " "
        stream.__Comment__ = "page stream"
        page.Contents, page.stream = self.Reference(stream), None
        # Everything a page dictionary names (fonts dictionary, forms, the page tree) is
        # registered by now, so it can be formatted as reportlab would at the end.
        name = page.__InternalName__
        self._write(name, page)
        self._write(page.Contents.name, stream)
        self.Pages.pages[-1] = pdfdoc.PDFObjectReference(name)

    def _write(self, name: str, obj: Any) -> None:
        self._written[name] = self._open().add(pdfdoc.PDFIndirectObject(name, obj).format(self))
        self.idToObject[name] = _WRITTEN

    def _open(self) -> _Sink:
        if self._sink is None:
            out = open(self._path, "wb")  # noqa: SIM115 - closed in SaveToFile (or by the failed build)
            header = pdfdoc.PDFFile(self._pdfVersion).format(self)
            out.write(header)
            self._sink = _Sink(out, len(header))
        return self._sink

    def SaveToFile(self, filename: Any, canvas: Canvas) -> None:  # noqa: N802 - reportlab's name
        if str(filename) != self._path:
            raise ValueError(f"a streaming document saves only to {self._path}")
        sink = self._open()
        try:
            self.GetPDFData(canvas)  # fonts, outlines, then format() below
        finally:
            sink.out.close()

    def format(self) -> bytes:
        """reportlab's ``PDFDocument.format``, writing to the file and skipping what is
        already there. Encryption and digital signatures are not used by nrprint."""
        if self.encrypt.info() is not None:
            raise ValueError("streamed PDFs are not encrypted")
        self.encrypt.prepare(self)
        cat, info = self.Catalog, self.info
        self.Reference(cat)
        self.Reference(info)
        sink = self._open()
        self.__accum__ = sink  # reportlab sets it while formatting; objects may look
        ids, counter = [], 0
        while True:
            counter += 1  # objects may register new ones while they are formatted
            if counter not in self.numberToId:
                break
            oid = self.numberToId[counter]
            if oid in self._written:
                self.idToOffset[oid] = self._written[oid]
            else:
                obj = self.idToObject[oid]
                if not rl_config.invariant and rl_config.pdfComments:
                    sink.add(f"% {ascii(oid)}: class {obj.__class__.__name__[:50]} \n")
                self.idToOffset[oid] = sink.add(pdfdoc.PDFIndirectObject(oid, obj).format(self))
            ids.append(oid)
        del self.__accum__
        if counter - 1 != len(self.numberToId):
            raise ValueError("object numbers are not contiguous")
        xref = pdfdoc.PDFCrossReferenceTable()
        xref.addsection(0, ids)
        start = sink.add(xref.format(self))
        trailer = pdfdoc.PDFTrailer(
            startxref=start,
            Size=len(self.numberToId) + 1,
            Root=self.Reference(cat),
            Info=self.Reference(info),
            Encrypt=None,
            ID=self.ID(),
        )
        sink.add(trailer.format(self))
        return b""


def stream_pages(canvas: Canvas, path: str) -> Canvas:
    """Make ``canvas`` (opened on ``path``, nothing drawn yet) write pages as it goes."""
    doc = canvas._doc
    if doc.__class__ is not pdfdoc.PDFDocument or doc.pageCounter != 1:
        raise ValueError("stream_pages needs a fresh reportlab canvas")
    pdfformat.install()  # reportlab's innermost formatting helpers, faster (same bytes)
    doc.__class__ = StreamingDocument
    doc._written, doc._path = {}, path
    canvas.setPageCallBack(lambda _n: doc.flush_page())
    return canvas
