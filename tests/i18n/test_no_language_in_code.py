"""No language but the source is named in the program: languages are content."""

from __future__ import annotations

import io
import tokenize

from tests.conftest import REPO

# "de" as a word inside card names ("Rene de ..."), not a language tag.
WORDS = {("nrprint/rulings/hints.py", "de")}


def test_no_translation_language_literal_in_the_package():
    found = []
    for path in sorted((REPO / "nrprint").rglob("*.py")):
        rel = str(path.relative_to(REPO))
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            if tok.type != tokenize.STRING:
                continue
            value = tok.string.strip("\"'")
            if value in ("fr", "de", "fr_src", "de_src") and (rel, value) not in WORDS:
                found.append(f"{rel}:{tok.start[0]}: {tok.string}")
    assert found == []
