#!/usr/bin/env python3
"""Convert jinteki.net's preconstructed decks into NetrunnerDB plain-text decklists.

Usage: python scripts/precon_decklists.py PRECONSTRUCTED_CLJC CARD_DATA OUT_DIR
       [--commit SHA] [--check]

PRECONSTRUCTED_CLJC is ``src/cljc/jinteki/preconstructed.cljc`` of mtgred/netrunner
(``git show HEAD:src/cljc/jinteki/preconstructed.cljc > precon.cljc``); CARD_DATA a
netrunner-cards-json checkout. Every deck it holds (System Gateway teaching decks, the
Worlds finals, the Classique matchups) becomes ``OUT_DIR/<slug>.txt``: comment lines
naming the source, the event, the player and the deck as the file names them, the
identity, then the cards grouped by type as NetrunnerDB exports them (ice by subtype,
programs into icebreakers and others), and the card count. ``OUT_DIR/pairings.tsv``
lists the matchups (corp file, runner file) as the file pairs them; ``OUT_DIR/SOURCE.md``
says where it all came from.

Every card name is looked up among NetrunnerDB's titles: an exact title is kept, a name
that matches a title only ignoring case, accents and quotes is written with the title,
and a name that matches none stops the conversion with a list of all of them (exit 1).
``--check`` writes nothing and only reports. Only names and counts are read: the file's
code is never copied.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

_STRING = r'"((?:[^"\\]|\\.)*)"'
_PRECON = re.compile(r"\(precon\s+" + _STRING + r"\s*\{[^{}]*?:title\s+" + _STRING)
_GATEWAY = re.compile(r"\(def\s+(gateway-[\w-]+)\s*\{[^\[]*?:title\s+" + _STRING)
_CARD = re.compile(r"\{:qty\s+(\d+)\s+:card\s+" + _STRING + r"\s*\}")
_MATCHUP = re.compile(r"\(def\s+([\w-]+)\s*\(matchup")
_KEY = re.compile(r"^\s*:([\w-]+)\s+([\w-]+)\)*\s*$", re.M)
_URL = re.compile(r"\]\s*" + _STRING + r"\s*\)")
_QUOTES = str.maketrans(
    {"\u2019": "'", "\u02bc": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-"}
)

ORDER = {
    "corp": ["Agenda", "Asset", "Upgrade", "Operation", "Barrier", "Code Gate", "Sentry", "Multi", "Other"],
    "runner": ["Event", "Hardware", "Resource", "Icebreaker", "Program"],
}


@dataclass
class Deck:
    key: str  # jinteki's own name for the deck
    identity: str
    cards: list[tuple[int, str]]
    url: str | None = None
    matchup: str | None = None  # the matchup's key (worlds-2012-a ...)
    file: str = ""
    event: str = ""
    player: str = ""
    deck: str = ""
    renamed: list[tuple[str, str]] = field(default_factory=list)


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def norm(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return re.sub(r"\s+", " ", text).strip().casefold()


def slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def _block(text: str, start: int) -> str:
    """The text of the form whose opening bracket is at or after ``start``, strings skipped."""
    depth, i, opened = 0, start, False
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "([{":
            depth, opened = depth + 1, True
        elif ch in ")]}":
            depth -= 1
            if opened and depth == 0:
                return text[start : i + 1]
        i += 1
    return text[start:]


def read_decks(text: str) -> list[Deck]:
    """Every deck of the file, in file order, with the matchup it belongs to."""
    decks: list[Deck] = []
    for m in _GATEWAY.finditer(text):
        body = _block(text, m.start())
        cards = [(int(q), unescape(c)) for q, c in _CARD.findall(body)]
        decks.append(Deck(m.group(1), unescape(m.group(2)), cards))
    for m in _PRECON.finditer(text):
        body = _block(text, m.start())
        cards = [(int(q), unescape(c)) for q, c in _CARD.findall(body)]
        url = _URL.search(body[body.rfind("]") - 1 :]) if body.rstrip(")").rstrip().endswith('"') else None
        decks.append(
            Deck(unescape(m.group(1)), unescape(m.group(2)), cards, unescape(url.group(1)) if url else None)
        )
    # Which matchup holds each deck: the def a deck's text sits in.
    starts = [(m.start(), m.group(1)) for m in _MATCHUP.finditer(text)]
    keys = {var: key for key, var in _KEY.findall(text)}
    for deck in decks:
        where = text.find(f'"{deck.key}"') if not deck.key.startswith("gateway-") else text.find(deck.key)
        holder = [name for pos, name in starts if pos < where]
        deck.matchup = keys.get(holder[-1]) if holder and not deck.key.startswith("gateway-") else None
    return decks


def name_deck(deck: Deck) -> None:
    """Event, player and deck name as the file gives them; the output file's name."""
    if deck.key.startswith("gateway-"):
        level, side = deck.key.removeprefix("gateway-").split("-")
        deck.event, deck.player, deck.deck = "System Gateway", "", f"{level.title()} {side.title()}"
        deck.file = f"system-gateway-{level}-{side}.txt"
        return
    m = re.fullmatch(r"(.+?) - (\d{4}): (.+)", deck.key)
    if m:  # "Ben Marsh - 2012: ETF": a Worlds finalist
        deck.event, deck.player, deck.deck = f"Worlds {m.group(2)}", m.group(1), m.group(3)
    else:  # "Classique 2022: Foodcoats"
        event, _, name = deck.key.partition(": ")
        deck.event, deck.player, deck.deck = event, "", name
    deck.file = slug(" ".join(p for p in (deck.event, deck.player, deck.deck) if p)) + ".txt"


