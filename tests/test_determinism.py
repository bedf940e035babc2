"""Deterministic tests: none depends on Python's per-process ``hash()`` of strings
(PYTHONHASHSEED differs in every run, so what it chose could not be run again by its
test id), and none asserts on wall-clock time (speed is measured in bench/, not asserted
in tests). Read from the tests' source."""

from __future__ import annotations

import ast

from tests.conftest import REPO

CLOCKS = {"perf_counter", "monotonic", "time", "process_time", "perf_counter_ns", "monotonic_ns"}


def findings(source: str, name: str = "<test>") -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "hash":
            found.append(f"{name}:{node.lineno}: hash() chooses by a per-process seed")
        if isinstance(node, ast.Assert):
            for call in ast.walk(node.test):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr in CLOCKS
                    and ast.unparse(call.func.value) == "time"
                ):
                    found.append(f"{name}:{node.lineno}: asserts on the clock")
    return found


def test_no_test_depends_on_hash_seeds_or_the_clock():
    found = []
    for path in sorted((REPO / "tests").rglob("*.py")):
        found += findings(path.read_text("utf-8"), str(path.relative_to(REPO)))
    assert not found, "\n".join(found)


def test_the_scan_sees_both():
    src = "import time\nif hash(x) % 4 == 0: pass\nassert time.perf_counter() - t < 5\n"
    assert sorted(f.split(": ", 1)[1] for f in findings(src)) == [
        "asserts on the clock",
        "hash() chooses by a per-process seed",
    ]
    assert findings("import zlib, time\nzlib.crc32(b'x')\nt = time.monotonic()\n") == []
