"""A schema error in the content's terms: one line per value, no validator internals.

pydantic reports a value that fits no member of a union once per member
(``clicks.int: Input should be a valid integer…`` and ``clicks.literal['X']: Input
should be 'X'``); the writer of ``clicks: one`` made one mistake, so it is one line:
``clicks must be a whole number or 'X', got "one"``. An unknown key gets the nearest
key the model has ("did you mean"), from the model's own fields at that place.
"""

from __future__ import annotations

import difflib
import json
import typing
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel

# What a value of each kind is, as a content writer would say it.
KINDS = {
    **dict.fromkeys(("int_parsing", "int_type", "int_from_float"), "a whole number"),
    **dict.fromkeys(("float_parsing", "float_type"), "a number"),
    **dict.fromkeys(("bool_parsing", "bool_type"), "true or false"),
    **dict.fromkeys(("string_type",), "text"),
    **dict.fromkeys(("list_type", "tuple_type", "set_type"), "a list"),
    **dict.fromkeys(("dict_type", "model_type", "model_attributes_type"), "a mapping (key: value)"),
}
SHOULD = "Input should be "


def expected(err: Mapping[str, Any]) -> str | None:
    """What the value should have been ("a whole number", "'X'"), or None when pydantic's
    message is not of that shape."""
    kind = KINDS.get(err["type"])
    if kind is not None:
        return kind
    msg = str(err.get("msg", ""))
    return msg[len(SHOULD) :] if msg.startswith(SHOULD) else None


def shown(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return json.dumps(value, ensure_ascii=False, default=str)


def one_line(name: str, errs: Sequence[Mapping[str, Any]]) -> str:
    """One message for every error pydantic gave about one value."""
    wanted: list[str] = []
    other: list[str] = []
    for err in errs:
        what = expected(err)
        if what is None:
            other.append(str(err.get("msg", "")))
        elif what not in wanted:
            wanted.append(what)
    parts = []
    if wanted:
        parts.append(f"{name} must be {' or '.join(wanted)}, got {shown(errs[0].get('input'))}")
    parts += [f"{name}: {msg}" for msg in dict.fromkeys(other)]
    return "; ".join(parts)


def _models(annotation: Any) -> list[type[BaseModel]]:
    """The models a field's type holds (through Optional, unions, lists, dicts)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found += _models(arg)
    return found


def _keys(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def keys_at(model: type[BaseModel], path: tuple[Any, ...]) -> list[str]:
    """The keys the models at ``path`` (a key path into a document) accept."""
    current = [model]
    for part in path:
        if isinstance(part, int):
            continue  # an item of a list: the same models
        following: list[type[BaseModel]] = []
        for m in current:
            field = m.model_fields.get(part) or next(
                (f for f in m.model_fields.values() if f.alias == part), None
            )
            if field is not None:
                following += _models(field.annotation)
        # A key of a mapping (``sections: {Name: …}``) finds no field: its values' models stay.
        current = following or current
    return sorted({k for m in current for k in _keys(m)})


def did_you_mean(word: str, choices: list[str]) -> str:
    near = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return f"; did you mean '{near[0]}'?" if near else ""
