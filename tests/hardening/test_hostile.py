"""At least 200 generated bad inputs: each ends in diagnostics and exit 1, never a traceback.

Mutations are made from the shipped content itself (so new content is covered as it
lands): wrong types, unknown keys, missing fields, huge strings, deep nesting, alias
bombs, non-UTF-8 bytes, control characters, HTML and reportlab markup, unknown icon
tokens, symlinks out of the folder, image paths, a decompression-bomb PNG (content
takes no images) and non-mapping files. Every mutated file is
checked with ``nrprint check``; a sample also goes through ``nrprint build``, which
must leave its output folder uncreated.
"""

from __future__ import annotations

import random
import re
import shutil
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import CONTENT, assert_no_crash, run_cli

DIAG = re.compile(r"^[^\n:]+:\d+:\d+: (error|warning|note) [A-Z][A-Z0-9]*\d{3}: .+$")
FILES = sorted(p.relative_to(CONTENT) for p in CONTENT.rglob("*.yaml") if "rulings" not in p.parts)


def walk(data, path=()):
    """Every (path, value) in a YAML tree."""
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from walk(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from walk(v, (*path, i))


def set_at(data, path, value):
    if not path:
        return value
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def texts(data):
    """The printed strings: nodes whose English is a string (glossary-terms.yaml's
    per-language word lists are data, not strings to print)."""
    return [p for p, v in walk(data) if isinstance(v, dict) and isinstance(v.get("en"), str) and "fr" in v]


def dump(data) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


Mutation = Callable[[Path, random.Random], None]


def on_data(fn) -> Mutation:
    def mutate(file: Path, rng: random.Random) -> None:
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        file.write_text(dump(fn(data, rng)), encoding="utf-8")

    mutate.__name__ = fn.__name__
    return mutate


@on_data
def wrong_type(data, rng):
    mappings = [p for p, v in walk(data) if isinstance(v, dict) and p]
    path = rng.choice(mappings)
    return set_at(data, path, rng.choice([12345, "just text", [1, 2, 3]]))


@on_data
def wrong_scalar(data, rng):
    leaves = [p for p, v in walk(data) if isinstance(v, str) and p and p[-1] in ("en", "fr")]
    return set_at(data, rng.choice(leaves), {"nested": ["not", "a", "string"]})


@on_data
def unknown_key(data, rng):
    mappings = [v for _, v in walk(data) if isinstance(v, dict)]
    rng.choice(mappings)[f"zz_unknown_{rng.randint(0, 999)}"] = "surprise"
    return data


@on_data
def missing_english(data, rng):
    del _node(data, rng.choice(texts(data)))["en"]
    return data


def _node(data, path):
    node = data
    for key in path:
        node = node[key]
    return node


@on_data
def huge_string(data, rng):
    path = rng.choice(texts(data))
    _node(data, path)["en"] = "overflow " * 60_000
    return data


@on_data
def html_markup(data, rng):
    tag = rng.choice(
        ['<font color="red">x</font>', '<img src="/etc/passwd"/>', "<para>", "<b>bold</b>", "&amp;"]
    )
    node = _node(data, rng.choice(texts(data)))
    node["en"] = node["en"] + " " + tag
    return data


@on_data
def unknown_icon(data, rng):
    node = _node(data, rng.choice(texts(data)))
    for lang in ("en", "fr"):
        if node.get(lang):
            node[lang] = node[lang] + " {zz-not-an-icon}"
    return data


@on_data
def not_a_mapping(data, rng):
    return rng.choice([["a", "list"], "a bare string", 42])


def deep_nesting(file: Path, rng: random.Random) -> None:
    depth = rng.randint(45, 120)
    file.write_text(
        "deep: " + "[" * depth + "]" * depth + "\n" + file.read_text(encoding="utf-8"), encoding="utf-8"
    )


def alias_bomb(file: Path, rng: random.Random) -> None:
    bomb = "zz_bomb_a: &a [lol, lol, lol, lol, lol]\n" + "".join(
        f"zz_bomb_{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(8)
    )
    file.write_text(bomb + file.read_text(encoding="utf-8"), encoding="utf-8")


def non_utf8(file: Path, rng: random.Random) -> None:
    raw = file.read_bytes()
    at = rng.randint(0, len(raw))
    file.write_bytes(raw[:at] + rng.choice([b"\xff\xfe", b"\xc3\x28", b"\x80"]) + raw[at:])


def control_char(file: Path, rng: random.Random) -> None:
    text = file.read_text(encoding="utf-8")
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    lines[i] = lines[i] + rng.choice(["\x07", "\x1b[31m", "\x00", "\x7f"])
    file.write_text("\n".join(lines), encoding="utf-8")


def symlink_out(file: Path, rng: random.Random) -> None:
    file.unlink()
    file.symlink_to(rng.choice(["/etc/passwd", "/etc/hostname", "/proc/self/environ"]))


@on_data
def image_path(data, rng):
    """Content takes no images: a picture reference is an unknown key wherever it goes,
    and nothing ever opens the path."""
    mappings = [v for _, v in walk(data) if isinstance(v, dict)]
    rng.choice(mappings)[rng.choice(["image", "picture", "icon_file"])] = rng.choice(
        ["../../../../etc/passwd", "/etc/shadow", "../outside.png", "file:///proc/self/mem"]
    )
    return data


def _png_bomb() -> bytes:
    """A PNG whose header claims 20,000 × 20,000 pixels (1.2 GB; Pillow calls it a bomb), in 4 KB."""
    import struct
    import zlib

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    side = 20_000
    rows = zlib.compress(b"\0" * (side * 3 + 1) * 64, 9)  # the first rows; the header claims all
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", rows)
        + chunk(b"IEND", b"")
    )


