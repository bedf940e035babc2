"""PAR001/PAR002: each translation states the same numbers and icon tokens as the English."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from nrprint.checks.rule import Findings, check, error
from nrprint.model.base import ICON_TOKEN, numbers_in
from nrprint.model.project import Project

if TYPE_CHECKING:
    from nrprint.model.base import Text

NUMBERS = "PAR001"
ICONS = "PAR002"


def parity_problems(english: str, translated: str, where: str) -> list[tuple[str, str]]:
    """(code, message) for every way ``translated`` states other numbers or icons than
    ``english``; shared with the catalog import, which reports them at PO lines."""
    out = []
    en_n, tr_n = numbers_in(english), numbers_in(translated)
    if en_n != tr_n:
        out.append(
            (
                NUMBERS,
                f"numbers differ in {where}: English has {en_n or 'none'}, translation has {tr_n or 'none'}",
            )
        )
    en_i, tr_i = Counter(ICON_TOKEN.findall(english)), Counter(ICON_TOKEN.findall(translated))
    if en_i != tr_i:
        show = lambda c: ", ".join(f"{k}×{v}" for k, v in sorted(c.items())) or "none"  # noqa: E731
        out.append(
            (ICONS, f"icons differ in {where}: English has {show(en_i)}, translation has {show(tr_i)}")
        )
    return out


@check(codes=(NUMBERS, ICONS))
def parity(project: Project, domain: str, label: str, text: Text) -> Findings:
    """A French "3 clics" against an English "2 clicks" is an error; so is a lost icon."""
    for lang in project.translations():
        translated = text.raw(lang)
        if translated:
            for code, message in parity_problems(text.en, translated, f"{label} ({lang})"):
                yield error(text.pos(lang), message, code)
