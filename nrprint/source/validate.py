"""A document validated against a pydantic model: errors become diagnostics at the
position in the file of what they are about."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from nrprint.diagnostics import Diagnostic
from nrprint.source.doc import SourceDoc
from nrprint.source.text import KeyPath

M = TypeVar("M", bound=BaseModel)


def _error_message(err: dict[str, Any]) -> str:
    kind = err["type"]
    loc = ".".join(str(p) for p in err["loc"])
    if kind == "extra_forbidden":
        return f"unknown key '{err['loc'][-1]}'"
    if kind == "missing":
        return f"missing required key '{err['loc'][-1]}'"
    return f"{loc}: {err['msg']}" if loc else err["msg"]


def validate_part(
    doc: SourceDoc, model: type[M], data: Any, kp: KeyPath = ()
) -> tuple[M | None, list[Diagnostic]]:
    """Validate the part of a document at ``kp`` (given as ``data``), without attaching
    sources; errors become diagnostics at their positions in the document."""
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        diags = []
        for err in exc.errors():
            # Drop pydantic's union/tagged discriminator segments from the path.
            loc = (*kp, *(p for p in err["loc"] if isinstance(p, int) or not str(p).startswith("function-")))
            where = loc[:-1] if err["type"] in ("missing",) else loc
            code = {"extra_forbidden": "SCHEMA001", "missing": "SCHEMA002"}.get(err["type"], "SCHEMA003")
            pos = doc.pos(_real_path(doc, where))
            diags.append(pos.error(code, _error_message({**err, "loc": loc})))
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
