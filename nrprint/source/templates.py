"""Templates: page geometry, fonts, colours and styles as data in ``templates/*.yaml``."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ConfigDict

from nrprint.diagnostics import ContentError
from nrprint.source.reader import load_yaml
from nrprint.source.validate import validate_part
from nrprint.system.paths import default_dir  # noqa: F401  (re-exported; lives where fast paths can read it)
from nrprint.units import PT_PER_MM


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Paper(_Strict):
    width_mm: float
    height_mm: float

    @property
    def size(self) -> tuple[float, float]:
        return (self.width_mm * PT_PER_MM, self.height_mm * PT_PER_MM)


class Fonts(_Strict):
    regular: str
    bold: str
    italic: str
    bold_italic: str


class Style(_Strict):
    font: str = "regular"
    size: float
    leading: float


class Base(_Strict):
    papers: dict[str, Paper]
    fonts: Fonts
    colours: dict[str, str]
    styles: dict[str, Style]
    min_font_size: float = 6.0

    def colour(self, name: str) -> str:
        return self.colours[name]


T = TypeVar("T", bound=BaseModel)


def load_template(name: str, model: type[T], folder: Path | None = None) -> T:
    """Load and validate ``templates/<name>.yaml``; raise ContentError with positions."""
    folder = folder or default_dir()
    file = folder / f"{name}.yaml"
    doc = load_yaml(file, f"templates/{name}.yaml")
    obj, diags = validate_part(doc, model, doc.data if doc.data is not None else {})
    if obj is None:
        raise ContentError(diags)
    return obj


@cache
def base() -> Base:
    return load_template("base", Base)
