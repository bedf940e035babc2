"""Every setting of ``templates/play.yaml`` is read by the engine (review F13, F16).

A key an author can edit without effect breaks ``play.yaml``'s promise that every
choice is a named value the engine plays. This walks the :class:`Rules` model (every
field of every section) and looks for each field read as an attribute (``.name``)
somewhere in ``nrprint/simulate`` (its declarations, ``name: type``, do not count; a
method of the model that reads it does). A retired key
(typed ``None``: its validator only tells the author what to write instead) and the
file's ``version`` are not settings.
"""

from __future__ import annotations

import re
import types
import typing
from pathlib import Path

from pydantic import BaseModel

import nrprint.simulate
from nrprint.simulate.rules import Rules

SIMULATE = Path(nrprint.simulate.__file__).parent
NOT_SETTINGS = {"version"}


def _models(annotation: object) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    args = typing.get_args(annotation)
    return [m for a in args for m in _models(a)]


def settings(model: type[BaseModel], prefix: str = "") -> list[tuple[str, str]]:
    """(dotted key, field name) of every setting under ``model``."""
    out: list[tuple[str, str]] = []
    for name, info in model.model_fields.items():
        if name in NOT_SETTINGS or info.annotation in (None, types.NoneType):
            continue
        out.append((prefix + name, name))
        for sub in _models(info.annotation):
            out += settings(sub, f"{prefix}{name}.")
    return out


def test_every_play_yaml_key_is_read_by_the_engine():
    code = "\n".join(p.read_text() for p in SIMULATE.rglob("*.py"))
    unread = [key for key, name in settings(Rules) if not re.search(rf"\.{name}\b", code)]
    assert not unread, f"play.yaml keys the engine never reads: {unread}"


def test_the_walk_reaches_every_section_and_pairing():
    keys = {key for key, _ in settings(Rules)}
    assert {
        "game.hand_size",
        "clarifications.run_events",
        "checks.win_range",
        "checks.pairings.versus",
    } <= keys
