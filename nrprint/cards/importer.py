"""Derive deck-preparation facts from NetrunnerDB cards, and write them to the content.

Kept per card: code, title, side, type, an agenda's advancement requirement, the
economy decision with the rule that made it (``nrprint.cards.economy``) and the words
that matched, the card's title in every language the data has, and its play facts for
the game simulator (``play``: numbers and kinds with the rule that decided each,
``nrprint.cards.play``). The card texts themselves are not kept: they are the
publisher's.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from json.encoder import encode_basestring as _string  # the C one, as json.dumps uses
from pathlib import Path
from typing import Any

from nrprint.cards.economy import Decision, decide, plain
from nrprint.cards.play import derive as derive_play
from nrprint.cards.source import Loaded
from nrprint.cards.validate import NUMBERS, SIDES, normalise, problems
from nrprint.diagnostics import ContentError, Diagnostic, Pos

FORMAT = 2  # 2: each card has its play facts ("play")

# The modules whose code decides the facts: a change to any of them makes earlier imports
# stale (the simulator would silently play the old facts), so the file records their hash.
_DERIVING = ("economy.py", "importer.py", "validate.py", "play*.py")


def derivation(folder: Path = Path(__file__).parent) -> str:
    """A hash of the code that derives the facts (``_DERIVING``), written as ``derived_by``."""
    import hashlib

    h = hashlib.blake2b(digest_size=8)
    for path in sorted({p for pattern in _DERIVING for p in folder.glob(pattern)}):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


@dataclass
class Imported:
    cards: list[dict[str, Any]] = field(default_factory=list)
    errors: list[Diagnostic] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        langs = Counter(lang for c in self.cards for lang in c["titles"])
        return {
            "cards": len(self.cards),
            "by_side_and_type": {
                side: dict(sorted(Counter(c["type"] for c in self.cards if c["side"] == side).items()))
                for side in SIDES
            },
            "economy": sum(c["economy"] for c in self.cards),
            "localized_titles": dict(sorted(langs.items())),
        }


# The fields ``decide`` and ``derive_play`` read besides the title (``_facts``).
READ = ("text", "side_code", "type_code", "keywords", *NUMBERS)


def _title_free(text: str, title: str) -> bool:
    """Whether ``text``'s facts cannot depend on ``title``: the rules read the title only
    to replace it by "this card" in the text, after removing HTML and reminder text; so a
    text without markup or brackets that holds neither form of the title lowered."""
    if "<" in text or "(" in text:
        return False
    low = text.lower()
    return title.lower() not in low and title.split(":", 1)[0].lower() not in low


def _facts(raw: dict[str, Any], memo: dict[tuple[Any, ...], tuple[Decision, dict[str, Any]]]):
    """The economy decision and play facts of a checked card, computed once per distinct
    card (generated and reprinted data repeat texts); shared results are never mutated."""
    text = raw.get("text") or ""
    title = None if _title_free(text, raw["title"]) else raw["title"]
    key = (title, *[raw.get(k) for k in READ])
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = (decide(plain(text), raw["side_code"]), derive_play(raw))
    return hit


def derive(loaded: Loaded) -> Imported:
    out = Imported(errors=list(loaded.errors))
    seen: dict[str, str] = {}
    memo: dict[tuple[Any, ...], tuple[Decision, dict[str, Any]]] = {}
    languages = sorted(loaded.titles.items())
    for raw in loaded.cards:
        code = raw.get("code")
        if "_bad" not in raw:
            normalise(raw)
        if "_bad" in raw or problems(raw) or code in seen:
            _refuse(raw, seen, out.errors)
            continue
        assert isinstance(code, str)  # problems() found it a text
        seen[code] = raw["_file"]
        decision, play = _facts(raw, memo)
        adv = raw.get("advancement_cost")
        title = raw["title"]
        out.cards.append(
            {
                "code": code,
                "title": title,
                "side": raw["side_code"],
                "type": raw["type_code"],
                "advancement": adv if isinstance(adv, int) and raw["type_code"] == "agenda" else None,
                "economy": decision.economy,
                "rule": decision.rule,
                "evidence": decision.evidence,
                "titles": {lang: t[code] for lang, t in languages if code in t and t[code] != title},
                "play": play,
            }
        )
    out.cards.sort(key=lambda c: c["code"])
    return out


def _refuse(raw: dict[str, Any], seen: dict[str, str], errors: list[Diagnostic]) -> None:
    """Why a card is not imported: not an object, of the wrong shape, or a second copy."""
    pos = Pos(raw["_file"], raw["_line"], raw["_col"])
    code = raw.get("code")
    what = f"card {code}" if isinstance(code, str) and code and len(code) <= 32 else "a card"
    if "_bad" in raw:
        errors.append(pos.error("CARD004", "a card is a JSON object"))
        return
    wrong = problems(raw)
    if wrong:
        missing = [w.removeprefix("lacks ") for w in wrong if w.startswith("lacks ")]
        if missing:
            errors.append(pos.error("CARD004", f"{what} lacks {', '.join(missing)}"))
        for w in wrong:
            if not w.startswith("lacks "):
                errors.append(pos.error("CARD008", f"{what}: {w}"))
        return
    assert isinstance(code, str)  # no problems: a second copy of a code seen
    errors.append(pos.error("CARD005", f"card code {code} appears twice (first in {seen[code]})"))


def document(imported: Imported, source: str) -> str:
    """The facts file: sorted, stable, so the same data imports to the same bytes:
    ``json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True)`` and a newline."""
    try:
        return "".join(_pieces(imported, source))
    except _Unusual:
        return _dumps(imported, source)


def _dumps(imported: Imported, source: str) -> str:
    doc = {"format": FORMAT, "source": source, "derived_by": derivation(), "cards": imported.cards}
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def _pieces(imported: Imported, source: str) -> Iterator[str]:
    """``document`` card by card. The standard library writes the indented form only with
    its slow pure-Python encoder, so it is written here (``_Encoder``), a card at a time:
    200,000 cards never make one string, and a ``play`` shared by cards of the same text
    is encoded once."""
    enc = _Encoder()
    # The keys sorted: cards, derived_by, format, source.
    if not imported.cards:
        yield '{\n "cards": [],'
    else:
        sep = '{\n "cards": [\n  '
        for card in imported.cards:
            yield sep + enc.value(card, "\n  ")
            sep = ",\n  "
        yield "\n ],"
    yield (
        f'\n "derived_by": {enc.value(derivation(), "")},\n "format": {enc.value(FORMAT, "")},'
        f'\n "source": {enc.value(source, "")}\n}}\n'
    )


class _Unusual(Exception):
    """A value ``_Encoder`` leaves to ``json.dumps`` (a float, a key that is not text)."""


class _Encoder:
    def __init__(self) -> None:
        self.memo: dict[tuple[int, str], str] = {}  # (id of a dict or list, its indent) -> text

    def value(self, o: Any, nl: str) -> str:
        """``o`` encoded, its nested lines indented one space more than ``nl``."""
        if type(o) is str:
            return _string(o)
        if o is None:
            return "null"
        if o is True:
            return "true"
        if o is False:
            return "false"
        if type(o) is int:
            return int.__repr__(o)
        if type(o) is dict or type(o) is list:
            if not o:
                return "{}" if type(o) is dict else "[]"
            if len(nl) < 4:  # the document, the card list, a card: each met once
                return self._container(o, nl)
            key = (id(o), nl)
            done = self.memo.get(key)
            if done is None:
                done = self.memo[key] = self._container(o, nl)
            return done
        raise _Unusual

    def _container(self, o: dict[str, Any] | list[Any], nl: str) -> str:
        inner = nl + " "
        if isinstance(o, list):  # the caller passes a list or a dict, never a subclass
            return "[" + inner + ("," + inner).join([self.value(v, inner) for v in o]) + nl + "]"
        if not all(type(k) is str for k in o):
            raise _Unusual
        items = [_string(k) + ": " + self.value(v, inner) for k, v in sorted(o.items())]
        return "{" + inner + ("," + inner).join(items) + nl + "}"


README = """\
# Imported card facts

