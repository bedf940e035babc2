"""The package's shape: no import cycles between modules or between packages.

import-linter (``lint-imports``, contracts in pyproject.toml) holds the layers, the
domains' independence and cycles among siblings; this holds every module against every
other, whatever their packages, and every package's ``__init__`` against its children.
Imports under ``if TYPE_CHECKING:`` count too, as in the contracts: a cycle of
annotations is a cycle a reader has to follow all the same.
"""

from __future__ import annotations

import grimp


def _graph() -> grimp.ImportGraph:
    return grimp.build_graph("nrprint", exclude_type_checking_imports=False, cache_dir=None)


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    top = stack.pop()
                    on.discard(top)
                    comp.append(top)
                    if top == node:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def test_no_module_imports_itself_back():
    graph = _graph()
    edges = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    assert _cycles(edges) == []


def test_no_package_imports_itself_back():
    graph = _graph()
    top = {m: ".".join(m.split(".")[:2]) for m in graph.modules}
    edges: dict[str, set[str]] = {p: set() for p in top.values()}
    for m in graph.modules:
        for imported in graph.find_modules_directly_imported_by(m):
            if top[m] != top[imported]:
                edges[top[m]].add(top[imported])
    assert _cycles(edges) == []


def test_few_modules_at_the_top():
    graph = _graph()
    top = sorted(m for m in graph.modules if m.count(".") == 1 and not graph.find_children(m))
    # units: lengths for every layer (source reads paper sizes in millimetres too).
    assert top == ["nrprint.__main__", "nrprint.cli", "nrprint.diagnostics", "nrprint.units"]
