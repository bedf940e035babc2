"""A document validated against a pydantic model: errors become diagnostics at the
position in the file of what they are about."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from nrprint.diagnostics import Diagnostic
from nrprint.source.doc import SourceDoc
from nrprint.source.schema_words import did_you_mean, keys_at, one_line
from nrprint.source.text import KeyPath

M = TypeVar("M", bound=BaseModel)


def validate_part(
    doc: SourceDoc, model: type[M], data: Any, kp: KeyPath = ()
) -> tuple[M | None, list[Diagnostic]]:
    """Validate the part of a document at ``kp`` (given as ``data``), without attaching
    sources; errors become diagnostics at their positions in the document, one line per
    value in the content's terms (``nrprint.source.schema_words``)."""
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        errors = exc.errors()
    diags = []
    by_value: dict[KeyPath, list[ErrorDetails]] = {}
    # Drop pydantic's union/tagged discriminator segments from the paths.
    locs = [
        tuple(p for p in e["loc"] if isinstance(p, int) or not str(p).startswith("function-")) for e in errors
    ]
    missing = {loc for err, loc in zip(errors, locs, strict=True) if err["type"] == "missing"}
    meant: set[tuple[Any, ...]] = set()  # a misspelt key: its "missing" twin is not said again
    for err, loc in zip(errors, locs, strict=True):
        if err["type"] == "extra_forbidden":
            near = did_you_mean(str(loc[-1]), keys_at(model, loc[:-1]))
            meant.update(
                m for m in missing if m[:-1] == loc[:-1] and near == did_you_mean(str(loc[-1]), [str(m[-1])])
            )
            where = _real_path(doc, (*kp, *loc))
            pos = doc.key_pos(where) if len(where) == len(kp) + len(loc) else doc.pos(where)
            diags.append(pos.error("SCHEMA001", f"unknown key '{loc[-1]}'{near}"))
        elif err["type"] != "missing":  # each member of a union says the value is wrong: one line
            by_value.setdefault(_real_path(doc, (*kp, *loc)), []).append(err)
    for loc in sorted(missing - meant, key=str):
        pos = doc.pos(_real_path(doc, (*kp, *loc[:-1])))
        diags.append(pos.error("SCHEMA002", f"missing required key '{loc[-1]}'"))
    for where, errs in by_value.items():
        name = next((str(p) for p in reversed(where) if isinstance(p, str)), "the document")
        diags.append(doc.pos(where).error("SCHEMA003", one_line(name, errs)))
    return None, sorted(set(diags))


def _real_path(doc: SourceDoc, kp: tuple[Any, ...]) -> KeyPath:
    """Keep only the prefix of a pydantic loc that exists in the document."""
    out: list[str | int] = []
    for part in kp:
        candidate = (*out, part)
        if candidate in doc.positions:
            out.append(part)
        else:
            break
    return tuple(out)
