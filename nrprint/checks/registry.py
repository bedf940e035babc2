"""Check registry: each check is a named function that returns diagnostics.

Checks come in three kinds, by what they look at:

- ``@check``: the whole project, ``fn(project)``;
- ``@card_check``: one Automa card, ``fn(project, deck, card)``;
- ``@text_check``: one bilingual string, ``fn(project, domain, label, text)``.

Card and text checks all run in one walk over the cards, so a deck's cards are built
once for the checks whatever their number (a loaded deck keeps its cards packed, see
``LazyNodes`` in ``nrprint.model.base``), and no card outlives its turn.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from nrprint.diagnostics import Diagnostic
from nrprint.model.project import Project

CheckFn = Callable[..., Iterable[Diagnostic]]
Kind = Literal["project", "card", "text"]


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    codes: tuple[str, ...]
    domains: tuple[str, ...]
    fn: CheckFn
    kind: Kind = "project"

    @property
    def doc(self) -> str:
        return (self.fn.__doc__ or "").strip().splitlines()[0] if self.fn.__doc__ else ""


CHECKS: dict[str, Check] = {}
# The module each check was registered by (what the registry index records, see
# ``nrprint.checks.memo``).
ORIGIN: dict[str, str] = {}


def _register(
    name: str, codes: tuple[str, ...], domains: tuple[str, ...], kind: Kind
) -> Callable[[CheckFn], CheckFn]:
    def deco(fn: CheckFn) -> CheckFn:
        ORIGIN[name] = sys._getframe(1).f_globals.get("__name__", fn.__module__)
        CHECKS[name] = Check(name, codes, domains, fn, kind)  # a stand-in's place is kept
        return fn

    return deco


def check(name: str, *, codes: tuple[str, ...], domains: tuple[str, ...]) -> Callable[[CheckFn], CheckFn]:
    """Register a project check. It runs only when every domain it needs loaded cleanly."""
    return _register(name, codes, domains, "project")


def card_check(
    name: str, *, codes: tuple[str, ...], domains: tuple[str, ...] = ()
) -> Callable[[CheckFn], CheckFn]:
    """Register a check of one Automa card (``fn(project, deck, card)``); it needs the
    decks and every other domain named."""
    return _register(name, codes, ("automa-decks", *domains), "card")


def text_check(name: str, *, codes: tuple[str, ...]) -> Callable[[CheckFn], CheckFn]:
    """Register a check of one bilingual string (``fn(project, domain, label, text)``),
    run on every string of the domains in scope, cards included."""
    return _register(name, codes, (), "text")


def run_checks(project: Project, only_domains: set[str] | None = None) -> list[Diagnostic]:
    """Load content, then run every applicable check; return all diagnostics, sorted.

    A pseudo-locale (en-XA) is checked in a second pass whose findings are warnings:
    it exists to show what a long translation would break, not to stop a build.
    A language with strings still to translate is a draft: one warning (I18N006,
    ``nrprint.checks.drafts``) unless ``project.strict``.
    """
    from nrprint.checks.drafts import summarise

    found = _passes(project, only_domains)
    # A language in progress is one warning, not an error per string (unless --strict).
    return found if project.strict else summarise(project, found)


def _passes(project: Project, only_domains: set[str] | None) -> list[Diagnostic]:
    """The real languages' pass, then the pseudo-locale's (its findings as warnings)."""
    from dataclasses import replace

    from nrprint.diagnostics import Severity
    from nrprint.lang.tags import is_pseudo

    asked = project.only_langs
    langs = project.langs()
    pseudo = tuple(t for t in langs if is_pseudo(t))
    if not pseudo:
        return _run_once(project, only_domains)
    try:
        project.only_langs = tuple(t for t in langs if not is_pseudo(t)) or (project.languages.source,)
        found = _run_once(project, only_domains)
        seen = {(d.path, d.line, d.col, d.code, d.message) for d in found}
        project.only_langs = pseudo
        extra = [
            replace(d, severity=Severity.WARNING)
            for d in _run_once(project, only_domains)
            if (d.path, d.line, d.col, d.code, d.message) not in seen
        ]
    finally:
        project.only_langs = asked
    return sorted(set(found + extra))


def _run_once(project: Project, only_domains: set[str] | None = None) -> list[Diagnostic]:
    """One pass over the content.

    Each unit (a domain's loading, a check, a domain's strings, the card walk) comes
    from the cache when nothing it read has changed (``nrprint.checks.memo``); a domain
    whose units all come from the cache is not even loaded.
    """
    from nrprint.checks.memo import Memo
    from nrprint.model.domains import DOMAINS

    names = only_domains if only_domains is not None else set(DOMAINS)
    project.scope = set(names)
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

    for name in sorted(names):
        present(name)
    ready = {kind: [] for kind in ("project", "card", "text")}
    for chk in CHECKS.values():
        if only_domains is not None and not set(chk.domains) <= only_domains:
            continue
        if all(present(d) for d in chk.domains):
            ready[chk.kind].append(chk)
    for chk in ready["project"]:
        found.extend(memo.run(f"check:{chk.name}", lambda fn=chk.fn: fn(project), chk.domains)[0])
    texts = [c.fn for c in ready["text"]]
    for name in sorted(names):
        if texts and loaded.get(name):
            found.extend(
                memo.run(f"text:{name}", lambda n=name: _domain_texts(project, n, texts), (name,))[0]
            )
    cards = [c.fn for c in ready["card"]]
    card_texts = texts if "automa-decks" in names else []
    if cards or card_texts:
        key = "cards:" + ",".join([c.name for c in ready["card"]] + [c.name for c in ready["text"]])
        walk = lambda: _walk_cards(project, cards, card_texts)  # noqa: E731
        found.extend(memo.run(key, walk, ("automa-decks",))[0])
    found.extend(project.load_diagnostics)  # domains a freshly run check loaded on its way
    return sorted(set(found))


def _domain_texts(project: Project, name: str, fns: list[CheckFn]) -> Iterable[Diagnostic]:
    """The string checks on one domain's strings (its Automa cards are walked apart)."""
    scope, project.scope = project.scope, {name}
    try:
        items = list(project.texts(lazy=False))
    finally:
        project.scope = scope
    for domain, label, text in items:
        for fn in fns:
            yield from fn(project, domain, label, text)