def image_bomb(file: Path, rng: random.Random) -> None:
    """A decompression-bomb image where a content file should be: refused as bytes
    (not UTF-8) before anything could decode it."""
    file.write_bytes(_png_bomb())


MUTATIONS: list[tuple[Mutation, int]] = [
    (wrong_type, 2),
    (wrong_scalar, 1),
    (unknown_key, 2),
    (missing_english, 1),
    (huge_string, 1),
    (html_markup, 1),
    (unknown_icon, 1),
    (not_a_mapping, 1),
    (deep_nesting, 1),
    (alias_bomb, 1),
    (non_utf8, 1),
    (control_char, 1),
    (symlink_out, 1),
    (image_path, 1),
    (image_bomb, 1),
]


# Files whose per-language entries are word lists and messages about words (the
# vocabulary's accepted forms, what to say), not strings any document prints.
WORD_LISTS = {"glossary-terms.yaml"}


def cases():
    """Every file × mutation. The first file each mutation applies to runs by default;
    the whole matrix (about 270 checks of a copied content folder, ~1 s each) is slow."""
    out, seen = [], set()
    for rel in FILES:
        data = yaml.safe_load((CONTENT / rel).read_text(encoding="utf-8"))
        for mutation, repeat in MUTATIONS:
            if mutation.__name__ in (
                "missing_english",
                "huge_string",
                "html_markup",
                "unknown_icon",
                "wrong_scalar",
            ) and (not texts(data) or rel.name in WORD_LISTS):
                continue
            for k in range(repeat):
                first = (mutation.__name__, k) not in seen
                seen.add((mutation.__name__, k))
                marks = () if first else (pytest.mark.slow,)
                out.append(pytest.param(rel, mutation, k, id=f"{rel}-{mutation.__name__}-{k}", marks=marks))
    return out


CASES = cases()


def test_there_are_at_least_200_hostile_inputs():
    assert len(CASES) >= 200, len(CASES)


@pytest.mark.parametrize(("rel", "mutation", "k"), CASES)
def test_hostile_input_gets_diagnostics_and_exit_1(tmp_path: Path, rel: Path, mutation: Mutation, k: int):
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content, ignore=shutil.ignore_patterns("rulings"))
    rng = random.Random(f"{rel}-{mutation.__name__}-{k}")
    mutation(content / rel, rng)
    before = {p for p in tmp_path.rglob("*")}
    res = run_cli("check", "--content", str(content))
    assert res.code == 1, f"accepted: {res.err[-500:]}"
    lines = [ln for ln in res.err.splitlines() if not ln.startswith("nrprint:")]
    assert lines and all(DIAG.match(ln) for ln in lines), lines[:5]
    assert any(" error " in ln for ln in lines)
    assert_no_crash(res)
    # A quarter of the cases also build: the same quarter in every run (crc32, not the
    # per-process hash()), so a failure reproduces by its test id.
    if zlib.crc32(f"{rel}:{mutation.__name__}".encode()) % 4 == 0 or mutation in (symlink_out, alias_bomb):
        out = tmp_path / "out"
        built = run_cli("build", "-q", "--content", str(content), "--out", str(out))
        assert built.code == 1 and "no file was written" in built.err
        assert not out.exists()
    assert {p for p in tmp_path.rglob("*")} == before  # nothing written anywhere


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(min_size=1, max_size=400), st.integers(min_value=0, max_value=10_000))
def test_random_bytes_spliced_into_content_never_crash(tmp_path_factory, junk: bytes, at: int):
    content = tmp_path_factory.mktemp("fuzz") / "content"
    shutil.copytree(CONTENT, content, ignore=shutil.ignore_patterns("rulings"))
    target = content / "run-timeline.yaml"
    raw = target.read_bytes()
    at %= len(raw)
    target.write_bytes(raw[:at] + junk + raw[at:])
    res = run_cli("check", "--content", str(content))
    assert res.code in (0, 1), res.err
    assert_no_crash(res)
