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

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal

from nrprint.diagnostics import Diagnostic
from nrprint.project import Project

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


def _register(
    name: str, codes: tuple[str, ...], domains: tuple[str, ...], kind: Kind
) -> Callable[[CheckFn], CheckFn]:
    def deco(fn: CheckFn) -> CheckFn:
        CHECKS[name] = Check(name, codes, domains, fn, kind)
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
    """
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
    from nrprint.project import DOMAINS

    names = only_domains if only_domains is not None else set(DOMAINS)
    project.scope = set(names)
    for name in sorted(names):
        project.get(name)
    found: list[Diagnostic] = list(project.load_diagnostics)
    ready = {kind: [] for kind in ("project", "card", "text")}
    for chk in CHECKS.values():
        if only_domains is not None and not set(chk.domains) <= only_domains:
            continue
        if all(project.get(d) is not None for d in chk.domains):
            ready[chk.kind].append(chk.fn)
    for fn in ready["project"]:
        found.extend(fn(project))
    texts = ready["text"]
    for domain, label, text in project.texts(lazy=False):
        for fn in texts:
            found.extend(fn(project, domain, label, text))
    found.extend(_walk_cards(project, ready["card"], texts if "automa-decks" in names else []))
    return sorted(set(found))


def _walk_cards(project: Project, card_fns: list[CheckFn], text_fns: list[CheckFn]) -> Iterable[Diagnostic]:
    """Each card of each deck, built once: its card checks, then its strings' checks."""
    from nrprint.model.base import iter_texts

    decks: Any = project.get("automa-decks")
    if decks is None or not (card_fns or text_fns):
        return
    for d, deck in enumerate(decks.decks):
        for i, card in enumerate(deck.cards):
            for fn in card_fns:
                yield from fn(project, deck, card)
            for label, text in iter_texts(card, f"decks[{d}].cards[{i}]"):
                for fn in text_fns:
                    yield from fn(project, "automa-decks", label, text)
