"""PyYAML's composer path: slower than the fast path, with a mark on every node.

Used for documents the fast path leaves to it (errors to word, rare constructs), and
to find the positions of a fast-path document when a message needs one. Anchors and
aliases are refused: content never needs them and they enable "billion laughs"
expansion bombs. Only safe scalar types are produced (no object construction).
"""

from __future__ import annotations

from typing import Any

import yaml

from nrprint.diagnostics import ContentError, Pos
from nrprint.source.text import KEY, MAX_DEPTH, KeyPath
from nrprint.source.yaml_words import explain

# libyaml's safe loader when PyYAML was built with it (in C), else pure Python.
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _mark(path: str, node: yaml.Node) -> Pos:
    return Pos(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _where(node: yaml.Node) -> tuple[int, int]:
    mark = node.start_mark
    return (mark.line + 1, mark.column + 1)


class _Builder:
    def __init__(self, path: str):
        self.path = path
        self.positions: dict[KeyPath, tuple[int, int]] = {}
        self._constructor = yaml.SafeLoader("")
        self._seen: set[int] = set()

    def build(self, node: yaml.Node, kp: KeyPath, depth: int = 0) -> Any:
        where = _where(node)
        # The composer shares one node object between an anchor and its aliases; meeting a
        # node twice means an alias, refused before any expansion can happen.
        if id(node) in self._seen:
            raise ContentError(
                [
                    Pos(self.path, *where).error(
                        "YAML002", "YAML anchors and aliases are not allowed in content"
                    )
                ]
            )
        self._seen.add(id(node))
        if depth > MAX_DEPTH:
            raise ContentError(
                [Pos(self.path, *where).error("YAML003", f"nesting deeper than {MAX_DEPTH} levels")]
            )
        self.positions[kp] = where
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML004", "keys must be plain text")]
                    )
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML002", "merge keys (<<) are not allowed")]
                    )
                key = str(key_node.value)
                if key in out:
                    raise ContentError(
                        [_mark(self.path, key_node).error("YAML005", f"duplicate key '{key}'")]
                    )
                self.positions[(*kp, key, KEY)] = _where(key_node)  # an unknown key is reported here
                out[key] = self.build(value_node, (*kp, key), depth + 1)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.build(v, (*kp, i), depth + 1) for i, v in enumerate(node.value)]
        try:
            return self._constructor.construct_object(node, deep=True)
        except yaml.YAMLError as exc:
            raise ContentError(
                [Pos(self.path, *where).error("YAML001", f"unreadable value: {exc}")]
            ) from None


def compose(text: str, path: str) -> tuple[Any, dict[KeyPath, tuple[int, int]]]:
    """PyYAML's composer: slower, with a mark on every node and its own error messages.
    The data and the position of every value."""
    try:
        node = yaml.compose(text, Loader=SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        msg = " ".join(str(p) for p in (exc.context, exc.problem) if p)
        line, col, said = explain(text, line, col, msg)  # a tab, an unclosed quote: said so
        raise ContentError([Pos(path, line, col).error("YAML001", said)]) from None
    except yaml.YAMLError as exc:
        raise ContentError([Pos(path).error("YAML001", f"malformed YAML: {exc}")]) from None
    if node is None:
        return None, {(): (1, 1)}
    builder = _Builder(path)
    data = builder.build(node, ())
    return data, builder.positions
