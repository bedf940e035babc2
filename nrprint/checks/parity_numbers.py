"""PAR001/PAR002: each translation states the same numbers and icon tokens as the English."""

from collections import Counter

from nrprint.checks.registry import text_check
from nrprint.model.base import ICON_TOKEN, numbers_in


def parity_problems(english: str, translated: str, where: str) -> list[tuple[str, str]]:
    """(code, message) for every way ``translated`` states other numbers or icons than
    ``english``; shared with the catalog import, which reports them at PO lines."""
    out = []
    en_n, tr_n = numbers_in(english), numbers_in(translated)
    if en_n != tr_n:
        out.append(
            (
                "PAR001",
                f"numbers differ in {where}: English has {en_n or 'none'}, translation has {tr_n or 'none'}",
            )
        )
    en_i, tr_i = Counter(ICON_TOKEN.findall(english)), Counter(ICON_TOKEN.findall(translated))
    if en_i != tr_i:
        show = lambda c: ", ".join(f"{k}×{v}" for k, v in sorted(c.items())) or "none"  # noqa: E731
        out.append(
            ("PAR002", f"icons differ in {where}: English has {show(en_i)}, translation has {show(tr_i)}")
        )
    return out


@text_check("parity", codes=("PAR001", "PAR002"))
def same_numbers_and_icons(project, domain, label, text):
    """A French "3 clics" against an English "2 clicks" is an error; so is a lost icon."""
    for lang in project.translations():
        translated = text.raw(lang)
        if translated:
            for code, message in parity_problems(text.en, translated, f"{label} ({lang})"):
                yield text.pos(lang).error(code, message)
