"""Generated stress decks for benchmarks: valid Automa cards in any number.

``generate(n_cards, kind)`` returns deck-file text (YAML) that passes every check;
``write_content(folder, n_cards)`` makes a content folder with it and the shipped
glossary, so ``nrprint build automa-decks --content folder`` times the whole pipeline.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from nrprint.model.base import en_hash

CORP = [
    '{action: install-ice, order: "-H"}',
    "{action: refill-hq}",
    "{action: play-operation}",
    '{action: advance, order: "+A", secondary: {action: install-resource, order: "-R"}}',
    '{action: install-resource, order: "+REMOTE"}',
]
RUNNER = [
    "{action: economy, disposable: true}",
    "{action: draw, condition: small-grip, secondary: {action: credit}}",
    "{action: remove-tag, reserved: true}",
    "{action: program}",
]
RUN = """      - action: run
        run: {{colour: red, link_limit: {link}, trash_limit: {trash}}}
        execution:
          - {{condition: low-credits, divert: economy}}
          - {{location: remote, target: "+A"}}
          - {{location: "R&D"}}
      - {{action: run, run: {{colour: blue, link_limit: {link2}, trash_limit: 1}}, reuse: red}}"""


SHIPPED = Path(__file__).resolve().parents[2] / "content"


def translations() -> tuple[str, ...]:
    """The translation tags the shipped content declares (stress decks carry each)."""
    import yaml

    declared = yaml.safe_load((SHIPPED / "languages.yaml").read_text(encoding="utf-8"))
    return tuple(x["tag"] for x in declared["languages"] if x["tag"] != declared["source"])


def _text(en: str, langs: tuple[str, ...]) -> str:
    """A string in English with a stand-in translation per language (``… [de]``)."""
    h = en_hash(en)
    others = "".join(f', {t}: "{en} [{t}]", {t}_src: "{h}"' for t in langs)
    return f'{{en: "{en}"{others}}}'


def generate(n_cards: int, kind: str = "runner", seed: int = 1) -> str:
    """A deck file of ``n_cards`` valid cards (Corp or Runner), deterministic for a seed."""
    rng = random.Random(seed)
    langs = translations()
    out = [
        "version: 1",
        f"id: stress-{kind}",
        f"kind: {kind}",
        f"title: {_text(f'Stress deck {kind}', langs)}",
        f"design_notes: {_text('Generated for benchmarks.', langs)}",
        f"size: {n_cards}",
        "cards:",
    ]
    for i in range(1, n_cards + 1):
        out.append(f"  - id: s{i:05d}")
        out.append(f"    title: {_text(f'Stress card {i}', langs)}")
        out.append("    clicks:")
        if kind == "corp":
            for _ in range(3):
                out.append(f"      - {rng.choice(CORP)}")
            out.append("    lower: {kind: credits}")
        else:
            out.append(f"      - {rng.choice(RUNNER)}")
            out.append(RUN.format(link=rng.randint(0, 4), trash=rng.randint(0, 5), link2=rng.randint(0, 3)))
            out.append(f"      - {rng.choice(RUNNER)}")
            out.append("    lower: {kind: run, run: red}")
    return "\n".join(out) + "\n"


def write_content(folder: Path, n_cards: int, kind: str = "runner") -> Path:
    """A content folder with the shipped Automa glossary and one generated deck."""
    shipped = SHIPPED / "automa"
    decks = folder / "automa" / "decks"
    decks.mkdir(parents=True, exist_ok=True)
    # The cards' words come from the shipped glossary (a folder without its own).
    shutil.copy(shipped / "reference.yaml", folder / "automa" / "reference.yaml")
    shutil.copy(SHIPPED / "languages.yaml", folder / "languages.yaml")
    (decks / f"stress-{kind}.yaml").write_text(generate(n_cards, kind), encoding="utf-8")
    return folder
