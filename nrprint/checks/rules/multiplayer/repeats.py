"""MPX005: a Big Sell-Out card says nothing twice.

A rule may not open with a label the card already prints (a turn-order card prints
"First round:" and "Later rounds:" under its diagram; its rules must not start with
them again), and no two rules of a card may read the same.
"""

import re

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project

MARKUP = re.compile(r"\*\*|\{[a-z][a-z0-9-]*\}")


def plain(text: str) -> str:
    """Lower-case words only: markup, icons and punctuation gone."""
    return " ".join(re.findall(r"\w+", MARKUP.sub("", text).lower()))


@check(code="MPX005")
def repeats(project: Project) -> Findings:
    """Report a rule that repeats a label the card prints, or another rule."""
    from nrprint.multiplayer.deck import card_specs

    rules, house = project.get("multiplayer"), project.get("multiplayer-houserules")
    for lang in project.langs():
        seen: set[str] = set()
        for spec in card_specs(rules, house, lang):
            if spec.card.id in seen:
                continue  # a turn-order card's other table sizes say the same
            seen.add(spec.card.id)
            labels = [plain(o.split(":")[0]) for o in spec.orders]
            said: dict[str, int] = {}
            for i, (rule, text) in enumerate(zip(spec.card.rules, spec.paragraphs, strict=True)):
                words = plain(text)
                label = next((lb for lb in labels if lb and (words + " ").startswith(lb + " ")), None)
                if label is not None:
                    yield error(
                        rule.text.where(lang),
                        f"card {spec.card.id} ({lang}), rule {i + 1} opens with {label!r}, "
                        "which the card already prints above it",
                    )
                if words in said:
                    yield error(
                        rule.text.where(lang),
                        f"card {spec.card.id} ({lang}): rule {i + 1} repeats rule {said[words] + 1}",
                    )
                said.setdefault(words, i)
