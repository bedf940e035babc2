"""More text rules for Corp cards (registered by ``play_rules_corp``): what an ice does
when rezzed in a run, what a steal costs in damage, what an asset does when an agenda is
scored or the Corp draws, an operation that swaps agendas.

Played by ``nrprint.simulate.effects.corp_ice``, ``corp_agendas``, ``corp_operations``;
the human Corp's choices are ``nrprint.simulate.opponents.corp_cards``.
"""

from __future__ import annotations

import re

from nrprint.cards.play_rules import Card, Found, rule, words


@rule("run-rez", "what an ice does when the Corp rezzes it during a run on its server")
def run_rez(text: str, card: Card) -> Found | None:
    """``when you rez this card during a run against this server, give the runner 1 tag``
    (run_rez_tags); ``..., you may trash 1 card from hq to do 2 net damage`` (run_rez_damage)."""
    m = re.fullmatch(
        r"when you rez this card during a run against this server, "
        r"(?:give the runner (\d+) tags?|you may trash 1 card from hq to do (\d+) net damage)",
        text,
    )
    if m is None or card.type != "ice":
        return None
    if m.group(1):
        return Found({"run_rez_tags": int(m.group(1))}, words(text))
    return Found({"run_rez_damage": int(m.group(2))}, words(text))


@rule("steal-damage", "net damage the Runner must suffer to steal the agenda")
def steal_damage(text: str, card: Card) -> Found | None:
    """``as an additional cost to steal this card, the runner must suffer 4 net damage``."""
    m = re.fullmatch(
        r"as an additional cost to steal this card, the runner must suffer (\d+) net damage", text
    )
    return Found({"steal_damage": int(m.group(1))}, words(text)) if m and card.type == "agenda" else None


@rule("score-install", "an asset that installs a Corp card for free whenever an agenda is scored")
def score_install(text: str, card: Card) -> Found | None:
    """``whenever you score an agenda, you may install a card from archives or hq, ignoring
    the install cost``."""
    m = text == (
        "whenever you score an agenda, you may install a card from archives or hq, ignoring the install cost"
    )
    return Found({"score_install": True}, words(text)) if m and card.type == "asset" else None


@rule("swap-agenda", "an operation that swaps an agenda of each score area")
def swap_agenda(text: str, card: Card) -> Found | None:
    """``swap an agenda in your score area with an agenda in the runner's score area``."""
    m = text == "swap an agenda in your score area with an agenda in the runner's score area"
    return Found({"swap_agenda": True}, words(text)) if m and card.type == "operation" else None


@rule("draw-more", "an asset that adds a card to the Corp's first draw of a turn, one going back")
def draw_more(text: str, card: Card) -> Found | None:
    """``[interrupt] → the first time each turn you would draw any number of cards, increase
    the number of cards you will draw by 1`` with ``when you draw those cards, add 1 of them
    to the bottom of r&d``."""
    if card.type != "asset":
        return None
    m = re.fullmatch(
        r"(?:\[interrupt\] → )?the first time each turn you would draw any number of cards, "
        r"increase the number of cards you will draw by (\d+)",
        text,
    )
    if m:
        return Found({"draw_more": int(m.group(1))}, words(text))
    return (
        Found({}, words(text))
        if text == "when you draw those cards, add 1 of them to the bottom of r&d"
        else None
    )


@rule("corp-choice-sub", "a subroutine that leaves the Runner a choice of two harms")
def corp_choice_sub(text: str, card: Card) -> Found | None:
    """``[subroutine] the runner must pay 3[credit] or trash 1 of their installed cards``
    (pay-or-trash); ``[subroutine] do 1 core damage or end the run`` (brain-or-etr); a
    bioroid's ``lose [click][click][click]: break up to 3 subroutines on this card`` (a click
    a subroutine, as ``runs.plan_break`` lets the Runner spend them: the same for an ice of
    3 subroutines)."""
    if card.type != "ice":
        return None
    if (
        text == "lose [click][click][click]: break up to 3 subroutines on this card"
        and "bioroid" in card.subtypes
    ):
        return Found({}, words(text))
    m = re.fullmatch(
        r"\[subroutine\] the runner must pay (\d+)\[credit\] or trash 1 of their installed cards", text
    )
    if m:
        return Found({"subs": "pay-or-trash", "pay": int(m.group(1))}, words(text))
    m = re.fullmatch(r"\[subroutine\] do (\d+) (?:core|brain) damage or end the run", text)
    if m:
        return Found({"subs": "brain-or-etr", "damage": int(m.group(1))}, words(text))
    return None


