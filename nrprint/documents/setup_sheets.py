"""Target ``setup-sheets``: A4 or Letter play-area sheets with true-scale card outlines.

Writes ``<lang>/setup-corp.pdf``, ``setup-runner.pdf``, ``setup-automa-corp.pdf`` and
``setup-automa-runner.pdf`` per language. ``--edition classic`` (1996 words: bits,
actions, data forts, nodes) writes the same names with ``-classic`` before ``.pdf``,
so both vocabularies can sit side by side; the default edition is ``android``.
``--paper letter`` lays the sheets out for Letter (``templates/setup-sheets-letter.yaml``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from nrprint.documents.registry import Target
from nrprint.model.project import Project
from nrprint.render.outputs import BuildOptions, Output

SHEETS = ("corp", "runner", "automa-corp", "automa-runner")


def _draw(name: str, lang: str, edition: str, paper: str, project: Project, path: Path) -> None:
    # Imported here, not at the top: every build registers this target (and
    # ``discover`` registers the sheets' checks), few draw it, and these modules with
    # their models were a tenth of a small card deck's build.
    from nrprint.setupsheets.draw import draw_sheet
    from nrprint.setupsheets.layout import layout_page
    from nrprint.setupsheets.template import default
    from nrprint.setupsheets.words import sheet_words

    tpl = default(paper)
    layout = tpl.sheets[name]
    words = sheet_words(name, layout, project.get("setup-sheets"), project.get("terms"), edition, lang)
    pages = [layout_page(p, tpl) for p in layout.pages]
    draw_sheet(path, pages, tpl, layout.colour, words, lang)


def filename(name: str, edition: str) -> str:
    return f"setup-{name}{'-classic' if edition == 'classic' else ''}.pdf"


def plan(project: Project, options: BuildOptions) -> list[Output]:
    edition = options.edition
    return [
        Output(
            f"{lang}/{filename(name, edition)}",
            partial(_draw, name, lang, edition, options.paper, project),
            lang,
        )
        for lang in options.langs
        for name in SHEETS
    ]


# The targets of this module, in order (``nrprint.documents.registry.MODULES``).
TARGETS = (
    Target(
        "setup-sheets",
        "A4 or Letter Corp, Runner and Automa set-up sheets with card outlines at true scale",
        domains=("setup-sheets", "terms"),
        plan=plan,
    ),
)
