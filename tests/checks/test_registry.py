"""How a rule is declared and listed (nrprint/checks/rule.py), and the run
(nrprint/checks/registry.py) with checks of its own: which run (their domains in scope
and loaded), what each kind is given, and the pseudo-locale's second pass, whose new
findings are warnings."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrprint.checks import registry
from nrprint.checks.rule import Check, check, error, note, on_card, on_project, on_text, warning
from nrprint.diagnostics import Pos, Severity
from nrprint.model.project import Project
from nrprint.system import cache


def test_a_family_lists_each_kind_with_its_domains_and_the_name_comes_from_the_path():
    entries = (on_project("ends", "timeline"), on_card("fit", "automa-glossary"), on_text("missing"))
    listed = [Check.listed("fam", e) for e in entries]
    assert [(c.name, c.module, c.kind, c.domains) for c in listed] == [
        ("fam-ends", "nrprint.checks.rules.fam.ends", "project", ("timeline",)),
        ("fam-fit", "nrprint.checks.rules.fam.fit", "card", ("automa-decks", "automa-glossary")),
        ("fam-missing", "nrprint.checks.rules.fam.missing", "text", ()),
    ]
    assert Check.listed("turn", on_project("said_clicks")).name == "turn-said-clicks"


def test_a_rule_binds_its_code_once_and_its_findings_get_it():
    @check(code="X001")
    def one(project):
        yield error(Pos("f.yaml", 2, 3), "said once")
        yield Pos("f.yaml", 1, 1).warning("X009", "a code of its own is kept")

    assert one.codes == ("X001",) and one.code == "X001"
    assert [(d.code, d.severity, d.line) for d in one(None)] == [
        ("X001", Severity.ERROR, 2),
        ("X009", Severity.WARNING, 1),
    ]

    @check(codes=("X001", "X002"))
    def two(project):
        yield note(Pos("f.yaml"), "named", "X002")
        yield warning(Pos("f.yaml"), "unnamed")

    found = two(None)
    assert next(found).code == "X002"
    with pytest.raises(ValueError, match="several codes"):
        next(found)  # a rule of several codes must name each finding's
    with pytest.raises(ValueError):
        check()
    with pytest.raises(ValueError):
        check(code="X001", codes=("X002",))


def test_a_listed_rule_is_imported_when_first_needed_and_must_be_named_like_its_module():
    from nrprint.checks.catalogue import checks

    ends = next(c for c in checks() if c.name == "timeline-ends")
    assert ends.codes == ("TL003",) and ends.rule.fn.__name__ == "ends"
    assert ends.doc.startswith("every path of the run timeline reaches an ending")
    wrong = Check("x-y", "nrprint.checks.rule", "project", ())  # a module with no rule named "rule"
    with pytest.raises(LookupError):
        _ = wrong.rule


def _finding(code: str, message: str):
    return Pos("f.yaml", 1, 1).error(code, message)


def test_only_checks_whose_domains_are_in_scope_and_loaded_run(own_checks, turn_content: Path):
    ran: list[str] = []

    def make(name: str, domains: tuple[str, ...]) -> None:
        @own_checks.check(name, codes=("X001",), domains=domains)
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

    @own_checks.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        seen.append((domain, label))
        if "bits" in text:
            yield _finding("X003", f"{domain} {label}")

    found = registry.run_checks(Project(turn_content), only_domains={"terms", "automa-decks"})
    assert seen and {d for d, _ in seen} == {"terms"}  # no decks here: no card walked
    assert len(seen) == len(set(seen))  # each string once
    assert all(d.code == "X003" for d in found if d.code.startswith("X"))


def test_the_pseudo_locale_pass_adds_only_new_findings_as_warnings(own_checks, turn_content: Path):
    @own_checks.check("langs", codes=("X001",), domains=("terms",))
    def langs(project):
        yield _finding("X001", "in every pass")
        for lang in project.langs():
            yield _finding("X001", f"only {lang}")

    project = Project(turn_content, only_langs=("en", "en-XA"))
    found = registry.run_checks(project, only_domains={"terms"})
    mine = sorted((d.message, d.severity) for d in found if d.code == "X001")
    assert mine == [
        ("in every pass", Severity.ERROR),
        ("only en", Severity.ERROR),
        ("only en-XA", Severity.WARNING),
    ]
    assert (project.only_langs, project.scope) == (("en", "en-XA"), None)  # the caller's, as made
    project = project.narrowed(langs=("en",))  # no pseudo-locale: one pass
    found = registry.run_checks(project, only_domains={"terms"})
    assert sorted(d.message for d in found if d.code == "X001") == ["in every pass", "only en"]


def test_findings_are_sorted_and_unique(own_checks, turn_content: Path):
    @own_checks.check("twice", codes=("X001",), domains=())
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
        @own_checks.check(name, codes=("X001",), domains=(domain,))
        def fn(project):
            ran.append(name)
            # Read without project.get: only the domains it declares tie it to the file.
            yield _finding("X001", f"{name} {len((project.root / file).read_text(encoding='utf-8'))}")

    make("on-terms", "terms", "terms.yaml")
    make("on-turn", "turn", "turn-sequence.yaml")
    for name in ("words", "more"):

        @own_checks.text_check(name, codes=("X003",))
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

    @own_checks.card_check("titles", codes=("X002",))
    def titles(project, deck, card):
        cards.append(card.id)
        return []

    registry.run_checks(Project(folder), only_domains={"automa-decks"})
    assert len(cards) == 3  # card checks and no text check: the walk still runs
    domains: set[str] = set()

    @own_checks.text_check("words", codes=("X003",))
    def words(project, domain, label, text):
        if label.startswith("decks["):
            domains.add(domain)
        return []

    registry.run_checks(Project(folder), only_domains={"automa-decks"})
    assert domains == {"automa-decks"}  # a card's strings are the decks' strings


def test_a_projects_languages_and_scope_are_fixed_when_it_is_made(turn_content: Path):
    """F22: no run sets them and gives them back; a run over other languages or domains
    works on ``narrowed()``. Proven by dropping ``Project.__setattr__``'s guard."""
    project = Project(turn_content, only_langs=("en",))
    for name, value in (("only_langs", ("en", "fr")), ("scope", frozenset({"terms"}))):
        with pytest.raises(AttributeError, match="narrowed"):
            setattr(project, name, value)
    project.strict = True  # the rest is not fixed
    assert (project.only_langs, project.scope) == (("en",), None)


def test_a_narrowed_project_shares_what_either_loads(turn_content: Path):
    """The passes of a check run and the drawing after them read each domain once.
    Proven by giving ``narrowed()`` a store of its own (``_cache={}``)."""
    project = Project(turn_content)
    view = project.narrowed(langs=("en",), scope=frozenset({"terms"}))
    assert (view.langs(), view.scope, project.only_langs, project.scope) == (("en",), {"terms"}, None, None)
    terms = view.get("terms")
    assert terms is not None and project.get("terms") is terms
    turn = project.get("turn")
    assert view.get("turn") is turn
    assert view.narrowed(langs=("en", "fr")).scope == {"terms"}  # what is not given is kept
