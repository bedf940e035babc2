"""AUT018: the quick-reference pages fit: every callout and section stays on its page.

The check lays each page out as the build will (both sides, both languages, A4 and
Letter) and names the string that would run into the legend or off the page.
"""

from nrprint.checks.rule import Findings, check, error
from nrprint.model.project import Project


@check(code="AUT018")
def reference_fit(project: Project) -> Findings:
    from nrprint.automa.compose import Words
    from nrprint.automa.reference import plan_reference

    ref, glossary = project.get("automa-reference"), project.get("automa-glossary")
    for side in ("corp", "runner"):
        for lang in project.langs():
            words = Words(glossary, lang)
            for paper in ("a4", "letter"):
                for text, message in plan_reference(side, getattr(ref, side), words, lang, paper).overflows:
                    yield error(text.where(lang), f"{side} quick reference ({lang}, {paper}): {message}")
