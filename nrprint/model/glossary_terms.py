"""The game's terms and their accepted translations, per language (data for a check).

``content/glossary-terms.yaml`` lists, for each term, the English phrases that name it
and, per language, the stems every word for it contains (``family``) and the words and
phrases that are accepted (``accepted``). The check GLOS001 (``nrprint.checks.
glossary_terms``) warns when a translation of an English string naming the term uses a
word of the family that is not accepted: a second word for the same thing.

It is also the set's one vocabulary: ``avoid`` lists, per language, the other
ways the set has printed a term (VOC001: none may appear in any document); ``absent``
names the things the source rulebook has and this set does not print (VOC002); ``rules``
ties a rule that several documents state to its value in ``templates/play.yaml`` (VOC003).

``words`` are what documents print by reference: a string of any document may say
``[[trash-limit]]`` (``[[Trash-limit]]`` capitalised) and prints the word of its
language from here (``Text.get``). A rule of ``rules`` is referred to by its id
(``[[tie-order]]``) and prints the phrase of play.yaml's value; ``[[pile-key]]`` prints
the key of the AI piles' codes from ``pile_key``. These are translated
``Text``; the term lists above are not printed, so they are plain strings.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field

from nrprint.model.base import Node, Text


class GlossaryTerm(Node):
    id: str
    # English phrases naming the term, matched as whole words, ignoring case.
    en: list[str]
    # Per language: stems (lower case) found in every word that could name the term.
    family: dict[str, list[str]] = Field(default_factory=dict)
    # Per language: the accepted words and phrases (whole words, ignoring case).
    accepted: dict[str, list[str]] = Field(default_factory=dict)
    # Per language: other ways of printing the term that no document may use.
    avoid: dict[str, list[str]] = Field(default_factory=dict)
    # Per language: the one way the set prints it (for messages).
    say: dict[str, str] = Field(default_factory=dict)
    note: str = ""


class AbsentThing(Node):
    """Something of the source rulebook this set does not contain (an AI pack, a card)."""

    id: str
    # Per language: phrases that name it (whole words, ignoring case).
    names: dict[str, list[str]]
    why: str


class RuleStatement(Node):
    """A rule several documents state, and the ``templates/play.yaml`` value it follows.

    ``play`` is a dotted key of play.yaml. When its value is a name, ``states`` maps each
    possible value to the phrases (per language) that state it: a phrase of another value
    is a second source. When its value is a mapping by difficulty, ``states`` has one
    entry, ``levels``: per language a sentence with ``{easy}``, ``{standard}``,
    ``{hard}``, and ``marker`` (per language) finds the strings that state it. Such a
    sentence may say only the levels that differ from standard: ``{others}`` prints
    `` (easy 8, hard 6)`` from ``others`` (per language, per level, its words), leaving
    out each level whose value is standard's, and nothing when all are.
    """

    id: str
    play: str
    states: dict[str, dict[str, list[str]]]
    marker: dict[str, str] = Field(default_factory=dict)
    others: dict[str, dict[str, str]] = Field(default_factory=dict)

    def fill(self, sentence: str, lang: str, value: dict[str, Any]) -> str:
        """``sentence`` with play.yaml's numbers by level, ``{others}`` with the levels
        that differ from standard ("7 (hard 8)", not "7 (easy 7, hard 8)")."""
        words = self.others.get(lang) or self.others.get("en") or {}
        differ = [
            w.format(**value) for level, w in words.items() if value.get(level) != value.get("standard")
        ]
        return sentence.format(**value, others=f" ({', '.join(differ)})" if differ else "")


class MarkedRule(Node):
    """A clarification of the booklet (its block ``key``) that the sheets state too: per
    language, phrases that state it; a sheet's line with one carries the house mark."""

    key: str
    states: dict[str, list[str]]


class PileKeyGroup(Node):
    """One AI's pile codes in the booklet's key: its name and, per code id (of
    ``codes``), what that pile holds."""

    side: Text
    codes: dict[str, Text]


# The reference that prints the key of the pile codes (``pile_key``), composed per language.
PILE_KEY = "pile-key"


