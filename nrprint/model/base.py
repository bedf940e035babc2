"""Model base classes: unknown keys rejected, every object knows where it came from."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Sequence
from typing import Annotated, Any, Generic, TypeVar, overload

from pydantic import BaseModel, ConfigDict, Field

from nrprint.diagnostics import Diagnostic, Pos
from nrprint.lang.plurals import index as plural_index
from nrprint.lang.plurals import split
from nrprint.lang.printed import PRINTED, TermWord
from nrprint.lang.tags import SRC_SUFFIX, is_pseudo
from nrprint.source.doc import SourceDoc
from nrprint.source.packed import Packed
from nrprint.source.text import KeyPath
from nrprint.source.validate import validate_part

# Content is written in English: every string's ``en`` is the text translators translate.
SOURCE = "en"
ICON_TOKEN = re.compile(r"\{([a-z][a-z0-9-]*)\}")


class Node(BaseModel):
    """Base of every content object: strict keys, and a source position after loading.

    ``attach`` records where the object came from in pydantic's private slot, as the
    dict pydantic's copies expect (``{"_doc": document, "_kp": key path}``). No
    ``PrivateAttr`` is declared on purpose: pydantic would then initialise private
    attributes for each of the ~100,000 objects of a big deck, a third of its validation
    time; objects made in code simply have no source.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    def pos(self, *sub: str | int) -> Pos:
        """Position of this object, or of one of its fields (``obj.pos("en")``)."""
        source = self.__pydantic_private__ or _placed(self)
        if not source:
            return Pos("<memory>")
        return source["_doc"].pos((*source["_kp"], *sub))

    @property
    def source_path(self) -> str:
        """The file this object was read from (no position lookup needed)."""
        source = self.__pydantic_private__ or _placed(self)
        return source["_doc"].path if source else "<memory>"


def en_hash(text: str) -> str:
    """Fingerprint of an English string, recorded by each translation of it (``<tag>_src``)."""
    normal = " ".join(text.split())
    return hashlib.sha256(normal.encode("utf-8")).hexdigest()[:8]


MAX_TEXT = 4000  # characters; no printed string needs more, and it bounds layout work


class Text(Node):
    """A string in the source language (``en``) and its translations, by language tag.

    Each translation ``<tag>`` records ``<tag>_src``, the hash of the English it was
    written from (``{en: …, fr: …, fr_src: …, de: …, de_src: …}``). Translations are
    pydantic extras, typed as strings; which tags may appear is the languages check's
    business (I18N003), so adding a language never touches this class.
    """

    model_config = ConfigDict(extra="allow", frozen=True)
    __pydantic_extra__: dict[str, Annotated[str, Field(max_length=MAX_TEXT)] | None]

    en: Annotated[str, Field(max_length=MAX_TEXT)]

    def raw(self, lang: str) -> str | None:
        """The text as stored for ``lang`` (None when there is no translation). A string
        that is only a reference (``{en: "[[credit]]"}``) is its own translation: the
        glossary holds the word in every language."""
        if lang == SOURCE:
            return self.en
        extra = self.__pydantic_extra__
        found = extra.get(lang) if extra else None
        if found is None and self.en[:2] == "[[" and PRINTED.is_reference(self.en):
            return self.en
        return found

    def get(self, lang: str, own: TermWord | None = None) -> str:
        """The text as printed in ``lang``: each ``[[term]]`` replaced by the set's word
        for it (``own``'s word first: a setup sheet's edition), its typography applied,
        pseudo-locales made."""
        if is_pseudo(lang):
            return PRINTED.pseudo(PRINTED.refer(SOURCE, self.en, own))
        value = self.raw(lang)
        if value:
            return PRINTED.typeset(lang, PRINTED.refer(lang, value, own))
        # A language in progress prints the English, marked, where a translation is missing
        # (I18N001 says which; `--strict` stops the build before anything is drawn).
        if lang == SOURCE:
            return ""
        return PRINTED.fallback(PRINTED.typeset(SOURCE, PRINTED.refer(SOURCE, self.en, own)))

    def where(self, lang: str) -> Pos:
        """Where ``lang``'s text is written; the English for a generated pseudo-locale."""
        return self.pos(lang if self.raw(lang) is not None else SOURCE)

    def src(self, lang: str) -> str | None:
        """The hash of the English that the ``lang`` translation was written from."""
        extra = self.__pydantic_extra__
        return extra.get(lang + SRC_SUFFIX) if extra else None

    def stale(self, lang: str) -> bool:
        extra = self.__pydantic_extra__
        stored = extra.get(lang) if extra else None
        return bool(stored) and self.src(lang) != en_hash(self.en)

    def translation_keys(self) -> tuple[str, ...]:
        """Every key of the mapping besides ``en``: translations and their hashes."""
        return tuple(self.__pydantic_extra__ or ())


