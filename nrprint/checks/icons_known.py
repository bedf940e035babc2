"""ICON001: every ``{token}`` in a string names an icon we can draw."""

from nrprint.checks.registry import check
from nrprint.model.base import ICON_TOKEN, LANGS


@check("icons-known", codes=("ICON001",), domains=())
def known_icons(project):
    """An unknown token would print as nothing, the way the seeds lost their icons."""
    from nrprint.render.icons import ICONS

    for _domain, label, text in project.texts():
        for lang in LANGS:
            for name in ICON_TOKEN.findall(text.get(lang)):
                if name not in ICONS:
                    yield text.pos(lang).error(
                        "ICON001",
                        f"unknown icon {{{name}}} in {label} ({lang}); known: {', '.join(sorted(ICONS))}",
                    )