@rule("unprotected-draw", "an asset that draws at turn start while unprotected, one card going back")
def unprotected_draw(text: str, card: Card) -> Found | None:
    """``when your turn begins, you may draw 3 cards if there is no ice protecting this
    server`` with ``if you do, add 1 card from hq to the bottom of r&d``."""
    if card.type != "asset":
        return None
    m = re.fullmatch(
        r"when your turn begins, you may draw (\d+) cards if there is no ice protecting this server", text
    )
    if m:
        return Found({"unprotected_draw": int(m.group(1))}, words(text))
    return Found({}, words(text)) if text == "if you do, add 1 card from hq to the bottom of r&d" else None


@rule("rez-forfeit", "an ice whose rez costs an agenda forfeited besides its credits")
def rez_forfeit(text: str, card: Card) -> Found | None:
    """``as an additional cost to rez this card, forfeit 1 agenda``."""
    m = re.fullmatch(r"as an additional cost to rez this card, forfeit (\d+) agendas?", text)
    return Found({"rez_forfeit": int(m.group(1))}, words(text)) if m and card.type == "ice" else None


_BIDS = r"you and the runner secretly spend 0\[credit\], 1\[credit\], or 2\[credit\]"
_PSI_ON = {
    rf"whenever the runner passes all of the ice protecting this server, {_BIDS}": "pass-ice",
    rf"\[trash\]: {_BIDS}": "pass-ice",  # Marcus Batty: used as the Runner approaches the server
    rf"if the runner exposes or accesses this card while installed, {_BIDS}": "access",
    r"when the runner accesses this card while it is not installed, play a psi game": "access-uninstalled",
}
_PSI_WIN = {
    "if you and the runner spent a different number of credits, end the run": "etr",
    "if you and the runner spent a different number of credits, do 1 net damage for each card in "
    "the runner's grip": "grip-damage",
    "if the bids differ, the runner cannot steal this card during this access": "no-steal",
    "if you and the runner spent a different number of credits, resolve 1 subroutine on a rezzed piece of "
    "ice protecting this server": "ice-sub",
}
_PSI_TERMS = ("reveal spent credits", "use this ability only during a run on this server")


@rule("psi-game", "a psi game: when the Corp card plays one, and what it does when the bids differ")
def psi_game(text: str, card: Card) -> Found | None:
    """``whenever the runner passes all of the ice protecting this server, you and the runner
    secretly spend 0[credit], 1[credit], or 2[credit]`` (psi_on ``pass-ice``; ``if the runner
    exposes or accesses this card while installed, ...``: ``access``; ``when the runner accesses
    this card while it is not installed, play a psi game``: ``access-uninstalled``); ``reveal
    spent credits``; ``if you and the runner spent a different number of credits, end the run``
    (psi_win ``etr``; ``..., do 1 net damage for each card in the runner's grip``:
    ``grip-damage``; ``if the bids differ, the runner cannot steal this card during this
    access``: ``no-steal``); an upgrade's ``[trash]: you and the runner secretly spend ...`` with
    ``... resolve 1 subroutine on a rezzed piece of ice protecting this server`` and ``use this
    ability only during a run on this server`` (``pass-ice`` with ``ice-sub``: Marcus Batty)."""
    if card.side != "corp":
        return None
    on = next((kind for pattern, kind in _PSI_ON.items() if re.fullmatch(pattern, text)), None)
    if on is not None:
        return Found({"psi_on": on}, words(text))
    if text in _PSI_WIN:
        return Found({"psi_win": _PSI_WIN[text]}, words(text))
    return Found({}, words(text)) if text in _PSI_TERMS else None