class Plural(Text):
    """A message printed after a count, with its forms in one string per language:
    ``{en: "bit|bits", fr: "bit|bits|bits", de: "Bit|Bits"}``, one form per plural
    category of the language in CLDR order (``nrprint.lang.plurals``)."""

    def forms(self, lang: str) -> list[str]:
        """The stored forms of ``lang`` (the generated pseudo-locale's from the English)."""
        if is_pseudo(lang):
            return [PRINTED.pseudo(form) for form in split(self.en)]
        value = self.raw(lang)
        return split(value) if value else []

    def say(self, lang: str, count: int) -> str:
        """The form ``count`` takes in ``lang``, as printed (its typography applied)."""
        forms = self.forms(lang)
        if not forms:  # untranslated: the English form for ``count``, marked as a fallback
            english = split(self.en)
            form = english[min(plural_index(SOURCE, count), len(english) - 1)]
            return PRINTED.fallback(PRINTED.typeset(SOURCE, form)) if lang != SOURCE else form
        i = plural_index(lang, count)
        form = forms[i] if i < len(forms) else forms[-1]
        return form if is_pseudo(lang) else PRINTED.typeset(lang, form)


M = TypeVar("M", bound=BaseModel)


_ALIASES: dict[type, dict[str, str]] = {}  # a model class → its fields' aliases
_FIELD_SETS: dict[frozenset[str], set[str]] = {}
_NESTED = (list, tuple, dict)  # containers that may hold Nodes (tested as a tuple: no union built per test)


def attach(obj: Any, doc: SourceDoc, kp: KeyPath = ()) -> None:
    """Give every Node in a validated tree its document and key path."""
    if isinstance(obj, Node):
        _attach_node(obj, doc, kp)
    elif isinstance(obj, list | tuple):
        for i, item in enumerate(obj):
            if isinstance(item, Node):
                _attach_node(item, doc, (*kp, i))
            elif isinstance(item, _NESTED):
                attach(item, doc, (*kp, i))
    elif isinstance(obj, dict):
        for key, item in obj.items():
            if isinstance(item, Node):
                _attach_node(item, doc, (*kp, key))
            elif isinstance(item, _NESTED):
                attach(item, doc, (*kp, key))


def _attach_node(obj: Node, doc: SourceDoc, kp: KeyPath) -> None:
    # Straight into pydantic's private slot (see Node): this runs for every object of
    # every content file, and for each card of a big deck each time it is built.
    object.__setattr__(obj, "__pydantic_private__", {"_doc": doc, "_kp": kp})
    # pydantic gives each object its own set of the fields it was given; frozen objects never change it, so objects with equal sets share one.
    fields = obj.__pydantic_fields_set__
    shared = _FIELD_SETS.setdefault(frozenset(fields), fields)
    if shared is not fields:
        object.__setattr__(obj, "__pydantic_fields_set__", shared)
    cls = type(obj)
    aliases = _ALIASES.get(cls)
    if aliases is None:
        aliases = _ALIASES[cls] = {name: f.alias for name, f in cls.model_fields.items() if f.alias}
    for name, value in obj.__dict__.items():
        if isinstance(value, Node):
            _attach_node(value, doc, (*kp, aliases.get(name, name)))
        elif isinstance(value, _NESTED):
            attach(value, doc, (*kp, aliases.get(name, name)))


# The card the checks are reading, built without positions (``LazyNodes.checked``), with
# its document and key path: [card, doc, kp], or empty once it is placed.
_UNPLACED: list[Any] = []


def _placed(obj: Node) -> dict[str, Any] | None:
    """The source of a node built without one: the card being checked is given its
    positions (``attach``) the first time one of its nodes is asked where it is."""
    if not _UNPLACED:
        return None
    card, doc, kp = _UNPLACED
    _UNPLACED.clear()
    attach(card, doc, kp)
    return obj.__pydantic_private__


