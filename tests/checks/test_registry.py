"""The check registry (nrprint/checks/registry.py) with checks of its own: which run
(their domains in scope and loaded), what each kind is given, and the pseudo-locale's
second pass, whose new findings are warnings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nrprint.checks import registry
from nrprint.diagnostics import Pos, Severity
from nrprint.model.project import Project
from nrprint.system import cache


@pytest.fixture
def own_checks(monkeypatch):
    """An empty registry for the test's own checks (the real ones stay registered)."""
    monkeypatch.setattr(registry, "CHECKS", {})
    monkeypatch.setattr(registry, "ORIGIN", {})
    return registry.CHECKS


def test_each_kind_registers_with_its_domains_and_origin(own_checks):
    @registry.check("p", codes=("X001",), domains=("terms",))
    def p(project):
        """Project check.

        More words."""
        return []

    @registry.card_check("c", codes=("X002",), domains=("terms",))
    def c(project, deck, card):
        return []

    @registry.text_check("t", codes=("X003", "X004"))
    def t(project, domain, label, text):
        return []

    assert [(k.name, k.kind, k.domains, k.codes) for k in own_checks.values()] == [
        ("p", "project", ("terms",), ("X001",)),
        ("c", "card", ("automa-decks", "terms"), ("X002",)),
        ("t", "text", (), ("X003", "X004")),
    ]
    assert own_checks["p"].fn is p and own_checks["p"].doc == "Project check."
    assert own_checks["c"].doc == ""
    assert {"p": __name__, "c": __name__, "t": __name__} == registry.ORIGIN
    registry.check("p", codes=("X009",), domains=())(c)  # registered again: its place kept
    assert list(own_checks) == ["p", "c", "t"] and own_checks["p"].codes == ("X009",)
    # The origin is the module that registers, not the one that defined the function.
    registry.check("imported", codes=(), domains=())(json.dumps)
    assert registry.ORIGIN["imported"] == __name__ != json.dumps.__module__


def _finding(code: str, message: str):
    return Pos("f.yaml", 1, 1).error(code, message)


def test_only_checks_whose_domains_are_in_scope_and_loaded_run(own_checks, turn_content: Path):
    ran: list[str] = []

    def make(name: str, domains: tuple[str, ...]) -> None:
        @registry.check(name, codes=("X001",), domains=domains)
        def fn(project):
            ran.append(name)
            return [_finding("X001", name)]

    make("turn", ("turn",))
    make("turn-and-terms", ("turn", "terms"))
    make("absent", ("multiplayer",))  # its content is not in this folder
    make("none", ())
    found = registry.run_checks(Project(turn_content), only_domains={"turn", "terms", "multiplayer"})
    assert sorted(ran) == ["none", "turn", "turn-and-terms"]
    assert sorted(d.message for d in found if d.code == "X001") == ["none", "turn", "turn-and-terms"]
    ran.clear()
    registry.run_checks(Project(turn_content), only_domains={"turn"})
    assert sorted(ran) == ["none", "turn"]  # terms is out of scope


def test_text_checks_see_every_string_of_the_domains_in_scope(own_checks, turn_content: Path):
    seen: list[tuple[str, str]] = []

    @registry.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        seen.append((domain, label))
        if "bits" in text:
            yield _finding("X003", f"{domain} {label}")

    found = registry.run_checks(Project(turn_content), only_domains={"terms", "automa-decks"})
    assert seen and {d for d, _ in seen} == {"terms"}  # no decks here: no card walked
    assert len(seen) == len(set(seen))  # each string once
    assert all(d.code == "X003" for d in found if d.code.startswith("X"))


def test_the_pseudo_locale_pass_adds_only_new_findings_as_warnings(own_checks, turn_content: Path):
    @registry.check("langs", codes=("X001",), domains=("terms",))
    def langs(project):
        yield _finding("X001", "in every pass")
        for lang in project.langs():
            yield _finding("X001", f"only {lang}")

    project = Project(turn_content)
    project.only_langs = ("en", "en-XA")
    found = registry.run_checks(project, only_domains={"terms"})
    mine = sorted((d.message, d.severity) for d in found if d.code == "X001")
    assert mine == [
        ("in every pass", Severity.ERROR),
        ("only en", Severity.ERROR),
        ("only en-XA", Severity.WARNING),
    ]
    assert project.only_langs == ("en", "en-XA")  # given back as it was asked
    project.only_langs = ("en",)  # no pseudo-locale: one pass
    found = registry.run_checks(project, only_domains={"terms"})
    assert sorted(d.message for d in found if d.code == "X001") == ["in every pass", "only en"]


