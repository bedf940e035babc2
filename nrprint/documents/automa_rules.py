"""Target ``automa-rules`` → ``<lang>/automa-rules.pdf``: the Automa rules as a booklet."""

from __future__ import annotations

from pathlib import Path

from nrprint.documents.registry import Target, register_target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

DOMAINS = ("automa-rules",)


def plan(project: Project, options: BuildOptions) -> list[Output]:
    booklet = project.get("automa-rules")
    outputs = []
    for lang in options.langs:

        def draw(path: Path, lang=lang) -> None:
            from nrprint.automarules.draw import write_booklet

            write_booklet(path, booklet, lang, options.paper)

        outputs.append(Output(f"{lang}/automa-rules.pdf", draw, lang))
    return outputs


register_target(
    Target(
        "automa-rules",
        "the Automa rules for both AIs as a booklet of 4 to 8 pages, one PDF per language",
        DOMAINS,
        plan,
        optional=True,
        how_to_enable="add content/automa/rules.yaml (see `nrprint docs automa-rules`)",
        weight=2.0,
    )
)