def _walk_cards(project: Project, card_fns: list[CheckFn], text_fns: list[CheckFn]) -> Iterable[Diagnostic]:
    """Each card of each deck, built once: its card checks, then its strings' checks
    (a big deck's cards in two halves on two cores, ``nrprint.checks.halves``)."""
    from nrprint.checks.halves import walk_halves
    from nrprint.model.base import LazyNodes, iter_texts

    decks: Any = project.get("automa-decks")
    if decks is None or not (card_fns or text_fns):
        return
    fns = [card_fns, text_fns]

    def walk(d: int, deck: Any, start: int, stop: int) -> Iterable[Diagnostic]:
        card_fns, text_fns = fns
        cards = deck.cards
        build = cards.checked if isinstance(cards, LazyNodes) else cards.__getitem__
        for i in range(start, stop):
            card = build(i)
            for fn in card_fns:
                yield from fn(project, deck, card)
            for label, text in iter_texts(card, f"decks[{d}].cards[{i}]"):
                for fn in text_fns:
                    yield from fn(project, "automa-decks", label, text)
            if i == start:  # the first card imported each check a stand-in stood for: call it directly
                card_fns, text_fns = fns[:] = _unstood(card_fns), _unstood(text_fns)

    for d, deck in enumerate(decks.decks):
        n = len(deck.cards)
        yield from walk(d, deck, 0, min(n, 1))  # before any fork: the stand-ins resolved once
        yield from walk_halves(
            lambda start, stop, d=d, deck=deck: walk(d, deck, 1 + start, 1 + stop), n - 1, project.jobs
        )


def _unstood(fns: list[CheckFn]) -> list[CheckFn]:
    """Each function, or the check it stood in for (``nrprint.checks.index``), whose
    module the stand-in's first call imported: a big deck's walk calls each check a few
    hundred thousand times, and a stand-in adds two look-ups to each call."""
    return [CHECKS[fn.nrprint_check].fn if getattr(fn, "nrprint_stand_in", False) else fn for fn in fns]