`cards.json` is written by `nrprint import cards PATH` from NetrunnerDB's card data
(netrunner-cards-json, or the API dump). It holds facts derived from the cards (side,
type, advancement requirement, whether a card is economy and which rule said so, the
cards' titles in other languages, and the play facts the game simulator uses), for
`nrprint automa prepare` and `nrprint cards explain`.

This folder is git-ignored: the card data is the publisher's, imported on your
machine, never committed. Import again to refresh it; an import replaces it whole.
"""


# The largest facts file ``nrprint.cards.store`` reads back. The writer holds to it too,
# so an import never writes a file that `cards explain` and `automa prepare` then refuse.
MAX_FACTS_BYTES = 64 * 2**20


class TooLarge(Exception):
    """The facts file would pass :data:`MAX_FACTS_BYTES` (raised while writing it)."""


def write(content: Path, imported: Imported, source: str) -> Path:
    """Write the facts file (atomically, replacing the previous one) and its README.
    Past :data:`MAX_FACTS_BYTES` nothing is replaced: one CARD010 naming the bound."""
    from nrprint.system.atomic import write_atomic, write_text_atomic

    max_bytes = MAX_FACTS_BYTES

    folder = content / "cards"
    target = folder / "cards.json"

    def draw(tmp: Path) -> None:
        try:
            _write_bounded(tmp, _pieces(imported, source), max_bytes)
        except _Unusual:
            _write_bounded(tmp, iter([_dumps(imported, source)]), max_bytes)

    try:
        write_atomic(target, draw)
    except TooLarge:
        raise ContentError(
            [
                Pos(str(target)).error(
                    "CARD010",
                    f"the card facts of {len(imported.cards)} cards pass {max_bytes / 2**20:.0f} MiB,"
                    " the most `cards explain` and `automa prepare` read back; nothing was written"
                    " (import fewer cards or languages)",
                )
            ]
        ) from None
    write_text_atomic(folder / "README.md", README)
    return target


def _write_bounded(tmp: Path, pieces: Iterator[str], max_bytes: int) -> None:
    """Write ``pieces`` to ``tmp``; :class:`TooLarge` as soon as they pass ``max_bytes``."""
    written = 0
    with tmp.open("wb") as f:
        for piece in pieces:
            data = piece.encode("utf-8")
            written += len(data)
            if written > max_bytes:
                raise TooLarge
            f.write(data)
