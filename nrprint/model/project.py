"""A content folder, loaded lazily domain by domain, with the diagnostics of loading."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from nrprint.diagnostics import ContentError, Diagnostic, Pos
from nrprint.model.domains import DOMAINS, Domain
from nrprint.system.hashing import hash_tree

# Fixed when a project is made: a run that covers other languages or domains works on
# ``narrowed()``, a project of its own over the same loaded content, so nothing is set
# and given back around a call.
FIXED = frozenset({"only_langs", "scope"})


@dataclass
class Project:
    """The content folder. ``get(name)`` loads a domain once and caches it."""

    root: Path
    display_path: str = "content"  # the folder as the user typed it: how findings name its files
    options: dict[str, Any] = field(default_factory=dict)
    # Domains a check run covers (None: all); generic checks walk only these.
    scope: frozenset[str] | None = None
    _cache: dict[str, Any] = field(default_factory=dict)
    _texts: dict[str, list[tuple[str, str, Any]]] = field(default_factory=dict)
    load_diagnostics: list[Diagnostic] = field(default_factory=list)
    # Languages asked for with --lang (None: every declared language).
    only_langs: tuple[str, ...] | None = None
    # --strict: each string a language lacks is an error (else the language is a draft).
    strict: bool = False
    # While set, every domain asked for is added: what a cached check result depends on
    # (see nrprint.checks.memo).
    reads: set[str] | None = None
    # Cores the checks may use (a build's --jobs): a big deck's cards are checked in halves.
    jobs: int = 1
    # While the checks load the decks: what reads each deck's cards and checks them as it
    # goes (``nrprint.checks.cardwalk``; ``nrprint.model.automa.CardPass``). None: read only.
    card_pass: Any = None
    # translations() as last computed, with the languages declared when it was.
    _translations: tuple[Any, tuple[str, ...]] | None = None

    def __setattr__(self, name: str, value: Any) -> None:
        if name in FIXED and name in self.__dict__:
            raise AttributeError(f"Project.{name} is fixed when the project is made: use narrowed()")
        object.__setattr__(self, name, value)

    def narrowed(
        self, *, langs: tuple[str, ...] | None = None, scope: frozenset[str] | None = None
    ) -> Project:
        """This project for a run over ``langs`` (None: as this one) and the domains of
        ``scope`` (None: as this one): it shares the content loaded so far and loads
        into the same store, so both see what either loads."""
        return replace(
            self,
            only_langs=self.only_langs if langs is None else langs,
            scope=self.scope if scope is None else scope,
            _translations=None,
        )

    def display(self, rel: str) -> str:
        return f"{self.display_path.rstrip('/')}/{rel}"

    def safe_path(self, rel: str) -> Path:
        """Resolve a path inside the content folder; refuse anything that escapes it."""
        root = self.root.resolve()
        target = (self.root / rel).resolve()
        if root != target and root not in target.parents:
            raise ContentError([Pos(self.display(rel)).error("IO005", "path escapes the content folder")])
        return target

    def exists(self, name: str) -> bool:
        return DOMAINS[name].present(self)

    def get(self, name: str) -> Any:
        if self.reads is not None:
            self.reads.add(name)
        if name in self._cache:
            return self._cache[name]
        domain = DOMAINS[name]
        if not domain.present(self):
            self._cache[name] = None
            return None
        try:
            if domain.load is not None:
                obj, diags = domain.load(self)
            else:
                obj, diags = self._load_file(domain)
        except ContentError as exc:
            obj, diags = None, exc.diagnostics
        self.load_diagnostics.extend(diags)
        self._cache[name] = obj
        return obj

    def _load_file(self, domain: Domain) -> tuple[Any, list[Diagnostic]]:
        from nrprint.model.base import validate
        from nrprint.source.reader import load_yaml

        assert domain.file is not None
        path = self.safe_path(domain.file)
        display_path = self.display(domain.file)
        if not path.exists():
            if domain.required:
                return None, [
                    Pos(display_path).error("IO006", f"missing content file for {domain.description}")
                ]
            return None, []
        doc = load_yaml(path, display_path)
        return validate(doc, domain.model_class())

    def texts(
        self, lazy: bool = True, only: str | None = None, scoped: bool = True
    ) -> Iterator[tuple[str, str, Any]]:
        """Every (domain, label, Text) of the domains in scope (every domain, unless
        ``scoped``) that loaded cleanly (with ``only``, of that one domain: a check
        reading it depends on no other).

        Without ``lazy`` the cards of Automa decks are left out (the checks read their
        words card by card, see ``nrprint.checks.registry``), and the rest is walked
        once per domain and kept. With it, every card is built again and nothing kept.
        """
        from nrprint.model.base import iter_texts

        for name in DOMAINS if only is None else (only,):
            if scoped and self.scope is not None and name not in self.scope:
                continue
            obj = self.get(name)
            if obj is None:
                continue
            if lazy:
                yield from ((name, lb, t) for lb, t in iter_texts(obj, lazy=True))
                continue
            if name not in self._texts:
                self._texts[name] = [(name, lb, t) for lb, t in iter_texts(obj)]
            yield from self._texts[name]

    @property
    def languages(self) -> Any:
        """The declared languages (``languages.yaml``); without the file, the languages
        its strings carry (a user's folder of a few documents needs no declaration).

        Reading them installs their print typography for ``Text.get``.
        """
        if "_languages" not in self._cache:
            from nrprint.lang.printed import PRINTED
            from nrprint.model.languages import found_in

            declared = self.get("languages") if "languages" in DOMAINS else None
            if declared is None:
                declared = found_in(t for _d, _l, t in self.texts(lazy=False, scoped=False))
            langs = declared
            PRINTED.install({lang.tag: lang.typography() for lang in langs.languages})
            self._cache["_languages"] = langs
            PRINTED.install_words(self._vocabulary(langs.tags()))
        return self._cache["_languages"]

    def vocabulary(self) -> Any:
        """The glossary this project prints its ``[[term]]`` references from: its own
        glossary-terms.yaml, else the shipped one (a folder of a few documents, the Automa
        decks alone, still prints the set's words)."""
        own = self.get("glossary-terms")
        if own is not None:
            return own
        from nrprint.system.paths import shipped_content

        file = shipped_content() / "glossary-terms.yaml"
        if not file.is_file() or self.root.resolve() == file.parent.resolve():
            return None
        stat = file.stat()
        return _shipped_glossary(file.parent, stat.st_mtime_ns, stat.st_size)

    def _vocabulary(self, tags: tuple[str, ...]) -> dict[str, dict[str, str]]:
        """The words ``[[term]]`` references print (glossary-terms.yaml), per language."""
        from nrprint.model.domains import DOMAINS
        from nrprint.model.glossary_terms import read_play

        if "glossary-terms" not in DOMAINS:
            return {}
        glossary = self.vocabulary()
        return glossary.printed(tags, read_play()) if glossary is not None else {}

    def langs(self) -> tuple[str, ...]:
        """The languages this run prints and checks, the source language included."""
        return self.only_langs if self.only_langs is not None else self.languages.tags()

    def translations(self) -> tuple[str, ...]:
        """The languages this run checks translations of: ``langs`` less English and
        the generated pseudo-locales."""
        languages = self.languages
        kept = self._translations
        if kept is not None and kept[0] is languages:
            return kept[1]
        from nrprint.lang.tags import is_pseudo

        source = languages.source
        found = tuple(t for t in self.langs() if t != source and not is_pseudo(t))
        self._translations = (languages, found)
        return found

    def load_all(self) -> list[Diagnostic]:
        for name in DOMAINS:
            self.get(name)
        return sorted(set(self.load_diagnostics))


@lru_cache(maxsize=2)
def _shipped_glossary(folder: Path, _mtime: int, _size: int) -> Any:
    return Project(folder).get("glossary-terms")


def content_hash(project: Project, domains: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for name in sorted(domains):
        domain = DOMAINS[name]
        paths = domain.paths or ((domain.file,) if domain.file else ())
        h.update(name.encode())
        if not paths:  # a loader we cannot see into: the whole folder decides
            hash_tree(h, project.root, project.root)
        for rel in paths:
            hash_tree(h, project.root / rel, project.root)
    return h.hexdigest()


T = TypeVar("T")
# Layouts that several checks read (and a drawing in the same process), each with the
# content objects it was made from: a new check run loads new objects, so nothing stale
# is served, and the old ones are held here, so their ids cannot be reused.
_REMEMBERED: dict[tuple[Any, ...], tuple[tuple[Any, ...], Any]] = {}


def remembered(
    project: Project,
    domains: tuple[str, ...],
    key: tuple[Any, ...],
    compute: Callable[[], T],
    also: tuple[Any, ...] = (),
) -> T:
    """``compute()``, or what it returned for the same ``key`` from the same objects:
    the ``domains`` (read through ``project.get`` every time, so a check answered from
    here still depends on them; see ``nrprint.checks.memo``) and ``also`` (templates)."""
    objects = (*(project.get(d) for d in domains), *also)
    hit = _REMEMBERED.get(key)
    if (
        hit is not None
        and len(hit[0]) == len(objects)
        and all(a is b for a, b in zip(hit[0], objects, strict=True))
    ):
        return hit[1]
    value = compute()
    _REMEMBERED[key] = (objects, value)
    return value
