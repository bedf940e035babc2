"""Every test that starts a process has a timeout: a child that hangs (an orphaned
worker holding a lock, a server that never answers) fails its test instead of holding the
whole run until CI's limit. Read from the tests' source: each call that runs a process to
its end or waits for one (``subprocess.run``, ``check_output``, ``check_call``, ``call``,
``Popen.wait``, ``Popen.communicate``, ``Process.join``) passes a timeout."""

from __future__ import annotations

import ast

from tests.conftest import REPO

RUNS = {"run", "check_output", "check_call", "call"}  # subprocess.<name>(...)
WAITS = {"wait", "communicate", "join"}  # <process>.<name>(...)


def calls_without_timeout(source: str, name: str = "<test>") -> list[str]:
    """``file:line: call`` for each process call in ``source`` without a timeout."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        attr, owner = node.func.attr, node.func.value
        runs = attr in RUNS and isinstance(owner, ast.Name) and owner.id == "subprocess"
        waits = attr in WAITS and not (isinstance(owner, ast.Name) and owner.id in {"os", "str", "sep"})
        if waits and isinstance(owner, ast.Constant):  # "".join(...)
            waits = False
        if not (runs or waits):
            continue
        if any(k.arg == "timeout" for k in node.keywords) or (waits and node.args):
            continue  # wait(5), join(5), communicate(input, 5) name one positionally
        if attr == "join" and not _is_process(owner):
            continue
        found.append(f"{name}:{node.lineno}: {ast.unparse(node.func)}(...)")
    return found


def _is_process(owner: ast.expr) -> bool:
    """``thread.join()``/``proc.join()``: a join on something named like a process or thread."""
    text = ast.unparse(owner).lower()
    return any(w in text for w in ("proc", "thread", "worker", "child", "server"))


def test_every_process_a_test_starts_has_a_timeout():
    missing = []
    for path in sorted((REPO / "tests").rglob("*.py")):
        missing += calls_without_timeout(path.read_text("utf-8"), str(path.relative_to(REPO)))
    assert not missing, "no timeout:\n" + "\n".join(missing)


def test_the_scan_sees_a_call_without_a_timeout():
    source = (
        "import subprocess\nsubprocess.run(['x'])\np = subprocess.Popen(['x'])\np.wait()\nworker.join()\n"
    )
    assert [f.split(": ")[1] for f in calls_without_timeout(source)] == [
        "subprocess.run(...)",
        "p.wait(...)",
        "worker.join(...)",
    ]
    ok = "import subprocess\nsubprocess.run(['x'], timeout=5)\np.wait(timeout=5)\nthread.join(5)\n','.join(a)\n"
    assert calls_without_timeout(ok) == []