def load_titles(card_data: Path) -> dict[str, dict]:
    cards: dict[str, dict] = {}
    for pack in sorted((card_data / "pack").glob("*.json")):
        for card in json.loads(pack.read_text(encoding="utf-8")):
            cards.setdefault(card["title"], card)
    return cards


def section(card: dict) -> str:
    kind = card["type_code"]
    keywords = [k.strip().casefold() for k in (card.get("keywords") or "").split(" - ")]
    if kind == "ice":
        types = [t for t in ("barrier", "code gate", "sentry") if t in keywords]
        return "Multi" if len(types) > 1 else types[0].title() if types else "Other"
    if kind == "program":
        return "Icebreaker" if "icebreaker" in keywords else "Program"
    return kind.title()


def resolve(deck: Deck, titles: dict[str, dict], by_norm: dict[str, str], missing: list[str]) -> None:
    for i, (qty, name) in enumerate([(1, deck.identity), *deck.cards]):
        title = name if name in titles else by_norm.get(norm(name))
        if title is None:
            missing.append(f"{deck.file}: '{name}' is not a NetrunnerDB title")
            continue
        if title != name:
            deck.renamed.append((name, title))
        if i == 0:
            deck.identity = title
        else:
            deck.cards[i - 1] = (qty, title)


def render(deck: Deck, titles: dict[str, dict], source: str) -> str:
    side = titles[deck.identity]["side_code"]
    groups: dict[str, list[tuple[int, str]]] = {}
    for qty, name in deck.cards:
        groups.setdefault(section(titles[name]), []).append((qty, name))
    lines = [
        f"# {source}",
        f"# Event: {deck.event}"
        + (f"; player: {deck.player}" if deck.player else "")
        + f"; deck: {deck.deck}",
    ]
    lines += [f"# Published: {deck.url}"] if deck.url else []
    lines += [f"# jinteki.net name: {deck.key}" + (f"; matchup {deck.matchup}" if deck.matchup else "")]
    lines += [f"# Renamed to NetrunnerDB's title: {a} -> {b}" for a, b in deck.renamed]
    lines += ["", deck.identity]
    for head in ORDER[side]:
        rows = groups.get(head)
        if rows:
            lines += ["", f"{head} ({sum(q for q, _ in rows)})", *(f"{q}x {n}" for q, n in rows)]
    lines += ["", f"{sum(q for q, _ in deck.cards)} cards"]
    return "\n".join(lines) + "\n"


def pairings(decks: list[Deck], titles: dict[str, dict]) -> list[tuple[str, str, str]]:
    """(matchup, corp file, runner file) of each matchup, System Gateway by level."""
    out: dict[str, dict[str, str]] = {}
    for d in decks:
        key = d.matchup or (
            f"system-gateway-{d.key.split('-')[1]}" if d.key.startswith("gateway-") else d.file
        )
        out.setdefault(key, {})[titles[d.identity]["side_code"]] = d.file
    return [(k, v["corp"], v["runner"]) for k, v in out.items() if set(v) == {"corp", "runner"}]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cljc", type=Path)
    ap.add_argument("card_data", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--commit", default="(commit not given)")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    decks = read_decks(args.cljc.read_text(encoding="utf-8"))
    titles = load_titles(args.card_data)
    by_norm = {norm(t): t for t in titles}
    missing: list[str] = []
    for deck in decks:
        name_deck(deck)
        resolve(deck, titles, by_norm, missing)
    files = [d.file for d in decks]
    missing += [
        f"two decks would be written to {f}" for f in sorted({f for f in files if files.count(f) > 1})
    ]
    for line in missing:
        print(f"error: {line}", file=sys.stderr)
    renamed = sorted({r for d in decks for r in d.renamed})
    for a, b in renamed:
        print(f"renamed: '{a}' -> '{b}'")
    print(f"{len(decks)} decks, {sum(len(d.cards) for d in decks)} card lines, {len(renamed)} names renamed")
    if missing or args.check:
        return 1 if missing else 0
    source = f"Source: mtgred/netrunner src/cljc/jinteki/preconstructed.cljc, commit {args.commit}"
    args.out.mkdir(parents=True, exist_ok=True)
    for deck in decks:
        (args.out / deck.file).write_text(render(deck, titles, source), encoding="utf-8")
    rows = pairings(decks, titles)
    (args.out / "pairings.tsv").write_text(
        "# matchup\tcorp decklist\trunner decklist (as jinteki.net pairs them)\n"
        + "".join(f"{k}\t{c}\t{r}\n" for k, c, r in rows),
        encoding="utf-8",
    )
    print(f"wrote {len(decks)} decklists and {len(rows)} pairings to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
