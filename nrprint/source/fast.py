"""The fast path of YAML loading: rapidyaml builds the data, without source positions.

PyYAML's composer makes a Python node with two marks for every value: on a big deck,
most of the build's time and memory ("rapidyaml reader", bench/README.md). rapidyaml
parses the same file in C. This module turns its tree into the same Python data PyYAML's safe loader would
give, and raises :class:`Unusual` for anything it does not handle exactly the way the
composer does (parse errors, anchors, aliases, tags, merge keys, duplicate keys, deep
nesting, several documents, characters PyYAML refuses, values PyYAML cannot build).
The caller then takes the composer path, which gives the diagnostic with its position.
Positions of valid content are computed only when a message needs one.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import ryml
import yaml
from yaml.constructor import SafeConstructor
from yaml.reader import Reader
from yaml.resolver import Resolver

STR = "tag:yaml.org,2002:str"
# Flags that mean "let the composer decide": anchors, aliases and explicit tags.
_ODD = ryml.KEYREF | ryml.VALREF | ryml.KEYANCH | ryml.VALANCH | ryml.KEYTAG | ryml.VALTAG | ryml.KEYNIL
_PLAIN = ryml.VAL_PLAIN | ryml.VALNIL  # plain scalars (and empty values) are resolved like PyYAML's
_MAP, _SEQ, _STREAM, _KEY_PLAIN = ryml.MAP, ryml.SEQ, ryml.STREAM, ryml.KEY_PLAIN
_RESERVED = ("@", "`")  # cannot start a plain scalar in YAML 1.1; rapidyaml allows them
NONE = ryml.NONE
# Where rapidyaml reads a text otherwise than PyYAML, the composer decides: YAML 1.1
# line breaks (ordinary characters in YAML 1.2), tabs, directives, and "?" keys (in a
# flow mapping PyYAML reads "?x" as a plain scalar, rapidyaml as an explicit key).
_COMPOSER_ONLY = re.compile("[\x85\u2028\u2029\t]|^%|" r"[{,\[]\s*\?|^\s*\?", re.MULTILINE)
# Every match of _COMPOSER_ONLY holds one of these characters; a text with none of them
# (nearly every card) is answered by six scans in C instead of the pattern's line by line
# search, most of a card's screening.
_COMPOSER_CHARS = ("?", "%", "\t", "\x85", "\u2028", "\u2029")


def composer_only(text: str) -> bool:
    """Whether ``text`` holds something only the composer reads as PyYAML does."""
    return any(c in text for c in _COMPOSER_CHARS) and _COMPOSER_ONLY.search(text) is not None


_CONSTRUCTOR = yaml.SafeLoader("")
_strict_parse: Callable[[str], None] | None
try:
    from yaml._yaml import CParser

    def _c_parse(text: str) -> None:
        CParser(text).raw_parse()

    _strict_parse = _c_parse
except ImportError:  # PyYAML without libyaml: every document takes the composer path
    _strict_parse = None


class Unusual(Exception):
    """The document needs the composer path (an error to report, or a rare construct)."""


@lru_cache(maxsize=4096)
def plain_scalar(value: str) -> Any:
    """A plain scalar as PyYAML's safe loader reads it: ``3`` → 3, ``~`` → None, ``yes`` → True."""
    resolvers = Resolver.yaml_implicit_resolvers.get(value[:1] if value else "", [])
    for tag, regexp in resolvers + Resolver.yaml_implicit_resolvers.get(None, []):
        if regexp.match(value):
            if tag == STR:
                return value
            build = SafeConstructor.yaml_constructors.get(tag)
            if build is None:  # "=" and "<<": the composer reports them
                raise Unusual
            try:
                return build(_CONSTRUCTOR, yaml.ScalarNode(tag, value))
            except (yaml.YAMLError, ValueError):
                raise Unusual from None
    return value


def scalar(text: str, plain: bool) -> Any:
    """A scalar's value: quoted and block scalars are strings as written; a plain one is
    resolved (``plain_scalar``), unless it starts with a character YAML 1.1 reserves."""
    if not plain:
        return text
    if text[:1] in _RESERVED:
        raise Unusual
    return plain_scalar(text)


_QUIET = [0]  # how many quiet_stderr blocks are open (a reader of many items opens one)


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """rapidyaml prints its parse errors on file descriptor 2; we report our own."""
    if _QUIET[0]:
        yield
        return
    _QUIET[0] += 1
    sys.stderr.flush()
    saved = os.dup(2)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        _QUIET[0] -= 1
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


class _Walker:
    __slots__ = ("tree", "max_depth")

    def __init__(self, tree: Any, max_depth: int):
        self.tree = tree
        self.max_depth = max_depth

    def value(self, node: int, flags: int, depth: int) -> Any:
        if depth > self.max_depth or flags & _ODD:
            raise Unusual
        tree = self.tree
        if flags & _MAP:
            out: dict[str, Any] = {}
            child = tree.first_child(node)
            while child != NONE:
                raw_key = tree.key(child)
                if raw_key is None:  # an explicit "? " key with nothing after it
                    raise Unusual
                key = sys.intern(bytes(raw_key).decode())  # one string per key name, not per use
                cflags = tree.type(child)
                if key in out or key == "<<" or (cflags & _KEY_PLAIN and key[:1] in _RESERVED):
                    raise Unusual
                out[key] = self.value(child, cflags, depth + 1)
                child = tree.next_sibling(child)
            return out
        if flags & _SEQ:
            items = []
            child = tree.first_child(node)
            while child != NONE:
                items.append(self.value(child, tree.type(child), depth + 1))
                child = tree.next_sibling(child)
            return items
        raw = tree.val(node)
        return scalar(bytes(raw).decode() if raw is not None else "", bool(flags & _PLAIN))


