"""Check results kept between runs, each with the content it was computed from.

A unit of checking (loading one domain, one project check, the string checks of one
domain, the walk over the Automa cards) is run with ``Project.reads`` recording every
domain it reads. Its diagnostics are stored with the hash of each of those domains (and,
in the key, the code, templates, display root, options and scope). The next run reuses
them only while every recorded domain still has the same hash, so an edit re-runs
exactly the units that read the edited file. Hashes are taken before anything is
loaded: a file saved during a run leaves an entry that is simply never matched.

Everything is in the ``checks`` bucket of ``nrprint.disk.cache``; with the cache off each
unit just runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from nrprint.build.quick import decode, encode
from nrprint.diagnostics import Diagnostic
from nrprint.disk import cache
from nrprint.model.project import DOMAINS, Project

BUCKET = "checks"
LANGUAGES = {"languages"}


class Memo:
    """The cached units of one check run over ``project``."""

    def __init__(self, project: Project, scope: Iterable[str]):
        from nrprint.build.fingerprint import code_hash, content_hash, templates_hash

        self.project = project
        self.store = cache.bucket(BUCKET)
        self.hashes: dict[str, str] = {}
        if self.store is not None:  # before loading anything (see the module's note)
            self.hashes = {name: content_hash(project, (name,)) for name in DOMAINS}
            self.base = cache.digest(
                code_hash(),
                templates_hash(),
                project.display_root,
                project.options,
                sorted(scope),
                project.langs(),  # the languages this pass checks (--lang, pseudo-locale pass)
            )

    def run(
        self, key: str, fn: Callable[[], Iterable[Diagnostic]], reads: Iterable[str] = ()
    ) -> tuple[list[Diagnostic], Any]:
        """``fn()``'s diagnostics, from the cache when its inputs are unchanged.

        Returns (diagnostics, extra), where ``extra`` is what ``fn`` left in
        ``self.extra`` when it ran (kept with the entry).
        """
        if self.store is None:
            self.extra = None
            return list(fn()), self.extra
        full = cache.digest(self.base, key)
        entry = self.store.get(full)
        if isinstance(entry, dict) and self._valid(entry.get("deps")):
            try:
                return decode(entry["diags"]), entry.get("extra")
            except (KeyError, TypeError, ValueError):
                pass  # an entry of the wrong shape: run the unit again
        # Every unit depends on the declared languages (read once, then kept by the
        # project, so later readers would not be seen asking for them).
        outer, self.project.reads = self.project.reads, {*reads, *(LANGUAGES & DOMAINS.keys())}
        self.extra = None
        try:
            diags = list(fn())
            deps = self.project.reads
        finally:
            if outer is not None:
                outer |= self.project.reads
            self.project.reads = outer
        known = {d: self.hashes[d] for d in sorted(deps) if d in self.hashes}
        entry = {"unit": key, "deps": known, "diags": encode(diags), "extra": self.extra}
        self.store.put(full, entry)
        return diags, self.extra

    def _valid(self, deps: Any) -> bool:
        if not isinstance(deps, dict):
            return False
        return all(self.hashes.get(name) == h for name, h in deps.items())


# The registry index: which domains and checks exist, in their order, and which module
# registers each. With it a check run imports only the modules of the units it has to
# run (and of the domains those read); the rest stand in as names and file paths.
INDEX = "index"
INDEX_FORMAT = 1


def _index_key() -> str:
    from nrprint.build.fingerprint import code_hash

    return cache.digest(INDEX, INDEX_FORMAT, code_hash())


def save_index() -> None:
    """Record the registry as a full ``discover()`` left it (nothing standing in)."""
    from nrprint.checks.registry import CHECKS, ORIGIN
    from nrprint.model.project import ORIGIN as DOMAIN_ORIGIN
    from nrprint.model.project import PENDING

    store = cache.bucket(BUCKET)
    if store is None or PENDING or any(_standing_in(c) for c in CHECKS.values()):
        return
    entry = {
        "domains": [
            [d.name, DOMAIN_ORIGIN.get(d.name, ""), d.description, d.file, list(d.paths), d.required]
            for d in DOMAINS.values()
        ],
        "checks": [
            [c.name, ORIGIN.get(c.name, ""), list(c.codes), list(c.domains), c.kind] for c in CHECKS.values()
        ],
    }
    key = _index_key()
    if store.get(key) != entry:
        store.put(key, entry)


def install_index() -> bool:
    """Fill the registries with stand-ins from the index; False when there is none
    (the caller then imports everything with ``discover()``)."""
    from nrprint.checks.registry import CHECKS, Check
    from nrprint.model.project import PENDING, Domain

    store = cache.bucket(BUCKET)
    entry = store.get(_index_key()) if store is not None else None
    if DOMAINS or CHECKS or not isinstance(entry, dict):
        return False  # something is registered already: nothing to save by standing in
    try:
        domains = [
            (Domain(n, desc, file=file, paths=tuple(paths), required=bool(req)), mod)
            for n, mod, desc, file, paths, req in entry["domains"]
        ]
        checks = [
            (Check(n, tuple(codes), tuple(doms), _later(n, mod), kind), mod)
            for n, mod, codes, doms, kind in entry["checks"]
        ]
    except (KeyError, TypeError, ValueError):
        return False
    if not all(mod for _d, mod in domains) or not all(mod for _c, mod in checks):
        return False
    for domain, mod in domains:
        DOMAINS[domain.name], PENDING[domain.name] = domain, mod
    for chk, _mod in checks:
        CHECKS[chk.name] = chk
    return True


def _later(name: str, module: str) -> Callable[..., Iterable[Diagnostic]]:
    """A check's stand-in: imports its module on the first call, then is the check."""

    def stand_in(*args: Any) -> Iterable[Diagnostic]:
        import importlib

        from nrprint.checks.registry import CHECKS

        if _standing_in(CHECKS[name]):
            importlib.import_module(module)
        if _standing_in(CHECKS[name]):  # the index named the wrong module
            from nrprint.model.project import discover

            discover()
        return CHECKS[name].fn(*args)

    stand_in.nrprint_stand_in = True  # type: ignore[attr-defined]
    return stand_in


def _standing_in(chk: Any) -> bool:
    return getattr(chk.fn, "nrprint_stand_in", False)
