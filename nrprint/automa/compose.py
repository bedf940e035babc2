"""The words printed on an Automa card, as rich text per box (pure, no PDF library).

The same composition feeds the drawing and the fit check (AUT011), so what is checked
is exactly what is printed. Vocabulary words come from the ``cards`` part of ``glossary-terms.yaml``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from nrprint.automa.geometry import CardBoxes, card_boxes, template
from nrprint.automa.vocab import ORDER_WORDS, REMOTE_ACTIONS, target_name
from nrprint.lang.printed import PRINTED
from nrprint.lang.typography import minus
from nrprint.layout.imposition import Rect
from nrprint.layout.textflow import Measure, TextBlock, fit
from nrprint.model.automa import Card, Click, Deck, Row, Step
from nrprint.model.card_words import Glossary

COND_ICON = {
    "low-credits": "cond-credits",
    "small-grip": "cond-grip",
    "no-breakers": "cond-breakers",
    "no-trasher": "cond-trasher",
}
# A condition's threshold, printed as text beside its icon (never inside it: at card
# size a number in the badge would be 2 pt tall).
COND_NUMBER = {"low-credits": "<6", "small-grip": "<4"}


def cond_text(condition: str) -> str:
    """A condition as rich text: its icon, then its threshold in bold when it has one."""
    text = f"{{{COND_ICON.get(condition, 'cond-credits')}}}"
    if condition in COND_NUMBER:
        text += f" **{COND_NUMBER[condition]}**"
    return text


@dataclass(frozen=True, slots=True)
class Piece:
    """One text box of a card: a name for messages, its frame, rich text, style."""

    name: str
    box: Rect
    text: str
    style: str
    src: object = None  # the content node the words come from (for diagnostics)
    row: int = 0  # the click row (1-based) this box belongs to; 0 for the rest of the card


class Words:
    """Glossary look-ups in one language; unknown keys print as themselves.

    Each word is typeset once per glossary and language: a deck asks for the same few
    dozen words on every card (a 9,000-card deck a million times), and every ``Words``
    of one glossary and language shares what was found.
    """

    __slots__ = ("g", "lang", "_found", "clicks")
    _shared: dict[tuple[int, str], tuple[Glossary, object, dict[tuple[int, str], str], dict]] = {}

    def __init__(self, glossary: Glossary, lang: str):
        self.g, self.lang = glossary, lang
        known = self._shared.get((id(glossary), lang))
        # The glossary is held here, so its id is not reused; the typography installed
        # (``PRINTED``) is part of what a word prints as.
        if known is None or known[0] is not glossary or known[1] is not PRINTED.rules:
            if len(self._shared) >= 16:
                self._shared.clear()
            known = self._shared[(id(glossary), lang)] = (glossary, PRINTED.rules, {}, {})
        self._found = known[2]
        self.clicks: dict[tuple, str] = known[3]  # a click's main text by what it holds (``click_text``)

    def _get(self, table: dict, key: str) -> str:
        found = self._found.get((id(table), key))
        if found is None:
            found = self._found[(id(table), key)] = table[key].get(self.lang) if key in table else key
        return found

    def action(self, key: str) -> str:
        return self._get(self.g.actions, key)

    def order(self, key: str, action: str | None = None) -> str:
        """The order's gloss; after an action that needs a remote, its remote gloss."""
        if action in REMOTE_ACTIONS and key in self.g.remote_orders:
            return self._get(self.g.remote_orders, key)
        return self._get(self.g.orders, key)

    def code(self, key: str) -> str:
        """An order code as printed: ``+REMOTE`` in the language's words, − for fewest."""
        word = ORDER_WORDS.get(key)
        return minus(PRINTED.word(word, self.lang) or key if word else key)

    def label(self, key: str) -> str:
        return self._get(self.g.labels, key)

    def condition(self, key: str) -> str:
        return self._get(self.g.conditions, key)

    def location(self, key: str) -> str:
        return self._get(self.g.locations, key)

    def target(self, key: str) -> str:
        return self._get(self.g.targets, target_name(key))

    def lower(self, key: str) -> str:
        return self._get(self.g.lower, key)


def step_text(step: Step | Click, w: Words, with_gloss: bool = True) -> str:
    """An action and its special order in line with it (``Install ice -H (…)``), on AI
    and behaviour cards alike; the order code is glued to the action's last word."""
    text = f"**{w.action(step.action or '')}**"
    if step.order:
        text += " "
        text += f"**{w.code(step.order)}**" + (
            f" *({w.order(step.order, step.action)})*" if with_gloss else ""
        )
    return text


