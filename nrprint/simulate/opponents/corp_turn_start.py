"""What a human Corp's cards do for it as its turn begins, after the turn's draw and
payouts (``turn_start``, called through ``opponents.corp_cards`` by ``opponents.corp``).

- A Cyberdex Virus Suite is trashed (rezzed if need be) to purge viruses at the start of
  the turn once the Runner's viruses hold 3 counters (``purge_virus``).
- An asset that adds to the turn's draw (Daily Business Show) adds its card, and the drawn
  card its Corp would discard first goes to R&D's bottom (``draw_more``; not with R&D low).
- An asset that draws while its server has no ice (Sensie Actors Union) is used when R&D
  is not low and the cards fit the hand (``unprotected_draw``).
- A recycling asset is removed from the game for Archives' agendas, or when R&D runs low
  (``recycle_click``).
- One agenda counter a turn is spent (``spend_counters``; what each does:
  ``opponents.corp_cards``'s docstring).
"""

from __future__ import annotations

from nrprint.simulate.corp.table import draw_rd
from nrprint.simulate.effects import corp_agendas, corp_assets
from nrprint.simulate.state import Card, Game

LOW_RD = 5  # R&D cards a Corp keeps back from its card draws (and recycles at)
PURGE_AT = 3  # the Runner's virus counters at which a Corp trashes its Cyberdex Virus Suite


def purge_virus(game: Game) -> None:
    """Trash a Cyberdex Virus Suite (rezzing it if need be) when the Runner's viruses hold
    3 counters or more."""
    for server in game.corp.servers:
        for inst in server.root:
            if not inst.facts.trash_purge or corp_assets.virus_counters(game) < PURGE_AT:
                continue
            if inst.rezzed or game.corp.credits >= inst.facts.cost:
                if not inst.rezzed:
                    game.corp.credits -= inst.facts.cost
                server.root.remove(inst)
                game.corp.piles["Archives"].append(inst.card)
                corp_assets.purge(game, inst.card)
                return


def turn_start(game: Game) -> None:
    """After the turn's draw and payouts: viruses purged (``purge_virus``), more cards drawn
    (``draw_more``, ``unprotected_draw``), a recycling asset used (``recycle_click``)."""
    purge_virus(game)
    draw_more(game)
    unprotected_draw(game)
    recycle_click(game)


def draw_more(game: Game) -> None:
    """Each rezzed ``draw_more`` asset adds its cards to the turn's draw (the card drawn
    last); one of the cards so drawn, the one its player would discard first, goes to
    the bottom of R&D (Daily Business Show)."""
    corp = game.corp
    hq, rd = corp.piles["HQ"], corp.piles["R&D"]
    for server in corp.servers:
        for inst in server.root:
            n = inst.facts.draw_more if inst.rezzed else 0
            if not n or len(rd) <= n + LOW_RD or not hq:
                continue
            drawn = [hq[-1]] + [draw_rd_card(game) for _ in range(n)]
            _send_back(game, drawn)
            game.say(f"  C: {inst.card.name}: {n} card(s) more, one to the bottom of R&D")


def _send_back(game: Game, cards: list[Card]) -> None:
    """The card of ``cards`` (in HQ) its Corp would discard first goes to R&D's bottom."""
    back = min(cards, key=lambda c: (c.type == "agenda", c.type == "ice", c.facts.gain - c.facts.cost))
    game.corp.piles["HQ"].remove(back)
    game.corp.piles["R&D"].append(back)


def unprotected_draw(game: Game) -> None:
    """A rezzed asset that draws while no ice protects its server (Sensie Actors Union):
    used when R&D is not low and the cards fit the hand by the end of the turn (as
    ``sacrifices`` judges); the card of HQ its Corp would discard first goes back."""
    corp = game.corp
    for server in corp.servers:
        for inst in server.root:
            n = inst.facts.unprotected_draw if inst.rezzed and not server.ice else 0
            if not n or len(corp.piles["R&D"]) <= n + LOW_RD:
                continue
            if len(corp.piles["HQ"]) + n - 1 > game.hand_limit() + 2:
                continue
            for _ in range(n):
                draw_rd_card(game)
            _send_back(game, corp.piles["HQ"])
            game.say(f"  C: {inst.card.name}: {n} cards, one to the bottom of R&D")


def draw_rd_card(game: Game) -> Card:
    card = draw_rd(game)
    game.corp.piles["HQ"].append(card)
    return card


def recycle_click(game: Game) -> None:
    """Remove a recycling asset from the game when Archives holds an agenda, or when R&D
    runs low (5 cards or fewer): agendas first, then the cards that gain most."""
    if "recycle" not in game.present:
        return
    corp = game.corp
    archives = corp.piles["Archives"]
    for server in corp.servers:
        for inst in server.root:
            if not (inst.rezzed and inst.facts.recycle and archives):
                continue
            if any(c.type == "agenda" for c in archives) or len(corp.piles["R&D"]) <= LOW_RD:
                ranked = sorted(archives, key=lambda c: (c.type != "agenda", -(c.facts.gain - c.facts.cost)))
                corp_assets.recycle(game, inst, ranked[: inst.facts.recycle])
                return


def spend_counters(game: Game) -> None:
    """One agenda counter a turn, on the best card it fetches (see the module docstring);
    an ``advance`` counter on its most advanced agenda short of its requirement."""
    if "counter_use" not in game.present:
        return
    corp = game.corp
    if corp_agendas.advance_counter(game, most_advanced) is not None:
        return
    for card in corp.scored:
        n = game.agenda_counters.get(card.uid, 0)
        use = card.facts.counter_use
        if not n or use not in ("archives-to-hq", "search-rd"):
            continue
        pile = corp.piles["Archives" if use == "archives-to-hq" else "R&D"]
        want_agenda = use == "archives-to-hq" or not any(c.type == "agenda" for c in corp.piles["HQ"])
        found = _best(pile, want_agenda)
        if found is None:
            continue
        pile.remove(found)
        corp.piles["HQ"].append(found)
        if use == "search-rd":
            game.rng.shuffle(pile)
        game.agenda_counters[card.uid] = n - 1
        game.say(f"  C: {card.name}'s agenda counter: {found.name} to HQ")
        return


def most_advanced(game: Game):
    agendas = [
        i
        for s in game.corp.remotes()
        for i in s.root
        if i.card.type == "agenda" and i.tokens < corp_agendas.requirement(game, i.card, s)
    ]
    return max(agendas, key=lambda i: i.tokens, default=None)


def _best(pile: list[Card], want_agenda: bool) -> Card | None:
    agendas = [c for c in pile if c.type == "agenda"] if want_agenda else []
    if agendas:
        return max(agendas, key=lambda c: c.facts.points)
    money = [c for c in pile if c.type == "operation" and c.facts.gain > c.facts.cost]
    if money:
        return max(money, key=lambda c: c.facts.gain - c.facts.cost)
    return next((c for c in pile if c.type == "ice"), None)
