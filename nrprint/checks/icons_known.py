"""ICON001: every ``{token}`` in a string names an icon we can draw."""

from nrprint.checks.registry import text_check
from nrprint.model.base import ICON_TOKEN


@text_check("icons-known", codes=("ICON001",))
def known_icons(project, domain, label, text):
    """An unknown token would print as nothing, the way the seeds lost their icons."""
    from nrprint.render.icons import ICONS

    for lang in project.langs():
        for name in ICON_TOKEN.findall(text.get(lang)):
            if name not in ICONS:
                yield text.where(lang).error(
                    "ICON001",
                    f"unknown icon {{{name}}} in {label} ({lang}); known: {', '.join(sorted(ICONS))}",
                )