class _Walk(Exception):
    """The JSON reading cannot vouch for a text: its tree is walked node by node."""


# What only the walk sees, flags of nodes that JSON does not carry: a node's anchor,
# alias or tag (``&a``, ``*a``, ``!t`` where a node may start), a plain scalar starting
# with a reserved character, a merge key, an empty key. Also found inside quoted text or
# prose ("a *word*", "R &D"): such a text is walked, which reads it right, only slower.
# The character before is matched, not looked behind at: the pattern then starts with a
# character set, which re scans for in C (twice as fast); the first character of a text
# is tested apart (``_walk_only``).
_PROPERTY = re.compile(r"[\s\[{,][&*!@`]")
_EMPTY_KEY = (" :", "\n:", "[:", "{:", ",:", "?:", "-:", "<<")
_JSON_STRING = re.compile(r'"([^"]*)"')  # exact while no string holds an escaped quote


def _walk_only(text: str) -> bool:
    return (
        text[:1] in ("&", "*", "!", "@", "`", ":")
        or _PROPERTY.search(text) is not None
        or any(pair in text for pair in _EMPTY_KEY)
    )


def _mapping(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        raise _Walk  # a key twice: the walk refuses it (Unusual)
    return found


def _no_float(_text: str) -> Any:
    raise _Walk  # rapidyaml's JSON rewrites some (".5", "-.5" as 0.5, -0.5), PyYAML reads them apart


_EMITTED = [bytearray(1 << 16)]  # the JSON of a text is written here, not into a new buffer each time


def _json(tree: Any) -> str:
    """The tree as JSON text. rapidyaml's ``emit_json`` never frees the buffer it makes:
    memory would grow with the cards read."""
    try:
        return str(ryml.emit_json_in_place(tree, _EMITTED[0]), "utf-8")
    except IndexError:  # longer than the buffer: a one-off one, freed after use
        return str(ryml.emit_json_in_place(tree, bytearray(ryml.compute_json_length(tree))), "utf-8")


def _json_data(tree: Any, text: str, max_depth: int) -> Any:
    """The data of a parsed text through rapidyaml's JSON writer and ``json.loads``, both
    in C (faster than the walk on a big deck's cards), or
    :class:`_Walk`.

    JSON loses which scalars were quoted. It writes a plain scalar bare when it reads as
    a JSON number, ``true``, ``false`` or ``null`` (an integer or those three read the
    same in PyYAML; a float is left to the walk), and every other scalar as a string: a
    string is what PyYAML reads too unless an implicit resolver takes it (``yes``, ``~``,
    ``0x1F``, ``1:30``, ``.inf``, ``<<``), and a text holding such a string, quoted or
    not, is walked. Nesting is bounded by the brackets: at most ``max_depth``, or walked.
    """
    if _walk_only(text):
        raise _Walk
    out = _json(tree)
    if out.count("[") + out.count("{") > max_depth or '\\"' in out:
        raise _Walk
    try:
        resolvers = Resolver.yaml_implicit_resolvers
        for found in set(_JSON_STRING.findall(out)):
            # A string no resolver starts with is a string (plain_scalar's own first
            # test): the unique ones (titles, ids) skip its cache.
            if (found[:1] in resolvers or None in resolvers) and type(plain_scalar(found)) is not str:
                raise _Walk
        return json.loads(out, object_pairs_hook=_mapping, parse_float=_no_float, parse_constant=_no_float)
    except (Unusual, ValueError, RecursionError):
        raise _Walk from None


def fast_load(text: str, max_depth: int, screened: bool = False) -> Any:
    """The data of a one-document YAML text, or :class:`Unusual`.

    ``screened``: the text is part of one whose characters were already screened.
    """
    if _strict_parse is None:
        raise Unusual
    if not screened and (Reader.NON_PRINTABLE.search(text) or composer_only(text)):
        raise Unusual
    try:
        # libyaml's own parser, run to the end in C without building any Python object:
        # PyYAML's syntax rules decide what is valid, rapidyaml only
        # builds the data.
        _strict_parse(text)
    except yaml.YAMLError:
        raise Unusual from None
    with quiet_stderr():
        try:
            tree = ryml.parse_in_arena(text.encode("utf-8"))
        except Exception:  # rapidyaml's parse errors; the composer words them for the user
            raise Unusual from None
    root = tree.root_id()
    flags = tree.type(root)
    if flags & _STREAM == _STREAM:
        raise Unusual  # several documents: the composer refuses them with a position
    if not flags & (_MAP | _SEQ | ryml.VAL):
        return None  # empty, or comments only
    if flags & (_MAP | _SEQ) and not flags & _ODD:
        try:
            return _json_data(tree, text, max_depth)
        except _Walk:
            pass
    return _Walker(tree, max_depth).value(root, flags, 0)
