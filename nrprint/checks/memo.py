"""Check results kept between runs, each with the content it was computed from.

A unit of checking (loading one domain, one project check, the string checks of one
domain, the walk over the Automa cards) is run with ``Project.reads`` recording every
domain it reads. Its diagnostics are stored with the hash of each of those domains (and,
in the key, the code, templates, display root, options and scope). The next run reuses
them only while every recorded domain still has the same hash, so an edit re-runs
exactly the units that read the edited file. Hashes are taken before anything is
loaded: a file saved during a run leaves an entry that is simply never matched.

Everything is in the ``checks`` bucket of ``nrprint.system.cache``; with the cache off each
unit just runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from nrprint.diagnostics import Diagnostic, decode, encode
from nrprint.model.domains import DOMAINS
from nrprint.model.project import Project
from nrprint.system import cache

BUCKET = "checks"
LANGUAGES = {"languages"}


class Memo:
    """The cached units of one check run over ``project``."""

    def __init__(self, project: Project, scope: Iterable[str]):
        from nrprint.model.project import content_hash
        from nrprint.system.hashing import code_hash, templates_hash

        self.project = project
        self.store = cache.bucket(BUCKET)
        self.hashes: dict[str, str] = {}
        self.extra: Any = None  # what a unit leaves for its entry (see ``run``)
        if self.store is not None:  # before loading anything (see the module's note)
            self.hashes = {name: content_hash(project, (name,)) for name in DOMAINS}
            self.base = cache.digest(
                code_hash(),
                templates_hash(),
                project.display_path,
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
