"""PAR001/PAR002: each EN/FR pair states the same numbers and the same icon tokens."""

from collections import Counter

from nrprint.checks.registry import text_check
from nrprint.model.base import ICON_TOKEN, numbers_in


@text_check("parity", codes=("PAR001", "PAR002"))
def same_numbers_and_icons(project, domain, label, text):
    """A French "3 clics" against an English "2 clicks" is an error; so is a lost icon."""
    if not text.fr:
        return
    en_n, fr_n = numbers_in(text.en), numbers_in(text.fr)
    if en_n != fr_n:
        yield text.pos("fr").error(
            "PAR001",
            f"numbers differ in {label}: English has {en_n or 'none'}, French has {fr_n or 'none'}",
        )
    en_i, fr_i = Counter(ICON_TOKEN.findall(text.en)), Counter(ICON_TOKEN.findall(text.fr))
    if en_i != fr_i:
        show = lambda c: ", ".join(f"{k}×{v}" for k, v in sorted(c.items())) or "none"  # noqa: E731
        yield text.pos("fr").error(
            "PAR002",
            f"icons differ in {label}: English has {show(en_i)}, French has {show(fr_i)}",
        )
