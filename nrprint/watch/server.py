"""The live preview: a local web page of every built document and the current diagnostics.

Routes: ``/`` the page (its script inline: it works offline), ``/state.json?after=N``
the state, held until the generation passes N (long polling, at most 20 s, so the page
refreshes as soon as a rebuild ends), and ``/files/PATH`` files of the output folder
only: the path is decoded once, then refused if any part is ``..``, empty, hidden from
the output folder's point of view, or resolves outside it (symbolic links included).
Every request gets a status: 404 for what is not a file of the folder (a symbolic-link
loop included), 414 for a name longer than a file system allows, 400 for a request
line ``http.server`` cannot read, 500 (one line in the terminal) for anything else.

Bound to 127.0.0.1 unless ``--host`` names another address *and* ``--public`` says so.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
import mimetypes
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from nrprint.watch.page import page
from nrprint.watch.plain import view
from nrprint.watch.session import Session

LONG_POLL = 20.0


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


MAX_NAME = 255  # bytes in one file name, as most file systems allow
MAX_PATH = 1024  # bytes in a whole path under the output folder


class NameTooLong(ValueError):
    """A file name no file of the output folder can have: answered 414."""


def safe_file(root: Path, url_path: str) -> Path | None:
    """The file of the output folder that ``url_path`` (after ``/files/``) names, or None.

    Raises ``UnicodeDecodeError`` (not UTF-8) and ``NameTooLong``; a path the file system
    refuses (a symbolic-link loop, a name too long for it) is None, never an exception."""
    rel = unquote(url_path, errors="strict")
    parts = rel.split("/")
    if len(rel.encode()) > MAX_PATH or any(len(p.encode()) > MAX_NAME for p in parts):
        raise NameTooLong(rel[:40])
    if not rel or "\x00" in rel or "\\" in rel or any(p in ("", ".", "..") for p in parts):
        return None
    try:
        base = root.resolve()
        path = (base / rel).resolve()
        if base not in path.parents or not path.is_file():
            return None
    except (OSError, RuntimeError, ValueError):  # RuntimeError: pathlib's "Symlink loop"
        return None
    return path


class Handler(BaseHTTPRequestHandler):
    session: Session  # set on the subclass made by ``serve``
    server_version = "nrprint-preview"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base's name
        pass  # the terminal shows diagnostics, not requests

    def do_GET(self) -> None:  # noqa: N802 - the base's name
        try:
            self._get()
        except (BrokenPipeError, ConnectionResetError):
            pass
        except Exception as exc:  # noqa: BLE001 - every request gets an answer, never a traceback
            import sys

            print(f"nrprint: preview: {self.path[:80]}: {type(exc).__name__}: {exc}"[:300], file=sys.stderr)
            with contextlib.suppress(Exception):
                self._send(HTTPStatus.INTERNAL_SERVER_ERROR, b"internal error\n", "text/plain")

    def _get(self) -> None:
        url = urlsplit(self.path)
        if url.path == "/":
            state = self.session.snapshot()
            only = parse_qs(url.query).get("lang", [""])[0]
            html = page(state["generation"], state["ok"], self._view(state, only))
            self._send(HTTPStatus.OK, html.encode(), "text/html; charset=utf-8")
        elif url.path == "/state.json":
            after = parse_qs(url.query).get("after", ["-1"])[0]
            try:
                state = self.session.wait(int(after), LONG_POLL)
            except ValueError:
                state = self.session.snapshot()
            state["html"] = self._view(state)
            self._send(HTTPStatus.OK, json.dumps(state).encode(), "application/json")
        elif url.path.startswith("/files/"):
            self._file(url.path[len("/files/") :])
        else:
            self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain")

    def _view(self, state: dict, only: str = "") -> str:
        from nrprint.documents.registry import TARGETS

        return view(state, self.session.languages, list(TARGETS), only)

    def _file(self, url_path: str) -> None:
        path: Path | None = None
        try:
            path = safe_file(self.session.out, url_path)
            body = path.read_bytes() if path is not None else None
        except NameTooLong:
            self._send(HTTPStatus.REQUEST_URI_TOO_LONG, b"file name too long\n", "text/plain")
            return
        except (UnicodeDecodeError, OSError):  # not UTF-8; gone or unreadable since
            body = None
        if path is None or body is None:
            self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain")
            return
        self._send(HTTPStatus.OK, body, mimetypes.guess_type(path.name)[0] or "application/octet-stream")

    def _send(self, status: HTTPStatus, body: bytes, kind: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the page went away
            self.wfile.write(body)


class Server(ThreadingHTTPServer):
    daemon_threads = True  # a long poll in progress does not hold up Ctrl-C

    def handle_error(self, request: object, client_address: tuple) -> None:
        """One line, not socketserver's traceback (the handler answers 500 where it can)."""
        import sys

        exc = sys.exception()
        print(f"nrprint: preview: {type(exc).__name__}: {exc}"[:300], file=sys.stderr)


def serve(session: Session, host: str, port: int) -> tuple[Server, threading.Thread]:
    """Start the server on a thread; ``server.shutdown()`` stops it."""
    handler = type("BoundHandler", (Handler,), {"session": session})
    server = Server((host, port), handler)
    thread = threading.Thread(target=server.serve_forever, name="nrprint-preview", daemon=True)
    thread.start()
    return server, thread