def test_findings_are_sorted_and_unique(own_checks, turn_content: Path):
    @registry.check("twice", codes=("X001",), domains=())
    def twice(project):
        return [_finding("X001", "b"), _finding("X001", "a"), _finding("X001", "b")]

    found = [d for d in registry.run_checks(Project(turn_content), only_domains=set()) if d.code == "X001"]
    assert [d.message for d in found] == ["a", "b"]


@pytest.fixture
def cache_on(tmp_path: Path, monkeypatch):
    """The check cache in a folder of the test's own (scripts/mutation.py runs with it off)."""
    monkeypatch.delenv("NRPRINT_NO_CACHE", raising=False)
    yield tmp_path / "cache"
    cache.configure(None)


def _cached_run(content: Path, folder: Path | None) -> tuple[list, list[str]]:
    """One check run, with the cache in ``folder`` (None: off); its findings and the units
    it ran (and so stored) rather than took from the cache."""
    cache.configure(folder)
    found = registry.run_checks(Project(content), only_domains={"terms", "turn", "automa-decks"})
    store = cache.bucket("checks")
    units = sorted(v["unit"] for v in store.added.values()) if store is not None else []
    cache.save_all()
    return [(d.code, d.message) for d in found if d.code.startswith("X")], units


def test_with_the_cache_each_unit_has_its_own_entry_and_reruns_when_its_domains_change(
    own_checks, turn_content: Path, cache_on: Path
):
    ran: list[str] = []

    def make(name: str, domain: str, file: str) -> None:
        @registry.check(name, codes=("X001",), domains=(domain,))
        def fn(project):
            ran.append(name)
            # Read without project.get: only the domains it declares tie it to the file.
            yield _finding("X001", f"{name} {len((project.root / file).read_text(encoding='utf-8'))}")

    make("on-terms", "terms", "terms.yaml")
    make("on-turn", "turn", "turn-sequence.yaml")
    for name in ("words", "more"):

        @registry.text_check(name, codes=("X003",))
        def words(project, domain, label, text, name=name):
            yield _finding("X003", f"{name} {domain} {label}")

    plain, _ = _cached_run(turn_content, None)
    assert {m.split()[0] for c, m in plain} == {"on-terms", "on-turn", "words", "more"}
    ran.clear()
    first, units = _cached_run(turn_content, cache_on)
    assert first == plain and sorted(ran) == ["on-terms", "on-turn"]
    # One entry a unit, named by what it is (the names the cache's readers go by).
    assert units == [
        "cards:words,more",
        "check:on-terms",
        "check:on-turn",
        "load:automa-decks",
        "load:terms",
        "load:turn",
        "text:terms",
        "text:turn",
    ]
    ran.clear()
    again, units = _cached_run(turn_content, cache_on)
    assert again == plain and ran == [] and units == []  # every unit from its own entry
    with (turn_content / "terms.yaml").open("a", encoding="utf-8") as f:
        f.write("# edited\n")
    after, units = _cached_run(turn_content, cache_on)
    assert ran == ["on-terms"] and "check:on-terms" in units and "check:on-turn" not in units
    assert after == _cached_run(turn_content, None)[0] != plain


def test_the_card_walk_gives_card_checks_alone_every_card_and_card_strings_their_domain(
    own_checks, tmp_path: Path
):
    from nrprint.automa.stress import write_content

    folder = write_content(tmp_path, 3)
    cards: list[str] = []

    @registry.card_check("titles", codes=("X002",))
    def titles(project, deck, card):
        cards.append(card.id)
        return []

    registry.run_checks(Project(folder), only_domains={"automa-decks"})
    assert len(cards) == 3  # card checks and no text check: the walk still runs
    domains: set[str] = set()

    @registry.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        if label.startswith("decks["):
            domains.add(domain)
        return []

    registry.run_checks(Project(folder), only_domains={"automa-decks"})
    assert domains == {"automa-decks"}  # a card's strings are the decks' strings
