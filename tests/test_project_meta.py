"""Honesty checks on the project itself: every check is tested, the README is what CI runs."""

import re

from nrprint.checks.registry import CHECKS
from nrprint.documents.registry import TARGETS
from nrprint.model.project import Project
from tests.conftest import CONTENT, REPO


def _code_of(path) -> str:
    """A test file's text without its comments: a code named only in a comment is not
    tested (the YAML fixtures keep theirs: "# expect: CODE" is what their tests read)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix != ".py":
        return text
    import io
    import tokenize

    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    return " ".join(tok.string for tok in tokens if tok.type != tokenize.COMMENT)


def test_every_check_code_has_a_test():
    # Tests are Python files and the fixtures they read (YAML with "# expect: CODE").
    files = [p for p in (REPO / "tests").rglob("*") if p.suffix in (".py", ".yaml", ".yml", ".txt")]
    tests_text = "\n".join(_code_of(p) for p in files)
    untested = sorted(
        code for chk in CHECKS.values() for code in chk.codes if not re.search(rf"\b{code}\b", tests_text)
    )
    assert untested == []


def test_ci_runs_the_readme_commands_verbatim():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    install, test = blocks[0], blocks[1]
    assert install in ci and test in ci
    assert "nrprint build" in install and "pytest" in test
    # Building PDFs needs no test tools; the slow tests run in CI all the same.
    assert "[test]" not in install and "pip install -e '.[test]'" in test
    assert "pytest -m slow" in test


def test_every_target_has_its_content_in_the_shipped_folder():
    project = Project(CONTENT)
    missing = [t.name for t in TARGETS.values() if not t.optional and not t.available(project)]
    assert missing == []


def test_seed_sentences_are_not_copied_into_content():
    """Our own words: no run of 8 words from a seed appears in shipped content or docs."""
    seeds = REPO.parent / "shared" / "seeds"
    if not seeds.is_dir():
        import pytest

        pytest.skip(f"needs the source documents in {seeds}")
    norm = lambda t: re.findall(r"[^\W\d_]+|\d+", t.lower())  # noqa: E731
    grams = set()
    for seed in seeds.glob("*.txt"):
        words = norm(seed.read_text(encoding="utf-8", errors="replace"))
        grams.update(tuple(words[i : i + 8]) for i in range(len(words) - 7))
    copied = []
    ours = [*CONTENT.rglob("*.yaml"), *(REPO / "docs").rglob("*.md"), REPO / "README.md"]
    for f in ours:
        if "rulings" in f.parts:
            continue  # imported at run time, never committed
        words = norm(f.read_text(encoding="utf-8"))
        for i in range(len(words) - 7):
            gram = tuple(words[i : i + 8])
            # Runs that are mostly numbers are lists of facts (seat orders), not prose.
            if gram in grams and sum(w.isdigit() for w in gram) < 3:
                copied.append((f.name, " ".join(gram)))
    assert copied == []


def test_every_skip_says_what_to_install_or_provide():
    """A skipped test tells the reader how to run it: each reason starts with "needs"."""
    reasons = []
    for path in sorted((REPO / "tests").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"(?:pytest\.skip\(|reason=)\s*f?([\"'])(.*?)\1", text):
            reasons.append((path.name, m.group(2)))
    assert len(reasons) >= 10
    assert [r for r in reasons if not r[1].startswith("needs ")] == []


def test_every_test_listed_slow_exists():
    """tests/slow-tests.tsv names tests by node id: each names a file and a test in it."""
    from tests.conftest import slow_ids

    ids = slow_ids()
    assert len(ids) >= 10
    missing = []
    for node in sorted(ids):
        file, _, name = node.partition("::")
        path = REPO / file
        func = name.split("[")[0].split("::")[-1]
        if not path.is_file() or f"def {func}(" not in path.read_text(encoding="utf-8"):
            missing.append(node)
    assert missing == []
