"""What a Corp card does when the Runner accesses it (``access.access`` calls ``accessed``).

``access_pay``, ``access_tags``, ``access_damage``: the Corp may pay ``access_pay`` credits
to give the Runner ``access_tags`` tags and do ``access_damage`` net damage (Snare!); it
pays whenever it can, the Corp AI and a human Corp alike. The engine accesses no asset or
upgrade in Archives, so "anywhere except in Archives" holds.
"""

from __future__ import annotations

from collections.abc import Callable

from nrprint.simulate.effects import corp_assets
from nrprint.simulate.state import Card, Game


def accessed(game: Game, card: Card, damage: Callable[..., None]) -> None:
    """``damage`` is ``nrprint.simulate.damage.damage`` (that module calls into this package)."""
    f = card.f
    if f.purge_on_access:  # Cyberdex Virus Suite
        corp_assets.purge(game, card)
    if not (f.access_tags or f.access_damage) or game.corp.credits < f.access_pay:
        return
    game.corp.credits -= f.access_pay
    game.say(f"    {card.name}: the Corp pays {f.access_pay}")
    game.runner.tags += f.access_tags
    if f.access_damage:
        damage(game, f.access_damage, "net")
