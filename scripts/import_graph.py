#!/usr/bin/env python3
"""Draw nrprint's import graph between its packages, layer by layer.

Usage: python scripts/import_graph.py OUT.png [--root CHECKOUT] [--dot OUT.dot]

Reads the imports with grimp (as import-linter does; imports under ``if TYPE_CHECKING:``
left out) from the ``nrprint`` package of CHECKOUT (default: this one), folds them onto
the top-level packages and modules of ``nrprint``, and draws one row per layer of the
layers contract in CHECKOUT's ``pyproject.toml``, highest first. An import down the layers
is a grey arrow; one up the layers, or between siblings of one row that must not import
each other (``|`` in the contract), is red; the count of red arrows is in the title.
``--dot`` also writes the graph for Graphviz.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# Imported by every layer: not a layer of its own, drawn beside the rows.
EVERYWHERE = {"diagnostics", "units", "__init__", "__main__"}


def read_layers(root: Path) -> tuple[list[list[str]], set[int]]:
    """The rows of the layers contract, highest first, and the rows whose members may
    import each other (``:`` in the contract; ``|`` marks independent siblings)."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    contract = next(c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "layers")
    rows = [[name.strip() for name in re.split(r"[|:]", layer)] for layer in contract["layers"]]
    shared = {i for i, layer in enumerate(contract["layers"]) if ":" in layer}
    return rows, shared


LAYERS, SHARED_ROWS = read_layers(REPO)


def edges(root: Path) -> tuple[set[str], Counter[tuple[str, str]]]:
    """Top-level nodes and the count of module imports between each pair, read in a
    fresh process so the checkout given is the one imported."""
    code = (
        "import grimp, json, sys\n"
        "g = grimp.build_graph('nrprint', exclude_type_checking_imports=True, cache_dir=None)\n"
        "top = lambda m: m.split('.')[1] if m.count('.') else '__init__'\n"
        "pairs = [[top(a), top(b)] for a in g.modules for b in g.find_modules_directly_imported_by(a)]\n"
        "json.dump({'nodes': sorted({top(m) for m in g.modules}), 'pairs': pairs}, sys.stdout)\n"
    )
    import json

    env = {"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"}
    raw = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=root, capture_output=True, text=True, check=True
    )
    data = json.loads(raw.stdout)
    counts = Counter((a, b) for a, b in data["pairs"] if a != b)
    return set(data["nodes"]) - {"fonts"}, counts


def layer_of(node: str) -> int | None:
    for i, row in enumerate(LAYERS):
        if node in row:
            return i
    return None


def wrong(a: str, b: str) -> bool:
    """An import that breaks the layers: up, or across a row of independent siblings."""
    la, lb = layer_of(a), layer_of(b)
    if la is None or lb is None:
        return False
    return la > lb or (la == lb and la not in SHARED_ROWS)


def draw(nodes: set[str], counts: Counter[tuple[str, str]], out: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch, FancyBboxPatch

    rows = [[n for n in row if n in nodes] for row in LAYERS]
    pos: dict[str, tuple[float, float]] = {}
    height = len(rows)
    for i, row in enumerate(rows):
        for j, name in enumerate(row):
            pos[name] = ((j + 0.5) * 14.0 / max(len(row), 1), height - i)
    for k, name in enumerate(sorted(n for n in nodes if n in EVERYWHERE)):
        pos[name] = (15.6, height - 1.5 - k * 1.2)
    bad = [(a, b) for (a, b) in counts if a in pos and b in pos and wrong(a, b)]
    fig, ax = plt.subplots(figsize=(17, 11))
    ax.set_xlim(-0.5, 17)
    ax.set_ylim(0.3, height + 0.8)
    ax.axis("off")
    ax.set_title(
        f"{title}: {len(pos)} packages and top-level modules, {len(bad)} imports against the layers (red)"
    )
    for (a, b), _n in sorted(counts.items()):
        if a not in pos or b not in pos or b in EVERYWHERE:
            continue
        red = (a, b) in bad
        arrow = FancyArrowPatch(
            pos[a],
            pos[b],
            arrowstyle="-|>",
            mutation_scale=9,
            color="#d62728" if red else "#9a9a9a",
            alpha=0.9 if red else 0.35,
            lw=1.4 if red else 0.7,
            connectionstyle="arc3,rad=0.08",
            shrinkA=12,
            shrinkB=12,
            zorder=3 if red else 1,
        )
        ax.add_patch(arrow)
    for i in range(height):
        ax.axhline(height - i - 0.5, color="#eeeeee", lw=0.8, zorder=0)
    for name, (x, y) in pos.items():
        ax.add_patch(
            FancyBboxPatch(
                (x - 0.62, y - 0.2),
                1.24,
                0.4,
                boxstyle="round,pad=0.02",
                fc="#fff7e0" if layer_of(name) is None else "#e8f0fb",
                ec="#555555",
                lw=0.8,
                zorder=4,
            )
        )
        ax.text(x, y, name, ha="center", va="center", fontsize=8, zorder=5)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def dot(nodes: set[str], counts: Counter[tuple[str, str]]) -> str:
    lines = ["digraph nrprint {", "  rankdir=TB; node [shape=box, fontsize=10];"]
    for row in LAYERS:
        present = [n for n in row if n in nodes]
        if present:
            lines.append("  { rank=same; " + " ".join(f'"{n}";' for n in present) + " }")
    for (a, b), n in sorted(counts.items()):
        if b in EVERYWHERE:
            continue
        colour = "red" if wrong(a, b) else "gray60"
        lines.append(f'  "{a}" -> "{b}" [color={colour}, label="{n}", fontsize=7];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path)
    ap.add_argument("--root", type=Path, default=REPO)
    ap.add_argument("--dot", type=Path)
    ap.add_argument("--title", default="nrprint")
    args = ap.parse_args()
    global LAYERS, SHARED_ROWS
    LAYERS, SHARED_ROWS = read_layers(args.root.resolve())
    nodes, counts = edges(args.root.resolve())
    draw(nodes, counts, args.out, args.title)
    if args.dot:
        args.dot.write_text(dot(nodes, counts), encoding="utf-8")
    bad = sorted((a, b) for (a, b) in counts if wrong(a, b))
    print(f"{len(nodes)} nodes, {len(counts)} edges, {len(bad)} against the layers: {bad}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