def row_text(n: int, row: Row, w: Words) -> str:
    parts = []
    if row.condition:
        parts.append(f"{cond_text(row.condition)} → **{w.action(row.divert or '')}**")
    if row.location:
        where = f"**{w.location(row.location)}**"
        if row.target:
            where += f" {minus(row.target)} *{w.target(row.target)}*"  # fewest is − on every card (VOC001)
        parts.append(where)
    return f"{n}. " + (f" {w.label('else')} ".join(parts))


_SAME_TEXT = (str, int, bool, type(None))  # values whose equal ones print alike (not 0.0 and -0.0)
_CLICKS_MAX = 4096


def _click_key(click: Click) -> tuple | None:
    """Everything a click's main text is made of besides the words, or None when it
    has a note or an unusual limit (composed each time)."""
    run, run_key = click.run, None
    if click.note is not None:
        return None
    if run is not None:
        link, trash = run.link_limit, run.trash_limit
        if type(link) not in _SAME_TEXT or type(trash) not in _SAME_TEXT:
            return None
        run_key = (run.colour, type(link), link, type(trash), trash)  # 1 and True print differently
    rows, rows_key = click.execution, None
    if rows is not None:
        rows_key = tuple((r.condition, r.divert, r.location, r.target) for r in rows)
    return (click.action, click.order, click.condition, run_key, rows_key, click.reuse, click.reserved)


def click_text(click: Click, w: Words) -> str:
    """The main box of a click, composed once per distinct click and language: a deck
    repeats a few dozen clicks on thousands of cards."""
    key = _click_key(click)
    if key is None:
        return _click_text(click, w)
    found = w.clicks.get(key)
    if found is None:
        if len(w.clicks) >= _CLICKS_MAX:
            w.clicks.clear()
        found = w.clicks[key] = _click_text(click, w)
    return found


def _click_text(click: Click, w: Words) -> str:
    lines = []
    if click.action == "run" and click.run is not None:
        colour = w.label(f"colour-{click.run.colour}")
        lines.append(
            f"**{w.action('run')}** *{colour}* · {{link}} {click.run.link_limit} · "
            f"{{trash}} {click.run.trash_limit}"
        )
        if click.reuse:
            lines.append(w.label("reuse").replace("@run", f"*{w.label('colour-' + click.reuse)}*"))
        for n, row in enumerate(click.execution or [], 1):
            lines.append(row_text(n, row, w))
    else:
        head = step_text(click, w) if click.action else ""
        if click.condition:
            colon = PRINTED.punctuation(w.lang, ":")  # French: "Si … <4 :"
            head = f"{w.label('if')} {cond_text(click.condition)}{colon} {head}"
        lines.append(head)
    if click.reserved:
        lines.append(f"*{w.label('reserved-note')}*")
    if click.note is not None:
        lines.append(click.note.get(w.lang))
    return "\n".join(x for x in lines if x)


def lower_text(card: Card, w: Words) -> str:
    if card.lower is None:
        return ""
    text = w.lower(card.lower.kind)
    if card.lower.run:
        text = text.replace("@run", f"*{w.label('colour-' + card.lower.run)}*")
    return text


def side_actions(card: Card, side: str) -> list[Step]:
    sd = card.side_a if side == "a" else card.side_b
    return list(sd.actions) if sd else []


def pieces(deck: Deck, card: Card, w: Words, side: str = "a") -> tuple[CardBoxes, list[Piece]]:
    """Every text box of one card face (behaviour cards: side "a" or "b")."""
    if deck.kind == "behaviour":
        return _behaviour_pieces(card, w, side)
    secs = tuple(c.secondary is not None for c in card.clicks)
    style = "action" if deck.kind == "corp" else "runner_action"
    boxes = card_boxes(len(card.clicks), secs)
    texts = [click_text(click, w) for click in card.clicks]
    if deck.kind == "runner":
        # Runner rows differ in length (a run block has up to five lines, an economy
        # click one): rows share the card's height by need, so run text keeps its size.
        boxes = card_boxes(len(card.clicks), secs, needs=_needs(texts, boxes, style))
    out = [
        Piece("kicker", boxes.kicker, w.label(f"kicker-{deck.kind}"), "kicker", card),
        Piece("title", boxes.title, f"**{card.title.get(w.lang)}**", "title", card.title),
    ]
    for i, (click, cb, text) in enumerate(zip(card.clicks, boxes.clicks, texts, strict=True)):
        src = click.note if click.note is not None else click
        out.append(Piece(f"click {i + 1}", cb.main, text, style, src, i + 1))
        if click.secondary is not None and cb.secondary is not None:
            sec = f"*{w.label('otherwise')}*\n{step_text(click.secondary, w, with_gloss=False)}"
            out.append(
                Piece(f"click {i + 1} secondary", cb.secondary, sec, "secondary", click.secondary, i + 1)
            )
    out.append(Piece("lower instruction", boxes.lower_text, lower_text(card, w), "lower", card.lower))
    return boxes, out


