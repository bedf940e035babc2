"""Check registry: each check is a named function that returns diagnostics."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from nrprint.diagnostics import Diagnostic
from nrprint.project import Project

CheckFn = Callable[[Project], Iterable[Diagnostic]]


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    codes: tuple[str, ...]
    domains: tuple[str, ...]
    fn: CheckFn

    @property
    def doc(self) -> str:
        return (self.fn.__doc__ or "").strip().splitlines()[0] if self.fn.__doc__ else ""


CHECKS: dict[str, Check] = {}


def check(name: str, *, codes: tuple[str, ...], domains: tuple[str, ...]) -> Callable[[CheckFn], CheckFn]:
    """Register a check. It runs only when every domain it needs loaded cleanly."""

    def deco(fn: CheckFn) -> CheckFn:
        CHECKS[name] = Check(name, codes, domains, fn)
        return fn

    return deco


def run_checks(project: Project, only_domains: set[str] | None = None) -> list[Diagnostic]:
    """Load content, then run every applicable check; return all diagnostics, sorted."""
    from nrprint.project import DOMAINS

    names = only_domains if only_domains is not None else set(DOMAINS)
    project.scope = set(names)
    for name in sorted(names):
        project.get(name)
    found: list[Diagnostic] = list(project.load_diagnostics)
    for chk in CHECKS.values():
        if only_domains is not None and not set(chk.domains) <= only_domains:
            continue
        if all(project.get(d) is not None for d in chk.domains):
            found.extend(chk.fn(project))
    return sorted(set(found))
