"""The registry index: which domains exist, in their order, and which module registers
each. With it a check run imports only the modules of the domains its units read; the
rest stand in as names and file paths.
Kept in the ``checks`` bucket of the cache, keyed by nrprint's own code.
"""

from __future__ import annotations

from nrprint.checks.memo import BUCKET
from nrprint.model.domains import DOMAINS, PENDING, Domain
from nrprint.model.domains import ORIGIN as DOMAIN_ORIGIN
from nrprint.system import cache

INDEX = "index"
INDEX_FORMAT = 2


def _index_key() -> str:
    from nrprint.system.hashing import code_hash

    return cache.digest(INDEX, INDEX_FORMAT, code_hash())


def save_index() -> None:
    """Record the registry as a full ``discover()`` left it (nothing standing in)."""

    store = cache.bucket(BUCKET)
    if store is None or PENDING:
        return
    entry = {
        "domains": [
            [d.name, DOMAIN_ORIGIN.get(d.name, ""), d.description, d.file, list(d.paths), d.required]
            for d in DOMAINS.values()
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
    if DOMAINS or not isinstance(entry, dict):
        return False  # something is registered already: nothing to save by standing in
    try:
        domains = [
            (Domain(n, desc, file=file, paths=tuple(paths), required=bool(req)), mod)
            for n, mod, desc, file, paths, req in entry["domains"]
        ]
    except (KeyError, TypeError, ValueError):
        return False
    if not all(mod for _d, mod in domains):
        return False
    for domain, mod in domains:
        DOMAINS[domain.name], PENDING[domain.name] = domain, mod
    _installed = True
    return True
