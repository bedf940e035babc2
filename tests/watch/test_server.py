"""The preview server: loopback only unless told, output-folder files only, clean Ctrl-C."""

from __future__ import annotations

import http.client
import json
from pathlib import Path

import pytest

from nrprint.watch.server import is_loopback, safe_file, serve
from nrprint.watch.session import Session, Watched
from tests.conftest import CRASH_SIGNS, assert_no_crash, run_cli
from tests.watch.helpers import Watcher


@pytest.mark.parametrize(
    ("args", "code", "stderr"),
    [
        (["watch", "--serve", "--host", "0.0.0.0"], 2, "add --public to mean it"),
        (["watch", "--serve", "--host", "192.168.1.10"], 2, "reachable from other machines"),
        (["watch", "--port", "many"], 2, "invalid int value"),
        (["watch", "--jobs", "0"], 2, "must be 1 or more"),
        (["watch", "--content", "/no/such/dir"], 1, "content folder not found"),
    ],
)
def test_watch_cli_table(args, code, stderr):
    res = run_cli(*args)
    assert res.code == code, res
    assert stderr in res.err
    assert_no_crash(res)


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("127.0.0.1", True), ("127.5.0.1", True), ("localhost", True), ("0.0.0.0", False), ("10.0.0.2", False)],
)
def test_loopback(host, loopback):
    assert is_loopback(host) is loopback


@pytest.fixture
def out(tmp_path: Path) -> Path:
    out = tmp_path / "out"
    (out / "en").mkdir(parents=True)
    (out / "en" / "a.pdf").write_bytes(b"%PDF-1.4 test")
    (tmp_path / "secret.txt").write_text("outside", encoding="utf-8")
    (out / "link").symlink_to(tmp_path / "secret.txt")
    return out


TRAVERSALS = [
    "../secret.txt",
    "%2e%2e/secret.txt",
    "%2E%2E%2Fsecret.txt",
    "..%2fsecret.txt",
    "en/../../secret.txt",
    "en/%2e%2e/%2e%2e/secret.txt",
    "%252e%252e/secret.txt",  # decoded once only: a literal "%2e%2e" folder, which does not exist
    "/etc/passwd",
    "%2fetc%2fpasswd",
    "..\\secret.txt",
    "link",
    "en/a.pdf%00.png",
    "",
    "en",
    "%ff",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_safe_file_refuses(out: Path, path: str):
    if path == "%ff":  # not UTF-8: safe_file says so by raising, and the handler answers 404
        with pytest.raises(UnicodeDecodeError):
            safe_file(out, path)
    else:
        assert safe_file(out, path) is None


def test_safe_file_serves_the_output(out: Path):
    assert safe_file(out, "en/a.pdf") == (out / "en" / "a.pdf").resolve()
    assert safe_file(out, "en%2Fa.pdf") == (out / "en" / "a.pdf").resolve()


def test_server_over_http(out: Path):
    server, thread = serve(Session(Watched(str(out), out)), "127.0.0.1", 0)
    try:
        port = server.server_address[1]

        def get(path: str) -> tuple[int, bytes]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", path)  # sent as written: no client-side normalising
            res = conn.getresponse()
            return res.status, res.read()

        assert get("/files/en/a.pdf") == (200, b"%PDF-1.4 test")
        for bad in TRAVERSALS:
            status, body = get("/files/" + bad)
            assert status == 404 and b"outside" not in body, bad
        assert get("/files/../secret.txt")[0] == 404
        assert get("/../secret.txt")[0] == 404
        status, page = get("/")
        assert status == 200 and b"<script>" in page and b"http" not in page.split(b"<script>")[1]
        state = json.loads(get("/state.json")[1])
        assert state["generation"] == 0
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
    assert not thread.is_alive()


def test_ctrl_c_stops_cleanly(turn_content: Path, tmp_path: Path):
    watcher = Watcher(turn_content, tmp_path / "out")
    try:
        watcher.wait_for(r"wrote \d+ file")
    finally:
        code = watcher.stop()
    assert code == 0
    assert any("watch stopped" in line for line in watcher.lines)
    assert not any(sign in line for line in watcher.lines for sign in CRASH_SIGNS)


@pytest.mark.parametrize(
    ("args", "code", "stderr"),
    [
        (["watch", "--serve", "--port", "70000"], 2, "70000 is not a port: use 1 to 65535, or 0"),
        (["watch", "--serve", "--port", "-1"], 2, "-1 is not a port"),
        (["watch", "--serve", "--port", "1" + "0" * 5000], 2, "invalid int value"),
    ],
)
def test_port_is_checked(args, code, stderr):
    res = run_cli(*args)
    assert_no_crash(res, code)
    assert stderr in res.err


def test_every_request_gets_a_status(out: Path, capfd):
    (out / "loop").symlink_to(out / "loop")
    (out / "a").symlink_to(out / "b")
    (out / "b").symlink_to(out / "a")
    server, thread = serve(Session(Watched(str(out), out)), "127.0.0.1", 0)
    try:
        port = server.server_address[1]

        def get(path: str) -> int:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", path)
            return conn.getresponse().status

        cases = {
            "/files/" + "x" * 5000: 414,
            "/files/en/" + "y" * 300 + ".pdf": 414,
            "/files/" + "/".join(["d"] * 600): 414,
            "/files/loop": 404,
            "/files/loop/x.pdf": 404,
            "/files/a": 404,
            "/files/a/b/c": 404,
            "/files/en/a.pdf": 200,
        }
        assert {path[:30]: get(path) for path in cases} == {path[:30]: s for path, s in cases.items()}
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
    err = capfd.readouterr().err
    assert not any(sign in err for sign in CRASH_SIGNS), err
