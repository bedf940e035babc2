"""How a rule is written and listed.

A rule is one function in its own module, ``nrprint/checks/rules/<family>/<rule>.py``,
named like its module and declared with ``@check(code=...)``: the code is bound there
once. The rule yields findings made with ``error``, ``warning`` or ``note`` and no
code: running the rule fills in its code. A rule that owns several codes declares each
as a constant of its module (``UNKNOWN = "TL001"``), lists them in
``@check(codes=(...))`` and names the one each finding has.

Its family lists it, in order, in ``rules/<family>/__init__.py: RULES``, with what it
looks at (the list is read without importing any rule, so that a run imports only the
rules it has to run):

- ``on_project(rule, *domains)``: the whole project, ``fn(project)``;
- ``on_card(rule, *domains)``: one Automa card, ``fn(project, deck, card)``;
- ``on_text(rule)``: one bilingual string, ``fn(project, domain, label, text)``.

A project rule runs only when every domain it names loaded cleanly; a card rule needs
the decks and every domain it names; a text rule runs on every string of the domains
in scope, cards included. ``nrprint.checks.catalogue`` reads the lists;
``nrprint.checks.registry`` runs them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from nrprint.diagnostics import Diagnostic, Pos

if TYPE_CHECKING:
    from nrprint.model.automa import Card, Deck
    from nrprint.model.base import Text
    from nrprint.model.project import Project

Findings = Iterable[Diagnostic]
ProjectCheck = Callable[["Project"], Findings]
CardCheck = Callable[["Project", "Deck", "Card"], Findings]
TextCheck = Callable[["Project", str, str, "Text"], Findings]
Kind = Literal["project", "card", "text"]
DECKS = "automa-decks"
PACKAGE = "nrprint.checks.rules"

F = TypeVar("F", bound=Callable[..., Findings])


@dataclass(frozen=True, slots=True)
class Rule(Generic[F]):
    """A rule's function and the codes it reports."""

    fn: F
    codes: tuple[str, ...]

    @property
    def code(self) -> str:
        """The code of a finding made without one: the rule's only code."""
        return self.codes[0] if len(self.codes) == 1 else ""

    def __call__(self, *args: Any) -> Iterator[Diagnostic]:
        """The rule's findings, each with its code."""
        code = self.code
        for found in self.fn(*args):
            yield found if found.code else coded(found, code, self)

    @property
    def doc(self) -> str:
        """What the rule states: the first paragraph of its module's docstring (without
        the codes it begins with), else of its function's."""
        module = importlib.import_module(self.fn.__module__)
        text = (module.__doc__ or self.fn.__doc__ or "").strip().split("\n\n", 1)[0]
        head, sep, tail = text.partition(": ")
        if sep and all(part[:2].isupper() for part in head.replace("–", "/").split("/")):
            text = tail
        return " ".join(text.split())


def coded(found: Diagnostic, code: str, rule: object) -> Diagnostic:
    """``found`` with the rule's ``code`` (a rule of several codes must name each)."""
    if not code:
        raise ValueError(f"{rule} owns several codes: each finding must name its own")
    return replace(found, code=code)


def check(*, code: str = "", codes: tuple[str, ...] = ()) -> Callable[[F], Rule[F]]:
    """Declare a rule with its ``code``, or the ``codes`` of a rule that owns several."""
    if bool(code) == bool(codes):
        raise ValueError("a rule gives either code= or codes=")

    def declare(fn: F) -> Rule[F]:
        return Rule(fn, (code,) if code else codes)

    return declare


def error(where: Pos, message: str, code: str = "") -> Diagnostic:
    """An error at ``where``; ``code`` only in a rule of several codes."""
    return where.error(code, message)


def warning(where: Pos, message: str, code: str = "") -> Diagnostic:
    return where.warning(code, message)


def note(where: Pos, message: str, code: str = "") -> Diagnostic:
    return where.note(code, message)


@dataclass(frozen=True, slots=True)
class Entry:
    """A rule as its family lists it: its module's name and what it looks at."""

    rule: str
    kind: Kind
    domains: tuple[str, ...]


def on_project(rule: str, *domains: str) -> Entry:
    return Entry(rule, "project", domains)


def on_card(rule: str, *domains: str) -> Entry:
    return Entry(rule, "card", (DECKS, *domains))


def on_text(rule: str) -> Entry:
    return Entry(rule, "text", ())


_LOADED: dict[str, Rule[Any]] = {}


@dataclass(frozen=True, slots=True)
class Check:
    """A listed rule, ready to run: its name (``<family>-<rule>``), where it lives and
    what it looks at. Its module is imported when the rule is first needed."""

    name: str
    module: str
    kind: Kind
    domains: tuple[str, ...]
    given: Rule[Any] | None = None  # a rule made in place (a test's), not imported

    @classmethod
    def listed(cls, family: str, entry: Entry) -> Check:
        name = f"{family}-{entry.rule}".replace("_", "-")
        return cls(name, f"{PACKAGE}.{family}.{entry.rule}", entry.kind, entry.domains)

    @property
    def rule(self) -> Rule[Any]:
        if self.given is not None:
            return self.given
        found = _LOADED.get(self.module)
        if found is None:
            found = getattr(importlib.import_module(self.module), self.module.rsplit(".", 1)[1], None)
            if not isinstance(found, Rule):
                raise LookupError(f"{self.module} declares no @check named like the module")
            _LOADED[self.module] = found
        return found

    @property
    def codes(self) -> tuple[str, ...]:
        return self.rule.codes

    @property
    def doc(self) -> str:
        return self.rule.doc
