"""The registry index: which domains and checks exist, in their order, and which module
registers each. With it a check run imports only the modules of the units it has to
run (and of the domains those read); the rest stand in as names and file paths.
Kept in the ``checks`` bucket of the cache, keyed by nrprint's own code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from nrprint.checks.memo import BUCKET
from nrprint.checks.registry import CHECKS, ORIGIN, Check
from nrprint.diagnostics import Diagnostic
from nrprint.model.domains import DOMAINS, PENDING, Domain
from nrprint.model.domains import ORIGIN as DOMAIN_ORIGIN
from nrprint.system import cache

INDEX = "index"
INDEX_FORMAT = 1


def _index_key() -> str:
    from nrprint.system.hashing import code_hash

    return cache.digest(INDEX, INDEX_FORMAT, code_hash())


def save_index() -> None:
    """Record the registry as a full ``discover()`` left it (nothing standing in)."""

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


_installed = False  # the registries were filled from the index in this process


def installed() -> bool:
    """Whether ``install_index`` filled the registries in this process."""
    return _installed


def install_index() -> bool:
    """Fill the registries with stand-ins from the index; False when there is none
    (the caller then imports everything with ``discover()``)."""
    global _installed

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
    _installed = True
    return True


def _later(name: str, module: str) -> Callable[..., Iterable[Diagnostic]]:
    """A check's stand-in: imports its module on the first call, then is the check."""

    def stand_in(*args: Any) -> Iterable[Diagnostic]:
        import importlib

        if _standing_in(CHECKS[name]):
            importlib.import_module(module)
        if _standing_in(CHECKS[name]):  # the index named the wrong module
            from nrprint.model.domains import discover

            discover()
        return CHECKS[name].fn(*args)

    stand_in.nrprint_stand_in = True  # type: ignore[attr-defined]
    stand_in.nrprint_check = name  # type: ignore[attr-defined]
    return stand_in


def _standing_in(chk: Any) -> bool:
    return getattr(chk.fn, "nrprint_stand_in", False)
