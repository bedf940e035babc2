"""Running the checks: every rule of the catalogue (``nrprint.checks.catalogue``) whose
domains are in scope and loaded, each run as a unit that the cache may answer.

Card and text rules all run in one walk over the cards, so a deck's cards are built
once for the checks whatever their number (a loaded deck keeps its cards packed, see
``LazyNodes`` in ``nrprint.model.base``), and no card outlives its turn. The decks are
loaded after every other domain, and that walk runs as their cards are validated
(``nrprint.checks.cardwalk``): a card is built once to be read and checked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from nrprint.checks.catalogue import by_name
from nrprint.checks.rule import DECKS, Check, ProjectCheck, Rule, coded
from nrprint.diagnostics import Diagnostic
from nrprint.model.project import Project

# Every rule of the catalogue by name, in its order (``nrprint.checks.catalogue``).
CHECKS = by_name()


def run_checks(
    project: Project, only_domains: set[str] | None = None, checks: Sequence[Check] | None = None
) -> list[Diagnostic]:
    """Load content, then run every applicable check; return all diagnostics, sorted.

    A pseudo-locale (en-XA) is checked in a second pass whose findings are warnings:
    it exists to show what a long translation would break, not to stop a build.
    A language with strings still to translate is a draft: one warning (I18N006,
    ``nrprint.checks.drafts``) unless ``project.strict``. ``checks``: the catalogue's
    unless given.
    """
    from nrprint.checks.drafts import summarise

    if checks is None:
        checks = tuple(CHECKS.values())
    found = _passes(project, only_domains, checks)
    # A language in progress is one warning, not an error per string (unless --strict).
    return found if project.strict else summarise(project, found)


def _passes(project: Project, only_domains: set[str] | None, checks: Sequence[Check]) -> list[Diagnostic]:
    """The real languages' pass, then the pseudo-locale's (its findings as warnings)."""
    from dataclasses import replace

    from nrprint.diagnostics import Severity
    from nrprint.lang.tags import is_pseudo

    langs = project.langs()
    pseudo = tuple(t for t in langs if is_pseudo(t))
    if not pseudo:
        return _run_once(project, only_domains, checks)
    real = tuple(t for t in langs if not is_pseudo(t)) or (project.languages.source,)
    found = _run_once(project.narrowed(langs=real), only_domains, checks)
    seen = {(d.path, d.line, d.col, d.code, d.message) for d in found}
    extra = [
        replace(d, severity=Severity.WARNING)
        for d in _run_once(project.narrowed(langs=pseudo), only_domains, checks)
        if (d.path, d.line, d.col, d.code, d.message) not in seen
    ]
    return sorted(set(found + extra))


def _run_once(project: Project, only_domains: set[str] | None, checks: Sequence[Check]) -> list[Diagnostic]:
    """One pass over the content.

    Each unit (a domain's loading, a check, a domain's strings, the card walk) comes
    from the cache when nothing it read has changed (``nrprint.checks.memo``); a domain
    whose units all come from the cache is not even loaded.
    """
    from nrprint.checks.memo import Memo
    from nrprint.model.domains import DOMAINS

    names = only_domains if only_domains is not None else set(DOMAINS)
    project = project.narrowed(scope=frozenset(names))
    memo = Memo(project, names)
    found: list[Diagnostic] = []
    loaded: dict[str, bool] = {}

    def present(name: str) -> bool:
        """Whether the domain loaded cleanly (from the cache when its files are unchanged)."""
        if name not in loaded:

            def load() -> list[Diagnostic]:
                before = len(project.load_diagnostics)
                memo.extra = project.get(name) is not None
                return project.load_diagnostics[before:]

            diags, ok = memo.run(f"load:{name}", load, (name,))
            found.extend(diags)
            loaded[name] = bool(ok)
        return loaded[name]

    for name in sorted(names - {DECKS}):
        present(name)
    wanted = [c for c in checks if only_domains is None or set(c.domains) <= only_domains]
    reading = None
    if DECKS in names:  # the decks last, their cards checked as they are read (``cardwalk``)
        card_checks = [c for c in wanted if c.kind == "card" and all(present(d) for d in c.domains[1:])]
        text_checks = [c for c in wanted if c.kind == "text"]
        reading = project.card_pass = (
            _CardsAsReadWhenRead(project, card_checks, text_checks) if card_checks or text_checks else None
        )
        try:
            present(DECKS)
        finally:
            project.card_pass = None
    ready: dict[str, list[Check]] = {kind: [] for kind in ("project", "card", "text")}
    for chk in wanted:
        if all(present(d) for d in chk.domains):
            ready[chk.kind].append(chk)
    for chk in ready["project"]:
        found.extend(memo.run(f"check:{chk.name}", partial(_project_rule, chk, project), chk.domains)[0])
    texts = ready["text"]
    for name in sorted(names):
        if texts and loaded.get(name):
            found.extend(memo.run(f"text:{name}", partial(_domain_texts, project, name, texts), (name,))[0])
    cards = ready["card"]
    card_texts = texts if DECKS in names else []
    if cards or card_texts:
        key = "cards:" + ",".join([c.name for c in ready["card"]] + [c.name for c in ready["text"]])

        def walk() -> Iterable[Diagnostic]:
            if reading is not None and reading.ran and project.get(DECKS) is not None:
                return reading.replay()  # the cards were checked as they were read
            from nrprint.checks.cardwalk import walk_cards

            return walk_cards(project, rules(cards), rules(card_texts))

        found.extend(memo.run(key, walk, (DECKS,))[0])
    found.extend(project.load_diagnostics)  # domains a freshly run check loaded on its way
    return sorted(set(found))


class _CardsAsReadWhenRead:
    """``cardwalk.CardsAsRead``, made when the decks are really read: decks answered
    from the cache import neither the walk nor the Automa model."""

    def __init__(self, project: Project, cards: list[Check], texts: list[Check]) -> None:
        self.args = (project, cards, texts)
        self.real: Any = None

    def __call__(self, *args: Any) -> Any:
        if self.real is None:
            from nrprint.checks.cardwalk import CardsAsRead

            project, cards, texts = self.args
            self.real = CardsAsRead(project, rules(cards), rules(texts))
        return self.real(*args)

    @property
    def ran(self) -> bool:
        return self.real is not None and self.real.ran

    def replay(self) -> Iterable[Diagnostic]:
        return self.real.replay()


def _project_rule(chk: Check, project: Project) -> Iterable[Diagnostic]:
    """A project rule's findings, its module imported only now (a unit the cache
    answers imports nothing)."""
    rule: Rule[ProjectCheck] = chk.rule
    return rule(project)


def rules(checks: list[Check]) -> list[Rule[Any]]:  # of one kind, as the caller knows
    """The checks' rules, their modules imported."""
    return [c.rule for c in checks]


def _domain_texts(project: Project, name: str, checks: list[Check]) -> Iterable[Diagnostic]:
    """The string checks on one domain's strings (its Automa cards are walked apart)."""
    items = list(project.texts(lazy=False, only=name))
    texts = rules(checks)
    for domain, label, text in items:
        for rule in texts:
            for found in rule.fn(project, domain, label, text):
                yield found if found.code else coded(found, rule.code, rule)
