"""Every key of every template is read by the code.

A key nothing reads is worse than none: an author tunes it and nothing changes. The test
walks the keys of each ``templates/*.yaml`` and looks for each name in ``nrprint/``,
leaving out the line that declares it as a field (``name: type``), which reads nothing.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[2]
TEMPLATES = REPO / "templates"
CODE = "\n".join(p.read_text(encoding="utf-8") for p in sorted((REPO / "nrprint").rglob("*.py")))

# play.yaml's keys are the simulator's (tests/simulate has its own test for them).
SKIP = {"play.yaml"}
# Keys the code reads by a name it composes, with where.
COMPOSED = {
    "seat_sponsor": "multiplayer/draw.py: st.colour(f'seat_{role}')",
    "seat_agent": "multiplayer/draw.py: st.colour(f'seat_{role}')",
}


def _keys(node: object, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, str(key))
            yield from _keys(value, (*path, str(key)))
    elif isinstance(node, list):
        for value in node:
            yield from _keys(value, path)


def _read(key: str) -> bool:
    """``key`` is named in the code other than where a field of that name is declared."""
    word = re.compile(rf"\b{re.escape(key)}\b")
    declared = re.compile(rf"^\s*{re.escape(key)}\s*:")
    return any(word.search(line) and not declared.match(line) for line in CODE.splitlines())


def unread_keys(folder: Path) -> list[str]:
    """The dotted path of every key of the folder's templates that no code reads."""
    unread = []
    for template in sorted(folder.glob("*.yaml")):
        if template.name in SKIP:
            continue
        data = yaml.safe_load(template.read_text(encoding="utf-8"))
        for path in _keys(data):
            if path[-1] not in COMPOSED and not _read(path[-1]):
                unread.append(f"{template.name}: {'.'.join(path)}")
    return unread


def test_every_template_key_is_read():
    assert unread_keys(TEMPLATES) == []


def test_a_key_nothing_reads_is_found(tmp_path: Path):
    folder = tmp_path / "templates"
    shutil.copytree(TEMPLATES, folder)
    turn = folder / "turn-sequence.yaml"
    text = turn.read_text(encoding="utf-8").replace("flowchart:\n", "flowchart:\n  arrow_head_tilt: 12\n", 1)
    turn.write_text(text, encoding="utf-8")
    assert unread_keys(folder) == ["turn-sequence.yaml: flowchart.arrow_head_tilt"]


def test_every_composed_key_is_in_a_template():
    keys = {path[-1] for t in TEMPLATES.glob("*.yaml") for path in _keys(yaml.safe_load(t.read_text()))}
    assert set(COMPOSED) <= keys
