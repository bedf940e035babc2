"""The check registry's survivors of mutation testing (issue 39, docs/dev/mutation.md).

Rules pinned here, with checks of the test's own:

- a language still to translate is one I18N006 warning, unless the project is strict,
  when each missing string stays an I18N001 error;
- run with no domain named, every domain is in scope;
- the scope of a run is the domains it was asked for, for the whole run (a check
  reading ``project.texts()`` sees no other domain's strings, on any pass and in the
  card walk);
- the pseudo-locale's pass checks every real language first, then the pseudo-locale,
  each over the domains asked for and no others;
- a domain's load entry in the cache holds that domain's load findings only (a file
  fixed since is not reported from another domain's entry);
- text checks walk the Automa cards only when the decks are in scope;
- the card walk labels each card's strings with the deck's index, and the half of a big
  deck walked by a forked child covers its own cards, no others.

Each test names the mutants it kills (scripts/mutation.py); each was seen failing on
them through mutmut's trampoline.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.checks import halves, registry
from nrprint.diagnostics import Pos, Severity
from nrprint.model.project import Project
from nrprint.system import cache


def _finding(code: str, message: str):
    return Pos("f.yaml", 1, 1).error(code, message)


def _missing_french(own_checks) -> None:
    @own_checks.check("missing", codes=("I18N001",), domains=())
    def missing(project):
        for word in ("bits", "click"):
            yield _finding("I18N001", f"missing Français (fr) translation of {word!r}")


def test_a_language_to_translate_is_one_warning_unless_strict(own_checks, turn_content: Path):
    """Kills ``run_checks``' ``project.strict and False`` (always summarised),
    ``project.strict or True`` (never summarised) and ``summarise(None, found)``."""
    _missing_french(own_checks)
    project = Project(turn_content)
    found = registry.run_checks(project, only_domains=set())
    assert [(d.code, d.severity) for d in found] == [("I18N006", Severity.WARNING)]
    assert "(fr) is a draft: 2 string(s)" in found[0].message
    project.strict = True
    found = registry.run_checks(project, only_domains=set())
    assert [d.code for d in found] == ["I18N001", "I18N001"]


def test_with_no_domain_named_every_domain_is_in_scope(own_checks, turn_content: Path):
    """Kills ``_run_once``'s ``only_domains is not None or True`` and ``set(None)``."""
    seen: list[set[str]] = []

    @own_checks.check("scope", codes=("X001",), domains=("turn",))
    def scope(project):
        seen.append({domain for domain, _label, _text in project.texts(lazy=False)})
        return []

    registry.run_checks(Project(turn_content))
    assert len(seen) == 1 and {"turn", "terms"} <= seen[0]


def test_a_run_sees_only_the_domains_asked_for_on_every_pass(own_checks, turn_content: Path):
    """Kills ``_run_once`` without its narrowed project,
    and ``_passes``' ``_run_once(project, None)`` and ``_run_once(project, )`` in either
    pass (the out-of-scope check would run)."""
    seen: list[set[str]] = []

    @own_checks.check("scope", codes=("X001",), domains=())
    def scope(project):
        seen.append({domain for domain, _label, _text in project.texts(lazy=False)})
        return []

    @own_checks.check("turn-only", codes=("X001",), domains=("turn",))
    def turn_only(project):
        yield _finding("X001", "turn was checked")

    @own_checks.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        return []

    project = Project(turn_content, only_langs=("en", "en-XA"))  # two passes
    found = registry.run_checks(project, only_domains={"terms"})
    assert [d for d in found if d.code == "X001"] == []
    assert seen == [{"terms"}, {"terms"}]
    assert project.scope is None  # the caller's project is not narrowed


def test_the_first_pass_checks_every_real_language(own_checks, turn_content: Path):
    """Kills ``_passes``' ``tuple(...) and (project.languages.source,)`` (the first pass
    would check the source language alone)."""

    @own_checks.check("langs", codes=("X001",), domains=())
    def langs(project):
        for lang in project.langs():
            yield _finding("X001", f"checked {lang}")

    project = Project(turn_content, only_langs=("en", "fr", "en-XA"))
    found = registry.run_checks(project, only_domains=set())
    assert sorted((d.message, d.severity) for d in found if d.code == "X001") == [
        ("checked en", Severity.ERROR),
        ("checked en-XA", Severity.WARNING),
        ("checked fr", Severity.ERROR),
    ]


@pytest.fixture
def cache_on(tmp_path: Path, monkeypatch):
    """The check cache in a folder of the test's own (scripts/mutation.py runs with it off)."""
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)
    cache.configure(tmp_path / "cache")
    yield
    cache.configure(None)


def _load_errors(content: Path) -> list[str]:
    found = registry.run_checks(Project(content), only_domains={"terms", "turn"})
    cache.save_all()
    return sorted({Path(d.path).name for d in found if d.severity == Severity.ERROR})


def test_a_domain_fixed_since_the_last_run_is_not_reported_from_the_cache(
    own_checks, turn_content: Path, cache_on
):
    """Kills ``before = None`` in a domain's load (each load entry would keep the load
    findings of the domains loaded before it: terms' error kept in turn's entry)."""
    terms, turn = turn_content / "terms.yaml", turn_content / "turn-sequence.yaml"
    good_terms, good_turn = terms.read_text(encoding="utf-8"), turn.read_text(encoding="utf-8")
    terms.write_text(good_terms + "\n: [\n", encoding="utf-8")
    turn.write_text(good_turn + "\n: [\n", encoding="utf-8")
    assert _load_errors(turn_content) == ["terms.yaml", "turn-sequence.yaml"]
    terms.write_text(good_terms, encoding="utf-8")
    assert _load_errors(turn_content) == ["turn-sequence.yaml"]


def test_text_checks_walk_no_card_when_the_decks_are_out_of_scope(own_checks, tmp_path: Path):
    """Kills ``_run_once``'s ``"automa-decks" in names or True``."""
    from nrprint.automa.stress import write_content

    folder = write_content(tmp_path, 3)
    labels: list[str] = []

    @own_checks.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        labels.append(label)
        return []

    registry.run_checks(Project(folder), only_domains={"automa-glossary"})
    assert labels and not [label for label in labels if label.startswith("decks[")]


def _card_labels(own_checks, folder: Path, jobs: int) -> set[str]:
    @own_checks.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        if ".cards[" in label and label.endswith(".title"):
            yield _finding("X003", label)

    project = Project(folder)
    project.jobs = jobs
    return {
        d.message for d in registry.run_checks(project, only_domains={"automa-decks"}) if d.code == "X003"
    }


def test_each_card_is_walked_once_under_its_own_label_in_both_halves(own_checks, tmp_path: Path, monkeypatch):
    """A deck of 7 cards split from 2 cards on (the upper half in a forked child). Kills
    ``_walk_cards``' first card walked with ``walk(None, ...)`` and the child's half
    starting at ``1 - start``."""
    from nrprint.automa.stress import write_content

    folder = write_content(tmp_path, 7)
    monkeypatch.setattr(halves, "SPLIT_FROM", 2)
    expected = {f"decks[0].cards[{i}].title" for i in range(7)}
    assert _card_labels(own_checks, folder, jobs=1) == expected
    assert _card_labels(own_checks, folder, jobs=2) == expected