_LAST: list = []  # [((deck, card, glossary), lang, side), its pieces]


def checked_pieces(deck: Deck, card: Card, w: Words, side: str = "a") -> tuple[CardBoxes, list[Piece]]:
    """``pieces``, remembered for the last card asked about: the checks of one card
    (AUT011, AUT019) read the same layout, and the card walk builds each card once."""
    key = (deck, card, w.g)
    if (
        _LAST
        and _LAST[0][1:] == (w.lang, side)
        and all(a is b for a, b in zip(_LAST[0][0], key, strict=True))
    ):
        return _LAST[1]
    found = pieces(deck, card, w, side)
    _LAST[:] = [(key, w.lang, side), found]
    return found


def _needs(texts: list[str], boxes: CardBoxes, style: str) -> tuple[float, ...]:
    """The height (points) each click's main text takes at its style's size."""
    from nrprint.render.fonts import measure  # the fit check and the drawing measure alike

    return _heights(tuple(texts), tuple(round(cb.main.w, 3) for cb in boxes.clicks), style, measure)


@lru_cache(maxsize=4096)  # cards repeat the same clicks in the same rows
def _heights(
    texts: tuple[str, ...], widths: tuple[float, ...], style: str, measure: Measure
) -> tuple[float, ...]:
    out = []
    for text, w in zip(texts, widths, strict=True):
        out.append(round(_fit(text, w, 1e4, style, measure).height, 2))
    return tuple(out)


def _behaviour_pieces(card: Card, w: Words, side: str) -> tuple[CardBoxes, list[Piece]]:
    """A behaviour side: one numbered row per action, laid out like AI click rows so the
    words fill the card; the title leaves room for the big side letter in the band."""
    from nrprint.automa.geometry import side_letter_w

    sd = card.side_a if side == "a" else card.side_b
    actions = side_actions(card, side)
    boxes = card_boxes(len(actions), behaviour=True)
    kicker = f"{w.label('kicker-behaviour')} · {w.label('side')} {side.upper()}"
    title = replace(boxes.title, w=boxes.title.w - side_letter_w())
    out = [
        Piece("kicker", replace(boxes.kicker, w=title.w), kicker, "kicker", card),
        Piece("title", title, f"**{card.title.get(w.lang)}**", "title", card.title),
    ]
    for i, (step, cb) in enumerate(zip(actions, boxes.clicks, strict=True)):
        out.append(
            Piece(
                f"side {side.upper()} action {i + 1}",
                cb.main,
                step_text(step, w),
                "side",
                sd,
                i + 1,
            )
        )
    out.append(Piece("flip reminder", boxes.lower_text, w.label("flip"), "lower", card))
    return boxes, out


def faces(deck: Deck) -> tuple[str, ...]:
    """The printed faces of a card of this deck: behaviour cards have two."""
    return ("a", "b") if deck.kind == "behaviour" else ("a",)


def fit_piece(piece: Piece, measure: Measure) -> TextBlock:
    """The piece's text laid into its frame at the largest size from its style down to
    the template's minimum (``fits`` False when even that overflows)."""
    return _fit(piece.text, round(piece.box.w, 3), round(piece.box.h, 3), piece.style, measure)


@lru_cache(maxsize=4096)  # repeated words hit; unique titles pass through (bounded memory)
def _fit(text: str, w: float, h: float, style: str, measure: Measure) -> TextBlock:
    # Decks repeat the same words (action labels, lower instructions) on many cards and
    # the check and the drawing fit the same pieces: lay each out once. Blocks are not
    # modified by their users.
    t = template()
    st = t.styles[style]
    # Runner AI rows (run blocks) are read across the table: they never shrink below
    # run_min_size, and the fit check reports a row that would have to.
    least = max(t.min_size, t.run_min_size) if style == "runner_action" else t.min_size
    return fit(text, w, h, st.size, st.leading, measure, min_size=least, style="regular")