class LazyNodes(Sequence[M], Generic[M]):
    """Items of ``model`` at ``kp`` in ``doc``, kept packed and built one at a time when
    read (a packed card is a small fraction of its model objects, see "cards kept packed"
    in bench/README.md); ``ids`` kept apart.

    A deck's cards are packed when the deck is read, and each is validated as it is
    loaded (``nrprint.model.automa.read_card``), where the checks walk it
    (``nrprint.checks.cardwalk``). Reading a card validates its data again and gives it
    its source position, so memory holds the cards being worked on, not the deck: each
    drawing process walks them once more. Each read builds a new object.
    """

    __slots__ = ("model", "doc", "kp", "blobs", "ids")

    def __init__(self, model: type[M], doc: SourceDoc, kp: KeyPath, blobs: Packed, ids: tuple[str, ...]):
        self.model, self.doc, self.kp, self.blobs, self.ids = model, doc, kp, blobs, ids

    def __len__(self) -> int:
        return len(self.blobs)

    def _build(self, i: int) -> M:
        obj = self.model.model_validate(self.blobs.item(i))
        attach(obj, self.doc, (*self.kp, i))
        return obj

    def unsourced(self, i: int) -> M:
        """Item ``i`` without its source position, for a reader that never reports one
        (the drawing): giving every object of a card its position costs about as much
        as validating it."""
        return self.model.model_validate(self.blobs.item(range(len(self))[i]))

    def checked(self, i: int) -> M:
        """Item ``i`` for the checks: built without positions, which its nodes are given
        the first time a message asks where one of them is (until the next ``checked``
        item is built). A valid card is never asked: giving every object of a card its
        position is a large part of its build, on each card of a deck."""
        obj = self.unsourced(i)
        _UNPLACED[:] = [obj, self.doc, (*self.kp, range(len(self))[i])]
        return obj

    @overload
    def __getitem__(self, i: int) -> M: ...
    @overload
    def __getitem__(self, i: slice) -> list[M]: ...
    def __getitem__(self, i: int | slice) -> M | list[M]:
        at = range(len(self))[i]  # negative indexes, slices and IndexError as a list has them
        return [self._build(j) for j in at] if isinstance(at, range) else self._build(at)

    def __iter__(self) -> Iterator[M]:
        for i in range(len(self)):
            yield self._build(i)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyNodes):
            return self.model is other.model and self.blobs == other.blobs
        return isinstance(other, list) and list(self) == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{len(self)} {self.model.__name__} objects, built when read>"


def item_ids(items: Sequence[Any]) -> tuple[str, ...]:
    """The ``id`` of every item: kept by a lazy sequence, else read from each object."""
    if isinstance(items, LazyNodes):
        return items.ids
    return tuple(item.id for item in items)


def validate(doc: SourceDoc, model: type[M]) -> tuple[M | None, list[Diagnostic]]:
    """Validate a document against a model; errors become diagnostics at their positions."""
    obj, diags = validate_part(doc, model, doc.data if doc.data is not None else {})
    if obj is not None:
        attach(obj, doc)
        doc.data = None  # the model holds the values now: keep one copy of a big deck, not two
    return obj, diags


def iter_texts(obj: Any, label: str = "", lazy: bool = False) -> Any:
    """Yield ``(label, Text)`` for every bilingual string in a content tree, in order.

    ``label`` names the place for messages, e.g. ``sides[0].phases[1].text``. Lazy
    sequences (a deck's cards) are walked only with ``lazy``: reading them builds
    every card again.
    """
    if isinstance(obj, Text):
        yield label, obj
    elif isinstance(obj, Node):
        prefix = f"{label}." if label else ""
        for name, value in obj.__dict__.items():  # pydantic keeps fields here, in order
            if isinstance(value, _CONTAINERS) or (lazy and isinstance(value, LazyNodes)):
                yield from iter_texts(value, prefix + name, lazy)
    elif isinstance(obj, _SEQUENCES):
        for i, item in enumerate(obj):
            if isinstance(item, _CONTAINERS):
                yield from iter_texts(item, f"{label}[{i}]", lazy)
    elif isinstance(obj, dict):
        for key, item in obj.items():
            if isinstance(item, _CONTAINERS):
                yield from iter_texts(item, f"{label}.{key}" if label else str(key), lazy)


_CONTAINERS = (Node, list, tuple, dict)
_SEQUENCES = (list, tuple, LazyNodes)  # a tuple, not a union: no union object built per call
NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w])")


def numbers_in(text: str) -> list[str]:
    """Numbers written with digits, normalised (``1,5`` = ``1.5``), sorted for comparison."""
    plain = ICON_TOKEN.sub(" ", text)
    return sorted(n.replace(",", ".") for n in NUMBER.findall(plain))