def pile_key_text(groups: list[PileKeyGroup], said: dict[str, str], lang: str) -> str:
    """The key: per AI, its name, then each code in bold with what its pile holds
    ("Corp AI: **ICE** ice · **OP** operations …")."""
    parts = []
    for group in groups:
        # No-break spaces: a code never ends a line apart from its words, nor a dot starts one.
        entries = "\u00a0· ".join(
            f"**{said.get(code, code)}**\u00a0{held.raw(lang) or held.en}"
            for code, held in group.codes.items()
        )
        parts.append(f"{group.side.raw(lang) or group.side.en} {entries}.")
    return " ".join(parts)


class GlossaryTerms(Node):
    terms: list[GlossaryTerm]
    # Term id -> the word every document prints for it, per language (``[[id]]``).
    words: dict[str, Text] = Field(default_factory=dict)
    # Ids of words and rules no document may write out: only ``[[id]]`` prints them (VOC005).
    referenced: list[str] = Field(default_factory=list)
    # Per referenced id and language: its other forms (plural, inflected) that VOC005
    # reports too; a document prints them by reference as well (``[[trash-limit]]s``).
    forms: dict[str, dict[str, list[str]]] = Field(default_factory=dict)
    # Ids of ``words`` that are the AI piles' codes (ICE, OP, RE, ÉCO/EC …): a string of
    # one language prints its language's code, never another's (VOC006).
    codes: list[str] = Field(default_factory=list)
    # Booklet clarifications the sheets state as well, found by their phrases (VOC009).
    marked: list[MarkedRule] = Field(default_factory=list)
    # The key of those codes the booklet prints (``[[pile-key]]``), one group per AI.
    pile_key: list[PileKeyGroup] = Field(default_factory=list)
    absent: list[AbsentThing] = Field(default_factory=list)
    rules: list[RuleStatement] = Field(default_factory=list)
    # The words only the AI cards and their reference sheets print: read, as the
    # ``automa-glossary`` domain, by ``nrprint.model.card_words`` (kept raw here, so that
    # each of its strings is checked once).
    cards: dict[str, Any] = Field(default_factory=dict)

    def printed(self, langs: tuple[str, ...], play: dict[str, Any]) -> dict[str, dict[str, str]]:
        """Per language, the word each reference prints: ``words`` as stored (the
        typography is applied with the text around them), and each rule's phrase for
        its value in ``play`` (templates/play.yaml read as a mapping)."""
        printed: dict[str, dict[str, str]] = {}
        for lang in langs:
            said = {k: (v.raw(lang) or v.en) for k, v in self.words.items()}
            for rule in self.rules:
                phrase = rule_phrase(rule, lang, play)
                if phrase is not None:
                    said[rule.id] = phrase
            if self.pile_key:
                said[PILE_KEY] = pile_key_text(self.pile_key, said, lang)
            printed[lang] = said
        return printed


def play_value(play: dict[str, Any], key: str) -> Any:
    """The value at a dotted key of play.yaml (``clarifications.tie_order``), or None."""
    value: Any = play
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


def rule_phrase(rule: RuleStatement, lang: str, play: dict[str, Any]) -> str | None:
    """The phrase stating ``rule`` as play.yaml has it, in ``lang`` (its first phrase)."""
    value = play_value(play, rule.play)
    if isinstance(value, dict):
        levels = rule.states.get("levels", {}).get(lang) or rule.states.get("levels", {}).get("en")
        return rule.fill(levels[0], lang, value) if levels else None
    phrases = rule.states.get(str(value), {})
    found = phrases.get(lang) or phrases.get("en")
    return found[0] if found else None


def read_play(folder: Path | None = None) -> dict[str, Any]:
    """templates/play.yaml as a plain mapping (its model is the simulator's business)."""
    from nrprint.source.templates import default_dir

    file = (folder or default_dir()) / "play.yaml"
    try:
        stat = file.stat()
    except OSError:
        return {}
    # A check asks for every string and rule: read once per version of the file.
    return _read_play(file, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=4)
def _read_play(file: Path, _mtime: int, _size: int) -> dict[str, Any]:
    from nrprint.source.reader import load_yaml

    data = load_yaml(file, "templates/play.yaml").data
    return data if isinstance(data, dict) else {}
