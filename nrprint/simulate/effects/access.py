"""What a Corp card does when the Runner accesses it (``access.access`` calls ``accessed``).

``access_pay``, ``access_tags``, ``access_damage``: the Corp may pay ``access_pay`` credits
to give the Runner ``access_tags`` tags and do ``access_damage`` net damage (Snare!); it
pays whenever it can, the Corp AI and a human Corp alike. The engine accesses no asset or
upgrade in Archives, so "anywhere except in Archives" holds; an agenda's
``access_not_archives`` is checked (Fetal AI). An agenda's ``access_gain``: the Corp gains
it, always (Explode-a-palooza). ``access_score_tagged`` (``scored_on_access``): a tagged
Runner's access puts the agenda in the Corp's score area instead of stealing it (Quantum
Predictive Model; not a score: no "when scored" effect). ``access_meat``: the damage is meat
damage; ``access_installed``: only when the card is accessed installed (Prisec).
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.effects import access_declined, corp_assets
from nrprint.simulate.effects.corp_credit_gains import gained
from nrprint.simulate.state import Card, Game


def accessed(
    game: Game, card: Card, damage: Callable[..., None], *, archives: bool = False, installed: bool = True
) -> None:
    """``damage`` is ``nrprint.simulate.damage.damage`` (that module calls into this package);
    ``archives``: the card is accessed in Archives; ``installed``: in a server's root."""
    f = card.facts
    access_declined.noted(game, card, archives)  # Aeneas Informant
    if f.purge_on_access:  # Cyberdex Virus Suite
        corp_assets.purge(game, card)
    if archives and f.access_not_archives:
        return
    if f.access_gain:
        gained(game, f.access_gain)  # a card ability's credits (PAD Tap)
        game.corp.credits += f.access_gain
        if game.ai == "corp":  # as corp.table.gain counts it (that module imports this package)
            game.result.credits_gained += f.access_gain
        game.say(f"    {card.name}: the Corp gains {f.access_gain}")
    if not (f.access_tags or f.access_damage) or game.corp.credits < f.access_pay:
        return
    if f.access_installed and not installed:
        return
    game.corp.credits -= f.access_pay
    game.say(f"    {card.name}: the Corp pays {f.access_pay}")
    game.runner.tags += f.access_tags
    if f.access_damage:
        damage(game, f.access_damage, "meat" if f.access_meat else "net")


def scored_on_access(game: Game, card: Card) -> None:
    """An accessed agenda goes to the Corp's score area (``access_score_tagged``, the Runner
    tagged: checked by the caller, which has taken it from where it was)."""
    game.corp.scored.append(card)
    game.use(card, "agenda")
    if game.ai == "corp":
        game.result.point_sources["accessed"] += card.facts.points
    game.say(f"    {card.name} goes to the Corp's score area")
    game.check_points()
